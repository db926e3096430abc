import { Form, Link, useNavigation } from 'react-router';
import { type FieldMetadata, getTextareaProps } from '@conform-to/react';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { FieldErrors, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { PUNCHOUT_SETTINGS_FORM_ID } from './punchout-admin-form-ids';
import { PUNCHOUT_USERS } from './punchout-admin-paths';
import type { PunchoutSettingsPageData } from './punchout-settings.server';

const validation = lazyValidation(() => import('./punchout-admin-forms').then((module) => module.punchoutSettingsSchema));

type SettingsFields = { allowedReturnOrigins: string; frameAncestors: string; allowSapEvent: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Field = FieldMetadata<string | undefined, any, string[]>;

/** An origin list as a textarea, one origin a line: what is stored, or after a refusal what was typed. */
function OriginsField({ field, label, hint, origins }: { field: Field; label: string; hint: string; origins: string[] }) {
  const { key, ...props } = getTextareaProps(field);
  const hintId = `${field.id}-hint`;
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{label}</label>
      <textarea
        // saved, the page comes back with what is stored (normalised): a new element shows it
        key={`${key ?? ''}|${origins.join(' ')}`}
        {...props}
        rows={4}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={[props['aria-describedby'], hintId].filter(Boolean).join(' ')}
        defaultValue={field.initialValue ?? origins.join('\n')}
      />
      <p className="field-hint" id={hintId}>
        {hint}
      </p>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** /account/punchout/settings: where the company's procurement systems may get baskets back, frame the shop, use SAPEVENT. */
export function PunchoutSettingsPage({ data, actionData }: { data: PunchoutSettingsPageData; actionData: unknown }) {
  const t = useT();
  const { href } = useShopLocale();
  const { fields, messages, formProps } = useShopForm<SettingsFields>(validation, PUNCHOUT_SETTINGS_FORM_ID, actionData, { constraint: data.constraint });
  const saving = useNavigation().state === 'submitting';
  const { settings } = data;
  const sapEvent = fields.allowSapEvent;
  return (
    <div className="punchout-settings">
      <Breadcrumbs
        trail={[
          { label: t('account.breadcrumbs.account'), to: '/account' },
          { label: t('account.punchout.heading'), to: PUNCHOUT_USERS },
          { label: data.title },
        ]}
      />
      <h1>{data.title}</h1>
      <Messages messages={messages} />
      {!settings ? (
        <p>{t('account.punchout.settings.unavailable')}</p>
      ) : (
        <>
          <p>{t('account.punchout.settings.helptext')}</p>
          <Form method="post" {...formProps} className="account-form punchout-settings-form">
            <IntentField intent="save" />
            {/* Done, the page changes (a redirect, with JavaScript too): no enhanced marker. */}
            <OriginsField
              field={fields.allowedReturnOrigins}
              label={t('account.punchout.settings.return_origins.label')}
              hint={t('account.punchout.settings.return_origins.hint')}
              origins={settings.allowedReturnOrigins}
            />
            <OriginsField
              field={fields.frameAncestors}
              label={t('account.punchout.settings.frame_ancestors.label')}
              hint={t('account.punchout.settings.frame_ancestors.hint')}
              origins={settings.frameAncestors}
            />
            <div className="form-field form-check">
              <input
                key={String(settings.allowSapEvent)}
                type="checkbox"
                id={sapEvent.id}
                name={sapEvent.name}
                defaultChecked={sapEvent.initialValue !== undefined ? sapEvent.initialValue === 'on' : settings.allowSapEvent}
                aria-describedby={`${sapEvent.id}-hint`}
              />
              <label htmlFor={sapEvent.id}>{t('account.punchout.settings.sap_event.label')}</label>
              <p className="field-hint" id={`${sapEvent.id}-hint`}>
                {t('account.punchout.settings.sap_event.hint')}
              </p>
            </div>
            <div className="form-actions">
              <button type="submit" className="button-primary" {...pendingProps(saving)}>
                {t('account.punchout.settings.save.button')}
              </button>
              <Link to={href(PUNCHOUT_USERS)}>{t('account.punchout.configuration.back_to_list')}</Link>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}
