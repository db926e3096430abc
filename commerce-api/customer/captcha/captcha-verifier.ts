// The reCAPTCHA check of the forms the shop protects (CAPTCHA_SECRET, CAPTCHA_FOR), as ICM's captcha
// service does it: the client sends Google's token in `Authorization: CAPTCHA recaptcha_token=… action=…`
// (v3) or `Authorization: CAPTCHA g-recaptcha-response=… foo=bar` (v2; the PWA adds `foo=bar` because
// ICM wants two parameters), and the token is checked at Google's siteverify endpoint. A missing or
// refused token answers 401 (the PWA's `captcha.incorrect`); a verifier that cannot be asked answers
// 503, as the shopper can do nothing about it. Without a secret no form needs a captcha.
import type { FastifyRequest } from 'fastify';

import { IcmError } from '../../http/icm-errors';

/** The forms of ICM's `captcha` configuration this API protects (quoteContact: the free-text quote request; contactUs: the contact form). */
export type CaptchaForm = 'register' | 'forgotPassword' | 'quoteContact' | 'contactUs';
export const CAPTCHA_FORMS: readonly CaptchaForm[] = ['register', 'forgotPassword', 'quoteContact', 'contactUs'];
/** The forms protected when CAPTCHA_FOR is unset: the contact form only when named. */
const DEFAULT_CAPTCHA_FORMS: readonly CaptchaForm[] = ['register', 'forgotPassword', 'quoteContact'];

export const DEFAULT_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const DEFAULT_MIN_SCORE = 0.5;
/** Google answers within a second; a shopper waiting longer for a form is worse than a retry. */
const VERIFY_TIMEOUT_MS = 5_000;
/** reCAPTCHA tokens are a few hundred to two thousand characters; anything far longer is not one. */
const MAX_TOKEN_LENGTH = 4096;

export interface CaptchaSettings {
  /** The reCAPTCHA secret; without it no form needs a captcha. */
  secret?: string;
  /** Comma list of the forms needing a captcha (`register`, `forgotPassword`, `quoteContact`, `contactUs`); unset: all but contactUs. */
  forms?: string;
  verifyUrl?: string;
  /** The lowest v3 score accepted (0 to 1). */
  minScore?: number;
}

export type CaptchaToken = { version: 2; token: string } | { version: 3; token: string; action: string };

export const incorrectCaptcha = () => new IcmError(401, 'captcha.incorrect', 'The captcha is missing or incorrect.');
const verifierUnavailable = () =>
  new IcmError(503, 'captcha.service.unavailable.error', 'The captcha could not be checked. Please try again later.');

/** The forms named in the variable (unknown names are left out); unset means the default ones. */
export function captchaFormsFrom(value: string | undefined): CaptchaForm[] {
  if (value === undefined || value.trim() === '') return [...DEFAULT_CAPTCHA_FORMS];
  const names = value.split(',').map(name => CAPTCHA_FORMS.find(form => form.toLowerCase() === name.trim().toLowerCase()));
  return [...new Set(names.filter(name => name !== undefined))];
}

/** CAPTCHA_MIN_SCORE: a number from 0 to 1, or unset for the default; anything else stops the start. */
export function captchaMinScoreFrom(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const score = Number(value);
  if (!Number.isFinite(score) || score < 0 || score > 1) throw new Error('CAPTCHA_MIN_SCORE must be a number from 0 to 1');
  return score;
}

/** The token of a `CAPTCHA` Authorization header, in either of its forms; undefined for anything else. */
export function parseCaptchaAuthorization(header: string | undefined): CaptchaToken | undefined {
  const [scheme, ...parts] = (header ?? '').trim().split(/\s+/);
  if (scheme?.toUpperCase() !== 'CAPTCHA') return undefined;
  const parameters = new Map<string, string>();
  for (const part of parts) {
    const equals = part.indexOf('=');
    if (equals > 0) parameters.set(part.slice(0, equals), part.slice(equals + 1));
  }
  const usable = (token: string | undefined): token is string => !!token && token.length <= MAX_TOKEN_LENGTH;
  const v3 = parameters.get('recaptcha_token');
  const action = parameters.get('action');
  if (usable(v3) && action) return { version: 3, token: v3, action };
  const v2 = parameters.get('g-recaptcha-response');
  if (usable(v2)) return { version: 2, token: v2 };
  return undefined;
}

/** Google's siteverify answer; v3 adds `score` and `action`. */
interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
}

/** Error codes that say the shop's own configuration is wrong, not the shopper's token. */
const CONFIGURATION_ERRORS = ['missing-input-secret', 'invalid-input-secret'];

export function createCaptchaCheck(settings: CaptchaSettings) {
  const secret = settings.secret || undefined;
  const forms = new Set(secret ? captchaFormsFrom(settings.forms) : []);
  const verifyUrl = settings.verifyUrl || DEFAULT_VERIFY_URL;
  const minScore = settings.minScore ?? DEFAULT_MIN_SCORE;

  async function siteverify(request: FastifyRequest, token: string): Promise<SiteverifyAnswer> {
    const body = new URLSearchParams({ secret: secret!, response: token });
    if (request.ip) body.set('remoteip', request.ip);
    try {
      const response = await fetch(verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
      const answer = (await response.json()) as unknown;
      if (typeof answer !== 'object' || answer === null) throw new Error('siteverify answered no object');
      return answer as SiteverifyAnswer;
    } catch (error) {
      request.log.warn({ err: error }, 'the captcha verifier could not be asked');
      throw verifierUnavailable();
    }
  }

  return {
    /** Whether the form needs a captcha (the configurations answer's `captcha.{form}`). */
    required: (form: CaptchaForm): boolean => forms.has(form),

    /** Resolves when the form needs no captcha or the request's token is good; else throws an IcmError. */
    async check(request: FastifyRequest, form: CaptchaForm): Promise<void> {
      if (!forms.has(form)) return;
      const captcha = parseCaptchaAuthorization(request.headers.authorization);
      if (!captcha) throw incorrectCaptcha();
      // a v3 token is minted for one action: a token for another form is no proof for this one
      if (captcha.version === 3 && captcha.action !== form) throw incorrectCaptcha();
      const answer = await siteverify(request, captcha.token);
      const errorCodes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
      if (errorCodes.some(code => CONFIGURATION_ERRORS.includes(code))) {
        request.log.error({ errorCodes }, 'the captcha verifier refused the configured secret (CAPTCHA_SECRET)');
        throw verifierUnavailable();
      }
      if (answer.success !== true) throw incorrectCaptcha();
      // A v3 token's answer names its action and how human the shopper seemed. Judged by the answer,
      // not the header's form: a v3 token sent as `g-recaptcha-response` must not skip the score.
      const scored = typeof answer.score === 'number';
      if (captcha.version === 3 && !scored) throw incorrectCaptcha();
      if (scored && ((answer.score as number) < minScore || answer.action !== form)) throw incorrectCaptcha();
    },
  };
}

export type CaptchaCheck = ReturnType<typeof createCaptchaCheck>;
