// The approver's forms on a requisition by id, and the comment's limit: free of zod, so the page names
// its forms without loading the schemas (approval-forms.ts).
export const APPROVE_FORM_ID = 'requisition-approve';
export const REJECT_FORM_ID = 'requisition-reject';
export const MAX_COMMENT_LENGTH = 1000;
