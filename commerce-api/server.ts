// The bundled commerce API as a running service: prepares its database (creates, migrates, seeds the demo
// data on first start) in a process of its own, then listens. `main.ts` runs it as a program of its own; `npm start` runs it
// inside the storefront's supervising process, which has nothing else to do.
import type { FastifyInstance } from 'fastify';
import { spawn } from 'node:child_process';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createCommerceApi } from './app';
import { DEFAULT_RECURRING_ORDERS_INTERVAL_SECONDS } from './checkout/recurring-order-scheduler';
import { captchaMinScoreFrom } from './customer/captcha/captcha-verifier';
import { corsOriginsFrom } from './http/cors';
import { BACK_OFFICE_USER, backOfficePassword } from './demo/back-office-login';
import { DEMO_PATH } from './demo/back-office-page';
import { MAIL_DELIVERY_INTERVAL_SECONDS } from './mail/mail-delivery';

export { DEFAULT_CHANNEL } from './app';

export interface CommerceApiService {
  port: number;
  host: string;
  dbFile: string;
  channel: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug';
}

/**
 * Prepares the database (prepare-database.ts) in a child process. Seeding builds the demo catalogue and places
 * the demo orders in memory, and a process keeps the heap it once grew to: in this one that was some 25 MB
 * more for as long as the service ran. The child runs as this process does (tsx's loader when run from source).
 */
function prepareInOwnProcess(service: CommerceApiService): Promise<void> {
  const module = fileURLToPath(import.meta.url);
  const entry = join(dirname(module), `prepare${extname(module)}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, entry, service.dbFile, service.channel], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', code => (code === 0 ? resolve() : reject(new Error(`Preparing the database ${service.dbFile} failed (exit code ${code})`))));
  });
}

export async function startCommerceApi(service: CommerceApiService): Promise<FastifyInstance> {
  await prepareInOwnProcess(service);
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
