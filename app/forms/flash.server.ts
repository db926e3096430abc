// One-time messages for the page after a redirect (the no-JavaScript path of a successful post):
// kept in the session until the next page shows them.
//
// The messages a request brings are taken from the session when it starts (IncomingFlash), not when
// the page's loaders run: loaders run side by side, and one of them may flash messages for the next
// page (a redirect) while the root loader reads this page's. A request that shows no page (a resource
// route, a fetcher's action) leaves the messages it brought for the next one.
import type { ShopSession } from '~/http/session.server';
import type { ShopMessage } from './form-reply';

const MAX_FLASH_MESSAGES = 5;

export function flashMessages(session: ShopSession, messages: ShopMessage[]): void {
  if (messages.length > 0) session.flash('messages', messages.slice(0, MAX_FLASH_MESSAGES));
}

export class IncomingFlash {
  readonly #messages: ShopMessage[];
  #shown = false;

  /** Takes the messages the request brought out of the session. */
  constructor(session: ShopSession) {
    this.#messages = session.get('messages') ?? [];
  }

  /** The messages for the page being rendered. */
  show(): ShopMessage[] {
    this.#shown = true;
    return this.#messages;
  }

  /** At the end of the request: messages no page showed go back, unless new ones were flashed. */
  keepUnshown(session: ShopSession): void {
    if (!this.#shown && this.#messages.length > 0 && !session.has('messages')) flashMessages(session, this.#messages);
  }
}
