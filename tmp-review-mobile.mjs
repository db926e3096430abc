import { chromium } from '@playwright/test';
const B='http://localhost:3950';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: {width:390,height:844}, isMobile:true, hasTouch:true, locale:'de-DE' });
const page = await ctx.newPage();
const log = (...a)=>console.log(...a);
page.on('console', m => { if (m.type()==='error' || m.type()==='warning') log('  CONSOLE', m.type(), m.text().slice(0,200)); });
page.on('pageerror', e => log('  PAGEERROR', e.message));
page.on('response', r => { if (r.status() >= 400) log('  HTTP', r.status(), r.url()); });
// slow JS
await page.route('**/assets/**', async r => { await new Promise(s=>setTimeout(s,3000)); await r.continue().catch(()=>{}); });
await page.goto(B+'/de/product/201807171', { waitUntil: 'commit' });
await page.waitForSelector('form.add-to-basket button[type=submit]');
await page.fill('input[name=quantity]', '3');
await page.click('form.add-to-basket button[type=submit]');
await page.waitForTimeout(5000);
log('after early add url', page.url());
log('mini basket:', (await page.locator('header').innerText()).replace(/\s+/g,' ').match(/.{0,40}Warenkorb.{0,60}/g));
await page.unrouteAll({behavior:'ignoreErrors'});
// now hydrated add
await page.goto(B+'/de/product/1840264'); await page.waitForLoadState('networkidle');
await page.fill('input[name=quantity]', '2');
await page.click('form.add-to-basket button[type=submit]');
await page.waitForTimeout(1500);
log('hydrated add status:', (await page.locator('form.add-to-basket').innerText()).replace(/\s+/g,' '));
log('mini basket:', (await page.locator('header').innerText()).replace(/\s+/g,' ').match(/.{0,40}Warenkorb.{0,60}/g));
await page.fill('input[name=quantity]', '0'); await page.click('form.add-to-basket button[type=submit]'); await page.waitForTimeout(800);
log('qty0 error:', (await page.locator('form.add-to-basket').innerText()).replace(/\s+/g,' '), 'focused=', await page.evaluate(()=>document.activeElement?.name||document.activeElement?.tagName));
await page.goto(B+'/de/basket'); await page.waitForLoadState('networkidle');
const tbl = await page.locator('table').first().boundingBox(); log('table box', tbl, 'scrollWidth', await page.evaluate(()=>document.documentElement.scrollWidth));
await page.screenshot({ path: '/tmp/review-scripts/basket-mobile.png', fullPage: true });
// promo code bogus
await page.fill('[name=code]', 'BOGUS'); await page.press('[name=code]', 'Enter'); await page.waitForTimeout(1000);
log('promo err:', (await page.locator('.field-error, .messages-error:not([hidden])').allInnerTexts()).join('|'), 'focus=', await page.evaluate(()=>document.activeElement?.name||document.activeElement?.tagName));
await page.fill('[name=code]', 'X'.repeat(70)); await page.press('[name=code]', 'Enter'); await page.waitForTimeout(1000);
log('promo long err:', (await page.locator('.field-error, .messages-error:not([hidden])').allInnerTexts()).join('|'));
// english check on de pages
const enWords = /\b(Basket|Quantity|Remove|Update|Total|Shipping|Payment|Review|Continue|Please|Item no|Product|Apply|Submit|Edit|Invoice address|Order)\b/;
for (const u of ['/de/basket','/de/checkout/address','/de/product/201807171']) { await page.goto(B+u); await page.waitForLoadState('networkidle'); const t = await page.locator('body').innerText(); const hits = t.split('\n').filter(l=>enWords.test(l)); log('EN on', u, hits.slice(0,8)); }
// keyboard through address
await page.goto(B+'/de/checkout/address'); await page.waitForLoadState('networkidle');
await page.locator('[name=email]').focus();
await page.keyboard.press('Enter'); await page.waitForTimeout(1000);
log('empty submit via Enter: focus=', await page.evaluate(()=>document.activeElement?.getAttribute('name')||document.activeElement?.tagName), 'errs', (await page.locator('.field-error').allInnerTexts()).slice(0,3));
await page.keyboard.type('max@example.com');
const seq = [['Max'],['Müller'],[''],['Hauptstr. 1'],[''],['10115'],['Berlin']];
for (const [v] of seq) { await page.keyboard.press('Tab'); if (v) await page.keyboard.type(v); log('  tab->', await page.evaluate(()=>document.activeElement?.getAttribute('name')||document.activeElement?.tagName)); }
await page.keyboard.press('Enter'); await page.waitForTimeout(1500); log('after Enter:', page.url(), (await page.locator('.field-error').allInnerTexts()).slice(0,3));
if (page.url().includes('shipping')) { await page.keyboard.press('Tab'); for (let i=0;i<40;i++){ const n = await page.evaluate(()=>document.activeElement?.getAttribute('name')||document.activeElement?.tagName); if (n==='shippingMethod') break; await page.keyboard.press('Tab'); } await page.keyboard.press('Enter'); await page.waitForTimeout(1500); log('shipping Enter ->', page.url()); }
if (page.url().includes('payment')) { for (let i=0;i<60;i++){ await page.keyboard.press('Tab'); const n = await page.evaluate(()=>document.activeElement?.getAttribute('name')||document.activeElement?.tagName); if (n==='paymentMethod') break; } await page.keyboard.press('Enter'); await page.waitForTimeout(1500); log('payment Enter ->', page.url(), (await page.locator('.field-error, .messages-error:not([hidden])').allInnerTexts())); }
if (page.url().includes('review')) { for (let i=0;i<80;i++){ await page.keyboard.press('Tab'); const n = await page.evaluate(()=>document.activeElement?.getAttribute('name')||document.activeElement?.tagName); if (n==='termsAndConditions') break; } await page.keyboard.press('Space'); await page.keyboard.press('Tab'); log('focus on', await page.evaluate(()=>document.activeElement?.outerHTML.slice(0,80))); await page.keyboard.press('Enter'); await page.waitForTimeout(2000); log('review Enter ->', page.url()); log((await page.locator('main').innerText()).replace(/\s+/g,' ').slice(0,900)); }
await browser.close();
