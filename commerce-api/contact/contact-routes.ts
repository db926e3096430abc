// Contact us (feature contactUs; the PWA's ContactService): GET contact lists the subjects; POST
// contact sends the shopper's message — name, email, subject (one of the list) and comment required,
// phone and order number optional; the PWA's `captcha` and `captchaAction` fields are accepted and
// ignored, the captcha comes in the Authorization header and is checked as the other forms' (form
// `contactUs`, CAPTCHA_FOR). The message becomes one mail in the outbox to the shop's service address
// (ContactFormUserServiceEmailFrom), with the sender's login when a user's token comes along.
// One client address sends at most a few messages in a while (mail/message-throttle.ts), then 429.
// Answers 204; a field missing, too long or unknown (the subject) is 400 naming it, as is a text with
// control characters (the comment may hold line breaks).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';

import type { CaptchaCheck } from '../customer/captcha/captcha-verifier';
import type { Principals } from '../customer/principal';
import { InvalidAttributeError } from '../http/icm-errors';
import { NoQuery } from '../http/schemas';
import { refuseUnsafeTexts } from '../http/text-fields';
import type { MessageThrottle } from '../mail/message-throttle';
import type { Outbox } from '../mail/outbox';
import { contactSubjects, knownSubject } from './contact-subjects';

export interface ContactStores {
  principals: Principals;
  outbox: Outbox;
  messageThrottle: MessageThrottle;
  captcha: CaptchaCheck;
  settings: { serviceEmail: () => string };
}

/** The PWA's contact form allows 30000 characters in the comment. */
export const MAX_CONTACT_COMMENT_LENGTH = 30_000;
const Field = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const ContactBody = Type.Object({
  name: Field(200),
  email: Field(256),
  phone: Field(50),
  order: Field(100),
  subject: Field(200),
  comment: Field(MAX_CONTACT_COMMENT_LENGTH),
  type: Field(100),
  captcha: Field(4096),
  captchaAction: Field(100),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REQUIRED = ['name', 'email', 'subject', 'comment'] as const;

export function registerContactRoutes(app: FastifyInstance, stores: ContactStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  /** The user behind the request's token, when it is a user's. */
  const senderOf = (request: FastifyRequest) => {
    const token = request.icm.authenticationToken;
    return token ? stores.principals.ofToken(token) : undefined;
  };

  typed.get('/contact', { schema: { querystring: NoQuery } }, async request => ({
    elements: contactSubjects(request.icm.locale).map(subject => ({ type: 'ContactSubject', subject })),
  }));

  typed.post('/contact', { schema: { body: ContactBody } }, async (request, reply) => {
    await stores.captcha.check(request, 'contactUs');
    const body = request.body;
    // line breaks belong in a comment; every other control character is refused, there as elsewhere
    refuseUnsafeTexts({ ...body, comment: body.comment?.replace(/\r\n|[\r\n\t]/g, ' ') }, request.icm.locale);
    const missing = REQUIRED.filter(field => !body[field]?.trim());
    if (missing.length > 0) {
      throw new InvalidAttributeError(missing.join(','), 'contact.attributes.missing.error', `The following attributes are missing: ${missing.join(',')}`);
    }
    if (!EMAIL.test(body.email!.trim())) throw new InvalidAttributeError('email', 'contact.email.invalid.error', 'The e-mail address is invalid.');
    const subject = knownSubject(body.subject!.trim());
    if (!subject) throw new InvalidAttributeError('subject', 'contact.subject.invalid.error', 'The subject is not one of the contact subjects.');

    const sender = senderOf(request);
    stores.messageThrottle.take({ address: request.ip, login: sender?.login });
    const name = body.name!.trim();
    const lines = [
      `Subject: ${subject}`,
      `Name: ${name}`,
      `E-mail: ${body.email!.trim()}`,
      ...(body.phone?.trim() ? [`Phone: ${body.phone.trim()}`] : []),
      ...(body.order?.trim() ? [`Order: ${body.order.trim()}`] : []),
      ...(sender ? [`Shop user: ${sender.login} (customer ${sender.customerNo})`] : []),
      '',
      body.comment!.trim(),
    ];
    stores.outbox.enqueue({ to: stores.settings.serviceEmail(), subject: `inSPIRED: ${subject} from ${name}`, text: lines.join('\n') });
    return reply.status(204).send();
  });
}
