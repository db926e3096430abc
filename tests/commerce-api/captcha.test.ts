// The captcha of registration and the password reminder (CAPTCHA_SECRET, CAPTCHA_FOR): the token of
// the `Authorization: CAPTCHA …` header is checked at a local stand-in of Google's siteverify; a
// missing or refused token answers 401 captcha.incorrect, an unreachable verifier 503, and without
// a secret nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CAPTCHA_SECRET, type Siteverify, TOKENS, startSiteverify, unreachableSiteverifyUrl, v2Header, v3Header } from './captcha-support';
import { businessRegistration, customerCall, privateRegistration, registerPrivateCustomer } from './customer-support';
import { outboxOf, startMailApi } from './requests-support';
import type { TestApi } from './support';
import { errorCode } from './support';

let siteverify: Siteverify;
let api: TestApi;

beforeAll(async () => {
  siteverify = await startSiteverify();
  api = await startMailApi({ captchaSecret: CAPTCHA_SECRET, captchaVerifyUrl: siteverify.url });
});

afterAll(async () => {
  await api?.close();
  await siteverify?.close();
});

const remindersTo = (target: TestApi, address: string) =>
  outboxOf(target).filter(mail => mail.to === address && mail.subject === 'inSPIRED: your new password');

const requestReminder = (target: TestApi, email: string, authorization?: string) =>
  customerCall(target, 'POST', '/security/reminder', {
    body: { email, answer: '' },
    headers: authorization ? { authorization } : {},
  });

const registerPrivate = (target: TestApi, authorization?: string) => {
  const body = privateRegistration();
  return customerCall(target, 'POST', '/privatecustomers', { body, headers: authorization ? { authorization } : {} });
};

const configurations = async (target: TestApi) => (await target.get('/configurations')).json().data.captcha;

/** The login of a new customer (registered with a good v2 token), whom the reminders go to. */
async function customerOf(target: TestApi): Promise<string> {
  const body = privateRegistration();
  const response = await customerCall(target, 'POST', '/privatecustomers', { body, headers: { authorization: v2Header(TOKENS.v2) } });
  expect(response.statusCode).toBe(201);
  return body.credentials.login;
}

function expectCaptchaRefusal(response: { statusCode: number; headers: Record<string, unknown>; body: string; json(): unknown }) {
  expect(response.statusCode).toBe(401);
  expect(errorCode(response)).toBe('captcha.incorrect');
  expect(response.json()).toEqual({ errors: [{ status: '401', code: 'captcha.incorrect', message: 'The captcha is missing or incorrect.' }] });
}

describe('GET configurations with a captcha secret', () => {
  it('says registration and the password reminder need a captcha, the contact form not', async () => {
    expect(await configurations(api)).toEqual(expect.objectContaining({ id: 'captcha', register: true, forgotPassword: true, contactUs: false }));
  });
});

describe('POST security/reminder with a captcha', () => {
  it('refuses a reminder without the Authorization header with 401 captcha.incorrect and mails nothing', async () => {
    const email = await customerOf(api);

    expectCaptchaRefusal(await requestReminder(api, email));
    expect(remindersTo(api, email)).toHaveLength(0);
  });

  it('refuses a token the verifier does not accept', async () => {
    const email = await customerOf(api);

    expectCaptchaRefusal(await requestReminder(api, email, v2Header('forged-token')));
    expect(remindersTo(api, email)).toHaveLength(0);
  });

  it('refuses another Authorization scheme', async () => {
    const email = await customerOf(api);

    expectCaptchaRefusal(await requestReminder(api, email, 'Bearer something'));
  });

  it('mails the reminder for a good v2 token, which the verifier got with the secret and the client address', async () => {
    const email = await customerOf(api);
    const asked = siteverify.requests.length;

    const response = await requestReminder(api, email, v2Header(TOKENS.v2));

    expect(response.statusCode).toBe(204);
    expect(remindersTo(api, email)).toHaveLength(1);
    expect(siteverify.requests.slice(asked)).toEqual([{ secret: CAPTCHA_SECRET, response: TOKENS.v2, remoteip: '127.0.0.1' }]);
  });

  it('mails the reminder for a good v3 token minted for forgotPassword', async () => {
    const email = await customerOf(api);

    const response = await requestReminder(api, email, v3Header(TOKENS.v3ForgotPassword, 'forgotPassword'));

    expect(response.statusCode).toBe(204);
    expect(remindersTo(api, email)).toHaveLength(1);
  });

  it('refuses a v3 token minted for another form', async () => {
    const email = await customerOf(api);

    expectCaptchaRefusal(await requestReminder(api, email, v3Header(TOKENS.v3Register, 'forgotPassword')));
    expectCaptchaRefusal(await requestReminder(api, email, v3Header(TOKENS.v3Register, 'register')));
  });

  it('refuses a v3 token scored below the lowest score, also when sent in the v2 form', async () => {
    const email = await customerOf(api);

    expectCaptchaRefusal(await requestReminder(api, email, v3Header(TOKENS.v3ForgotPasswordBot, 'forgotPassword')));
    expectCaptchaRefusal(await requestReminder(api, email, v2Header(TOKENS.v3ForgotPasswordBot)));
    expect(remindersTo(api, email)).toHaveLength(0);
  });

  it('refuses a v2 token sent in the v3 form (no score to judge)', async () => {
    const email = await customerOf(api);

    expectCaptchaRefusal(await requestReminder(api, email, v3Header(TOKENS.v2, 'forgotPassword')));
  });

  it('accepts the lowest score when it is configured lower', async () => {
    const lenient = await startMailApi({ captchaSecret: CAPTCHA_SECRET, captchaVerifyUrl: siteverify.url, captchaMinScore: 0.1 });
    try {
      const email = await customerOf(lenient);
      expect((await requestReminder(lenient, email, v3Header(TOKENS.v3ForgotPasswordBot, 'forgotPassword'))).statusCode).toBe(204);
    } finally {
      await lenient.close();
    }
  });
});

describe('POST privatecustomers and customers with a captcha', () => {
  it('refuses a registration without the header with 401 captcha.incorrect and registers nobody', async () => {
    const body = privateRegistration();

    expectCaptchaRefusal(await customerCall(api, 'POST', '/privatecustomers', { body }));
    // the login is still free: the same registration with a good token passes
    const retry = await customerCall(api, 'POST', '/privatecustomers', { body, headers: { authorization: v2Header(TOKENS.v2) } });
    expect(retry.statusCode).toBe(201);
  });

  it('refuses a registration with a token the verifier does not accept', async () => {
    expectCaptchaRefusal(await registerPrivate(api, v2Header('forged-token')));
  });

  it('registers a private customer with a good v2 token', async () => {
    expect((await registerPrivate(api, v2Header(TOKENS.v2))).statusCode).toBe(201);
  });

  it('registers a private customer with a good v3 token minted for register', async () => {
    expect((await registerPrivate(api, v3Header(TOKENS.v3Register, 'register'))).statusCode).toBe(201);
  });

  it('refuses a v3 token minted for the password reminder', async () => {
    expectCaptchaRefusal(await registerPrivate(api, v3Header(TOKENS.v3ForgotPassword, 'register')));
  });

  it('checks a business registration the same way', async () => {
    const body = businessRegistration();

    expectCaptchaRefusal(await customerCall(api, 'POST', '/customers', { body }));
    const response = await customerCall(api, 'POST', '/customers', { body, headers: { authorization: v3Header(TOKENS.v3Register, 'register') } });
    expect(response.statusCode).toBe(201);
  });
});

describe('a verifier that cannot be asked', () => {
  it('answers 503 without details when siteverify is unreachable, and mails nothing', async () => {
    const broken = await startMailApi({ captchaSecret: CAPTCHA_SECRET, captchaVerifyUrl: await unreachableSiteverifyUrl() });
    try {
      const response = await registerPrivate(broken, v2Header(TOKENS.v2));

      expect(response.statusCode).toBe(503);
      expect(errorCode(response)).toBe('captcha.service.unavailable.error');
      expect(response.body).not.toMatch(/ECONNREFUSED|fetch failed|at /);
      expect((await requestReminder(broken, 'patricia@test.intershop.de', v2Header(TOKENS.v2))).statusCode).toBe(503);
      expect(remindersTo(broken, 'patricia@test.intershop.de')).toHaveLength(0);
    } finally {
      await broken.close();
    }
  });

  it('answers 503 (no fault of the shopper) when the verifier refuses the configured secret', async () => {
    const misconfigured = await startMailApi({ captchaSecret: 'not-the-secret', captchaVerifyUrl: siteverify.url });
    try {
      const response = await registerPrivate(misconfigured, v2Header(TOKENS.v2));

      expect(response.statusCode).toBe(503);
      expect(errorCode(response)).toBe('captcha.service.unavailable.error');
    } finally {
      await misconfigured.close();
    }
  });
});

describe('CAPTCHA_FOR naming one form', () => {
  let partial: TestApi;
  beforeAll(async () => {
    partial = await startMailApi({ captchaSecret: CAPTCHA_SECRET, captchaVerifyUrl: siteverify.url, captchaFor: 'forgotPassword' });
  });
  afterAll(() => partial?.close());

  it('says only the password reminder needs a captcha', async () => {
    expect(await configurations(partial)).toEqual(expect.objectContaining({ register: false, forgotPassword: true }));
  });

  it('registers without a captcha but refuses a reminder without one', async () => {
    const customer = await registerPrivateCustomer(partial);

    expectCaptchaRefusal(await requestReminder(partial, customer.login));
  });
});

describe('without CAPTCHA_SECRET', () => {
  let plain: TestApi;
  beforeAll(async () => {
    // a verify URL alone asks for nothing: the secret decides
    plain = await startMailApi({ captchaVerifyUrl: siteverify.url, captchaFor: 'register,forgotPassword' });
  });
  afterAll(() => plain?.close());

  it('says no form needs a captcha', async () => {
    expect(await configurations(plain)).toEqual(expect.objectContaining({ register: false, forgotPassword: false, contactUs: false }));
  });

  it('registers and mails reminders without a header, and asks no verifier', async () => {
    const asked = siteverify.requests.length;

    const customer = await registerPrivateCustomer(plain);
    const response = await requestReminder(plain, customer.login);

    expect(response.statusCode).toBe(204);
    expect(remindersTo(plain, customer.login)).toHaveLength(1);
    expect(siteverify.requests.length).toBe(asked);
  });

  it('ignores a captcha header it cannot check', async () => {
    expect((await registerPrivate(plain, v2Header('anything'))).statusCode).toBe(201);
  });
});
