// Getting back into an account and confirming what its mails ask for: the password reminder
// (POST security/reminder), the password reset from the reminder's link (POST security/password)
// and the confirmation of a personal data request (PUT gdpr-requests/{id}/confirmations). Each call
// answers a typed outcome carrying the message key of spec shopping-core §8; the pages decide the
// HTTP status. An unreachable or failing backend is not an outcome: its CommerceError is thrown.
import { z } from 'zod';
import { CommerceError } from './errors';
import type { RequestOptions, Transport } from './icm-transport.server';

/** The message keys of shopping-core §8, by what went wrong. */
export const RECOVERY_MESSAGES = {
  reminder: {
    captcha: 'captcha.incorrect',
    mailServer: 'servererror.mailServer.error',
    invalid: 'ede.account.forgotdata.email.invalid_login_or_name.error',
  },
  reset: {
    invalidLink: 'account.forgotdata.consumer_invalid_hash.error',
    unknownUser: 'account.forgotdata.consumer_disabled.error',
    invalidPassword: 'customer.credentials.passwordreset.invalid_password.error.PasswordExpressionViolation',
    expired: 'account.forgotdata.consumer_password_timeout.error',
  },
  dataRequest: {
    expired: 'personal.data.request.confirmation_link_expired.error',
    unprocessable: 'personal.data.request.unprocessable.error',
    failed: 'personal.data.request.server_connection_failed.error',
  },
} as const;

export interface Refusal<Reason extends string> {
  ok: false;
  reason: Reason;
  messageKey: string;
}

export type ReminderOutcome = { ok: true } | Refusal<keyof typeof RECOVERY_MESSAGES.reminder>;

export type PasswordResetOutcome = { ok: true } | Refusal<keyof typeof RECOVERY_MESSAGES.reset>;

export type DataRequestOutcome =
  /** `first`: this call confirmed the request; false when it had been confirmed before. */
  | { ok: true; first: boolean }
  | Refusal<keyof typeof RECOVERY_MESSAGES.dataRequest>;

export interface PasswordReminderInput {
  email: string;
  firstName: string;
  lastName: string;
}

export interface PasswordResetInput {
  /** The `uid` of the reminder's link. */
  userID: string;
  /** The `Hash` of the reminder's link. */
  secureCode: string;
  password: string;
}

export interface DataRequestConfirmationInput {
  /** The `PersonalDataRequestID` of the request's link. */
  requestId: string;
  /** The `Hash` of the request's link. */
  hash: string;
}

/** The info cause ICM answers when a confirmation was the first one. */
const FIRST_CONFIRMATION_INFO = 'gdpr_request.confirmed.info';

const confirmationSchema = z
  .object({
    infos: z.array(z.object({ causes: z.array(z.object({ code: z.string() }).loose()).optional() }).loose()).optional(),
  })
  .loose()
  .optional();

/** The backend could not be reached, timed out or failed. */
const isBackendFailure = (error: CommerceError) => error.status === 0 || error.status >= 500;

/**
 * The attribute ICM's `error-missing-attributes` (first) or `error-invalid-attributes` header names:
 * errors.ts makes it the path of a cause coded with the header's name. A JSON error body may carry the
 * same cause with a JSON pointer (`/secureCode`).
 */
function namedAttribute(error: CommerceError): string | undefined {
  const causes = error.causes ?? [];
  const named = (type: string) => causes.find((cause) => cause.code === type)?.paths?.[0]?.replace(/^\//, '');
  return named('error-missing-attributes') ?? named('error-invalid-attributes');
}

function refusal<Reason extends string>(reason: Reason, messageKey: string): Refusal<Reason> {
  return { ok: false, reason, messageKey };
}

function reminderRefusal(error: CommerceError): ReminderOutcome {
  const messages = RECOVERY_MESSAGES.reminder;
  if (error.status === 401) return refusal('captcha', messages.captcha);
  if (error.status === 500) return refusal('mailServer', messages.mailServer);
  return refusal('invalid', messages.invalid);
}

/** Keyed by the missing or invalid attribute (business-and-integration §5). */
function resetRefusal(error: CommerceError): PasswordResetOutcome {
  const messages = RECOVERY_MESSAGES.reset;
  switch (namedAttribute(error)) {
    case 'secureCode':
      return refusal('invalidLink', messages.invalidLink);
    case 'userID':
      return refusal('unknownUser', messages.unknownUser);
    case 'password':
      return refusal('invalidPassword', messages.invalidPassword);
    default:
      return refusal('expired', messages.expired);
  }
}

function dataRequestRefusal(error: CommerceError): DataRequestOutcome {
  const messages = RECOVERY_MESSAGES.dataRequest;
  if (error.status === 404) return refusal('expired', messages.expired);
  if (error.status === 422) return refusal('unprocessable', messages.unprocessable);
  return refusal('failed', messages.failed);
}

export function createAccountRecoveryResource(t: Transport) {
  return {
    /**
     * `POST security/reminder`: mails the user a link to set a new password. No token: the shopper
     * is not logged in, and a stale session token must not decide the answer. `captcha`: the token of
     * the form's reCAPTCHA, when ICM protects the form (a missing or refused one answers 401);
     * `clientAddress`: the shopper's, which ICM's captcha check hands on to Google.
     */
    async requestPasswordReminder(
      input: PasswordReminderInput,
      options: { captcha?: RequestOptions<unknown>['captcha']; clientAddress?: string } = {},
    ): Promise<ReminderOutcome> {
      try {
        await t.request('security/reminder', {
          method: 'POST',
          body: { email: input.email, firstName: input.firstName, lastName: input.lastName, answer: '' },
          schema: z.unknown(),
          sendToken: false,
          captcha: options.captcha,
          headers: options.clientAddress ? { 'X-Forwarded-For': options.clientAddress } : undefined,
        });
        return { ok: true };
      } catch (error) {
        // A 500 is ICM's answer when the mail could not be sent (§8), not a failing backend.
        if (!(error instanceof CommerceError) || (isBackendFailure(error) && error.status !== 500)) throw error;
        return reminderRefusal(error);
      }
    },

    /** `POST security/password`: the new password for the user and secure code of a reminder's link. */
    async resetPassword(input: PasswordResetInput): Promise<PasswordResetOutcome> {
      try {
        await t.request('security/password', {
          method: 'POST',
          body: { userID: input.userID, secureCode: input.secureCode, password: input.password },
          schema: z.unknown(),
          sendToken: false,
        });
        return { ok: true };
      } catch (error) {
        if (!(error instanceof CommerceError) || isBackendFailure(error)) throw error;
        return resetRefusal(error);
      }
    },

    /**
     * `PUT gdpr-requests/{id}/confirmations`: confirms the request a mail's link names. Every failure
     * is an outcome (§8: anything but 404 and 422 means the server could not be reached).
     */
    async confirmPersonalDataRequest(input: DataRequestConfirmationInput): Promise<DataRequestOutcome> {
      try {
        const answer = await t.request(`gdpr-requests/${encodeURIComponent(input.requestId)}/confirmations`, {
          method: 'PUT',
          body: { hash: input.hash },
          schema: confirmationSchema,
          sendToken: false,
        });
        const codes = (answer?.infos ?? []).flatMap((info) => info.causes ?? []).map((cause) => cause.code);
        return { ok: true, first: codes.includes(FIRST_CONFIRMATION_INFO) };
      } catch (error) {
        if (!(error instanceof CommerceError) || error.aborted) throw error;
        return dataRequestRefusal(error);
      }
    },
  };
}

export type AccountRecoveryResource = ReturnType<typeof createAccountRecoveryResource>;
