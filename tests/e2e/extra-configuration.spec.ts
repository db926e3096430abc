import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import path from 'node:path';

// The extra configuration and the trust badge (decision 032), on this project's shop (playwright.config.ts:
// extraConfiguration and trustbadge on, over the first shop's API), with JavaScript on (extra-js) and off
// (extra-no-js): the editor's logo and brand colour apply; the trust badge is in the footer only after
// functional consent, and only a browser running scripts fetches it (answered here, never the real one).
const BRAND = '#1a4d2e';
const BADGE_ID = 'XA2A8D35838AF5F63E5EB0E05847B1CB8';
const BADGE_SCRIPT = `https://widgets.trustedshops.com/js/${BADGE_ID}.js`;

/** The editor's configuration, written into the configuration include (the same values for both projects). */
test.beforeAll(() => {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'commerce.sqlite'));
  try {
    const set = db.prepare("UPDATE cms_parameters SET value = ? WHERE pagelet_id = 'cmp_configuration' AND name = ?");
    set.run(JSON.stringify(`color-brand:${BRAND}\r\ncolor-brand-dark:#0f2e1b\r\n`), 'CSSProperties');
    set.run(JSON.stringify('file:///cms/hero.svg'), 'Logo');
    db.prepare(
      "INSERT OR REPLACE INTO cms_parameters (pagelet_id, name, type, value, localized, position) VALUES ('cmp_configuration', 'ConfigurationJSON', 'bc_pmc:types.pagelet2-Text', ?, 0, 9)",
    ).run(JSON.stringify(JSON.stringify({ trustbadgeId: BADGE_ID })));
  } finally {
    db.close();
  }
});

test('the editor\'s logo and brand colour apply; the trust badge waits for functional consent', async ({ page, context }, { project }) => {
  const scriptsRun = project.name === 'extra-js';
  const badgeRequests: string[] = [];
  await page.route('https://widgets.trustedshops.com/**', async (route) => {
    badgeRequests.push(route.request().url());
    await route.fulfill({ contentType: 'application/javascript', body: '' });
  });

  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'inSPIRED inTRONICS home page' }).locator('img')).toHaveAttribute('src', '/cms/hero.svg');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Find a store' });
  await expect(link).toHaveCSS('color', 'rgb(26, 77, 46)');
  await expect(page.locator(`script[src="${BADGE_SCRIPT}"]`)).toHaveCount(0);
  expect(badgeRequests).toEqual([]);

  await context.addCookies([
    {
      name: 'cookieConsent',
      value: encodeURIComponent(JSON.stringify({ enabledOptions: ['required', 'functional'], version: 1 })),
      url: page.url(),
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  await page.reload();
  await expect(page.locator(`script[src="${BADGE_SCRIPT}"]`)).toHaveCount(1);
  if (scriptsRun) await expect.poll(() => badgeRequests).toEqual([BADGE_SCRIPT]);
  else expect(badgeRequests).toEqual([]);
});
