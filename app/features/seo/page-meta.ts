import type { MetaDescriptor } from 'react-router';
import type { Alternate } from '~/i18n/locales';

export interface PageSeo {
  title: string;
  description?: string;
  /** Absolute URL on the shop's public origin. */
  canonical?: string;
  /** The page in every language of the shop, plus x-default. */
  alternates?: Alternate[];
  noindex?: boolean;
}

/** Title, description, canonical and language links and robots of a page, as React Router's meta export wants them. */
export function pageMeta({ title, description, canonical, alternates = [], noindex = false }: PageSeo): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title }];
  if (description) tags.push({ name: 'description', content: description });
  if (canonical) tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
  for (const alternate of alternates) tags.push({ tagName: 'link', rel: 'alternate', hrefLang: alternate.hrefLang, href: alternate.href });
  if (noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
