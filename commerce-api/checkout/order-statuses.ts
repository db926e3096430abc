// The statuses of orders (ICM's `statusCode`) and their display texts (`status`) per locale. The API
// gives NEW (placed), PENDING (waiting for the payment provider) and CANCELLED (payment rolled back);
// INPROGRESS and COMPLETED are the further ICM statuses the storefront's order history filters by.
import { type LocalizedText, textIn } from '../reference/locales';

const ORDER_STATUS_TEXTS = {
  NEW: { en_US: 'New', de_DE: 'Neu', fr_FR: 'Nouvelle', pl_PL: 'Nowe', ro_RO: 'Nouă' },
  PENDING: { en_US: 'Pending', de_DE: 'Ausstehend', fr_FR: 'En attente', pl_PL: 'Oczekujące', ro_RO: 'În așteptare' },
  INPROGRESS: { en_US: 'In progress', de_DE: 'In Bearbeitung', fr_FR: 'En cours', pl_PL: 'W realizacji', ro_RO: 'În curs' },
  COMPLETED: { en_US: 'Completed', de_DE: 'Abgeschlossen', fr_FR: 'Terminée', pl_PL: 'Zrealizowane', ro_RO: 'Finalizată' },
  CANCELLED: { en_US: 'Cancelled', de_DE: 'Storniert', fr_FR: 'Annulée', pl_PL: 'Anulowane', ro_RO: 'Anulată' },
} satisfies Record<string, LocalizedText>;

export type OrderStatusCode = keyof typeof ORDER_STATUS_TEXTS;

function isOrderStatusCode(code: string): code is OrderStatusCode {
  return Object.hasOwn(ORDER_STATUS_TEXTS, code);
}

/** An order's `status` and `statusCode` as documents store them: the English text (reads localize it). */
export function statusFields(code: OrderStatusCode): { status: string; statusCode: OrderStatusCode } {
  return { status: ORDER_STATUS_TEXTS[code].en_US, statusCode: code };
}

/** The text of a stored status code in the locale; undefined for a code without texts. */
export function statusText(code: string, locale: string): string | undefined {
  return isOrderStatusCode(code) ? textIn(ORDER_STATUS_TEXTS[code], locale) : undefined;
}
