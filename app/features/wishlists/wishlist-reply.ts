// What the wishlist pages show of an action's answer to their form: its messages, and a refused
// field's message (the forms are small; one line above the form says what to fix).
import { replyFor, type ShopMessage } from '~/forms/form-reply';

export function replyMessages(formId: string, actionData: unknown): ShopMessage[] {
  const reply = replyFor(formId, actionData);
  if (!reply) return [];
  const fieldErrors = Object.values(reply.result?.error ?? {})
    .flatMap((errors) => errors ?? [])
    .map((key): ShopMessage => ({ type: 'error', key }));
  return reply.messages.length > 0 ? reply.messages : fieldErrors.slice(0, 1);
}
