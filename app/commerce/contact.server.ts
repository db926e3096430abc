// Contact us (the PWA's ContactService): `GET contact` gives the subjects a shopper picks from, `POST
// contact` sends the message, with the form's captcha when ICM wants one (`captcha.contactUs`).
import { z } from 'zod';

import type { RequestOptions, Transport } from './icm-transport.server';
import { lenientString } from './models/lenient-scalars';

/** The contact form's fields (business-and-integration §3, the PWA's Contact model). */
export interface ContactRequest {
  name: string;
  email: string;
  phone?: string;
  order?: string;
  subject: string;
  comment: string;
}

const subjectsDataSchema = z.looseObject({ elements: z.array(z.looseObject({ subject: lenientString.optional() })).nullish() });
const anyAnswer = z.unknown();

export function createContactResource(t: Transport) {
  return {
    /** The subjects' texts, in the request's language. */
    async subjects(): Promise<string[]> {
      const data = await t.request('contact', { cacheable: true, schema: subjectsDataSchema });
      return (data.elements ?? []).flatMap((element) => (element.subject ? [element.subject] : []));
    },
    async send(request: ContactRequest, options: { captcha?: RequestOptions<unknown>['captcha']; clientAddress?: string } = {}): Promise<void> {
      // the API limits the messages per client address: it must see the shopper's, not ours
      const headers = options.clientAddress ? { 'X-Forwarded-For': options.clientAddress } : undefined;
      await t.request('contact', { method: 'POST', body: request, captcha: options.captcha, headers, schema: anyAnswer });
    },
  };
}

export type ContactResource = ReturnType<typeof createContactResource>;
