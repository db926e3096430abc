import { Form, Link } from 'react-router';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import type { LinkLine } from './basket-by-url.server';

/**
 * The products a link from another site would add, and a button that adds them: the shopper's own
 * post, from the shop's page, so another site cannot fill the basket unseen. Only products the
 * backend knows are named; the other entries are counted, so no text of the other site reaches the
 * page. Works without JavaScript.
 */
export function AddByLinkConfirmation({ link }: { link: { lines: LinkLine[]; unknown: number; add: string } }) {
  const t = useT();
  const { href } = useShopLocale();
  return (
    <div className="add-by-link">
      <h1>{t('shopping_cart.add_by_url.confirm.heading')}</h1>
      <p>{t(link.lines.length > 0 ? 'shopping_cart.add_by_url.confirm.text' : 'shopping_cart.add_by_url.confirm.none.text')}</p>
      <ul aria-label={t('shopping_cart.add_by_url.confirm.lines.label')}>
        {link.lines.map((line) => (
          <li key={line.sku}>{t('shopping_cart.add_by_url.confirm.line', { quantity: line.quantity, name: line.name, sku: line.sku })}</li>
        ))}
        {link.unknown > 0 && <li>{t('shopping_cart.add_by_url.confirm.unknown', { count: link.unknown })}</li>}
      </ul>
      {link.lines.length > 0 && (
        <Form method="post" action={href('/basket')}>
          <input type="hidden" name="intent" value="add-by-link" />
          <input type="hidden" name="add" value={link.add} />
          <button type="submit" className="button-primary">
            {t('shopping_cart.add_by_url.confirm.button')}
          </button>
        </Form>
      )}
      <p>
        <Link to={href('/basket')}>{t('shopping_cart.add_by_url.confirm.cancel.link')}</Link>
      </p>
    </div>
  );
}
