import { Form, useLocation } from 'react-router';
import { offersCurrencyChoice } from '~/i18n/site-currency';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';

/**
 * The site's currencies as buttons, the current one pressed; shown only when the site offers more than
 * one. A plain form (a post to /api/currency, back to this page), so it works without JavaScript. Below
 * the desktop width only the other currencies show (app.css), as the language switch shows the other languages.
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
        // The current currency is shown pressed but is no tab stop: choosing it again would change nothing.
        <button key={offered} type="submit" name="currency" value={offered} aria-pressed={offered === currency} tabIndex={offered === currency ? -1 : undefined}>
          {offered}
        </button>
      ))}
    </Form>
  );
}
