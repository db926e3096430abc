import { Form, Link } from 'react-router';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import type { LinkLine } from './basket-by-url.server';

/**
 * The products a link from another site would add, and a button that adds them: the shopper's own
 * post, from the shop's page, so another site cannot fill the basket unseen. Works without JavaScript.
 */
export function AddByLinkConfirmation({ link }: { link: { lines: LinkLine[]; add: string } }) {
  const t = useT();
  const { href } = useShopLocale();
  return (
    <div className="add-by-link">
      <h1>{t('shopping_cart.add_by_url.confirm.heading')}</h1>
      <p>{t('shopping_cart.add_by_url.confirm.text')}</p>
      <ul aria-label={t('shopping_cart.add_by_url.confirm.lines.label')}>
        {link.lines.map((line) => (
          <li key={line.sku}>{t('shopping_cart.add_by_url.confirm.line', { quantity: line.quantity, name: line.name, sku: line.sku })}</li>
        ))}
      </ul>
      <Form method="post" action={href('/basket')}>
        <input type="hidden" name="intent" value="add-by-link" />
        <input type="hidden" name="add" value={link.add} />
        <button type="submit" className="button-primary">
          {t('shopping_cart.add_by_url.confirm.button')}
        </button>
      </Form>
      <p>
        <Link to={href('/basket')}>{t('shopping_cart.add_by_url.confirm.cancel.link')}</Link>
      </p>
    </div>
  );
}
