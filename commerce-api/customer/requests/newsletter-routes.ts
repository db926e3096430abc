// The logged-in user's newsletter subscription: GET subscriptions/{email} (404 when not subscribed,
// which the PWA reads as "not subscribed"), POST subscriptions {name: 'Newsletter', type:
// 'Subscription', active, recipient}, DELETE subscriptions/{email}. A user reads and changes only
// the subscription of their own e-mail address; any other address is 403, whether or not it is
// subscribed, so nobody learns another address's state. The PWA encodes the address in the path
// twice (its encodeResourceID, for ICM before 12); once is understood too.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { IcmError, badRequest, notFound } from '../../http/icm-errors';
import type { Principals } from '../principal';
import type { UserStore } from '../user-store';
import { NEWSLETTER, type NewsletterSubscriptions } from './newsletter-subscriptions';

export interface NewsletterRouteStores {
  principals: Principals;
  users: UserStore;
  subscriptions: NewsletterSubscriptions;
}

const Email = Type.String({ minLength: 1, maxLength: 256 });
const SubscriptionParams = Type.Object({ email: Type.String({ minLength: 1, maxLength: 1000 }) });
const SubscriptionBody = Type.Object({
  name: Type.String({ maxLength: 100 }),
  type: Type.Optional(Type.String({ maxLength: 100 })),
  active: Type.Optional(Type.Boolean()),
  recipient: Email,
});

function subscriptionDocument(email: string, active: boolean) {
  return { name: NEWSLETTER, type: 'Subscription', active, recipient: email };
}

/** The path's address: decoded once more when the client encoded it twice. */
function addressOf(parameter: string): string {
  if (!parameter.includes('%')) return parameter;
  try {
    return decodeURIComponent(parameter);
  } catch {
    throw badRequest('rest.parameter.invalid.error', 'The e-mail address in the path is malformed.');
  }
}

const notSubscribed = () => notFound('subscription.not_found.error', 'There is no newsletter subscription for this address.');

export function registerNewsletterRoutes(app: FastifyInstance, stores: NewsletterRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { subscriptions } = stores;

  /** The logged-in user's own address, if `email` is it; otherwise 403. */
  function ownAddress(request: FastifyRequest, email: string): string {
    const user = stores.users.findById(stores.principals.of(request).userId);
    if (!user || user.email.toLowerCase() !== email.trim().toLowerCase()) {
      throw new IcmError(403, 'subscription.access.denied.error', 'Only the subscription of your own e-mail address is accessible.');
    }
    return user.email;
  }

  typed.get('/subscriptions/:email', { schema: { params: SubscriptionParams } }, async request => {
    const email = ownAddress(request, addressOf(request.params.email));
    if (!subscriptions.find(email)?.active) throw notSubscribed();
    return subscriptionDocument(email, true);
  });

  typed.post('/subscriptions', { schema: { body: SubscriptionBody } }, async (request, reply) => {
    const email = ownAddress(request, request.body.recipient);
    if (request.body.name !== NEWSLETTER) {
      throw new IcmError(422, 'subscription.creation.failed', 'The subscription could not be created.', [
        { code: 'subscription.name.unknown.error', message: `Unknown subscription list: only '${NEWSLETTER}' is offered.`, paths: ['/name'] },
      ]);
    }
    const active = request.body.active ?? true;
    subscriptions.set(email, active);
    return reply.status(201).send(subscriptionDocument(email, active));
  });

  typed.delete('/subscriptions/:email', { schema: { params: SubscriptionParams } }, async (request, reply) => {
    const email = ownAddress(request, addressOf(request.params.email));
    if (!subscriptions.find(email)?.active) throw notSubscribed();
    subscriptions.set(email, false);
    return reply.status(204).send();
  });
}
