import type { MetaDescriptor } from 'react-router';

/** Title, description, canonical link and robots of a page, in the shape React Router's meta export wants. */
export function pageMeta({
  title,
  description,
  canonical,
  noindex = false,
}: {
  title: string;
  description?: string;
  canonical?: string;
  noindex?: boolean;
}): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title }];
  if (description) tags.push({ name: 'description', content: description });
  if (canonical) tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
  if (noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
