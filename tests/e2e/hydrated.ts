import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page (it has attached itself to the header): only then do the
 * script enhancements (suggestions, Escape handling, in-place navigation) answer to keys and clicks.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('header').first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))))
    .toBe(true);
}
