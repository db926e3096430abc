// One-time messages for the page after a redirect (the no-JavaScript path of a successful post):
// kept in the session until the next page reads them.
import type { ShopSession } from '~/session.server';
import type { ShopMessage } from './form-reply';

const MAX_FLASH_MESSAGES = 5;

export function flashMessages(session: ShopSession, messages: ShopMessage[]): void {
  if (messages.length > 0) session.flash('messages', messages.slice(0, MAX_FLASH_MESSAGES));
}

/** The messages flashed for this page; reading them removes them from the session. */
export function takeFlashMessages(session: ShopSession): ShopMessage[] {
  return session.get('messages') ?? [];
}
