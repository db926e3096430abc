import { z } from 'zod';

import { idString, lenientString } from './lenient-scalars';

/** A content pagelet: a component definition with its configuration parameters and nested slots. */
export interface ContentPagelet {
  id: string;
  definitionQualifiedName: string;
  displayName?: string;
  domain?: string;
  /** Parameter name → value (text, HTML, image reference `domain:/path`, list, …). */
  configurationParameters: Record<string, unknown>;
  slots: { definitionQualifiedName: string; pageletIds: string[] }[];
}

/** A content include (`GET cms/includes/{id}`): a named entry point holding pagelets. */
export interface ContentInclude {
  id: string;
  definitionQualifiedName: string;
  displayName?: string;
  /** Ids of the top-level pagelets, in order. */
  pageletIds: string[];
  /** Every pagelet of the include, nested ones included, by id. */
  pagelets: Record<string, ContentPagelet>;
}

const configurationParameterSchema = z.looseObject({
  value: z.unknown().optional(),
  type: lenientString.optional(),
  definitionQualifiedName: lenientString.optional(),
});

interface PageletData {
  id: string;
  definitionQualifiedName?: string;
  displayName?: string;
  domain?: string;
  configurationParameters?: Record<string, z.infer<typeof configurationParameterSchema>> | null;
  slots?: Record<string, { definitionQualifiedName?: string; pagelets?: PageletData[] | null }> | null;
  [key: string]: unknown;
}

const pageletDataSchema: z.ZodType<PageletData> = z.lazy(() =>
  z.looseObject({
    id: idString,
    definitionQualifiedName: lenientString.optional(),
    displayName: lenientString.optional(),
    domain: lenientString.optional(),
    configurationParameters: z.record(z.string(), configurationParameterSchema).nullish(),
    slots: z
      .record(
        z.string(),
        z.looseObject({ definitionQualifiedName: lenientString.optional(), pagelets: z.array(pageletDataSchema).nullish() })
      )
      .nullish(),
  })
) as z.ZodType<PageletData>;

export const contentIncludeDataSchema = z.looseObject({
  id: idString,
  definitionQualifiedName: lenientString.optional(),
  displayName: lenientString.optional(),
  pagelets: z.array(pageletDataSchema).nullish(),
});

function collect(pagelet: PageletData, into: Record<string, ContentPagelet>): string {
  const slots = Object.entries(pagelet.slots ?? {}).map(([key, slot]) => ({
    definitionQualifiedName: slot.definitionQualifiedName ?? key,
    pageletIds: (slot.pagelets ?? []).map(p => collect(p, into)),
  }));
  const mapped: ContentPagelet = {
    id: pagelet.id,
    definitionQualifiedName: pagelet.definitionQualifiedName ?? '',
    configurationParameters: Object.fromEntries(
      Object.entries(pagelet.configurationParameters ?? {}).map(([name, p]) => [name, p.value])
    ),
    slots,
  };
  if (pagelet.displayName) mapped.displayName = pagelet.displayName;
  if (pagelet.domain) mapped.domain = pagelet.domain;
  into[pagelet.id] = mapped;
  return pagelet.id;
}

export function mapContentInclude(data: z.infer<typeof contentIncludeDataSchema>): ContentInclude {
  const pagelets: Record<string, ContentPagelet> = {};
  const pageletIds = (data.pagelets ?? []).map(p => collect(p, pagelets));
  const include: ContentInclude = {
    id: data.id,
    definitionQualifiedName: data.definitionQualifiedName ?? '',
    pageletIds,
    pagelets,
  };
  if (data.displayName) include.displayName = data.displayName;
  return include;
}
