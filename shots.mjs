import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const base = 'http://localhost:31870';
for (const [name, vp] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
  const context = await browser.newContext({ viewport: vp });
  const page = await context.newPage();
  await page.goto(base + '/product/201807171');
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/a11y-shots/${name}-added-top.png` });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/a11y-shots/${name}-added-bottom.png` });
  // refused add
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('body').click({ position: { x: 3, y: 300 } });
  const q = page.getByRole('spinbutton', { name: 'Quantity' });
  await q.evaluate((i) => i.removeAttribute('max'));
  await q.fill('500');
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/a11y-shots/${name}-refused.png` });
  await page.goto(base + '/no-such-page');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/a11y-shots/${name}-404.png`, fullPage: true });
  await context.close();
}
await browser.close();
