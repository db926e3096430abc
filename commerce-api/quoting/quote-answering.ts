// The seller's answer reaching the buyer: the quote is stored and the buyer is mailed a link to it
// (the storefront's quote page), in one transaction with whatever made the answer. Used by the
// demo's automatic answer at submission (quote-routes.ts) and by the back office.
import type { UserStore } from '../customer/user-store';
import { quoteAnsweredMail } from '../mail/mail-texts';
import type { Outbox } from '../mail/outbox';
import { quoteLink } from '../mail/storefront-links';
import type { QuoteRecord, QuoteRequestRecord, QuoteStore, SellerAnswer } from './quote-store';

export interface QuoteAnsweringStores {
  quotes: QuoteStore;
  users: UserStore;
  outbox: Outbox;
  /** The storefront's public URL without a trailing slash. */
  storefrontUrl: string;
}

/** Stores the answer and mails the buyer; call it inside a transaction. */
export function answerQuoteRequest(stores: QuoteAnsweringStores, request: QuoteRequestRecord, answer: SellerAnswer, at: Date): QuoteRecord {
  const quote = stores.quotes.answer(request, answer, at);
  const buyer = stores.users.findById(request.userId);
  if (buyer) {
    const link = quoteLink(stores.storefrontUrl, quote.id, buyer.preferredLanguage);
    stores.outbox.enqueue(quoteAnsweredMail(buyer, quote.number, quote.rejected, link));
  }
  return quote;
}
