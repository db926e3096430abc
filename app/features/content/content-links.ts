// Links inside CMS content (business-and-integration §2.5): ICM's schemes become shop paths,
// product://{sku}@… → /product/{sku}, category://{id}@{catalog} → /categoryref/{id}@{catalog},
// page://{id} → /page/{id}, route://{path} → /{path}; http(s), mailto and tel stay as they are, and
// so do plain relative paths. `javascript:` and any other scheme never become a live link: undefined.

const SCHEME_LINK = /^([a-z]+):\/\/(.*?)(@.*)?$/;

/** The shop path or external URL a content link leads to, or undefined when it must not be a link. `localize` puts shop paths into the page's site. */
export function convertContentLink(link: string | undefined, localize: (path: string) => string = (path) => path): string | undefined {
  // browsers ignore control characters and spaces around a URL and inside its scheme
  const href = (link ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!href) return undefined;
  const scheme = SCHEME_LINK.exec(href);
  if (scheme) {
    const [, protocol, value, unit = ''] = scheme;
    if (!value) return undefined;
    switch (protocol) {
      case 'product':
        return localize(`/product/${value}`);
      case 'category':
        return localize(`/categoryref/${value}${unit}`);
      case 'page':
        return localize(`/page/${value}`);
      case 'route':
        return localize(`/${value.replace(/^\/+/, '')}${unit}`);
      case 'http':
      case 'https':
        return href;
      default:
        return undefined;
    }
  }
  if (/^(mailto|tel):/i.test(href)) return href;
  // any other scheme (javascript:, data:, vbscript:, …) is never a link
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return undefined;
  if (href.startsWith('//')) return undefined;
  if (href.startsWith('/')) return localize(href);
  return href;
}
