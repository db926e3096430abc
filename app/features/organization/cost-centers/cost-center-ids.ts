// The cost center pages' form ids, paths and constants, shared by pages and actions.
export const COST_CENTER_FORM_ID = 'cost-center';
export const COST_CENTER_STATE_FORM_ID = 'cost-center-state';
export const BUYER_ADD_FORM_ID = 'cost-center-buyer-add';
export const BUYER_BUDGET_FORM_ID = 'cost-center-buyer-budget';

/** Cost centers a list page shows. */
export const PAGE_SIZE = 25;
/** Query parameters of the list (search and page) and of the detail's delete confirmation. */
export const QUERY_PARAM = 'nameOrId';
export const PAGE_PARAM = 'page';
export const CONFIRM_DELETE_PARAM = 'confirmDelete';

export const BUDGET_PERIODS = ['weekly', 'monthly', 'quarterly'] as const;

export const COST_CENTERS_PATH = '/account/organization/cost-centers';
export const costCenterPath = (id: string, page = '') => `${COST_CENTERS_PATH}/${encodeURIComponent(id)}${page ? `/${page}` : ''}`;
