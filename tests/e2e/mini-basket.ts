import type { Page } from '@playwright/test';

/** The header's basket link; its name says how many items ("Basket 2 items in your basket, 1 product €385.66"). */
export const basketLink = (page: Page) => page.getByRole('link', { name: /^Basket \d+ items? in your basket/ });

/** The basket link's name when the basket holds `count` items (its digit badge is hidden from the name). */
export const holding = (count: number) => new RegExp(`^Basket ${count} items? in your basket`);
