// The ids of organization management's forms and the query parameter of a deletion waiting for its
// confirmation, free of zod: pages name their forms without loading schemas.
export const USER_CREATE_FORM_ID = 'organization-user-create';
export const USER_PROFILE_FORM_ID = 'organization-user-profile';
export const USER_ROLES_FORM_ID = 'organization-user-roles';
export const USER_BUDGET_FORM_ID = 'organization-user-budget';
export const USER_DELETE_FORM_ID = 'organization-user-delete';
export const COMPANY_FORM_ID = 'organization-company';
export const COMPANY_SETTINGS_FORM_ID = 'organization-company-settings';
export const CONFIRM_DELETE_PARAM = 'delete';
