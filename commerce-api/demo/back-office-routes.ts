// The demo back office, outside the REST base under /INTERSHOP/demo, on the API's own origin only
// and behind its login (back-office-login.ts; app.ts registers it only when it has a password):
// GET outbox lists every mail the shop wrote, newest first, with the storefront's links clickable,
// so a demo needs no mail server; GET customers lists the customers waiting for approval (Approve
// enqueues the approval mail in the approval's transaction) and every user ("Send personal data
// request" creates a request and enqueues its mail in one transaction; a pending request can be
// cancelled). Its forms post to itself and answer 303 back to the list; a request without the login
// is 401, a post from anywhere but its own pages 403 (back-office-page.ts). GET quote-requests
// answers the buyers' quote requests (quote-back-office.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { CustomerStore } from '../customer/customer-store';
import { PERSONAL_DATA_REQUEST_LIFETIME_MS, type PersonalDataRequests } from '../customer/requests/personal-data-requests';
import type { UserStore } from '../customer/user-store';
import type { Db } from '../db/open-database';
import { NoQuery, Text } from '../http/schemas';
import { customerApprovedMail, personalDataRequestMail } from '../mail/mail-texts';
import type { Outbox, OutboxMail } from '../mail/outbox';
import { loginLink, personalDataRequestLink } from '../mail/storefront-links';
import type { BackOfficeDirectory } from './back-office-directory';
import { isLoggedIn } from './back-office-login';
import { type QuoteBackOfficeStores, registerQuoteBackOffice } from './quote-back-office';
import { DEMO_PATH, escapeHtml, isSameOriginPost, sendBackOfficePage, sendLoginRequired, textWithLinks } from './back-office-page';

export interface BackOfficeStores extends QuoteBackOfficeStores {
  directory: BackOfficeDirectory;
  customers: CustomerStore;
  users: UserStore;
  personalDataRequests: PersonalDataRequests;
  outbox: Outbox;
  /** The storefront's public URL without a trailing slash. */
  storefrontUrl: string;
  /** The login's password (user `demo`). */
  password: string;
}

/** Mails shown on the outbox page. */
const OUTBOX_PAGE_SIZE = 200;
const CUSTOMERS_PAGE = `${DEMO_PATH}/customers`;

const CustomerParams = Type.Object({ customerId: Text });
const UserParams = Type.Object({ userId: Text });
const RequestParams = Type.Object({ requestId: Text });
/** The forms post no fields. */
const EmptyForm = Type.Union([Type.Object({}), Type.Null()]);

function deliveryState(mail: OutboxMail): string {
  if (mail.sentAt) return `sent ${escapeHtml(mail.sentAt)}`;
  const error = mail.lastError ? `; last error: ${escapeHtml(mail.lastError)}` : '';
  if (mail.nextAttemptAt === null) return `<span class="failed">given up after ${mail.attempts} attempts${error}</span>`;
  return mail.attempts === 0 ? 'waiting for delivery' : `<span class="failed">${mail.attempts} failed attempts, next ${escapeHtml(mail.nextAttemptAt)}${error}</span>`;
}

function postButton(action: string, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`;
}

const seeOther = (reply: FastifyReply) => reply.status(303).header('cache-control', 'no-store').header('location', CUSTOMERS_PAGE).send();

export function registerBackOfficeRoutes(app: FastifyInstance, db: Db, stores: BackOfficeStores): void {
  const { directory, customers, users, personalDataRequests, outbox, storefrontUrl, password } = stores;

  /** Approves a pending customer and mails its active users, in one transaction. */
  const approve = db.transaction((customerId: string): 'approved' | 'unknown' | 'not-pending' => {
    const customer = customers.findById(customerId);
    if (!customer) return 'unknown';
    if (customer.approvalStatus !== 'PENDING') return 'not-pending';
    customers.approveCustomer(customer.id);
    for (const user of users.listByCustomer(customer.id).filter(user => user.active)) {
      outbox.enqueue(customerApprovedMail(user, loginLink(storefrontUrl, user.preferredLanguage)));
    }
    return 'approved';
  });

  /** Creates a personal data request of the user and mails its link, in one transaction. */
  const requestPersonalData = db.transaction((userId: string): boolean => {
    const user = users.findById(userId);
    if (!user) return false;
    const { request, hash } = personalDataRequests.create(user.id);
    const link = personalDataRequestLink(storefrontUrl, request.id, hash, user.preferredLanguage);
    outbox.enqueue(personalDataRequestMail(user, link, PERSONAL_DATA_REQUEST_LIFETIME_MS / (24 * 60 * 60 * 1000)));
    return true;
  });

  function outboxPage(): string {
    const mails = outbox.newest(OUTBOX_PAGE_SIZE);
    if (mails.length === 0) return '<p>No mails yet.</p>';
    return mails
      .map(
        mail =>
          `<article class="mail" aria-label="${escapeHtml(`${mail.subject}, to ${mail.to}`)}"><strong>${escapeHtml(mail.subject)}</strong><br>to ${escapeHtml(mail.to)}, written ${escapeHtml(mail.createdAt)}, ` +
          `${deliveryState(mail)}<pre>${textWithLinks(mail.text, storefrontUrl)}</pre></article>`,
      )
      .join('');
  }

  function customersPage(): string {
    const pending = directory.pendingCustomers();
    const pendingRows = pending.map(
      customer =>
        `<tr><td>${escapeHtml(customer.customerNo)}</td><td>${escapeHtml(customer.type)}</td><td>${escapeHtml(customer.companyName ?? '')}</td>` +
        `<td>${escapeHtml(customer.logins)}</td><td>${escapeHtml(customer.createdAt)}</td>` +
        `<td>${postButton(`${DEMO_PATH}/customers/${encodeURIComponent(customer.id)}/approval`, 'Approve')}</td></tr>`,
    );
    const userRows = directory.users().map(user => {
      const requests = personalDataRequests
        .ofUser(user.id)
        .map(
          request =>
            `${escapeHtml(request.state)} (${escapeHtml(request.createdAt)})` +
            (request.state === 'PENDING' ? ` ${postButton(`${DEMO_PATH}/personal-data-requests/${encodeURIComponent(request.id)}/cancellation`, 'Cancel')}` : ''),
        )
        .join('<br>');
      return (
        `<tr><td>${escapeHtml(user.login)}</td><td>${escapeHtml(`${user.firstName} ${user.lastName}`)}</td>` +
        `<td>${escapeHtml(user.customerNo)} (${escapeHtml(user.customerType)}, ${escapeHtml(user.approvalStatus)})</td>` +
        `<td>${user.active ? 'active' : 'inactive'}</td><td>${requests}</td>` +
        `<td>${postButton(`${DEMO_PATH}/users/${encodeURIComponent(user.id)}/personal-data-requests`, 'Send personal data request')}</td></tr>`
      );
    });
    return (
      '<h2>Waiting for approval</h2>' +
      (pendingRows.length === 0
        ? '<p>No customer is waiting for approval.</p>'
        : `<table><tr><th>Customer</th><th>Type</th><th>Company</th><th>Users</th><th>Registered</th><th></th></tr>${pendingRows.join('')}</table>`) +
      '<h2>Users</h2>' +
      `<table><tr><th>Login</th><th>Name</th><th>Customer</th><th>State</th><th>Personal data requests</th><th></th></tr>${userRows.join('')}</table>`
    );
  }

  // encapsulated: only the back office takes form posts
  app.register(async backOffice => {
    backOffice.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    backOffice.addHook('onRequest', async (request, reply) => {
      if (!isLoggedIn(request, password)) return sendLoginRequired(reply);
      if (request.method === 'POST' && !isSameOriginPost(request)) {
        return sendBackOfficePage(reply, 403, 'Refused', '<p>This form can only be sent from the back office itself.</p>');
      }
    });
    const typed = backOffice.withTypeProvider<TypeBoxTypeProvider>();

    typed.get(`${DEMO_PATH}/outbox`, { schema: { querystring: NoQuery } }, async (_request, reply) =>
      sendBackOfficePage(reply, 200, 'Outbox', outboxPage()),
    );

    typed.get(CUSTOMERS_PAGE, { schema: { querystring: NoQuery } }, async (_request, reply) =>
      sendBackOfficePage(reply, 200, 'Customers', customersPage()),
    );

    typed.post(`${DEMO_PATH}/customers/:customerId/approval`, { schema: { params: CustomerParams, body: EmptyForm } }, async (request, reply) => {
      const outcome = approve(request.params.customerId);
      if (outcome === 'unknown') return sendBackOfficePage(reply, 404, 'Not found', '<p>There is no such customer.</p>');
      if (outcome === 'not-pending') return sendBackOfficePage(reply, 409, 'Not waiting', '<p>This customer is not waiting for approval.</p>');
      return seeOther(reply);
    });

    typed.post(`${DEMO_PATH}/users/:userId/personal-data-requests`, { schema: { params: UserParams, body: EmptyForm } }, async (request, reply) => {
      if (!requestPersonalData(request.params.userId)) return sendBackOfficePage(reply, 404, 'Not found', '<p>There is no such user.</p>');
      return seeOther(reply);
    });

    typed.post(`${DEMO_PATH}/personal-data-requests/:requestId/cancellation`, { schema: { params: RequestParams, body: EmptyForm } }, async (request, reply) => {
      if (!personalDataRequests.cancel(request.params.requestId)) {
        return sendBackOfficePage(reply, 404, 'Not found', '<p>There is no pending personal data request with this id.</p>');
      }
      return seeOther(reply);
    });

    registerQuoteBackOffice(backOffice, db, stores);
  });
}
