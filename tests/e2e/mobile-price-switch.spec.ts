// The net/gross switch above the header on a phone: one short line, not two rows of the page's top.
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone the price switch takes one short line and still says who each choice is for', async ({ page }) => {
  await page.goto('/home');
  const prices = page.getByRole('form', { name: 'Show prices' });
  const gross = prices.getByRole('button', { name: 'Incl. VAT (private customers)' });
  const net = prices.getByRole('button', { name: 'Excl. VAT (business customers)' });
  await expect(gross).toBeVisible();
  await expect(net).toBeVisible();

  const switchBox = (await prices.boundingBox())!;
  expect(switchBox.height).toBeLessThanOrEqual(36);
  const [grossBox, netBox] = [(await gross.boundingBox())!, (await net.boundingBox())!];
  expect(Math.abs(grossBox.y - netBox.y)).toBeLessThan(1);
});
