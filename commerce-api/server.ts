// The bundled commerce API as a running service: prepares its database (creates, migrates, seeds the demo
// catalogue on first start) and listens. `main.ts` runs it as a program of its own; `npm start` runs it
// inside the storefront's supervising process, which has nothing else to do.
import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

import { createCommerceApi } from './app';
import { DEFAULT_RECURRING_ORDERS_INTERVAL_SECONDS } from './checkout/recurring-order-scheduler';
import { captchaMinScoreFrom } from './customer/captcha/captcha-verifier';
import { migrate } from './db/migrate';
import { corsOriginsFrom } from './http/cors';
import { BACK_OFFICE_USER, backOfficePassword } from './demo/back-office-login';
import { DEMO_PATH } from './demo/back-office-page';
import { MAIL_DELIVERY_INTERVAL_SECONDS } from './mail/mail-delivery';
import { openDatabase } from './db/open-database';
import { buildCatalog } from './seed/catalog';
import { seedDemoCustomers } from './seed/demo-customers';
import { seedDemoOrganizationUsers } from './seed/demo-organization-users';
import { seedDemoPunchoutUsers } from './seed/demo-punchout-users';
import { placeDemoOrders, seedDemoAccounts } from './seed/demo-orders';
import { placeDemoRequisitions } from './seed/demo-requisitions';
import { isCatalogEmpty, seedDatabase } from './seed/load';

export { DEFAULT_CHANNEL } from './app';

export interface CommerceApiService {
  port: number;
  host: string;
  dbFile: string;
  channel: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug';
}

export async function startCommerceApi(service: CommerceApiService): Promise<FastifyInstance> {
  mkdirSync(dirname(service.dbFile), { recursive: true });
  const setup = openDatabase(service.dbFile);
  try {
    migrate(setup);
    if (isCatalogEmpty(setup)) seedDatabase(setup, buildCatalog());
    seedDemoCustomers(setup); // only into a database without customers
    seedDemoAccounts(setup); // the demo customers' addresses and cost centers, once
    seedDemoOrganizationUsers(setup); // Oil Corp's approver and the buyers' budgets, once
    seedDemoPunchoutUsers(setup); // Oil Corp's OCI, cXML and IDS punchout users, once
  } finally {
    setup.close();
  }
  // The demo back office (DEMO_BACK_OFFICE=false: none) with its password from the environment or
  // generated beside the database at the first start.
  const backOffice = process.env.DEMO_BACK_OFFICE === 'false' ? undefined : backOfficePassword(dirname(service.dbFile));
  const app = await createCommerceApi({
    dbFile: service.dbFile,
    channel: service.channel,
    logger: service.logLevel,
    // empty values count as unset, as in a compose file's `SMTP_URL=`
    storefrontUrl: process.env.STOREFRONT_URL || undefined,
    smtpUrl: process.env.SMTP_URL || undefined,
    mailFrom: process.env.MAIL_FROM || undefined,
    ssoIssuer: process.env.SSO_ISSUER || undefined,
    ssoClientId: process.env.SSO_CLIENT_ID || undefined,
    captchaSecret: process.env.CAPTCHA_SECRET || undefined,
    captchaFor: process.env.CAPTCHA_FOR || undefined,
    captchaVerifyUrl: process.env.CAPTCHA_VERIFY_URL || undefined,
    captchaMinScore: captchaMinScoreFrom(process.env.CAPTCHA_MIN_SCORE),
    backOfficePassword: backOffice?.password,
    corsOrigins: corsOriginsFrom(process.env.COMMERCE_API_CORS_ORIGINS),
  });
  // the demo users' order history, through the API itself, when none of them has orders yet
  await placeDemoOrders(app, { channel: service.channel }).catch(error => app.log.error(error, 'demo orders could not be placed'));
  // Oil Corp's requisitions (pending, approved, rejected), when the demo buyer has none yet
  await placeDemoRequisitions(app, { channel: service.channel }).catch(error => app.log.error(error, 'demo requisitions could not be placed'));
  const address = await app.listen({ port: service.port, host: service.host });
  console.log(`Commerce API listening at ${address}`);
  if (backOffice) {
    const password = backOffice.generated ? `password ${backOffice.password}` : 'the password of DEMO_BACK_OFFICE_PASSWORD';
    console.log(`Demo back office (mails, customer approval) at ${address}${DEMO_PATH}/outbox: user ${BACK_OFFICE_USER}, ${password}`);
  }
  // Places due recurring orders now (catching up after a restart) and then every interval; 0 = off.
  const interval = Number(process.env.RECURRING_ORDERS_INTERVAL_SECONDS ?? DEFAULT_RECURRING_ORDERS_INTERVAL_SECONDS);
  app.recurringOrderScheduler.start(Number.isFinite(interval) ? interval : DEFAULT_RECURRING_ORDERS_INTERVAL_SECONDS);
  // Sends the outbox's mails when an SMTP server is configured; without one they stay in the outbox (demo page).
  app.mailDelivery?.start(MAIL_DELIVERY_INTERVAL_SECONDS);
  return app;
}
