// A content page (shopping-core §2: /page/{id} and …-pg{id}): the CMS page with its blocks and, when its
// static page component asks for it, the page tree beside it. A page the CMS does not have is a 404
// (business-and-integration §4: a content page load failure sets status 404), except the shop's own
// static pages (terms, withdrawal, privacy), which exist without a CMS. An unavailable backend stays a 503.
import { data } from 'react-router';
import { isCommerceError } from '~/commerce/errors';
import type { ContentPageTreeNode } from '~/commerce/models/content-page-tree';
import { commerceErrorResponse, secondary } from '~/http/commerce-boundary.server';
import type { ShopContext } from '~/http/shop-context.server';
import { pageUrls } from '~/features/seo/page-urls.server';
import { contentOf, type LoadedContent } from './content-loading.server';
import { isStaticPage, STATIC_PAGES } from './static-pages';

const CONTENT_PAGE_PATTERN = /^(?:.*-)?pg(.+)$/;

/** The content page id of a `…-pg{id}` slug (without the leading slash), or undefined. */
export function contentPageIdOfSlug(slug: string): string | undefined {
  if (slug.startsWith('page/')) return undefined;
  return CONTENT_PAGE_PATTERN.exec(slug)?.[1];
}

export type ContentPageData =
  | { kind: 'content'; source: 'cms'; id: string; title: string; content: LoadedContent; tree?: ContentPageTreeNode; seo: { title: string; canonical: string; alternates: { hrefLang: string; href: string }[] } }
  | { kind: 'content'; source: 'static'; id: string; title: string; paragraphs: readonly string[]; seo: { title: string } };

export async function loadContentPage(shop: ShopContext, id: string, request: Request): Promise<ContentPageData> {
  let page;
  try {
    page = await shop.commerce.cms.page(id);
  } catch (error) {
    if (isCommerceError(error) && !error.isBackendFailure) {
      if (isStaticPage(id)) {
        const title = shop.t(STATIC_PAGES[id].title);
        return { kind: 'content', source: 'static', id, title, paragraphs: STATIC_PAGES[id].paragraphs, seo: { title } };
      }
      throw data(null, { status: 404 });
    }
    throw commerceErrorResponse(error);
  }
  const content = await contentOf(shop, page);
  const tree = content.navigation
    ? await secondary<ContentPageTreeNode | undefined>(shop, 'content page tree', shop.commerce.cms.pageTree(content.navigation.root, content.navigation.depth), undefined)
    : undefined;
  const title = page.displayName ?? id;
  return { kind: 'content', source: 'cms', id, title, content, tree, seo: { title, ...pageUrls(request, shop, `/page/${id}`) } };
}
