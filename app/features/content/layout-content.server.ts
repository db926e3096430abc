// The includes of the page layout (business-and-integration §2.6, §2.9): the header's top line and the
// footer's content block. Loaded with the root data on every page, from the shared catalogue cache;
// secondary: a failing include leaves its area empty. Only text, link and image blocks are kept, so
// the layout's renderer (LayoutContent.tsx) stays small in every page's JavaScript.
import type { ShopContext } from '~/http/shop-context.server';
import type { ContentBlock } from './content-blocks';
import { loadInclude } from './content-loading.server';

export const HEADER_TOP_INCLUDE = 'include.header.top.pagelet2-Include';
export const FOOTER_CONTENT_INCLUDE = 'include.footer.content.pagelet2-Include';

export type LayoutBlock = Extract<ContentBlock, { kind: 'text' | 'link' | 'image' }>;

const isLayoutBlock = (block: ContentBlock): block is LayoutBlock => block.kind === 'text' || block.kind === 'link' || block.kind === 'image';

export async function loadLayoutContent(shop: ShopContext, { footer }: { footer: boolean }): Promise<{ headerTop: LayoutBlock[]; footer: LayoutBlock[] }> {
  const [top, bottom] = await Promise.all([
    loadInclude(shop, HEADER_TOP_INCLUDE),
    footer ? loadInclude(shop, FOOTER_CONTENT_INCLUDE) : undefined,
  ]);
  return { headerTop: top.blocks.filter(isLayoutBlock), footer: bottom?.blocks.filter(isLayoutBlock) ?? [] };
}
