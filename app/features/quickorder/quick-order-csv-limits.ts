// How big a quick order CSV file may be: shown on the page and enforced on the server. Apart from
// quick-order-csv.ts so that the page does not load csv-parse, which needs Node's Buffer, in the browser.
export const CSV_MAX_LINES = 1000;
/** 1,000 lines of a long SKU and a quantity, with room to spare; a bigger upload is refused unread. */
export const CSV_MAX_BYTES = 256 * 1024;
