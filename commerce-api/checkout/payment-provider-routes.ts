// The bundled demo payment provider, outside the REST base: GET /INTERSHOP/payment-provider/{id}
// shows a payment's amount with three forms (approve, cancel, fail); POSTing one records the
// decision once and answers 303 to the return URL registered for that decision, with the provider's
// parameters appended. The target is always read from the stored payment, never from the request.
// Plain server-rendered HTML: no script, every value escaped, a CSP that allows nothing else. The page
// speaks the language of the shop request that sent the payment here (English when unknown), with
// the amount formatted for that locale.
import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { Db } from '../db/open-database';
import { NoQuery, Text } from '../http/schemas';
import { PROVIDER_PATH, type ProviderPayment, type ProviderPayments, type ProviderStatus } from './provider-payments';

const ACTIONS = { approve: 'SUCCESS', cancel: 'CANCEL', fail: 'FAILURE' } as const;
type Action = keyof typeof ACTIONS;
/** The `status` parameter the provider appends, in its own words. */
const PROVIDER_WORD: Record<Exclude<ProviderStatus, 'PENDING'>, string> = { SUCCESS: 'approved', CANCEL: 'cancelled', FAILURE: 'failed' };

const STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222}
h1{font-size:1.4rem}.amount{font-size:2rem;font-weight:700;margin:1rem 0}form{display:inline-block;margin:0 .5rem .5rem 0}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.3rem;border:1px solid #555;background:#fff;cursor:pointer}
button.approve{background:#1f5f8b;color:#fff;border-color:#1f5f8b}.note{color:#666;font-size:.9rem}`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** The page's texts per language; `en` for every locale without its own. */
const PAGE_TEXTS = {
  en: {
    title: 'Demo payment provider',
    note: 'A demo: no money is moved.',
    summary: 'Order payment to the inSPIRED demo shop',
    approve: 'Approve payment',
    cancel: 'Cancel',
    fail: 'Fail payment',
    status: { SUCCESS: 'approved', CANCEL: 'cancelled', FAILURE: 'failed', PENDING: 'pending' },
    decided: (status: string) => `This payment is ${status}.`,
    alreadyDecided: (status: string) => `This payment is already ${status}.`,
    notFound: 'This payment does not exist.',
    unknownAction: 'Unknown action: choose approve, cancel or fail.',
  },
  de: {
    title: 'Demo-Zahlungsanbieter',
    note: 'Eine Demo: Es fließt kein Geld.',
    summary: 'Zahlung einer Bestellung an den inSPIRED-Demo-Shop',
    approve: 'Zahlung bestätigen',
    cancel: 'Abbrechen',
    fail: 'Zahlung fehlschlagen lassen',
    status: { SUCCESS: 'bestätigt', CANCEL: 'abgebrochen', FAILURE: 'fehlgeschlagen', PENDING: 'ausstehend' },
    decided: (status: string) => `Diese Zahlung ist ${status}.`,
    alreadyDecided: (status: string) => `Diese Zahlung ist bereits ${status}.`,
    notFound: 'Diese Zahlung gibt es nicht.',
    unknownAction: 'Unbekannte Aktion: Wählen Sie approve, cancel oder fail.',
  },
} as const;
type Language = keyof typeof PAGE_TEXTS;

/** The page language of a payment's locale (de_DE → de), English when unknown or without texts. */
function languageOf(payment: ProviderPayment | undefined): Language {
  const language = payment?.locale?.split(/[_-]/)[0] ?? 'en';
  return Object.hasOwn(PAGE_TEXTS, language) ? (language as Language) : 'en';
}

const PaymentParams = Type.Object({ paymentId: Text });
const DecisionBody = Type.Object({ action: Type.String({ maxLength: 20 }) });

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`=]/g, character => `&#${character.charCodeAt(0)};`);
}

function originsOf(payment: ProviderPayment | undefined): string[] {
  if (!payment) return [];
  return [...new Set([payment.successUrl, payment.cancelUrl, payment.failureUrl].map(url => new URL(url).origin))];
}

function sendPage(reply: FastifyReply, status: number, payment: ProviderPayment | undefined, body: string) {
  const language = languageOf(payment);
  const texts = PAGE_TEXTS[language];
  // form-action covers the 303 after a post too, so it names the registered return URLs' origins
  const csp = [
    "default-src 'none'",
    `style-src 'sha256-${STYLE_HASH}'`,
    `form-action 'self' ${originsOf(payment).join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return reply
    .status(status)
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${texts.title}</title><style>${STYLE}</style></head>` +
        `<body><h1>${texts.title}</h1>${body}<p class="note">${texts.note}</p></body></html>`,
    );
}

/** The amount as the payment's locale writes it (178,55 € in de_DE, €178.55 in en_US). */
export function amountText(payment: Pick<ProviderPayment, 'amountCents' | 'currency' | 'locale'>): string {
  const locale = (payment.locale ?? 'en_US').replace('_', '-');
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: payment.currency }).format(payment.amountCents / 100);
  } catch {
    // a locale or currency Intl does not know
    return `${(payment.amountCents / 100).toFixed(2)} ${payment.currency}`;
  }
}

function decisionForm(payment: ProviderPayment, action: Action, label: string): string {
  const target = `${PROVIDER_PATH}/${encodeURIComponent(payment.id)}`;
  return `<form method="post" action="${escapeHtml(target)}"><input type="hidden" name="action" value="${action}">` +
    `<button type="submit" class="${action}">${label}</button></form>`;
}

/** The return URL for a decision, with the provider's parameters (and the order id when missing). */
export function returnLocation(payment: ProviderPayment, status: Exclude<ProviderStatus, 'PENDING'>): string {
  const url = new URL(status === 'SUCCESS' ? payment.successUrl : status === 'CANCEL' ? payment.cancelUrl : payment.failureUrl);
  if (!url.searchParams.has('orderId')) url.searchParams.append('orderId', payment.orderId);
  url.searchParams.append('paymentId', payment.id);
  url.searchParams.append('status', PROVIDER_WORD[status]);
  return url.href;
}


export function registerPaymentProviderRoutes(app: FastifyInstance, db: Db, stores: { providerPayments: ProviderPayments }): void {
  const decide = db.transaction((paymentId: string, status: Exclude<ProviderStatus, 'PENDING'>) => {
    stores.providerPayments.decide(paymentId, status);
    return stores.providerPayments.find(paymentId);
  });

  // encapsulated: only the provider's routes take form posts
  app.register(async provider => {
    provider.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const typed = provider.withTypeProvider<TypeBoxTypeProvider>();

    typed.get(`${PROVIDER_PATH}/:paymentId`, { schema: { params: PaymentParams, querystring: NoQuery } }, async (request, reply) => {
      const payment = stores.providerPayments.find(request.params.paymentId);
      if (!payment) return sendPage(reply, 404, undefined, `<p>${PAGE_TEXTS.en.notFound}</p>`);
      const texts = PAGE_TEXTS[languageOf(payment)];
      const summary = `<p>${texts.summary}</p><p class="amount">${escapeHtml(amountText(payment))}</p>`;
      if (payment.status !== 'PENDING') {
        return sendPage(reply, 200, payment, `${summary}<p>${escapeHtml(texts.decided(texts.status[payment.status]))}</p>`);
      }
      return sendPage(
        reply,
        200,
        payment,
        summary +
          decisionForm(payment, 'approve', texts.approve) +
          decisionForm(payment, 'cancel', texts.cancel) +
          decisionForm(payment, 'fail', texts.fail),
      );
    });

    typed.post(`${PROVIDER_PATH}/:paymentId`, { schema: { params: PaymentParams, body: DecisionBody } }, async (request, reply) => {
      const action = request.body.action;
      if (!Object.hasOwn(ACTIONS, action)) {
        return sendPage(reply, 400, undefined, `<p>${PAGE_TEXTS.en.unknownAction}</p>`);
      }
      const wanted = ACTIONS[action as Action];
      const payment = decide(request.params.paymentId, wanted);
      if (!payment) return sendPage(reply, 404, undefined, `<p>${PAGE_TEXTS.en.notFound}</p>`);
      if (payment.status !== wanted) {
        // decided before (another tab, or the shop rolled the order back): nothing changes
        const texts = PAGE_TEXTS[languageOf(payment)];
        return sendPage(reply, 409, payment, `<p>${escapeHtml(texts.alreadyDecided(texts.status[payment.status]))}</p>`);
      }
      return reply.status(303).header('cache-control', 'no-store').header('location', returnLocation(payment, wanted)).send();
    });
  });
}
