// The texts of the shop's mails, in English and German: a user gets them in the language of their
// preferred locale (de_DE → German), English for every other one.
import type { Mail } from './outbox';

const SHOP = 'inSPIRED';

export interface MailRecipient {
  email: string;
  firstName: string;
  lastName: string;
  preferredLanguage: string;
}

type Language = 'en' | 'de';

function languageOf(recipient: MailRecipient): Language {
  return recipient.preferredLanguage.split(/[_-]/)[0] === 'de' ? 'de' : 'en';
}

function minutesText(language: Language, minutes: number): string {
  return language === 'de' ? `${minutes} Minuten` : `${minutes} minutes`;
}

function daysText(language: Language, days: number): string {
  return language === 'de' ? `${days} Tage` : `${days} days`;
}

function greeting(language: Language, recipient: MailRecipient): string {
  const name = `${recipient.firstName} ${recipient.lastName}`.trim();
  return language === 'de' ? `Hallo ${name},` : `Dear ${name},`;
}

function signature(language: Language): string {
  return language === 'de' ? `Ihr ${SHOP}-Team` : `Your ${SHOP} team`;
}

export function passwordReminderMail(recipient: MailRecipient, link: string, validMinutes: number): Mail {
  const language = languageOf(recipient);
  const lines =
    language === 'de'
      ? [
          greeting(language, recipient),
          '',
          'Sie haben ein neues Passwort für Ihr Konto angefordert. Über diesen Link legen Sie es fest:',
          '',
          link,
          '',
          `Der Link ist ${minutesText(language, validMinutes)} gültig und kann einmal verwendet werden.`,
          'Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
        ]
      : [
          greeting(language, recipient),
          '',
          'You asked for a new password for your account. Set it with this link:',
          '',
          link,
          '',
          `The link is valid for ${minutesText(language, validMinutes)} and works once.`,
          'If you did not ask for a new password, ignore this e-mail; your password stays as it is.',
        ];
  return {
    to: recipient.email,
    subject: language === 'de' ? `${SHOP}: Ihr neues Passwort` : `${SHOP}: your new password`,
    text: [...lines, '', signature(language)].join('\n'),
  };
}

export function customerApprovedMail(recipient: MailRecipient, loginLink: string): Mail {
  const language = languageOf(recipient);
  const lines =
    language === 'de'
      ? [greeting(language, recipient), '', 'Ihr Kundenkonto ist freigegeben. Sie können sich jetzt anmelden:', '', loginLink]
      : [greeting(language, recipient), '', 'Your customer account has been approved. You can log in now:', '', loginLink];
  return {
    to: recipient.email,
    subject: language === 'de' ? `${SHOP}: Ihr Kundenkonto ist freigegeben` : `${SHOP}: your customer account is approved`,
    text: [...lines, '', signature(language)].join('\n'),
  };
}

/** The seller answered a quote request: an offer to look at, or a rejection. */
export function quoteAnsweredMail(recipient: MailRecipient, number: string, rejected: boolean, link: string): Mail {
  const language = languageOf(recipient);
  const lines =
    language === 'de'
      ? [
          greeting(language, recipient),
          '',
          rejected
            ? `Ihre Preisanfrage ${number} können wir leider nicht anbieten. Die Begründung finden Sie hier:`
            : `Für Ihre Preisanfrage ${number} liegt unser Preisangebot bereit:`,
          '',
          link,
        ]
      : [
          greeting(language, recipient),
          '',
          rejected ? `We are sorry: we cannot make an offer for your quote request ${number}. See why here:` : `Our quote for your quote request ${number} is ready:`,
          '',
          link,
        ];
  return {
    to: recipient.email,
    subject: language === 'de' ? `${SHOP}: Antwort auf Ihre Preisanfrage ${number}` : `${SHOP}: answer to your quote request ${number}`,
    text: [...lines, '', signature(language)].join('\n'),
  };
}

export function personalDataRequestMail(recipient: MailRecipient, link: string, validDays: number): Mail {
  const language = languageOf(recipient);
  const lines =
    language === 'de'
      ? [
          greeting(language, recipient),
          '',
          'wir haben eine Anfrage zu Ihren personenbezogenen Daten erhalten. Bitte bestätigen Sie sie über diesen Link:',
          '',
          link,
          '',
          `Der Link ist ${daysText(language, validDays)} gültig. Wenn die Anfrage nicht von Ihnen stammt, ignorieren Sie diese E-Mail.`,
        ]
      : [
          greeting(language, recipient),
          '',
          'We received a request concerning your personal data. Please confirm it with this link:',
          '',
          link,
          '',
          `The link is valid for ${daysText(language, validDays)}. If you did not make this request, ignore this e-mail.`,
        ];
  return {
    to: recipient.email,
    subject: language === 'de' ? `${SHOP}: Bitte bestätigen Sie Ihre Datenanfrage` : `${SHOP}: please confirm your personal data request`,
    text: [...lines, '', signature(language)].join('\n'),
  };
}

/** To the address a user had before the change: whoever holds the account now, its owner hears of it. */
export function emailChangedMail(previous: MailRecipient, newEmail: string): Mail {
  const language = languageOf(previous);
  const lines =
    language === 'de'
      ? [
          greeting(language, previous),
          '',
          `Die E-Mail-Adresse Ihres Kontos wurde in ${newEmail} geändert. An diese Adresse senden wir keine Nachrichten mehr.`,
          'Wenn Sie das nicht selbst waren, wenden Sie sich bitte umgehend an uns.',
        ]
      : [
          greeting(language, previous),
          '',
          `The e-mail address of your account was changed to ${newEmail}. We will send no more messages to this address.`,
          'If this was not you, please contact us at once.',
        ];
  return {
    to: previous.email,
    subject: language === 'de' ? `${SHOP}: Ihre E-Mail-Adresse wurde geändert` : `${SHOP}: your e-mail address was changed`,
    text: [...lines, '', signature(language)].join('\n'),
  };
}

export function passwordChangedMail(recipient: MailRecipient): Mail {
  const language = languageOf(recipient);
  const lines =
    language === 'de'
      ? [
          greeting(language, recipient),
          '',
          'Das Passwort Ihres Kontos wurde geändert; Anmeldungen auf anderen Geräten wurden beendet.',
          'Wenn Sie das nicht selbst waren, setzen Sie Ihr Passwort über „Passwort vergessen?“ zurück und wenden Sie sich an uns.',
        ]
      : [
          greeting(language, recipient),
          '',
          'The password of your account was changed; logins on other devices were ended.',
          'If this was not you, reset your password through "Forgot your password?" and contact us.',
        ];
  return {
    to: recipient.email,
    subject: language === 'de' ? `${SHOP}: Ihr Passwort wurde geändert` : `${SHOP}: your password was changed`,
    text: [...lines, '', signature(language)].join('\n'),
  };
}
