// The view models of CMS components the storefront renders (serialised into the page). The mapping
// from ICM pagelets is content-mapping.server.ts, the rendering ContentBlocks.tsx.
import type { ProductCard } from '~/features/catalog/product-views';
import type { ContactPersonCard } from './contact-persons';

export type ContentBlock =
  | { kind: 'text'; id: string; html: string }
  | { kind: 'image'; id: string; src: string; alt: string; href?: string; title?: string }
  | { kind: 'imageTeaser'; id: string; src?: string; alt: string; heading?: string; subheading?: string; description?: string; href?: string; linkText?: string }
  | { kind: 'carousel'; id: string; items: ContentBlock[] }
  | { kind: 'container'; id: string; items: ContentBlock[] }
  | { kind: 'products'; id: string; title?: string; products: ProductCard[]; viewAllHref?: string }
  | { kind: 'video'; id: string; src: string; title: string }
  | { kind: 'staticPage'; id: string; items: ContentBlock[] }
  | { kind: 'link'; id: string; href: string; text: string }
  | { kind: 'contactPersons'; id: string; title?: string; persons: ContactPersonCard[] };
