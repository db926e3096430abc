// The mail a registration writes: a welcome with the login link, or, for a customer that needs the
// shop's approval first, the notice that the account waits for it. German for de_* users, else English.
import type { Mail } from '../mail/outbox';
import type { UserProfile } from './user-store';

const SHOP = 'inSPIRED';

export function registrationMail(user: UserProfile, login: string, pendingApproval: boolean, loginLink: string): Mail {
  const german = user.preferredLanguage.startsWith('de');
  const name = `${user.firstName} ${user.lastName}`;
  const lines = german
    ? [
        `Hallo ${name},`,
        '',
        pendingApproval
          ? 'vielen Dank für Ihre Registrierung. Ihr Kundenkonto wird geprüft; sobald es freigegeben ist, erhalten Sie eine weitere E-Mail.'
          : 'vielen Dank für Ihre Registrierung. Sie können sich jetzt anmelden:',
        ...(pendingApproval ? [] : ['', loginLink]),
        '',
        `Ihr Benutzername: ${login}`,
        '',
        `Ihr ${SHOP}-Team`,
      ]
    : [
        `Dear ${name},`,
        '',
        pendingApproval
          ? 'thank you for registering. Your customer account is being reviewed; you will get another e-mail once it is approved.'
          : 'thank you for registering. You can log in now:',
        ...(pendingApproval ? [] : ['', loginLink]),
        '',
        `Your login: ${login}`,
        '',
        `Your ${SHOP} team`,
      ];
  const subject = german
    ? pendingApproval
      ? `${SHOP}: Ihre Registrierung wird geprüft`
      : `${SHOP}: Willkommen`
    : pendingApproval
      ? `${SHOP}: your registration is being reviewed`
      : `${SHOP}: welcome`;
  return { to: user.email, subject, text: lines.join('\n') };
}
