// What a form action answers, shared by server and browser. Messages are translation keys with
// their values, so the page renders them in its own language.
import type { SubmissionResult } from '@conform-to/react';

/** The form field that names what a posted form asks for (`add`, `update`, `remove`, …). */
export const INTENT_FIELD = 'intent';
/** Sent only by forms whose page has hydrated: such a post wants data back, not a redirect. */
export const ENHANCED_FIELD = '_enhanced';

export interface ShopMessage {
  type: 'success' | 'info' | 'warning' | 'error';
  key: string;
  values?: Record<string, string | number>;
  /** How long its toast stays, in ms, when not its type's default (toast-rules.ts); 0: until closed. */
  duration?: number;
}

/** An action's answer to one form: conform's result for its fields, and messages to show beside it. */
export interface FormReply {
  formId: string;
  result?: SubmissionResult<string[]>;
  messages: ShopMessage[];
}

/** The reply meant for the form `formId`, from an action's data that may answer another form. */
export function replyFor(formId: string, data: unknown): FormReply | undefined {
  const reply = data as FormReply | undefined;
  return reply && typeof reply === 'object' && reply.formId === formId ? reply : undefined;
}
