// An amount as a budget or limit field shows it: two decimals with the locale's decimal separator and no
// grouping ("2000,00" on German pages), which the organization forms read back as typed.
const formats = new Map<string, Intl.NumberFormat>();

export function amountInputValue(value: number, intl: string): string {
  let format = formats.get(intl);
  if (!format) {
    format = new Intl.NumberFormat(intl, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
    formats.set(intl, format);
  }
  return format.format(value);
}
