import { Form, useNavigation } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { EnhancedMarker, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useT } from '~/i18n/use-t';
import { EMAIL_FORM_ID, PASSWORD_FORM_ID, PROFILE_FORM_ID } from './account-form-ids';
import { NewsletterSection } from './newsletter/NewsletterSection';
import type { ProfilePageData } from './profile.server';
import { TextField } from './TextField';

const profileValidation = lazyValidation(() => import('./profile-forms').then((module) => module.profileSchema));
const emailValidation = lazyValidation(() => import('./profile-forms').then((module) => module.emailSchema));
const passwordValidation = lazyValidation(() => import('./profile-forms').then((module) => module.passwordSchema));

function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

function ProfileForm({ data, actionData }: { data: ProfilePageData; actionData: unknown }) {
  const t = useT();
  const { fields, messages, formProps } = useShopForm<{ title: string; firstName: string; lastName: string; phoneHome: string }>(
    profileValidation,
    PROFILE_FORM_ID,
    actionData,
    { constraint: data.constraints.profile },
  );
  const busy = useBusy('profile');
  const { profile } = data;
  return (
    <section aria-labelledby="profile-form-heading">
      <h2 id="profile-form-heading">{t('account.profile.details.heading')}</h2>
      <Messages messages={messages} />
      <Form method="post" {...formProps} className="account-form">
        <IntentField intent="profile" />
        <EnhancedMarker />
        <TextField field={fields.title} label={t('account.profile.title.label')} autoComplete="honorific-prefix" defaultValue={profile.title} />
        <TextField field={fields.firstName} label={t('account.profile.first_name.label')} autoComplete="given-name" defaultValue={profile.firstName} required />
        <TextField field={fields.lastName} label={t('account.profile.last_name.label')} autoComplete="family-name" defaultValue={profile.lastName} required />
        <TextField field={fields.phoneHome} label={t('account.profile.phone.label')} type="tel" autoComplete="tel" defaultValue={profile.phoneHome} />
        <button type="submit" className="button-primary" {...pendingProps(busy)}>
          {t('account.profile.save.button')}
        </button>
      </Form>
    </section>
  );
}

function EmailForm({ data, actionData }: { data: ProfilePageData; actionData: unknown }) {
  const t = useT();
  const { fields, messages, formProps } = useShopForm<{ email: string; emailConfirmation: string; currentPassword: string }>(
    emailValidation,
    EMAIL_FORM_ID,
    actionData,
    { constraint: data.constraints.email },
  );
  const busy = useBusy('email');
  return (
    <section aria-labelledby="email-form-heading">
      <h2 id="email-form-heading">{t('account.profile.email.heading')}</h2>
      <p>{t('account.profile.email.current', { email: data.profile.email ?? '' })}</p>
      <Messages messages={messages} />
      <Form method="post" {...formProps} className="account-form">
        <IntentField intent="email" />
        <EnhancedMarker />
        <TextField field={fields.email} label={t('account.profile.new_email.label')} type="email" autoComplete="email" required />
        <TextField field={fields.emailConfirmation} label={t('account.profile.email_confirmation.label')} type="email" autoComplete="email" required />
        <TextField field={fields.currentPassword} label={t('account.profile.current_password.label')} type="password" autoComplete="current-password" required />
        <button type="submit" className="button-primary" {...pendingProps(busy)}>
          {t('account.profile.email.button')}
        </button>
      </Form>
    </section>
  );
}

function PasswordForm({ data, actionData }: { data: ProfilePageData; actionData: unknown }) {
  const t = useT();
  const { fields, messages, formProps } = useShopForm<{ currentPassword: string; password: string; passwordConfirmation: string }>(
    passwordValidation,
    PASSWORD_FORM_ID,
    actionData,
    { constraint: data.constraints.password },
  );
  const busy = useBusy('password');
  return (
    <section aria-labelledby="password-form-heading">
      <h2 id="password-form-heading">{t('account.profile.password.heading')}</h2>
      <Messages messages={messages} />
      <Form method="post" {...formProps} className="account-form">
        <IntentField intent="password" />
        <EnhancedMarker />
        <TextField field={fields.currentPassword} label={t('account.profile.current_password.label')} type="password" autoComplete="current-password" required />
        <TextField
          field={fields.password}
          label={t('account.profile.new_password.label')}
          type="password"
          autoComplete="new-password"
          hint={t('account.profile.password_rule.hint')}
          required
        />
        <TextField field={fields.passwordConfirmation} label={t('account.profile.password_confirmation.label')} type="password" autoComplete="new-password" required />
        <button type="submit" className="button-primary" {...pendingProps(busy)}>
          {t('account.profile.password.button')}
        </button>
      </Form>
    </section>
  );
}

/** /account/profile: what the user may change, as far as the identity provider lets them. */
export function ProfilePage({ data, actionData }: { data: ProfilePageData; actionData: unknown }) {
  const t = useT();
  const { capabilities, profile } = data;
  const name = [profile.title, profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    <div className="account-profile">
      <Breadcrumbs trail={[{ label: t('account.breadcrumbs.account'), to: '/account' }, { label: data.title }]} />
      <h1>{data.title}</h1>
      <dl className="account-facts">
        <dt>{t('account.profile.name.label')}</dt>
        <dd>{name}</dd>
        <dt>{t('account.profile.email.label')}</dt>
        <dd>{profile.email}</dd>
        {profile.phoneHome && (
          <>
            <dt>{t('account.profile.phone.label')}</dt>
            <dd>{profile.phoneHome}</dd>
          </>
        )}
        {profile.companyName && (
          <>
            <dt>{t('account.overview.company.label')}</dt>
            <dd>{profile.companyName}</dd>
          </>
        )}
      </dl>
      {!capabilities.editProfile && !capabilities.editEmail && !capabilities.editPassword && <p>{t(data.readOnlyNotice)}</p>}
      {capabilities.editProfile && <ProfileForm data={data} actionData={actionData} />}
      {capabilities.editEmail && <EmailForm data={data} actionData={actionData} />}
      {capabilities.editPassword && <PasswordForm data={data} actionData={actionData} />}
      <NewsletterSection state={data.newsletter} changeable={capabilities.editNewsletter} actionData={actionData} />
    </div>
  );
}
