import { z } from 'zod';

import { lenientString } from './lenient-scalars';

export interface SeoAttributes {
  title?: string;
  description?: string;
  /** Robots directives, e.g. ['index', 'follow']; join with ', ' for the meta tag. */
  robots?: string[];
}

export const seoAttributesDataSchema = z.looseObject({
  metaTitle: lenientString.optional(),
  metaDescription: lenientString.optional(),
  robots: z.union([z.array(z.string()), z.string()]).nullish(),
});
export type SeoAttributesData = z.infer<typeof seoAttributesDataSchema>;

export function mapSeoAttributes(data: SeoAttributesData | null | undefined): SeoAttributes | undefined {
  if (!data) return undefined;
  const seo: SeoAttributes = {};
  if (data.metaTitle) seo.title = data.metaTitle;
  if (data.metaDescription) seo.description = data.metaDescription;
  const robots = (Array.isArray(data.robots) ? data.robots : (data.robots ?? '').split(','))
    .map(r => r.trim())
    .filter(Boolean);
  if (robots.length) seo.robots = robots;
  return seo;
}
