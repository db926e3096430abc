// The id of the /register/sso form, free of zod: the page names its form without loading the schema.
export const SSO_REGISTER_FORM_ID = 'sso-register';
