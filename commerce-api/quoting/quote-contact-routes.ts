// The free-text quote request (feature freetextQuoting; business-and-integration §7.4): POST
// quotecontact with the form's fields — name, email and comment required; company, phone,
// productSKU and quantity optional; the PWA's `captcha` and `captchaAction` fields are accepted and
// ignored, the captcha itself comes in the Authorization header and is checked as the other forms'
// (form `quoteContact`, CAPTCHA_FOR). The request becomes one mail in the outbox to the shop's
// service address (ContactFormUserServiceEmailFrom), with the sender's login and company when a
// user's token comes along; one client address sends at most a few (mail/message-throttle.ts), then 429.
// Answers 204; a field missing or too long is 400 naming it, a text with control characters 400 (the
// comment may hold line breaks).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { CaptchaCheck } from '../customer/captcha/captcha-verifier';
import type { Principals } from '../customer/principal';
import { InvalidAttributeError } from '../http/icm-errors';
import { refuseUnsafeTexts } from '../http/text-fields';
import type { MessageThrottle } from '../mail/message-throttle';
import type { Outbox } from '../mail/outbox';

export interface QuoteContactStores {
  principals: Principals;
  outbox: Outbox;
  messageThrottle: MessageThrottle;
  captcha: CaptchaCheck;
  settings: { serviceEmail: () => string };
}

const MAX_COMMENT_LENGTH = 4000;
const Field = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const QuoteContactBody = Type.Object({
  name: Field(200),
  email: Field(256),
  company: Field(200),
  phone: Field(50),
  productSKU: Field(100),
  quantity: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000 }), Type.String({ maxLength: 20 })])),
  comment: Field(MAX_COMMENT_LENGTH),
  captcha: Field(4096),
  captchaAction: Field(100),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REQUIRED = ['name', 'email', 'comment'] as const;

export function registerQuoteContactRoutes(app: FastifyInstance, stores: QuoteContactStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  /** The user behind the request's token, when it is a user's. */
  const senderOf = (request: FastifyRequest) => {
    const token = request.icm.authenticationToken;
    return token ? stores.principals.ofToken(token) : undefined;
  };

  typed.post('/quotecontact', { schema: { body: QuoteContactBody } }, async (request, reply) => {
    await stores.captcha.check(request, 'quoteContact');
    const { locale } = request.icm;
    const body = request.body;
    // line breaks belong in a comment; every other control character is refused, there as elsewhere
    refuseUnsafeTexts({ ...body, comment: body.comment?.replace(/\r\n|[\r\n\t]/g, ' ') }, locale);
    const missing = REQUIRED.filter(field => !body[field]?.trim());
    if (missing.length > 0) {
      throw new InvalidAttributeError(missing.join(','), 'quotecontact.attributes.missing.error', `The following attributes are missing: ${missing.join(',')}`);
    }
    if (!EMAIL.test(body.email!.trim())) throw new InvalidAttributeError('email', 'quotecontact.email.invalid.error', 'The e-mail address is invalid.');

    const sender = senderOf(request);
    stores.messageThrottle.take({ address: request.ip, login: sender?.login });
    const lines = [
      `Name: ${body.name!.trim()}`,
      `E-mail: ${body.email!.trim()}`,
      ...(body.company?.trim() ? [`Company: ${body.company.trim()}`] : []),
      ...(body.phone?.trim() ? [`Phone: ${body.phone.trim()}`] : []),
      ...(sender ? [`Shop user: ${sender.login} (customer ${sender.customerNo})`] : []),
      ...(body.productSKU?.trim() ? [`Product: ${body.productSKU.trim()}${body.quantity === undefined ? '' : `, quantity ${String(body.quantity).trim()}`}`] : []),
      '',
      body.comment!.trim(),
    ];
    stores.outbox.enqueue({ to: stores.settings.serviceEmail(), subject: `inSPIRED: quote request from ${body.name!.trim()}`, text: lines.join('\n') });
    return reply.status(204).send();
  });
}
