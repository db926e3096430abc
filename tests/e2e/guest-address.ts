// Test support: the checkout's address step as an English-speaking guest fills it in.
import type { Page } from '@playwright/test';

export interface GuestAddress {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

const BERLIN: GuestAddress = { street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' };

/** Jane Doe's e-mail address and invoice address (Berlin unless told otherwise), shipped there too. */
export async function fillGuestAddress(page: Page, address: Partial<GuestAddress> = {}): Promise<void> {
  const { street, postalCode, city, country } = { ...BERLIN, ...address };
  await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill('jane.doe@example.com');
  const invoice = page.getByRole('group', { name: 'Invoice address' });
  await invoice.getByRole('textbox', { name: 'First name', exact: true }).fill('Jane');
  await invoice.getByRole('textbox', { name: 'Last name', exact: true }).fill('Doe');
  await invoice.getByRole('textbox', { name: 'Street and house number', exact: true }).fill(street);
  await invoice.getByRole('textbox', { name: 'Postal code', exact: true }).fill(postalCode);
  await invoice.getByRole('textbox', { name: 'City', exact: true }).fill(city);
  await invoice.getByRole('combobox', { name: 'Country', exact: true }).selectOption(country);
}
