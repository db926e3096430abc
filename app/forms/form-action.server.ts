// The one pattern of every form action (Hydrogen's cart route does it the same way): read the form,
// dispatch on its intent, parse the fields with the form's zod schema, then answer
//  - invalid input: the form's reply with field errors and status 422 (the page renders again with
//    what the shopper typed and the messages next to the fields, with and without JavaScript);
//  - success without JavaScript: one-time messages in the session and a 303 redirect, so a reload
//    does not post again;
//  - success with JavaScript (a fetcher): the reply as data, and the page's loaders revalidate.
import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { z } from 'zod';
import { pagePath } from '~/http/page-path';
import type { ShopContext } from '~/http/shop-context.server';
import { flashMessages } from './flash.server';
import { ENHANCED_FIELD, INTENT_FIELD, type FormReply, type ShopMessage } from './form-reply';

/** The posted form; a body that is not a form is a bad request. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
}

export type IntentHandlers = Record<string, (form: FormData) => Promise<Response | ReturnType<typeof data>>>;

/** Runs the handler named by the form's intent; an unknown intent is a bad request. */
export function dispatchIntent(form: FormData, handlers: IntentHandlers) {
  const intent = form.get(INTENT_FIELD);
  const handler = typeof intent === 'string' && Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) throw data(null, { status: 400 });
  return handler(form);
}

export function parseForm<Schema extends z.ZodType>(form: FormData, schema: Schema) {
  return parseWithZod(form, { schema });
}

export type AnySubmission = Submission<unknown, string[], unknown>;

interface Rejection {
  status?: number;
  /** Messages above the form. */
  messages?: ShopMessage[];
  /** Errors the server found beyond the schema's (a product's own quantity rules), by field. */
  fieldErrors?: Record<string, string[]>;
  /** Fields whose typed value must not come back to the page (passwords). */
  hideFields?: string[];
}

/** Invalid input: the form's field errors (and optional messages above the form), nothing changed. */
export function rejected(formId: string, submission: AnySubmission, options: Rejection = {}) {
  const result = submission.reply({ fieldErrors: options.fieldErrors, hideFields: options.hideFields });
  const reply: FormReply = { formId, result, messages: options.messages ?? [] };
  return data(reply, { status: options.status ?? 422 });
}

/**
 * The backend refused a valid form: the message goes above the form (its fields keep what was
 * typed). Status 422 unless given (409 for a conflict, 404 for something gone).
 */
export function refused(formId: string, submission: AnySubmission, message: ShopMessage | readonly ShopMessage[], status = 422, hideFields?: string[]) {
  const messages = Array.isArray(message) ? [...message] : [message as ShopMessage];
  const reply: FormReply = { formId, result: submission.reply({ formErrors: messages.map((each) => each.key), hideFields }), messages };
  return data(reply, { status });
}

/** A refusal with the backend's Retry-After (a throttled password check), when the backend gave one. */
export function withRetryAfter(answer: ReturnType<typeof refused>, retryAfter: string | undefined) {
  return retryAfter ? data(answer.data, { ...answer.init, headers: { 'Retry-After': retryAfter } }) : answer;
}

export interface Success {
  formId: string;
  submission?: AnySubmission;
  messages?: ShopMessage[];
  /** Where a post without JavaScript goes next; default: the page it came from (the posted URL). */
  redirectTo?: string;
  /** Empty the form's fields after success (e.g. a promotion code field). */
  resetForm?: boolean;
}

/** Success: data for a fetcher, or flashed messages and a 303 redirect for a plain form post. */
export function succeeded(request: Request, shop: ShopContext, form: FormData, success: Success) {
  const messages = success.messages ?? [];
  if (form.get(ENHANCED_FIELD) === '1') {
    const reply: FormReply = {
      formId: success.formId,
      result: success.submission?.reply({ resetForm: success.resetForm }),
      messages,
    };
    return data(reply);
  }
  flashMessages(shop.session, messages);
  return redirect(success.redirectTo ?? pagePath(request), 303);
}
