// The answer carrying a FormPostDocument: no-store, with a Content-Security-Policy whose form-action
// names the one origin the form posts to (the procurement system's, or the `sapevent:` scheme),
// whose frame-ancestors are the company's framing origins (a punchout runs in the procurement
// system's frame), and whose script-src lets only the page's own submitting script run.
import { renderToStaticMarkup } from 'react-dom/server';
import { NO_STORE } from '~/http/cache-policy';
import { contentSecurityPolicy, createCspNonce } from '~/http/security-headers.server';
import type { ShopContext } from '~/http/shop-context.server';
import { FormPostDocument, type FormPost } from './FormPostDocument';
import { formActionSource } from './return-url';

/** The form post's page; `frameAncestors`: the origins the company lets frame its punchouts. */
export function formPostResponse(shop: ShopContext, post: FormPost, frameAncestors: string[] = []): Response {
  const nonce = createCspNonce();
  const texts = { lang: shop.locale.lang, title: shop.t('punchout.transfer.heading'), text: shop.t('punchout.transfer.text'), button: shop.t('punchout.transfer.button') };
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<FormPostDocument post={post} texts={texts} nonce={nonce} />)}`;
  return new Response(html, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': NO_STORE,
      'Content-Security-Policy': contentSecurityPolicy(nonce, [], post.action ? [formActionSource(post.action)] : [], frameAncestors),
      'Referrer-Policy': 'no-referrer',
    },
  });
}
