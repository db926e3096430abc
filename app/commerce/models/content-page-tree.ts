import { z } from 'zod';

import { idString, lenientString } from './lenient-scalars';

/** A page of the content page tree (`GET cms/pagetree/{rootId}`) with the pages below it, as deep as asked. */
export interface ContentPageTreeNode {
  contentPageId: string;
  name: string;
  children: ContentPageTreeNode[];
}

const linkSchema = z.looseObject({ itemId: idString, title: lenientString.optional(), type: lenientString.optional() });

interface PageTreeData {
  page: z.infer<typeof linkSchema>;
  elements?: (PageTreeData | z.infer<typeof linkSchema>)[] | null;
  [key: string]: unknown;
}

export const contentPageTreeDataSchema: z.ZodType<PageTreeData> = z.lazy(() =>
  z.looseObject({
    page: linkSchema,
    elements: z.array(z.union([contentPageTreeDataSchema, linkSchema])).nullish(),
  }),
) as z.ZodType<PageTreeData>;

const isTree = (element: PageTreeData | z.infer<typeof linkSchema>): element is PageTreeData => 'page' in element;

export function mapContentPageTree(data: PageTreeData): ContentPageTreeNode {
  return {
    contentPageId: data.page.itemId,
    name: data.page.title || data.page.itemId,
    children: (data.elements ?? []).map((element) =>
      isTree(element) ? mapContentPageTree(element) : { contentPageId: element.itemId, name: element.title || element.itemId, children: [] },
    ),
  };
}
