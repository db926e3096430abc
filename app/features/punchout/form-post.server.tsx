// The answer carrying a FormPostDocument: no-store, never framed by others, with a Content-Security-
// Policy whose form-action names the one origin the form posts to (the procurement system's), and
// whose script-src lets only the page's own submitting script run.
import { renderToStaticMarkup } from 'react-dom/server';
import { NO_STORE } from '~/http/cache-policy';
import { contentSecurityPolicy, createCspNonce } from '~/http/security-headers.server';
import type { ShopContext } from '~/http/shop-context.server';
import { FormPostDocument, type FormPost } from './FormPostDocument';

export function formPostResponse(shop: ShopContext, post: FormPost): Response {
  const nonce = createCspNonce();
  const texts = { lang: shop.locale.lang, title: shop.t('punchout.transfer.heading'), text: shop.t('punchout.transfer.text'), button: shop.t('punchout.transfer.button') };
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<FormPostDocument post={post} texts={texts} nonce={nonce} />)}`;
  return new Response(html, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': NO_STORE,
      'Content-Security-Policy': contentSecurityPolicy(nonce, [], post.action ? [new URL(post.action).origin] : []),
      'Referrer-Policy': 'no-referrer',
    },
  });
}
