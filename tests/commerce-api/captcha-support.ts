// Test support: a stand-in for Google's reCAPTCHA siteverify endpoint, a real HTTP server on a free
// port. It knows one secret and answers the tokens it was given as Google does (v2: success; v3:
// success with score and action); any other token is refused, any other secret is Google's
// `invalid-input-secret`. It records what it was asked.
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const CAPTCHA_SECRET = 'test-recaptcha-secret';

/** Tokens the stand-in accepts, and Google's answer for each. */
export const TOKENS = {
  v2: 'v2-solved-checkbox',
  v3Register: 'v3-register-human',
  v3ForgotPassword: 'v3-forgot-password-human',
  v3ForgotPasswordBot: 'v3-forgot-password-bot',
} as const;

const ANSWERS: Record<string, object> = {
  [TOKENS.v2]: { success: true, challenge_ts: '2025-01-01T00:00:00Z', hostname: 'shop.example' },
  [TOKENS.v3Register]: { success: true, score: 0.9, action: 'register', challenge_ts: '2025-01-01T00:00:00Z', hostname: 'shop.example' },
  [TOKENS.v3ForgotPassword]: { success: true, score: 0.7, action: 'forgotPassword', challenge_ts: '2025-01-01T00:00:00Z', hostname: 'shop.example' },
  [TOKENS.v3ForgotPasswordBot]: { success: true, score: 0.1, action: 'forgotPassword', challenge_ts: '2025-01-01T00:00:00Z', hostname: 'shop.example' },
};

export interface Siteverify {
  url: string;
  /** The form fields of every request, oldest first. */
  requests: Record<string, string>[];
  close(): Promise<void>;
}

export async function startSiteverify(): Promise<Siteverify> {
  const requests: Record<string, string>[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      requests.push(fields);
      const answer =
        fields.secret !== CAPTCHA_SECRET
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : (ANSWERS[fields.response] ?? { success: false, 'error-codes': ['invalid-input-response'] });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`,
    requests,
    close: () => new Promise(resolve => server.close(() => resolve())),
  };
}

/** The Authorization header the PWA sends: v3 with the form's action, v2 with its `foo=bar`. */
export const v3Header = (token: string, action: string) => `CAPTCHA recaptcha_token=${token} action=${action}`;
export const v2Header = (token: string) => `CAPTCHA g-recaptcha-response=${token} foo=bar`;

/** A siteverify URL nobody listens at (a port that was free a moment ago). */
export async function unreachableSiteverifyUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>(resolve => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise(resolve => probe.close(resolve));
  return `http://127.0.0.1:${port}/recaptcha/api/siteverify`;
}
