import { Form, useLocation } from 'react-router';
import { offersCurrencyChoice } from '~/i18n/site-currency';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';

/**
 * The site's currencies as buttons, the current one pressed; shown only when the site offers more than
 * one. A plain form (a post to /api/currency, back to this page), so it works without JavaScript.
 */
export function CurrencySwitch({ currency }: { currency: string }) {
  const t = useT();
  const { locale, href } = useShopLocale();
  const { pathname, search } = useLocation();
  if (!offersCurrencyChoice(locale)) return null;
  return (
    <Form method="post" action={href('/api/currency')} className="currency-switch" aria-label={t('currency_switch.label')}>
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      {locale.currencies.map((offered) => (
        <button key={offered} type="submit" name="currency" value={offered} aria-pressed={offered === currency}>
          {offered}
        </button>
      ))}
    </Form>
  );
}
