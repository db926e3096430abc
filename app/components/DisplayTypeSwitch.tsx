import { Form, useLocation } from 'react-router';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';

/**
 * Prices with VAT (private customers) or without (business customers); the current choice is pressed.
 * On phones the switch keeps to one short line: who each choice is for is left to screen readers.
 */
export function DisplayTypeSwitch({ displayType }: { displayType: 'b2c' | 'b2b' }) {
  const t = useT();
  const { href } = useShopLocale();
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action={href('/api/display-type')} className="display-type-switch" aria-label={t('display_type.switch.label')}>
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <button type="submit" name="displayType" value="b2c" aria-pressed={displayType === 'b2c'}>
        {t('display_type.b2c.button')} <span className="display-type-for">{t('display_type.b2c.for')}</span>
      </button>
      <button type="submit" name="displayType" value="b2b" aria-pressed={displayType === 'b2b'}>
        {t('display_type.b2b.button')} <span className="display-type-for">{t('display_type.b2b.for')}</span>
      </button>
    </Form>
  );
}
