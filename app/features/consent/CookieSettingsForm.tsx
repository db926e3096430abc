// The cookie settings as one form posting to /cookies: a checkbox per category (required ticked and
// fixed), what each is for, accept all and save. The /cookies page and the footer's dialog show it.
import { useT } from '~/i18n/use-t';
import { INTENT_FIELD } from '~/forms/form-reply';
import { CONSENT_CATEGORIES, type ConsentCategory } from './consent-rules';
import { RETURN_FIELD } from './consent-paths';

export const CATEGORY_FIELD = 'category';

export function CookieSettingsForm({
  action,
  returnTo,
  accepted,
  idPrefix,
  children,
}: {
  /** The /cookies path of the page's locale. */
  action: string;
  returnTo: string;
  accepted: readonly ConsentCategory[];
  /** Keeps the boxes' ids unique when the page and the dialog both show the form. */
  idPrefix: string;
  /** Further buttons (the dialog's cancel). */
  children?: React.ReactNode;
}) {
  const t = useT();
  return (
    <form method="post" action={action} className="cookie-settings">
      <input type="hidden" name={RETURN_FIELD} value={returnTo} />
      <fieldset>
        <legend>{t('cookies.settings.categories.legend')}</legend>
        {CONSENT_CATEGORIES.map((category) => (
          <div key={category} className="cookie-category">
            <input
              type="checkbox"
              id={`${idPrefix}-${category}`}
              name={CATEGORY_FIELD}
              value={category}
              defaultChecked={category === 'required' || accepted.includes(category)}
              disabled={category === 'required'}
              aria-describedby={`${idPrefix}-${category}-text`}
            />
            <label htmlFor={`${idPrefix}-${category}`}>{t(`cookies.category.${category}.name`)}</label>
            <p id={`${idPrefix}-${category}-text`}>{t(`cookies.category.${category}.text`)}</p>
          </div>
        ))}
      </fieldset>
      <p className="cookie-actions">
        <button type="submit" name={INTENT_FIELD} value="save" className="button-primary">
          {t('cookies.settings.save.button')}
        </button>
        <button type="submit" name={INTENT_FIELD} value="all" className="button-secondary">
          {t('cookies.banner.accept_all.button')}
        </button>
        {children}
      </p>
    </form>
  );
}
