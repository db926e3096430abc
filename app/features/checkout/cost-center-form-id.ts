// The basket page's cost center forms by id (the basket's, and a line's own): free of zod, so the page names them without loading the schemas (cost-center-form.ts).
export const COST_CENTER_FORM_ID = 'basket-cost-center';
export const lineCostCenterFormId = (itemId: string) => `line-cost-center-${itemId}`;
