import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { logIn } from './shop-pages';

// The first paint waits for no stylesheet (issue 19): the critical CSS is inline in the head, allowed by its
// hash in the Content-Security-Policy; the full stylesheet loads without blocking and applies once loaded,
// with JavaScript (its media switched from print to all) and without (the <noscript> stylesheet); the
// product page's main image, the largest paint of a product page, is fetched first. A logged-in user's
// pages link the stylesheet, which their browser keeps since the login page, without the inline CSS.
const PAGES = ['/home', '/cameras-ctgCameras-Camcorders', '/nikon-coolpix-p1000-prd5530135'];

for (const path of PAGES) {
  test(`${path} inlines its critical CSS and applies the full stylesheet without blocking on it`, async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
    const critical = /<style>([^<]+)<\/style>/.exec(head)?.[1] ?? '';
    expect(critical).toContain('.site-header');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(/style-src ([^;]*)/.exec(policy)?.[1]).toContain(`'sha256-${createHash('sha256').update(critical).digest('base64')}'`);
    // Outside <noscript>, the only stylesheet link is for print until loaded: nothing blocks the first paint.
    const blocking = [...head.replace(/<noscript>[\s\S]*?<\/noscript>/g, '').matchAll(/<link [^>]*rel="stylesheet"[^>]*>/g)].map(([link]) => link);
    expect(blocking).toHaveLength(1);
    expect(blocking[0]).toContain('media="print"');

    // A rule of the full stylesheet only (the basket's lines) applies once the page has loaded.
    expect(critical).not.toContain('.basket-lines');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const table = document.createElement('table');
          table.className = 'basket-lines';
          document.body.append(table);
          const collapse = getComputedStyle(table).borderCollapse;
          table.remove();
          return collapse;
        }),
      )
      .toBe('collapse');
    // The inline style survives hydration, and the browser refused nothing.
    expect(await page.locator('head style').evaluate((style) => style.textContent)).toBe(critical);
    expect(refused).toEqual([]);
  });
}

test('the product page fetches its main image first', async ({ page }) => {
  const response = await page.goto('/nikon-coolpix-p1000-prd5530135');
  const html = (await response?.text()) ?? '';
  const image = page.locator('.product-gallery .main-image img');
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  const source = await image.getAttribute('src');
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const preload = [...head.matchAll(/<link rel="preload" as="image" href="([^"]+)"[^>]*>/g)].find(([, href]) => href === source);
  expect(preload?.[0]).toMatch(/fetchPriority="high"/i);
});

test('a logged-in user\'s pages link the stylesheet and inline no CSS', async ({ page, javaScriptEnabled }) => {
  await logIn(page, 'patricia@test.intershop.de', '!InterShop00!', javaScriptEnabled);
  const response = await page.goto('/nikon-coolpix-p1000-prd5530135');
  const head = /<head>([\s\S]*?)<\/head>/.exec((await response?.text()) ?? '')?.[1] ?? '';
  expect(head).not.toContain('<style>');
  expect(head).not.toContain('media="print"');
  expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/app-[^"]+\.css"\/>/);
  expect(await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/app-') && !sheet.disabled))).toBe(true);
});
