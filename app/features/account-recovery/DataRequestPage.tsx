import { Form, useNavigation } from 'react-router';
import { IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { replyFor } from '~/forms/form-reply';
import { useT } from '~/i18n/use-t';
import type { DataRequestPageData, DataRequestReply } from './data-request.server';
import { DATA_REQUEST_FORM_ID } from './recovery-rules';

/** Heading and text of each state of the page, by translation key. */
const TEXTS = {
  ask: { heading: 'personal.data.request.confirm.heading', text: 'personal.data.request.confirm.text' },
  confirmed: { heading: 'personal.data.request.confirmation.success.heading', text: 'personal.data.request.confirmation.success.message' },
  'already-confirmed': { heading: 'personal.data.request.confirmation.confirmed.heading', text: 'personal.data.request.confirmation.confirmed.message' },
  refused: { heading: 'personal.data.request.confirmation.empty.heading', text: 'personal.data.request.confirmation.empty.message' },
} as const;

/** A personal data request's link: a button that confirms it, then what became of the confirmation. */
export function DataRequestPage({ data, actionData }: { data: DataRequestPageData; actionData: unknown }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const reply = replyFor(DATA_REQUEST_FORM_ID, actionData) as DataRequestReply | undefined;
  const state = !data.linkValid ? 'refused' : (reply?.result ?? 'ask');
  const messages = !data.linkValid ? [{ type: 'error' as const, key: data.invalidLinkKey }] : (reply?.messages ?? []);
  const texts = TEXTS[state];
  return (
    <div className="account-recovery">
      <h1>{t(texts.heading)}</h1>
      <Messages messages={messages} />
      <p>{t(texts.text)}</p>
      {state === 'ask' && (
        <Form method="post" className="account-form">
          <IntentField intent="confirm" />
          <button type="submit" className="button-primary" {...pendingProps(busy)}>
            {t('personal.data.request.confirm.button')}
          </button>
        </Form>
      )}
    </div>
  );
}
