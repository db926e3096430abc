// The preview bridge (docs/decisions/033): a storefront editor page on its own origin (PREVIEW_EDITOR_ORIGIN
// of the e2e shop, served by the test itself) frames a content page, hears it is ready, and its
// set-context message reloads the framed page with the preview context id; a set-context message from
// a frame of another origin, or with an odd id, does nothing. The bridge is a script: JavaScript only.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

declare global {
  interface Window {
    received: { origin: string; type?: string }[];
  }
}

/** Serves one HTML page at every path, on the port given (0: any free one); resolves to its origin. */
async function serve(html: string, port: number): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the preview bridge is a script');

test('the editor sets the framed page\'s preview context; another origin cannot', async ({ page, baseURL }) => {
  const shopOrigin = new URL(baseURL!).origin;
  const other = await serve('<!doctype html><title>Other</title><p>Another origin</p>', 0);
  const editor = await serve(
    `<!doctype html><title>Editor</title>
    <script>window.received = []; window.addEventListener('message', (e) => window.received.push({ origin: e.origin, type: e.data && e.data.type }));</script>
    <iframe id="shop" title="Shop" src="${shopOrigin}/page/page.help.pagelet2-Page" width="1000" height="600"></iframe>
    <iframe id="other" title="Other" src="${other.origin}/other.html"></iframe>`,
    Number(process.env.E2E_EDITOR_PORT),
  );
  try {
    await page.goto(`${editor.origin}/editor.html`);
    const shop = page.frameLocator('#shop');
    await expect(shop.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    const readyCount = () => page.evaluate(() => window.received.filter((message) => message.type === 'sfe-pwaready').length);
    await expect.poll(readyCount).toBe(1);
    expect(await page.evaluate(() => window.received[0].origin)).toBe(shopOrigin);

    // A frame of another origin sends a well-formed set-context message to the shop: nothing happens.
    const shopFrame = () => page.frames().find((frame) => frame.url().startsWith(shopOrigin))!;
    await page.frames().find((frame) => frame.url().startsWith(other.origin))!.evaluate(() =>
      window.parent.frames[0].postMessage({ type: 'sfe-setcontext', payload: { previewContextID: 'evil1' } }, '*'),
    );
    // nor does the editor's message with an id of odd characters
    const setContext = (previewContextID: string) =>
      page.evaluate(
        ([origin, id]) => (document.getElementById('shop') as HTMLIFrameElement).contentWindow!.postMessage({ type: 'sfe-setcontext', payload: { previewContextID: id } }, origin),
        [shopOrigin, previewContextID],
      );
    await setContext('../x?y');
    await page.waitForTimeout(1_000);
    expect(shopFrame().url()).toBe(`${shopOrigin}/page/page.help.pagelet2-Page`);

    // The framed page starts afresh (a new wait for the context), and the editor sets the context.
    await shopFrame().evaluate(() => location.reload());
    await expect.poll(readyCount).toBe(2);
    await setContext('ctx42');
    await expect.poll(() => shopFrame().url()).toBe(`${shopOrigin}/page/page.help.pagelet2-Page?PreviewContextID=ctx42`);
    await expect(shop.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    // the reloaded page announces itself again, and stays (no reload loop)
    await expect.poll(readyCount).toBe(3);
    await page.waitForTimeout(1_000);
    expect(await readyCount()).toBe(3);
  } finally {
    await new Promise((resolve) => editor.server.close(resolve));
    await new Promise((resolve) => other.server.close(resolve));
  }
});
