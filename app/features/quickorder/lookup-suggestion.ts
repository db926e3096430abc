// One suggestion of the quick order's lookup, as the resource route sends it to the browser.
export interface LookupSuggestion {
  sku: string;
  name: string;
  manufacturerSKU?: string;
}
