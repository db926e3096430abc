// The sticky header (business-and-integration §2.6 and §9, feature stickyHeader): once the page is scrolled
// 170 px or more, the header sticks to the top in its compact form (app.css, `.site-header.sticky`). The
// stylesheet does the work; the browser reports the crossing of a sentinel 170 px down the page (an
// IntersectionObserver: nothing runs while scrolling on either side of it). Without JavaScript the header
// stays in the page as it is.
import { useEffect, useState } from 'react';

export const STICKY_SCROLL_PX = 170;

/** Whether the page is scrolled past the sentinel, which the stylesheet places STICKY_SCROLL_PX down. */
export function useStickyHeader(sentinel: React.RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setSticky(!entry.isIntersecting && entry.boundingClientRect.top < 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, enabled]);
  return sticky;
}
