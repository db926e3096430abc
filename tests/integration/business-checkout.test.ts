// The business checkout through the built storefront and the bundled API, as a browser without
// JavaScript uses it: the basket's cost center, the approval notice before submitting, and the
// requisition on the receipt of a basket that needs approval.
import { describe, expect, it } from 'vitest';
import { BUYER, COST_CENTER, PRODUCT, basketForApproval, businessShop, loggedIn, page, submitForApproval } from './business-checkout-support';
import { buttons, textOf } from './html';

const shop = businessShop();

describe('the business checkout', () => {
  it('offers the cost centers the buyer buys on and keeps the chosen one on the basket', async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    await buyer.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' });
    expect((await page(buyer, '/basket')).body).toContain(`<option value="${COST_CENTER}"`);
    await buyer.post('/basket', { intent: 'cost-center', costCenter: COST_CENTER });
    expect((await page(buyer, '/basket')).body).toMatch(new RegExp(`<option value="${COST_CENTER}" selected`));
  });

  it('refuses a cost center the buyer does not buy on, next to the field', async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    await buyer.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' });
    const refused = await buyer.post('/basket', { intent: 'cost-center', costCenter: 'NOT-MINE' });
    expect(refused.status).toBe(422);
    expect(textOf(await refused.text())).toContain('Please choose one of your cost centers.');
  });

  it('sends a buyer who chose no cost center back to the basket with the message, before the checkout', async () => {
    const buyer = await loggedIn(shop.current, 'jlink@test.intershop.de');
    await buyer.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' });
    const started = await buyer.post('/basket', { intent: 'checkout' });
    expect(started.headers.get('location')).toBe('/basket?error=true');
    const basket = await page(buyer, '/basket?error=true');
    expect(textOf(basket.body)).toContain('The basket has no cost center.');
    expect(basket.body).toContain('<option value="100402"');
  });

  it('tells a buyer over their order limit that the order goes for approval, and why, before submitting', async () => {
    const review = await basketForApproval(await loggedIn(shop.current, BUYER));
    const text = textOf(review);
    expect(text).toContain('This order needs approval');
    expect(text).toContain('its total is over your order spend limit');
    expect(buttons(review).map((button) => button.name)).toContain('Submit for approval');
  });

  it('shows the requisition on the receipt instead of an order', async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    await basketForApproval(buyer);
    const id = await submitForApproval(shop.current, buyer);
    const receipt = await page(buyer, `/checkout/receipt?requisitionId=${id}`);
    expect(receipt.status).toBe(200);
    const text = textOf(receipt.body);
    expect(text).toContain('Your order has been sent for approval');
    expect(text).toContain('Pending approval');
    expect(receipt.body).toContain(`href="/account/requisitions/buyer/${id}"`);
    expect(text).toContain('Jana Becker');
  });
});
