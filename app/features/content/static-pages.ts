// The content pages the shop has before it has a CMS (shopping-core §2: /page/{id}): the terms and
// conditions and the right of withdrawal, which the order's review links to (a German shop must, with
// the order button's "Zahlungspflichtig bestellen", § 312j BGB), and the privacy policy, which the
// registration asks the shopper to accept. Their texts are translations; they say honestly that they
// belong to a demo shop, and the privacy policy what the demo keeps.

/** Each page's translation keys: its title and its paragraphs in order. */
export const STATIC_PAGES = {
  terms: { title: 'page.terms.title', paragraphs: ['page.terms.demo.text', 'page.terms.live.text'] },
  withdrawal: { title: 'page.withdrawal.title', paragraphs: ['page.withdrawal.demo.text', 'page.withdrawal.live.text'] },
  privacy: {
    title: 'page.privacy.title',
    paragraphs: ['page.privacy.demo.text', 'page.privacy.cookie.text', 'page.privacy.account.text', 'page.privacy.live.text'],
  },
} as const;

export type StaticPageId = keyof typeof STATIC_PAGES;

export const isStaticPage = (id: string): id is StaticPageId => Object.hasOwn(STATIC_PAGES, id);

/** Where a static page is (without the locale prefix). */
export const staticPagePath = (id: StaticPageId) => `/page/${id}`;
