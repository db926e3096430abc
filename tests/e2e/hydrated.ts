import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page: the header and every form of the page are React's (React
 * hydrates in a transition and may reach the main content after the header). Only then do the script
 * enhancements (suggestions, Escape handling, in-place navigation, forms sent as fetches) answer, and
 * only then is a value typed into a field safe from hydration.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const isReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__react'));
        const header = document.querySelector('header');
        return !!header && isReact(header) && [...document.querySelectorAll('main form')].every(isReact);
      }),
    )
    .toBe(true);
}
