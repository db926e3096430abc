// The mail a company user gets when an account admin creates them: who created the account, the
// login, and the link (a password reminder's) to set their password. German for de_* users, else English.
import type { MailRecipient } from '../../mail/mail-texts';
import type { Mail } from '../../mail/outbox';

const SHOP = 'inSPIRED';

export function userInvitationMail(recipient: MailRecipient, invitation: { login: string; companyName: string; link: string; validMinutes: number }): Mail {
  const german = recipient.preferredLanguage.startsWith('de');
  const name = `${recipient.firstName} ${recipient.lastName}`;
  const lines = german
    ? [
        `Hallo ${name},`,
        '',
        `für Sie wurde ein Benutzerkonto der Firma ${invitation.companyName} angelegt. Über diesen Link legen Sie Ihr Passwort fest:`,
        '',
        invitation.link,
        '',
        `Der Link ist ${invitation.validMinutes} Minuten gültig. Danach fordern Sie unter „Passwort vergessen?“ einen neuen an.`,
        '',
        `Ihr Benutzername: ${invitation.login}`,
        '',
        `Ihr ${SHOP}-Team`,
      ]
    : [
        `Dear ${name},`,
        '',
        `a user account of ${invitation.companyName} was created for you. Set your password with this link:`,
        '',
        invitation.link,
        '',
        `The link is valid for ${invitation.validMinutes} minutes. After that, ask for a new one with "Forgot password?".`,
        '',
        `Your login: ${invitation.login}`,
        '',
        `Your ${SHOP} team`,
      ];
  return { to: recipient.email, subject: german ? `${SHOP}: Ihr neues Benutzerkonto` : `${SHOP}: your new user account`, text: lines.join('\n') };
}
