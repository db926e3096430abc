// cXML 1.2 punchout: what a setup request is refused for, each answered as a cXML Response whose
// Status says why (at HTTP status 200: the transport succeeded), with nothing done: wrong or unknown credentials, a deactivated
// punchout user, malformed XML, entity tricks (XXE, billion laughs), an oversized body and return
// URLs the basket may not go to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashPasswordSync } from '../../commerce-api/customer/passwords';
import { call, loginDemo, BBOLDNER } from './account-support';
import { CXML_LOGIN, createCxmlUser, postSetupRequest, setupRequestXml, statusOf } from './punchout-cxml-support';
import { STOREFRONT, withDatabase } from './requests-support';
import { type TestApi, startTestApi } from './support';

let api: TestApi;

const sessionCount = () => withDatabase(api, db => db.prepare('SELECT COUNT(*) FROM cxml_punchout_sessions').pluck().get() as number);

beforeAll(async () => {
  api = await startTestApi(undefined, { storefrontUrl: STOREFRONT });
  createCxmlUser(api);
});

afterAll(async () => {
  await api?.close();
});

/** Posts the document; answers its HTTP status and cXML Status code, checking that no session was opened. */
async function refusal(body: string, customerNo = 'OilCorp') {
  const before = sessionCount();
  const response = await postSetupRequest(api, body, customerNo);
  expect(response.headers['content-type']).toMatch(/^text\/xml/);
  expect(sessionCount()).toBe(before);
  return { http: response.statusCode, status: statusOf(response) };
}

describe('the sender credentials', () => {
  it('refuses a wrong SharedSecret with status 401', async () => {
    expect(await refusal(setupRequestXml({ secret: 'wrong-secret-1' }))).toEqual({ http: 200, status: ['401', 'Unauthorized'] });
  });

  it('refuses an unknown Sender Identity with status 401', async () => {
    expect(await refusal(setupRequestXml({ identity: 'nobody@buyer.example' }))).toEqual({ http: 200, status: ['401', 'Unauthorized'] });
  });

  it('refuses the credentials of a company user who is no cXML punchout user with status 401', async () => {
    expect(await refusal(setupRequestXml({ identity: BBOLDNER, secret: '!InterShop00!' }))).toEqual({ http: 200, status: ['401', 'Unauthorized'] });
  });

  it("refuses a cXML punchout user at another customer's address with status 401", async () => {
    expect((await refusal(setupRequestXml(), 'Patricia')).status).toEqual(['401', 'Unauthorized']);
  });

  it('refuses the former SharedSecret after the password changed, though it worked before', async () => {
    createCxmlUser(api, 'changed-cxml@oilcorp.example', 'Former-S3cret');
    const former = setupRequestXml({ identity: 'changed-cxml@oilcorp.example', secret: 'Former-S3cret' });
    expect(statusOf(await postSetupRequest(api, former))[0]).toBe('200');
    withDatabase(api, db => db.prepare("UPDATE users SET password_hash = ? WHERE login = 'changed-cxml@oilcorp.example'").run(hashPasswordSync('Latter-S3cret')));

    expect((await refusal(former)).status).toEqual(['401', 'Unauthorized']);
  });

  it('refuses a deactivated cXML punchout user with status 403', async () => {
    createCxmlUser(api, 'inactive-cxml@oilcorp.example', 'Inactive-S3cret');
    withDatabase(api, db => db.prepare("UPDATE users SET active = 0 WHERE login = 'inactive-cxml@oilcorp.example'").run());

    expect(await refusal(setupRequestXml({ identity: 'inactive-cxml@oilcorp.example', secret: 'Inactive-S3cret' }))).toEqual({
      http: 200,
      status: ['403', 'Forbidden'],
    });
  });

  it('holds a sender back after five wrong secrets, even with the right one', async () => {
    createCxmlUser(api, 'guessed-cxml@oilcorp.example', 'Guessed-S3cret');
    for (let attempt = 0; attempt < 5; attempt += 1) await postSetupRequest(api, setupRequestXml({ identity: 'guessed-cxml@oilcorp.example', secret: `guess-${attempt}` }));

    const response = await postSetupRequest(api, setupRequestXml({ identity: 'guessed-cxml@oilcorp.example', secret: 'Guessed-S3cret' }));

    expect(statusOf(response)[0]).toBe('403');
  });
});

describe('the document', () => {
  it('refuses malformed XML with status 400', async () => {
    expect(await refusal(setupRequestXml().replace('</Header>', ''))).toEqual({ http: 200, status: ['400', 'Bad Request'] });
  });

  it('refuses an empty body with status 400', async () => {
    expect(await refusal('')).toEqual({ http: 200, status: ['400', 'Bad Request'] });
  });

  it('refuses a document without a BrowserFormPost URL with status 400', async () => {
    expect((await refusal(setupRequestXml().replace(/<BrowserFormPost>.*<\/BrowserFormPost>/, ''))).status[0]).toBe('400');
  });

  it('refuses a document that is no setup request with status 400', async () => {
    expect((await refusal('<?xml version="1.0"?><cXML payloadID="1" timestamp="2025-01-01T00:00:00Z"><Response><Status code="200" text="OK"/></Response></cXML>')).status[0]).toBe('400');
  });

  it('refuses an external entity (XXE) with status 400 and reads nothing', async () => {
    const xxe = setupRequestXml({ buyerCookie: '&secret;' }).replace(
      /<!DOCTYPE[^>]*>/,
      '<!DOCTYPE cXML [<!ENTITY secret SYSTEM "file:///etc/passwd">]>',
    );

    const response = await postSetupRequest(api, xxe);

    expect(statusOf(response)[0]).toBe('400');
    expect(response.body).not.toContain('root:');
  });

  it('refuses nested entity definitions (billion laughs) with status 400', async () => {
    const laughs = Array.from({ length: 9 }, (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`).join('');
    const bomb = setupRequestXml({ buyerCookie: '&lol9;' }).replace(/<!DOCTYPE[^>]*>/, `<!DOCTYPE cXML [<!ENTITY lol0 "lol">${laughs}]>`);

    expect((await refusal(bomb)).status[0]).toBe('400');
  });

  it('refuses an entity XML does not predefine with status 400', async () => {
    expect((await refusal(setupRequestXml({ buyerCookie: 'a&nbsp;b' }))).status[0]).toBe('400');
  });

  it('refuses a control character XML forbids with status 400, so no BuyerCookie carries one into the order message', async () => {
    expect((await refusal(setupRequestXml({ buyerCookie: 'a\u0001b' }))).status[0]).toBe('400');
  });

  it('refuses a character reference to a character XML forbids with status 400', async () => {
    expect((await refusal(setupRequestXml({ buyerCookie: 'a&#1;b' }))).status[0]).toBe('400');
    expect((await refusal(setupRequestXml({ buyerCookie: 'a&#x1B;b' }))).status[0]).toBe('400');
  });

  it('refuses a body over 1 MiB with a cXML status 400', async () => {
    const padding = `<!--${'x'.repeat(1024 * 1024)}-->`;

    expect((await refusal(setupRequestXml().replace('<Header>', `${padding}<Header>`))).status[0]).toBe('400');
  });

  it('reads the document whatever content type it is posted with', async () => {
    const response = await postSetupRequest(api, setupRequestXml(), 'OilCorp', 'application/x-www-form-urlencoded');

    expect(statusOf(response)).toEqual(['200', 'OK']);
  });
});

describe('the return URL', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://files.buyer.example/', 'not a url'])('refuses %s with status 400', async returnUrl => {
    expect((await refusal(setupRequestXml({ returnUrl }))).status[0]).toBe('400');
  });

  it('refuses a URL of 10,000 characters with status 400', async () => {
    expect((await refusal(setupRequestXml({ returnUrl: `https://procurement.buyer.example/${'a'.repeat(10_000)}` }))).status[0]).toBe('400');
  });

  it("refuses an origin that is not among the user's return URL origins with status 403", async () => {
    const admin = await loginDemo(api, BBOLDNER);
    await call(api, 'PATCH', `/customers/OilCorp/punchouts/cxml1.2/users/${encodeURIComponent(CXML_LOGIN)}/configurations`, admin, [
      { name: 'returnUrlOrigins', value: 'https://srm.buyer.example' },
    ]);

    expect((await refusal(setupRequestXml({ returnUrl: 'https://evil.example/return' }))).status).toEqual(['403', 'Forbidden']);
    expect(statusOf(await postSetupRequest(api, setupRequestXml({ returnUrl: 'https://srm.buyer.example/return?x=1' })))).toEqual(['200', 'OK']);
  });

  it("refuses an origin that is not among the company's allowed return origins with status 403", async () => {
    const admin = await loginDemo(api, BBOLDNER);
    // the user's own list allows every origin
    await call(api, 'PATCH', `/customers/OilCorp/punchouts/cxml1.2/users/${encodeURIComponent(CXML_LOGIN)}/configurations`, admin, [{ name: 'returnUrlOrigins', value: '' }]);
    await call(api, 'PUT', '/customers/OilCorp/punchouts/settings', admin, { allowedReturnOrigins: ['https://srm.buyer.example'] });

    expect((await refusal(setupRequestXml({ returnUrl: 'https://other-srm.buyer.example/return' }))).status).toEqual(['403', 'Forbidden']);
    expect(statusOf(await postSetupRequest(api, setupRequestXml({ returnUrl: 'https://srm.buyer.example/return' })))).toEqual(['200', 'OK']);
    await call(api, 'PUT', '/customers/OilCorp/punchouts/settings', admin, {});
  });
});
