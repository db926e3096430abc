import { Form, Link, useNavigation } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { FieldErrors, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import type { CxmlConfigurationEntry } from '~/commerce/models/punchout';
import { CXML_CONFIGURATION_FORM_ID } from './punchout-admin-form-ids';
import { usersPath } from './punchout-admin-paths';
import type { CxmlConfigurationPageData } from './cxml-configuration.server';

const validation = lazyValidation(() => import('./punchout-admin-forms').then((module) => module.cxmlConfigurationSchema));

type TypedEntries = { entries?: { value?: string }[] };
type ShopFormState = ReturnType<typeof useShopForm<TypedEntries>>['form'];

/**
 * One entry: its name as label, a long text or a line as its input type says, its description and
 * default as hint. A value equal to the default shows empty (the default as placeholder), as in the
 * PWA; after a refusal, what was typed.
 */
function Entry({ form, entry, index }: { form: ShopFormState; entry: CxmlConfigurationEntry; index: number }) {
  const t = useT();
  const name = `entries[${index}].value`;
  const id = `${CXML_CONFIGURATION_FORM_ID}-${index}`;
  const errors = form.allErrors[name];
  const typed = (form.initialValue as TypedEntries | undefined)?.entries;
  const value = typed ? (typed[index]?.value ?? '') : entry.value === entry.defaultValue ? '' : entry.value;
  const describedBy = [`${id}-hint`, errors?.length ? `${id}-error` : undefined].filter(Boolean).join(' ');
  const props = {
    id,
    name,
    defaultValue: value,
    placeholder: entry.defaultValue || undefined,
    maxLength: 1000,
    'aria-invalid': errors?.length ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="form-field cxml-entry">
      <input type="hidden" name={`entries[${index}].name`} value={entry.name} />
      <label htmlFor={id}>{entry.name}</label>
      {entry.inputType === 'text-long' ? <textarea rows={3} {...props} /> : <input type="text" autoComplete="off" {...props} />}
      <div className="field-hint" id={`${id}-hint`}>
        {entry.description && <p>{entry.description}</p>}
        <p>{entry.defaultValue ? t('account.punchout.cxml.configuration.default.description', { defaultValue: entry.defaultValue }) : t('account.punchout.cxml.configuration.no_default.description')}</p>
      </div>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** /account/punchout/cxmlConfiguration/{login}: what a cXML punchout user's transferred documents contain. */
export function CxmlConfigurationPage({ data, actionData }: { data: CxmlConfigurationPageData; actionData: unknown }) {
  const t = useT();
  const { href } = useShopLocale();
  const { form, messages, formProps } = useShopForm<TypedEntries>(validation, CXML_CONFIGURATION_FORM_ID, actionData, { constraint: data.constraint });
  const saving = useNavigation().state === 'submitting';
  const list = usersPath('cxml');
  return (
    <div className="cxml-configuration">
      <Breadcrumbs
        trail={[
          { label: t('account.breadcrumbs.account'), to: '/account' },
          { label: t('account.punchout.heading'), to: list },
          { label: data.title },
        ]}
      />
      <h1>{data.title}</h1>
      <p>{t('account.punchout.cxml.configuration.helptext')}</p>
      <Messages messages={messages} />
      {data.entries.length === 0 ? (
        <p>{t('account.punchout.cxml.configuration.no_configuration')}</p>
      ) : (
        <Form method="post" {...formProps} className="account-form cxml-configuration-form">
          <IntentField intent="save" />
          {/* Done, the page changes (a redirect, with JavaScript too): no enhanced marker. */}
          {data.entries.map((entry, index) => (
            <Entry key={entry.name} form={form} entry={entry} index={index} />
          ))}
          <div className="form-actions">
            <button type="submit" className="button-primary" {...pendingProps(saving)}>
              {t('account.punchout.cxml.configuration.save.button')}
            </button>
            <Link to={href(list)}>{t('account.punchout.configuration.back_to_list')}</Link>
          </div>
        </Form>
      )}
    </div>
  );
}
