import { expect, test } from '@playwright/test';

test('the home page shows its teasers, and a content page opens from the footer with its page tree', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 2, name: 'Cameras for every moment' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop cameras' })).toHaveAttribute('href', '/categoryref/584@inSPIRED-inTRONICS-Cameras-Camcorders');
  const carousel = page.getByRole('region', { name: 'Featured' });
  await expect(carousel.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Top sellers' }).getByRole('heading', { level: 3 }).first()).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page).toHaveURL(/\/page\/page\.help\.pagelet2-Page$/);
  const tree = page.getByRole('navigation', { name: 'Pages in this section' });
  await expect(tree.getByRole('link', { name: 'Help' })).toHaveAttribute('aria-current', 'page');
  await tree.getByRole('link', { name: 'About us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
});

test('a content page the shop does not have is a 404', async ({ page }) => {
  const response = await page.goto('/page/page.nothing.pagelet2-Page');
  expect(response?.status()).toBe(404);
});

test('the service page shows the contact persons, reachable by mail and phone', async ({ page }) => {
  await page.goto('/page/page.service.pagelet2-Page');
  const persons = page.getByRole('region', { name: 'Contact persons' });
  await expect(persons.getByRole('heading', { level: 3 })).toHaveText(['Dr. Patricia Miller', 'Jonas Becker', 'Anna Kowalska']);
  await expect(persons.getByRole('link', { name: 'sales@inspired-intronics.example' })).toHaveAttribute('href', 'mailto:sales@inspired-intronics.example');
  await expect(persons.getByRole('link', { name: '+49 3641 50 1001' })).toHaveAttribute('href', 'tel:+493641501001');
});
