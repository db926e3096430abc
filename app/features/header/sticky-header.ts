// The sticky header (business-and-integration §2.6 and §9, feature stickyHeader): once the page is scrolled
// 170 px or more, the header sticks to the top in its compact form (app.css, `.site-header.sticky`); the
// stylesheet does the work, a passive scroll listener only says when. Going compact shrinks the header, and
// the browser's scroll anchoring moves the page up by as much, so the header lets go only near the top
// again (below 50 px): else it would flip between its two forms. Without JavaScript it stays in the page.
import { useEffect, useState } from 'react';

export const STICKY_SCROLL_PX = 170;
const RELEASE_SCROLL_PX = 50;

/** Whether the header is sticky: from 170 px of scrolling until back within 50 px of the top. */
export function useStickyHeader(enabled: boolean): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let stuck = false;
    const update = () => {
      const next = window.scrollY >= (stuck ? RELEASE_SCROLL_PX : STICKY_SCROLL_PX);
      if (next === stuck) return;
      stuck = next;
      setSticky(next);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      setSticky(false);
    };
  }, [enabled]);
  return sticky;
}
