// The newsletter subscription of the logged-in user's e-mail address (spec §7 Newsletter):
// GET subscriptions/{email} (404: not subscribed), POST subscriptions, DELETE subscriptions/{email}.
import { z } from 'zod';

import { isCommerceError } from './errors';
import type { Transport } from './icm-transport.server';
import { lenientBoolean } from './models/lenient-scalars';

/** The only list the shop offers. */
export const NEWSLETTER = 'Newsletter';

const subscriptionDataSchema = z.looseObject({ active: lenientBoolean.optional() });
const anyAnswer = z.unknown();

function subscriptionPath(email: string): string {
  if (!email) throw new Error('a subscription call needs an e-mail address');
  return `subscriptions/${encodeURIComponent(email)}`;
}

export function createSubscriptionsResource(t: Transport) {
  return {
    /** Whether the address gets the newsletter: ICM answers 404 when it does not. */
    async newsletter(email: string): Promise<boolean> {
      try {
        const subscription = await t.request(subscriptionPath(email), { schema: subscriptionDataSchema });
        return subscription.active ?? true;
      } catch (error) {
        if (isCommerceError(error, 404)) return false;
        throw error;
      }
    },

    /** `POST subscriptions`: the address gets the newsletter from now on. */
    async subscribe(email: string): Promise<void> {
      if (!email) throw new Error('a subscription needs an e-mail address');
      await t.request('subscriptions', { method: 'POST', body: { name: NEWSLETTER, type: 'Subscription', active: true, recipient: email }, schema: anyAnswer });
    },

    /** `DELETE subscriptions/{email}`: no more newsletters. */
    async unsubscribe(email: string): Promise<void> {
      await t.request(subscriptionPath(email), { method: 'DELETE', schema: anyAnswer });
    },
  };
}

export type SubscriptionsResource = ReturnType<typeof createSubscriptionsResource>;
