// The ids of punchout administration's forms and its query parameters, free of zod: pages name their
// forms without loading schemas.
export const PUNCHOUT_USER_CREATE_FORM_ID = 'punchout-user-create';
export const PUNCHOUT_USER_EDIT_FORM_ID = 'punchout-user-edit';
export const PUNCHOUT_USER_DELETE_FORM_ID = 'punchout-user-delete';
export const OCI_CONFIGURATION_FORM_ID = 'oci-configuration';
export const CXML_CONFIGURATION_FORM_ID = 'cxml-configuration';
export const PUNCHOUT_SETTINGS_FORM_ID = 'punchout-settings';
/** The standard a page is about (`?format=oci`), as the PWA names it. */
export const TYPE_PARAM = 'format';
/** A deletion waiting for its confirmation (`?delete=1`). */
export const CONFIRM_DELETE_PARAM = 'delete';
