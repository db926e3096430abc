// Customer numbers the API makes up when a registration brings none: eight digits a customer can read
// out on the phone (a UUID, as the PWA sends, cannot be), random so they say nothing about how many
// customers the shop has, and never one already taken.
import { randomInt } from 'node:crypto';

export function newCustomerNo(isTaken: (customerNo: string) => boolean): string {
  for (;;) {
    const customerNo = String(randomInt(10_000_000, 100_000_000));
    if (!isTaken(customerNo)) return customerNo;
  }
}
