// The header's mini basket (business-and-integration §2.6): a link to /basket with the item count, the
// line count and the total, which is all it is without JavaScript and on phones. With JavaScript, on wider
// screens, a toggle beside it opens a flyout with the basket's lines, loaded when it opens (its content is
// a lazy section). The mini basket marks a change of the basket for 2.5 s, opens by itself when products
// were added on the page or an add was refused (basket-error-feed.ts; not on the basket page itself), and
// closes on navigation, an outside click or Escape.
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { PriceItem } from '~/commerce/models/money';
import { usePriceFormat } from '~/features/pricing/use-price-format';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { subscribeToBasketErrors } from './basket-error-feed';
import type { MiniBasketSummary } from './mini-basket.server';

export interface MiniBasketLine {
  id: string;
  name: string;
  /** The product page, when the product is still in the catalogue. */
  href?: string;
  quantity: number;
  total?: PriceItem;
}

/** The flyout's content, as /api/mini-basket answers it. */
export interface MiniBasketContent {
  lines: MiniBasketLine[];
  total?: PriceItem;
}

/** How long the mini basket shows that the basket changed (business-and-integration §9). */
export const MINI_BASKET_ANIMATION_MS = 2_500;
const PANEL_ID = 'mini-basket-panel';

/** The basket link: how many items, in how many lines, and the total; it leads to /basket. */
function MiniBasketLink({ miniBasket }: { miniBasket?: MiniBasketSummary }) {
  const t = useT();
  const { href } = useShopLocale();
  const format = usePriceFormat();
  const itemCount = miniBasket?.itemCount ?? 0;
  return (
    <Link to={href('/basket')} className="basket-link">
      {t('shopping_cart.ministatus.view_cart.link')}{' '}
      <span className="badge" aria-hidden="true">
        {itemCount}
      </span>
      <span className="visually-hidden">
        {t('shopping_cart.ministatus.items.text', { count: itemCount })}
        {miniBasket && miniBasket.lineCount > 0 && `, ${t('shopping_cart.ministatus.lines.text', { count: miniBasket.lineCount })}`}
      </span>
      {miniBasket?.total && <span className="mini-basket-total">{format(miniBasket.total)}</span>}
    </Link>
  );
}

function MiniBasketPanel({ content, loading }: { content?: MiniBasketContent; loading: boolean }) {
  const t = useT();
  const { href } = useShopLocale();
  const format = usePriceFormat();
  return (
    <section id={PANEL_ID} className="mini-basket-panel" aria-label={t('shopping_cart.ministatus.contents.heading')}>
      {content ? (
        <>
          {content.lines.length === 0 ? (
            <p>{t('shopping_cart.empty.text')}</p>
          ) : (
            <ul className="mini-basket-lines">
              {content.lines.map((line) => (
                <li key={line.id}>
                  <span className="mini-basket-quantity">{t('shopping_cart.ministatus.line.quantity', { count: line.quantity })}</span>
                  {line.href ? <Link to={line.href}>{line.name}</Link> : <span>{line.name}</span>}
                  {line.total && <span className="mini-basket-line-total">{format(line.total)}</span>}
                </li>
              ))}
            </ul>
          )}
          {content.total && (
            <p className="mini-basket-sum">
              <span>{t('shopping_cart.detailed.total.heading')}</span> <strong>{format(content.total)}</strong>
            </p>
          )}
        </>
      ) : (
        <p role="status">{loading ? t('shopping_cart.ministatus.contents.loading') : t('shopping_cart.ministatus.contents.unavailable')}</p>
      )}
      <Link to={href('/basket')} className="button-primary">
        {t('shopping_cart.ministatus.contents.view_cart.link')}
      </Link>
    </section>
  );
}

export function MiniBasket({ miniBasket }: { miniBasket?: MiniBasketSummary }) {
  const t = useT();
  const { href } = useShopLocale();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const fetcher = useFetcher<{ content?: MiniBasketContent }>();
  const [open, setOpen] = useState(false);
  const [changed, setChanged] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const itemCount = miniBasket?.itemCount ?? 0;
  const seen = useRef({ itemCount, pathname });
  const changeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const basketPath = href('/basket');
  const contentPath = href('/api/mini-basket');
  const { load } = fetcher;

  // A change of the basket on the page (not by navigating elsewhere) is shown; an add opens the flyout.
  useEffect(() => {
    const before = seen.current;
    seen.current = { itemCount, pathname };
    if (itemCount === before.itemCount || pathname !== before.pathname) return;
    setChanged(true);
    clearTimeout(changeTimer.current);
    changeTimer.current = setTimeout(() => setChanged(false), MINI_BASKET_ANIMATION_MS);
    if (itemCount > before.itemCount && pathname !== basketPath) {
      setOpen(true);
      void load(contentPath);
    }
  }, [itemCount, pathname, basketPath, contentPath, load]);

  useEffect(() => () => clearTimeout(changeTimer.current), []);

  // A refused add opens the flyout too (business-and-integration §8), showing what the basket holds.
  useEffect(
    () =>
      subscribeToBasketErrors(() => {
        if (pathname === basketPath) return;
        setOpen(true);
        void load(contentPath);
      }),
    [pathname, basketPath, contentPath, load],
  );

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const switchOpen = () => {
    if (!open) void load(contentPath);
    setOpen(!open);
  };

  return (
    <div className={changed ? 'mini-basket mini-basket-changed' : 'mini-basket'} ref={container}>
      <MiniBasketLink miniBasket={miniBasket} />
      {hydrated && itemCount > 0 && (
        <button type="button" ref={toggle} className="mini-basket-toggle" aria-expanded={open} aria-controls={PANEL_ID} onClick={switchOpen}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="visually-hidden">{t('shopping_cart.ministatus.contents.toggle')}</span>
        </button>
      )}
      {hydrated && open && <MiniBasketPanel content={fetcher.data?.content} loading={fetcher.state !== 'idle'} />}
    </div>
  );
}
