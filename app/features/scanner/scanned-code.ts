// What a scanned or typed code may stand for in the catalogue. A UPC-A label reads as 12 digits, the
// same product's EAN-13 as those digits behind a leading 0 (the catalogue keeps SKUs such as
// 0027242882539): each form is tried, the code as read first.

const UPC_A = /^\d{12}$/;
const EAN_13_OF_UPC_A = /^0\d{12}$/;

/** The codes to look up for `code`, in order, without repeats. */
export function codeCandidates(code: string): string[] {
  const read = code.trim();
  if (UPC_A.test(read)) return [read, `0${read}`];
  if (EAN_13_OF_UPC_A.test(read)) return [read, read.slice(1)];
  return [read];
}
