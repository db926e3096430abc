// ICM's CMS calls (business-and-integration §7.4): includes, content pages and the page tree. They are
// anonymous catalogue-like data, sent with the personalization group (`;pgid=`) and shared through
// the catalogue cache by URL (so by locale and pgid). In the storefront editor's preview they carry
// its preview context (`;prectx=` on the resource, as the PWA's interceptor sends it) and are never
// shared: a preview answer is the editor's alone.
import type { Transport } from './icm-transport.server';
import { type ContentInclude, contentIncludeDataSchema, mapContentInclude } from './models/content-include';
import { type ContentPageTreeNode, contentPageTreeDataSchema, mapContentPageTree } from './models/content-page-tree';

const path = (family: string, id: string, previewContextId?: string) =>
  `cms/${family}/${encodeURIComponent(id)}${previewContextId ? `;prectx=${encodeURIComponent(previewContextId)}` : ''}`;

/**
 * Mapped entry points by the decoded answer they come from: an answer the shared catalogue cache
 * holds is mapped once, not on every page (layout includes are on all of them). Entries live as long
 * as the cache keeps the answer; an answer outside the cache (a call with a token) is mapped anew.
 */
const mapped = new WeakMap<object, ContentInclude>();
function mapOnce(data: Parameters<typeof mapContentInclude>[0]): ContentInclude {
  let include = mapped.get(data);
  if (!include) {
    include = mapContentInclude(data);
    mapped.set(data, include);
  }
  return include;
}

export function createCmsResource(t: Transport, previewContextId?: string) {
  const cacheable = !previewContextId;
  /** The result is shared between requests: read it, never change it. */
  const entryPoint = async (family: 'includes' | 'pages', id: string): Promise<ContentInclude> => {
    if (!id) throw new Error(`cms.${family}() needs an id`);
    const data = await t.request(path(family, id, previewContextId), { cacheable, personalization: 'pgid', schema: contentIncludeDataSchema });
    return mapOnce(data);
  };
  return {
    /** An include: a named place of the page's layout holding pagelets. */
    include: (id: string) => entryPoint('includes', id),
    /** A content page: the same shape as an include. */
    page: (id: string) => entryPoint('pages', id),
    async pageTree(rootId: string, depth?: number): Promise<ContentPageTreeNode> {
      if (!rootId) throw new Error('cms.pageTree() needs a root page id');
      const data = await t.request(path('pagetree', rootId, previewContextId), {
        cacheable,
        personalization: 'pgid',
        query: depth === undefined ? undefined : { depth: String(depth) },
        schema: contentPageTreeDataSchema,
      });
      return mapContentPageTree(data);
    },
  };
}

export type CmsResource = ReturnType<typeof createCmsResource>;
