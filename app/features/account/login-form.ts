// The login form's schema (parsed by the action, loaded lazily by the page for checks while typing).
import { z } from 'zod';

export const LOGIN_ERROR = {
  loginRequired: 'account.login.email.error.required',
  passwordRequired: 'account.login.password.error.required',
} as const;

export const loginSchema = z.object({
  login: z.string({ error: LOGIN_ERROR.loginRequired }).trim().min(1, LOGIN_ERROR.loginRequired).max(256, LOGIN_ERROR.loginRequired),
  password: z.string({ error: LOGIN_ERROR.passwordRequired }).min(1, LOGIN_ERROR.passwordRequired).max(256, LOGIN_ERROR.passwordRequired),
  returnUrl: z.string().max(2000).optional(),
});
