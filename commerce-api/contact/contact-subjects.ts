// The subjects a shopper picks on the contact form (GET contact), in the five languages of the shop.
// A request names its subject by the text shown (as the PWA posts it), in any of the languages.
import { type LocalizedText, textIn } from '../reference/locales';

const SUBJECTS: readonly LocalizedText[] = [
  { en_US: 'General question', de_DE: 'Allgemeine Frage', fr_FR: 'Question générale', pl_PL: 'Pytanie ogólne', ro_RO: 'Întrebare generală' },
  { en_US: 'Order status', de_DE: 'Bestellstatus', fr_FR: 'Statut de la commande', pl_PL: 'Status zamówienia', ro_RO: 'Starea comenzii' },
  { en_US: 'Returns and refunds', de_DE: 'Rücksendung und Erstattung', fr_FR: 'Retours et remboursements', pl_PL: 'Zwroty i refundacje', ro_RO: 'Retururi și rambursări' },
  { en_US: 'Product information', de_DE: 'Produktinformation', fr_FR: 'Informations sur un produit', pl_PL: 'Informacje o produkcie', ro_RO: 'Informații despre produs' },
  { en_US: 'Technical support', de_DE: 'Technischer Support', fr_FR: 'Assistance technique', pl_PL: 'Wsparcie techniczne', ro_RO: 'Asistență tehnică' },
  { en_US: 'Feedback', de_DE: 'Feedback', fr_FR: 'Avis et suggestions', pl_PL: 'Opinie i sugestie', ro_RO: 'Păreri și sugestii' },
];

/** The subjects' texts in the locale, in their order. */
export const contactSubjects = (locale: string): string[] => SUBJECTS.map(subject => textIn(subject, locale));

/** The subject's English text (the shop's mails are read by its staff), or undefined for no subject of the list. */
export function knownSubject(text: string): string | undefined {
  const subject = SUBJECTS.find(each => Object.values(each).includes(text));
  return subject && textIn(subject, 'en_US');
}
