import { Form, Link, useNavigation } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { FieldErrors, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import type { OciConfigurationItem } from '~/commerce/models/punchout';
import { OCI_CONFIGURATION_FORM_ID } from './punchout-admin-form-ids';
import { OCI_LIMITS } from './punchout-admin-forms';
import { usersPath } from './punchout-admin-paths';
import type { OciConfigurationPageData } from './oci-configuration.server';

const validation = lazyValidation(() => import('./punchout-admin-forms').then((module) => module.ociConfigurationSchema));

type TypedItem = { transform?: string; formatter?: string; mappings?: { mapFromValue?: string; mapToValue?: string }[] };
type ShopFormState = ReturnType<typeof useShopForm<{ items: TypedItem[] }>>['form'];

/**
 * A text input of the form: the value typed before a refusal (once the form was sent), else the stored
 * one; its first error next to it; its label says which NEW_ITEM field it belongs to.
 */
function Input({ form, name, label, fieldName, value, maxLength, submitted }: {
  form: ShopFormState;
  name: string;
  label: string;
  fieldName: string;
  value: string;
  maxLength: number;
  submitted?: string;
}) {
  const id = `${OCI_CONFIGURATION_FORM_ID}-${name.replace(/[^\w-]/g, '-')}`;
  const errors = form.allErrors[name];
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        <span className="visually-hidden"> ({fieldName})</span>
      </label>
      <input
        id={id}
        name={name}
        type="text"
        autoComplete="off"
        maxLength={maxLength}
        defaultValue={submitted ?? value}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
      />
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

function FieldConfiguration({ form, item, index, formatters }: { form: ShopFormState; item: OciConfigurationItem; index: number; formatters: string[] }) {
  const t = useT();
  const typed = (form.initialValue?.items as TypedItem[] | undefined)?.[index];
  const sent = form.initialValue?.items !== undefined;
  const text = (value: string | undefined) => (sent ? (value ?? '') : undefined);
  // every stored rule, and a blank one to add a rule (without JavaScript too); after a refusal, the rows as typed
  const rules = Math.max(item.mappings.length + 1, typed?.mappings?.length ?? 0);
  const base = `items[${index}]`;
  const formatterId = `${OCI_CONFIGURATION_FORM_ID}-${index}-formatter`;
  const formatter = sent ? (typed?.formatter ?? '') : item.formatter;
  return (
    <fieldset className="oci-field">
      <legend>{item.field}</legend>
      <input type="hidden" name={`${base}.field`} value={item.field} />
      <Input
        form={form}
        name={`${base}.transform`}
        label={t('account.punchout.configuration.form.heading.transformed-attribute')}
        fieldName={item.field}
        value={item.transform}
        submitted={text(typed?.transform)}
        maxLength={OCI_LIMITS.transform}
      />
      <div className="form-field">
        <label htmlFor={formatterId}>
          {t('account.punchout.configuration.form.heading.format')}
          <span className="visually-hidden"> ({item.field})</span>
        </label>
        <select id={formatterId} name={`${base}.formatter`} defaultValue={formatter}>
          <option value="">{t('account.punchout.configuration.option.none.label')}</option>
          {formatters.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="oci-mappings">
        <legend>{t('account.punchout.configuration.form.heading.mapping')}</legend>
        {Array.from({ length: rules }, (_, rule) => {
          const stored = item.mappings[rule];
          const typedRule = typed?.mappings?.[rule];
          const ruleName = `${item.field}, ${t('account.punchout.configuration.form.rule.label', { number: rule + 1 })}`;
          return (
            <div className="oci-mapping-rule" key={rule}>
              <Input
                form={form}
                name={`${base}.mappings[${rule}].mapFromValue`}
                label={t('account.punchout.oci.map_from.aria_label')}
                fieldName={ruleName}
                value={stored?.mapFromValue ?? ''}
                submitted={text(typedRule?.mapFromValue)}
                maxLength={OCI_LIMITS.ruleValue}
              />
              <Input
                form={form}
                name={`${base}.mappings[${rule}].mapToValue`}
                label={t('account.punchout.oci.map_to.aria_label')}
                fieldName={ruleName}
                value={stored?.mapToValue ?? ''}
                submitted={text(typedRule?.mapToValue)}
                maxLength={OCI_LIMITS.ruleValue}
              />
            </div>
          );
        })}
      </fieldset>
    </fieldset>
  );
}

/** /account/punchout/configuration: how each NEW_ITEM field of an OCI transfer is made, with the placeholders and rules as help. */
export function OciConfigurationPage({ data, actionData }: { data: OciConfigurationPageData; actionData: unknown }) {
  const t = useT();
  const { href } = useShopLocale();
  const { form, messages, formProps } = useShopForm<{ items: TypedItem[] }>(validation, OCI_CONFIGURATION_FORM_ID, actionData, { constraint: data.constraint });
  const saving = useNavigation().state === 'submitting';
  const list = usersPath('oci');
  return (
    <div className="oci-configuration">
      <Breadcrumbs
        trail={[
          { label: t('account.breadcrumbs.account'), to: '/account' },
          { label: t('account.punchout.heading'), to: list },
          { label: data.title },
        ]}
      />
      <h1>{data.title}</h1>
      <p>{t('account.punchout.configuration.description')}</p>
      <details className="oci-help">
        <summary>{t('account.punchout.configuration.form.tooltip.placeholder.headline')}</summary>
        <p>{t('account.punchout.configuration.form.placeholder.text')}</p>
        <ul className="oci-placeholders">
          {data.placeholders.map((placeholder) => (
            <li key={placeholder}>
              <code>{`{${placeholder}}`}</code>
            </li>
          ))}
        </ul>
      </details>
      <details className="oci-help">
        <summary>{t('account.punchout.configuration.form.tooltip.mapping.headline')}</summary>
        <p>{t('account.punchout.configuration.form.mapping.intro')}</p>
        <ul>
          {(['empty', 'both', 'first', 'once', 'asterisk'] as const).map((rule) => (
            <li key={rule}>{t(`account.punchout.configuration.form.mapping.rule.${rule}`)}</li>
          ))}
        </ul>
      </details>
      <Messages messages={messages} />
      <Form method="post" {...formProps} className="account-form oci-configuration-form">
        <IntentField intent="save" />
        {/* Done, the page changes (a redirect, with JavaScript too): no enhanced marker. */}
        {data.items.map((item, index) => (
          <FieldConfiguration key={item.field} form={form} item={item} index={index} formatters={data.formatters} />
        ))}
        <div className="form-actions">
          <button type="submit" className="button-primary" {...pendingProps(saving)}>
            {t('account.punchout.configuration.save.button')}
          </button>
          <Link to={href(list)}>{t('account.punchout.configuration.back_to_list')}</Link>
        </div>
      </Form>
    </div>
  );
}
