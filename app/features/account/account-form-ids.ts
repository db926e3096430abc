// The ids of the account area's forms, free of zod: pages name their forms without loading schemas.
export const LOGIN_FORM_ID = 'login';
export const LOGOUT_FORM_ID = 'logout';
export const REGISTER_FORM_ID = 'register';
export const PROFILE_FORM_ID = 'profile';
export const EMAIL_FORM_ID = 'email';
export const PASSWORD_FORM_ID = 'password';

/** ICM's default password rule (the PWA's SpecialValidators.password): 7 or more characters, letters and digits, no spaces. */
export const PASSWORD_RULE = /^(?=\S*[a-zA-Z])(?=\S*\d)\S{7,256}$/;

/** Messages the login page shows when another page sends the shopper there (`?messageKey=`). */
export const LOGIN_PAGE_MESSAGES: Readonly<Record<string, string>> = {
  session_timeout: 'account.login.session_timeout.message',
};
