// The demo shop's editorial content in ICM's pagelet model: the home page's teasers (a hero image
// teaser, a carousel, a product list by SKUs and one by category), the header's top line, the
// footer's content block, the service pages (about us, help, terms, privacy) below one root page,
// which makes the page tree, and the configuration include the storefront's extra configuration reads
// (decision 032). Texts come in English and German; the other sites fall back to English as their
// product texts do. Each entry point is written once, when the database lacks it (one added later,
// such as the configuration include, reaches existing databases at their next start). The further
// includes the Intershop PWA names come with migration 034.
import type { Db } from '../db/open-database';

const BASE = 'app_sf_base_cm';
const PWA = 'app_sf_pwa_cm';
const T = {
  html: 'bc_pmc:types.pagelet2-Html',
  text: 'bc_pmc:types.pagelet2-Text',
  image: 'bc_pmc:types.pagelet2-ImageFileRef',
  link: 'bc_pmc:types.pagelet2-Link',
  boolean: 'bc_pmc:types.pagelet2-Boolean',
  integer: 'bc_pmc:types.pagelet2-Integer',
  productList: 'bc_pmc:types.pagelet2-ProductList',
  categoryRef: 'bc_pmc:types.pagelet2-CategoryRef',
};

type Localized = { en_US: string; de_DE: string };
interface Parameter {
  type: string;
  value: unknown;
  /** value is a Localized text */
  localized?: boolean;
}
interface SeedPagelet {
  id: string;
  component: string;
  name: Localized;
  parameters?: Record<string, Parameter>;
  slots?: Record<string, SeedPagelet[]>;
}
interface SeedEntryPoint {
  kind: 'include' | 'page';
  id: string;
  definition: string;
  name: Localized;
  parent?: string;
  pagelets: SeedPagelet[];
}

const text = (en_US: string, de_DE: string): Parameter => ({ type: T.text, value: { en_US, de_DE }, localized: true });
const html = (en_US: string, de_DE: string): Parameter => ({ type: T.html, value: { en_US, de_DE }, localized: true });
const plain = (type: string, value: unknown): Parameter => ({ type, value });
const both = (en_US: string, de_DE: string): Localized => ({ en_US, de_DE });

function teaser(id: string, name: Localized, image: string, heading: Parameter, description: Parameter, link: string, linkText: Parameter): SeedPagelet {
  return {
    id,
    component: `${BASE}:component.common.imageEnhanced.pagelet2-Component`,
    name,
    parameters: {
      Image: plain(T.image, `file:///cms/${image}`),
      AlternateText: heading,
      Heading1: heading,
      Description: description,
      Link: plain(T.link, link),
      LinkText: linkText,
    },
  };
}

function textComponent(id: string, name: Localized, body: Parameter): SeedPagelet {
  return { id, component: `${BASE}:component.common.text.pagelet2-Component`, name, parameters: { HTMLText: body } };
}

/** A service page: the static page component with the page tree beside its text. */
function servicePage(id: string, name: Localized, body: Parameter): SeedEntryPoint {
  const key = id.split('.')[1];
  return {
    kind: 'page',
    id,
    definition: `${BASE}:page.content.pagelet2-Page`,
    name,
    parent: ROOT_PAGE,
    pagelets: [
      {
        id: `cmp_${key}_static`,
        component: `${BASE}:component.shopping.staticPage.pagelet2-Component`,
        name,
        parameters: {
          NavigationRoot: plain(T.text, ROOT_PAGE),
          // the levels of the page tree shown, the root page the first (the PWA shows only the root with 1)
          NavigationDepth: plain(T.integer, 2),
          ShowNavigation: plain(T.boolean, true),
        },
        slots: {
          [`${BASE}:slot.staticPage.content.pagelet2-Slot`]: [textComponent(`cmp_${key}_text`, name, body)],
        },
      },
    ],
  };
}

export const ROOT_PAGE = 'page.service.pagelet2-Page';
export const CONFIGURATION_INCLUDE = 'include.configuration.pagelet2-Include';

export const CMS_CONTENT: SeedEntryPoint[] = [
  {
    kind: 'include',
    id: 'include.homepage.content.pagelet2-Include',
    definition: `${PWA}:include.homepage.content.pagelet2-Include`,
    name: both('Homepage Content', 'Startseiteninhalt'),
    pagelets: [
      teaser(
        'cmp_home_hero',
        both('Home hero teaser', 'Startseite Aufmacher'),
        'hero.svg',
        text('Cameras for every moment', 'Kameras für jeden Moment'),
        text('From pocket camcorders to full-frame bodies: find the camera that fits.', 'Vom Taschen-Camcorder bis zur Vollformatkamera: finden Sie die passende Kamera.'),
        'category://584@inSPIRED-inTRONICS-Cameras-Camcorders',
        text('Shop cameras', 'Kameras entdecken'),
      ),
      {
        id: 'cmp_home_carousel',
        component: `${BASE}:component.common.carousel.pagelet2-Component`,
        name: both('Home carousel', 'Startseite Karussell'),
        parameters: { SlideItems: plain(T.integer, 1), ShowIndicators: plain(T.boolean, true), StartCycling: plain(T.boolean, false) },
        slots: {
          [`${BASE}:slot.carousel.items.pagelet2-Slot`]: [
            teaser('cmp_home_slide_computers', both('Slide computers', 'Folie Computer'), 'slide-computers.svg',
              text('Work from anywhere', 'Arbeiten, wo Sie wollen'),
              text('Notebooks and tablets for the office and the road.', 'Notebooks und Tablets für Büro und unterwegs.'),
              'category://Computers@inSPIRED-inTRONICS-Computers', text('See computers', 'Computer ansehen')),
            teaser('cmp_home_slide_service', both('Slide service', 'Folie Service'), 'slide-service.svg',
              text('Help when you need it', 'Hilfe, wenn Sie sie brauchen'),
              text('Delivery, returns and warranty explained.', 'Lieferung, Rückgabe und Garantie erklärt.'),
              'page://page.help.pagelet2-Page', text('Go to help', 'Zur Hilfe')),
            teaser('cmp_home_slide_quickorder', both('Slide cameras', 'Folie Kameras'), 'slide-quickorder.svg',
              text('Cameras for every trip', 'Kameras für jede Reise'),
              text('Compact, bridge and system cameras, and what goes with them.', 'Kompakt-, Bridge- und Systemkameras und was dazugehört.'),
              'category://Cameras@inSPIRED-inTRONICS-Cameras', text('See cameras', 'Kameras ansehen')),
          ],
        },
      },
      {
        id: 'cmp_home_products',
        component: `${BASE}:component.common.productListManual.pagelet2-Component`,
        name: both('Home top sellers', 'Startseite Bestseller'),
        parameters: {
          Title: text('Top sellers', 'Bestseller'),
          Products: plain(T.productList, ['201807171@inSPIRED-inTRONICS', '457595@inSPIRED-inTRONICS', '872843@inSPIRED-inTRONICS', '201807191@inSPIRED-inTRONICS']),
        },
      },
      {
        id: 'cmp_home_category_products',
        component: `${BASE}:component.common.productListCategory.pagelet2-Component`,
        name: both('Home camcorders', 'Startseite Camcorder'),
        parameters: {
          Title: text('New camcorders', 'Neue Camcorder'),
          Category: plain(T.categoryRef, '584@inSPIRED-inTRONICS-Cameras-Camcorders'),
          MaxNumberOfProducts: plain(T.integer, 4),
          ShowViewAll: plain(T.boolean, true),
        },
      },
    ],
  },
  {
    kind: 'include',
    id: 'include.header.top.pagelet2-Include',
    definition: `${PWA}:include.header.top.pagelet2-Include`,
    name: both('Header Top', 'Kopfzeile oben'),
    // a line without links: the header's Tab budget stays as it is (tests/e2e/keyboard.spec.ts)
    pagelets: [
      textComponent('cmp_header_top_text', both('Header top text', 'Text Kopfzeile oben'), html(
        '<p>Free standard delivery on every order.</p>',
        '<p>Kostenloser Standardversand für jede Bestellung.</p>',
      )),
    ],
  },
  {
    kind: 'include',
    id: 'include.footer.content.pagelet2-Include',
    definition: `${PWA}:include.footer.content.pagelet2-Include`,
    name: both('Footer Content', 'Fußzeileninhalt'),
    pagelets: [
      textComponent('cmp_footer_content_text', both('Footer service links', 'Fußzeile Servicelinks'), html(
        '<h2>Service</h2><ul><li><a href="page://page.aboutus.pagelet2-Page">About us</a></li><li><a href="page://page.help.pagelet2-Page">Help</a></li><li><a href="page://page.terms.pagelet2-Page">Terms and conditions</a></li><li><a href="page://page.privacy.pagelet2-Page">Privacy policy</a></li></ul>',
        '<h2>Service</h2><ul><li><a href="page://page.aboutus.pagelet2-Page">Über uns</a></li><li><a href="page://page.help.pagelet2-Page">Hilfe</a></li><li><a href="page://page.terms.pagelet2-Page">AGB</a></li><li><a href="page://page.privacy.pagelet2-Page">Datenschutzerklärung</a></li></ul>',
      )),
    ],
  },
  {
    kind: 'page',
    id: ROOT_PAGE,
    definition: `${BASE}:page.content.pagelet2-Page`,
    name: both('Service', 'Service'),
    pagelets: [
      {
        id: 'cmp_service_static',
        component: `${BASE}:component.shopping.staticPage.pagelet2-Component`,
        name: both('Service', 'Service'),
        parameters: { NavigationRoot: plain(T.text, ROOT_PAGE), NavigationDepth: plain(T.integer, 2), ShowNavigation: plain(T.boolean, true) },
        slots: {
          [`${BASE}:slot.staticPage.content.pagelet2-Slot`]: [textComponent('cmp_service_text', both('Service', 'Service'), html(
            '<p>Everything about this shop: who we are, how ordering works, and the rules that apply.</p>',
            '<p>Alles über diesen Shop: wer wir sind, wie Bestellen funktioniert und welche Regeln gelten.</p>',
          ))],
        },
      },
    ],
  },
  servicePage('page.aboutus.pagelet2-Page', both('About us', 'Über uns'), html(
    '<p>inSPIRED inTRONICS is a demo shop for cameras, computers and home entertainment. No order placed here is delivered.</p><p>Browse our <a href="category://Cameras@inSPIRED-inTRONICS-Cameras">cameras</a> or read the <a href="page://page.help.pagelet2-Page">help pages</a>.</p>',
    '<p>inSPIRED inTRONICS ist ein Demo-Shop für Kameras, Computer und Unterhaltungselektronik. Hier aufgegebene Bestellungen werden nicht geliefert.</p><p>Stöbern Sie in unseren <a href="category://Cameras@inSPIRED-inTRONICS-Cameras">Kameras</a> oder lesen Sie die <a href="page://page.help.pagelet2-Page">Hilfeseiten</a>.</p>',
  )),
  servicePage('page.help.pagelet2-Page', both('Help', 'Hilfe'), html(
    '<h2>Delivery</h2><p>Standard delivery takes three to five working days; express delivery arrives the next working day.</p><h2>Returns</h2><p>You may return goods within 14 days. Start a return from <a href="route://account/orders">your orders</a>.</p>',
    '<h2>Lieferung</h2><p>Die Standardlieferung dauert drei bis fünf Werktage, die Expresslieferung kommt am nächsten Werktag.</p><h2>Rückgabe</h2><p>Sie können Waren innerhalb von 14 Tagen zurückgeben. Starten Sie die Rückgabe in <a href="route://account/orders">Ihren Bestellungen</a>.</p>',
  )),
  servicePage('page.terms.pagelet2-Page', both('Terms and conditions', 'Allgemeine Geschäftsbedingungen'), html(
    '<p>These terms belong to a demo shop: no contract of sale is made here and nothing is charged.</p>',
    '<p>Diese Bedingungen gehören zu einem Demo-Shop: Hier kommt kein Kaufvertrag zustande und nichts wird berechnet.</p>',
  )),
  servicePage('page.privacy.pagelet2-Page', both('Privacy policy', 'Datenschutzerklärung'), html(
    '<p>The demo shop keeps only what it needs to run your session and your demo account.</p>',
    '<p>Der Demo-Shop speichert nur, was er für Ihre Sitzung und Ihr Demo-Konto braucht.</p>',
  )),
  {
    // The PWA's configurable theme (include and component of app_sf_pwa_cm): today's logo, favicon and
    // brand colours, and no feature changes, so turning extraConfiguration on changes nothing visible.
    kind: 'include',
    id: CONFIGURATION_INCLUDE,
    definition: `${PWA}:${CONFIGURATION_INCLUDE}`,
    name: both('Configuration', 'Konfiguration'),
    pagelets: [
      {
        id: 'cmp_configuration',
        component: `${PWA}:component.configuration.pagelet2-Component`,
        name: both('Configuration', 'Konfiguration'),
        parameters: {
          Logo: plain(T.image, 'file:///logo.svg'),
          LogoMobile: plain(T.image, 'file:///logo-mobile.svg'),
          Favicon: plain(T.image, 'file:///favicon.svg'),
          CSSProperties: plain(T.text, 'color-brand:#0b5e8c\r\ncolor-brand-dark:#084565\r\n'),
          Features: plain(T.text, ''),
          AddFeatures: plain(T.text, ''),
        },
      },
    ],
  },
];

/** Writes the demo entry points the database lacks (by kind and id), with their pagelets. */
export function seedCmsContent(db: Db, content: SeedEntryPoint[] = CMS_CONTENT): void {
  const present = db.prepare('SELECT 1 FROM cms_entry_points WHERE kind = ? AND id = ?');
  const missing = content.map((point, position) => ({ point, position })).filter(({ point }) => !present.get(point.kind, point.id));
  if (!missing.length) return;
  const entryPoint = db.prepare(`INSERT INTO cms_entry_points (kind, id, definition, display_name, parent_page_id, position)
    VALUES (@kind, @id, @definition, @name, @parent, @position)`);
  const pagelet = db.prepare(`INSERT INTO cms_pagelets
    (id, definition, display_name, entry_point_kind, entry_point_id, parent_pagelet_id, slot, position)
    VALUES (@id, @definition, @name, @kind, @entryPointId, @parentId, @slot, @position)`);
  const parameter = db.prepare(`INSERT INTO cms_parameters (pagelet_id, name, type, value, localized, position)
    VALUES (@pageletId, @name, @type, @value, @localized, @position)`);

  const writePagelet = (item: SeedPagelet, position: number, place: { kind?: string; entryPointId?: string; parentId?: string; slot?: string }) => {
    pagelet.run({
      id: item.id,
      definition: item.component,
      name: JSON.stringify(item.name),
      kind: place.kind ?? null,
      entryPointId: place.entryPointId ?? null,
      parentId: place.parentId ?? null,
      slot: place.slot ?? null,
      position,
    });
    Object.entries(item.parameters ?? {}).forEach(([name, p], index) => {
      parameter.run({ pageletId: item.id, name, type: p.type, value: JSON.stringify(p.value), localized: p.localized ? 1 : 0, position: index });
    });
    for (const [slot, children] of Object.entries(item.slots ?? {})) {
      children.forEach((child, index) => writePagelet(child, index, { parentId: item.id, slot }));
    }
  };

  db.transaction(() => {
    missing.forEach(({ point, position }) => {
      entryPoint.run({ kind: point.kind, id: point.id, definition: point.definition, name: JSON.stringify(point.name), parent: point.parent ?? null, position });
      point.pagelets.forEach((item, index) => writePagelet(item, index, { kind: point.kind, entryPointId: point.id }));
    });
  })();
}
