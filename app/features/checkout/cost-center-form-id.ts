// The basket page's cost center form by id: free of zod, so the page names it without loading the schema (cost-center-form.ts).
export const COST_CENTER_FORM_ID = 'basket-cost-center';
