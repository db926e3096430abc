import { useEffect, useState } from 'react';
import { useT } from '~/i18n/use-t';

/** How far the shopper must have scrolled back up, and be away from the top, to be offered the way up (§2.6). */
const SCROLL_THRESHOLD_PX = 50;

/**
 * The floating back-to-top button of business-and-integration §2.6: it appears while the shopper
 * scrolls back up, more than 50 px and not within 50 px of the top. It needs scroll events, so it
 * exists only with JavaScript; the footer's plain link serves everyone.
 */
export function BackToTop() {
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    // Where the current upward scroll began.
    let turnY = lastY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y >= lastY) turnY = y;
      lastY = y;
      setShown(y > SCROLL_THRESHOLD_PX && turnY - y > SCROLL_THRESHOLD_PX);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <a href="#top" className="back-to-top-button" aria-label={t('footer.back_to_top.link')}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M4 12l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
    </a>
  );
}
