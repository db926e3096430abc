// The sticky header (business-and-integration §2.6 and §9, feature stickyHeader): once the page is scrolled
// 170 px or more, the header floats at the top in its compact form (app.css, `.site-header.sticky`); the
// stylesheet does the work, a passive scroll listener only says when. While it floats, its frame keeps the
// height it had in the page, so nothing below moves: neither when it goes compact nor when a panel in it
// opens or closes (a header that moved the page would move the scroll position across 170 px, and flip).
// Without JavaScript it stays in the page.
import { useEffect, useState } from 'react';

export const STICKY_SCROLL_PX = 170;

/** Whether the header in `frame` is sticky: scrolled 170 px or more. */
export function useStickyHeader(frame: React.RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!enabled || !element) return;
    let stuck = false;
    const update = () => {
      const next = window.scrollY >= STICKY_SCROLL_PX;
      if (next === stuck) return;
      stuck = next;
      // the exact height, fractions too: a rounded one would move the page by a pixel, and scroll anchoring the scroll position
      element.style.height = next ? `${element.getBoundingClientRect().height}px` : '';
      setSticky(next);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      element.style.height = '';
      setSticky(false);
    };
  }, [frame, enabled]);
  return sticky;
}
