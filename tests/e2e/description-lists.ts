// Reading a description list by its roles: each label (a term) with its value (the definition after it).
import { expect, type Locator, type Page } from '@playwright/test';

/** The text of the definition that follows `term` in the description list within `scope`. */
export async function definitionOf(scope: Locator, term: string): Promise<string> {
  await expect(scope.getByRole('term').filter({ hasText: term })).not.toHaveCount(0);
  const terms = (await scope.getByRole('term').allInnerTexts()).map((text) => text.trim());
  const definitions = await scope.getByRole('definition').allInnerTexts();
  expect(terms, `a term "${term}"`).toContain(term);
  return definitions[terms.indexOf(term)].trim();
}

/** The money in a row of the page's order summary, as a number ("€1,234.50" → 1234.5). */
export async function amountOf(page: Page, label: string): Promise<number> {
  const text = await definitionOf(page.getByRole('region', { name: 'Order summary' }), label);
  return Number(text.replace(/[^0-9.,-]/g, '').replace(/,/g, ''));
}
