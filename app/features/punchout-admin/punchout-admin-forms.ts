// The schemas of punchout administration's forms (the PWA's punchout user, OCI and cXML configuration
// forms): a new punchout user (standard, login, e-mail address, password, active), a change (e-mail
// address, a new password, active), the OCI configuration (per NEW_ITEM field its transform, formatter
// and mapping rules), a cXML user's configuration entries and the company's punchout settings (two
// origin lists, one origin a line, and SAPEVENT). Parsed by the actions and, once the form is used,
// in the browser. Messages are translation keys.
import { z } from 'zod';
import { PLAIN_TEXT } from '~/forms/plain-text';
import { PASSWORD_RULE } from '~/features/account/account-form-ids';
import { normalizedOrigin, PUNCHOUT_SETTINGS_LIMITS, PUNCHOUT_TYPES } from '~/commerce/models/punchout';

export const PUNCHOUT_ERROR = {
  required: 'account.profile.error.required',
  tooLong: 'account.profile.error.too_long',
  invalid: 'account.profile.error.invalid_characters',
  email: 'account.profile.error.email',
  loginRequired: 'account.punchout.username.error.required',
  loginInvalid: 'account.punchout.username.invalid',
  loginTaken: 'account.punchout.username.error.taken',
  passwordRule: 'account.profile.error.password_rule',
  passwordMismatch: 'account.profile.error.password_mismatch',
  confirmationRequired: 'account.punchout.password.confirmation.error.required',
  mappingFrom: 'account.punchout.configuration.form.mapping.from.error',
  mappingTo: 'account.punchout.configuration.form.mapping.to.error',
  origin: 'account.punchout.settings.origin.error.invalid',
  returnOriginsTooMany: 'account.punchout.settings.return_origins.error.too_many',
  frameAncestorsTooMany: 'account.punchout.settings.frame_ancestors.error.too_many',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** What the API takes: at most 256 characters, no white space (a procurement system sends it as USERNAME, name_kunde or Identity). */
const LOGIN = /^\S{1,256}$/;
const MAX_EMAIL = 256;
const MAX_PASSWORD = 256;
/** The bundled API's limits of the OCI configuration (commerce-api/README.md, "OCI 5"). */
export const OCI_LIMITS = { transform: 1000, ruleValue: 255, rules: 100, fields: 100 } as const;
/** The longest cXML configuration value the bundled API stores. */
const MAX_CXML_VALUE = 1000;

const text = (max: number) => z.string().max(max, PUNCHOUT_ERROR.tooLong).regex(PLAIN_TEXT, PUNCHOUT_ERROR.invalid);
const email = z.string().trim().max(MAX_EMAIL, PUNCHOUT_ERROR.tooLong).regex(EMAIL, PUNCHOUT_ERROR.email).optional();
const password = z.string().max(MAX_PASSWORD, PUNCHOUT_ERROR.tooLong).regex(PASSWORD_RULE, PUNCHOUT_ERROR.passwordRule);
/** A checkbox: present when ticked. */
const checkbox = z.literal('on').optional();

const confirmed = (form: { password?: string; passwordConfirmation?: string }, ctx: z.RefinementCtx) => {
  if (form.password === undefined) return;
  if (form.passwordConfirmation === undefined) ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: PUNCHOUT_ERROR.confirmationRequired });
  else if (form.passwordConfirmation !== form.password) ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: PUNCHOUT_ERROR.passwordMismatch });
};

export const punchoutUserCreateSchema = z
  .object({
    punchoutType: z.enum(PUNCHOUT_TYPES, { error: PUNCHOUT_ERROR.required }),
    login: z.string({ error: PUNCHOUT_ERROR.loginRequired }).regex(LOGIN, PUNCHOUT_ERROR.loginInvalid).regex(PLAIN_TEXT, PUNCHOUT_ERROR.loginInvalid),
    email,
    password: z.string({ error: PUNCHOUT_ERROR.required }).pipe(password),
    passwordConfirmation: z.string({ error: PUNCHOUT_ERROR.confirmationRequired }).max(MAX_PASSWORD, PUNCHOUT_ERROR.tooLong),
    active: checkbox,
  })
  .superRefine(confirmed);

export const punchoutUserEditSchema = z
  .object({
    email,
    /** Empty: the password stays as it is. */
    password: password.optional(),
    passwordConfirmation: z.string().max(MAX_PASSWORD, PUNCHOUT_ERROR.tooLong).optional(),
    active: checkbox,
  })
  .superRefine(confirmed);

/** The confirmed deletion of a punchout user: nothing but its intent. */
export const punchoutUserDeleteSchema = z.object({});

const mappingRule = z
  .object({ mapFromValue: text(OCI_LIMITS.ruleValue).optional(), mapToValue: text(OCI_LIMITS.ruleValue).optional() })
  .superRefine((rule, ctx) => {
    // a rule needs both sides; one empty on both sides is no rule (the form's blank row)
    if (rule.mapFromValue === undefined && rule.mapToValue !== undefined) ctx.addIssue({ code: 'custom', path: ['mapFromValue'], message: PUNCHOUT_ERROR.mappingFrom });
    if (rule.mapToValue === undefined && rule.mapFromValue !== undefined) ctx.addIssue({ code: 'custom', path: ['mapToValue'], message: PUNCHOUT_ERROR.mappingTo });
  });

export const ociConfigurationSchema = z.object({
  items: z
    .array(
      z.object({
        field: z.string({ error: PUNCHOUT_ERROR.required }).max(100, PUNCHOUT_ERROR.tooLong).regex(PLAIN_TEXT, PUNCHOUT_ERROR.invalid),
        transform: text(OCI_LIMITS.transform).optional(),
        formatter: text(100).optional(),
        mappings: z.array(mappingRule).max(OCI_LIMITS.rules + 1, PUNCHOUT_ERROR.tooLong).optional(),
      }),
    )
    .max(OCI_LIMITS.fields, PUNCHOUT_ERROR.tooLong),
});

export const cxmlConfigurationSchema = z.object({
  entries: z
    .array(
      z.object({
        name: z.string({ error: PUNCHOUT_ERROR.required }).max(256, PUNCHOUT_ERROR.tooLong).regex(PLAIN_TEXT, PUNCHOUT_ERROR.invalid),
        /** Empty: the entry's default. */
        value: text(MAX_CXML_VALUE).optional(),
      }),
    )
    .max(100, PUNCHOUT_ERROR.tooLong),
});

/** Longest text of an origin list: 50 origins of generous length. */
const MAX_ORIGIN_LIST_TEXT = 20_000;

/** One origin a line (blank lines ignored), each as a URL's origin spells it, each once. */
const originList = (max: number, tooMany: string) =>
  z
    .string()
    .max(MAX_ORIGIN_LIST_TEXT, PUNCHOUT_ERROR.tooLong)
    .optional()
    .transform((text, ctx) => {
      const origins = (text ?? '').split(/\r?\n/).map((line) => line.trim()).filter(Boolean).map(normalizedOrigin);
      if (origins.some((origin) => origin === undefined)) {
        ctx.addIssue({ code: 'custom', message: PUNCHOUT_ERROR.origin });
        return z.NEVER;
      }
      const unique = [...new Set(origins as string[])];
      if (unique.length > max) {
        ctx.addIssue({ code: 'custom', message: tooMany });
        return z.NEVER;
      }
      return unique;
    });

export const punchoutSettingsSchema = z.object({
  allowedReturnOrigins: originList(PUNCHOUT_SETTINGS_LIMITS.allowedReturnOrigins, PUNCHOUT_ERROR.returnOriginsTooMany),
  frameAncestors: originList(PUNCHOUT_SETTINGS_LIMITS.frameAncestors, PUNCHOUT_ERROR.frameAncestorsTooMany),
  allowSapEvent: checkbox,
});

export type PunchoutUserCreateInput = z.output<typeof punchoutUserCreateSchema>;
export type PunchoutUserEditInput = z.output<typeof punchoutUserEditSchema>;
export type OciConfigurationInput = z.output<typeof ociConfigurationSchema>;
export type CxmlConfigurationInput = z.output<typeof cxmlConfigurationSchema>;
export type PunchoutSettingsInput = z.output<typeof punchoutSettingsSchema>;
