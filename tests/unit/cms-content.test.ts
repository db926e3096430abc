// CMS content on the server: link conversion (business-and-integration §2.5), the HTML allowlist
// (sanitize-html configured by sanitize-html.server.ts), and
// the mapping of ICM pagelets (recorded answers and the bundled API's seeded content) to blocks.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { contentIncludeDataSchema, mapContentInclude } from '~/commerce/models/content-include';
import { convertContentLink } from '~/features/content/content-links';
import { fileUrl, mapPagelets } from '~/features/content/content-mapping.server';
import { sanitizeContentHtml } from '~/features/content/sanitize-html.server';

const de = (path: string) => `/de${path}`;

describe('content links', () => {
  it.each([
    ['product://201807171@inSPIRED-inTRONICS', '/product/201807171'],
    ['category://584@inSPIRED-inTRONICS-Cameras-Camcorders', '/categoryref/584@inSPIRED-inTRONICS-Cameras-Camcorders'],
    ['page://page.help.pagelet2-Page', '/page/page.help.pagelet2-Page'],
    ['route://quick-order', '/quick-order'],
    ['https://example.com/x', 'https://example.com/x'],
    ['http://example.com/', 'http://example.com/'],
    ['mailto:info@example.com', 'mailto:info@example.com'],
    ['/basket', '/basket'],
  ])('%s becomes %s', (link, expected) => {
    expect(convertContentLink(link)).toBe(expected);
  });

  it('puts shop paths into the page\'s site', () => {
    expect(convertContentLink('page://page.help.pagelet2-Page', de)).toBe('/de/page/page.help.pagelet2-Page');
    expect(convertContentLink('https://example.com', de)).toBe('https://example.com');
  });

  it.each(['javascript:alert(1)', 'javascript://%0Aalert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example', '', 'unknown://x'])(
    'never makes %j a live link',
    (link) => {
      expect(convertContentLink(link)).toBeUndefined();
    },
  );
});

describe('content HTML', () => {
  it('keeps allowed markup and converts links', () => {
    expect(sanitizeContentHtml('<p>Hi <strong>there</strong> <a href="page://page.aboutus.pagelet2-Page" title="About">about</a></p>', de)).toBe(
      '<p>Hi <strong>there</strong> <a title="About" href="/de/page/page.aboutus.pagelet2-Page">about</a></p>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="x()" style="color:red">ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="x" onerror="alert(1)">', '<img />'],
    ['<img src="https://cdn.example/a.png" alt="A">', '<img alt="A" src="https://cdn.example/a.png" />'],
    ['<img src="javascript:alert(1)">', '<img />'],
    ['<a href="https://x.example" rel="opener">x</a>', '<a href="https://x.example" rel="noopener noreferrer">x</a>'],
    ['<a href="/basket" rel="opener">x</a>', '<a href="/basket">x</a>'],
    ['<iframe src="https://evil"></iframe>after', 'after'],
    ['<style>p{}</style><svg><script>x</script></svg>t', 't'],
    ['<p>open <em>tags', '<p>open <em>tags</em></p>'],
    ['</div>stray', 'stray'],
    ['a < b & c', 'a &lt; b &amp; c'],
    ['<h1>Title</h1>', '<h2>Title</h2>'],
    ['<!-- comment --><p>x</p>', '<p>x</p>'],
    ['<a href="https://example.com">x</a>', '<a href="https://example.com" rel="noopener noreferrer">x</a>'],
    ['<p title="&quot;><script>">x</p>', '<p>x</p>'],
    ['<form action="/x"><input name="a"></form>', ''],
  ])('%s → %s', (html, safe) => {
    expect(sanitizeContentHtml(html)).toBe(safe);
  });
});

describe('content mapping', () => {
  const options = { localize: (path: string) => path, locale: 'en_US', staticBase: 'https://icm.example/INTERSHOP/static/WFS/Site/-' };

  it('maps the recorded home include: a free-style HTML component becomes a text block', () => {
    const raw = JSON.parse(readFileSync('tests/fixtures/icm/cms/includes/include.homepage.content.pagelet2-Include/get.json', 'utf8'));
    const include = mapContentInclude(contentIncludeDataSchema.parse(raw));
    const blocks = mapPagelets(include.pageletIds, include, options);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ kind: 'text', id: 'cmp_homepage_mock_content' });
    expect(blocks[0].kind === 'text' && blocks[0].html).toContain('<h2>Mock Content</h2>');
  });

  it('skips an unknown component type with one warning', () => {
    const raw = JSON.parse(readFileSync('tests/fixtures/icm/cms/includes/include.configuration.pagelet2-Include/get.json', 'utf8'));
    const include = mapContentInclude(contentIncludeDataSchema.parse(raw));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(mapPagelets(include.pageletIds, include, options)).toEqual([]);
    expect(mapPagelets(include.pageletIds, include, options)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('maps teasers, carousels, product lists and static pages from the ICM pagelet model', () => {
    const include = mapContentInclude(
      contentIncludeDataSchema.parse({
        id: 'x',
        pagelets: [
          {
            id: 'carousel',
            definitionQualifiedName: 'app_sf_base_cm:component.common.carousel.pagelet2-Component',
            slots: {
              'app_sf_base_cm:slot.carousel.items.pagelet2-Slot': {
                definitionQualifiedName: 'app_sf_base_cm:slot.carousel.items.pagelet2-Slot',
                pagelets: [
                  {
                    id: 'teaser',
                    definitionQualifiedName: 'app_sf_base_cm:component.common.imageEnhanced.pagelet2-Component',
                    configurationParameters: {
                      Image: { value: 'inSPIRED-inTRONICS-rest:/teaser/a.jpg', type: 'bc_pmc:types.pagelet2-ImageFileRef' },
                      Heading1: { value: 'Hello', type: 'bc_pmc:types.pagelet2-Text' },
                      Link: { value: 'javascript:alert(1)', type: 'bc_pmc:types.pagelet2-Link' },
                    },
                  },
                ],
              },
            },
          },
          {
            id: 'list',
            definitionQualifiedName: 'app_sf_base_cm:component.common.productListManual.pagelet2-Component',
            configurationParameters: { Products: { value: ['123@dom', '456@dom'], type: 'bc_pmc:types.pagelet2-ProductList' } },
          },
        ],
      }),
    );
    const [carousel, list] = mapPagelets(include.pageletIds, include, options);
    expect(carousel).toEqual({
      kind: 'carousel',
      id: 'carousel',
      items: [
        {
          kind: 'imageTeaser',
          id: 'teaser',
          src: 'https://icm.example/INTERSHOP/static/WFS/Site/-/inSPIRED-inTRONICS-rest/en_US/teaser/a.jpg',
          alt: '',
          heading: 'Hello',
          subheading: undefined,
          description: undefined,
          href: undefined,
          linkText: undefined,
        },
      ],
    });
    expect(list).toEqual({ kind: 'pendingProducts', list: { id: 'list', title: undefined, skus: ['123', '456'] } });
  });

  it('reads file references: http kept, file:// the shop\'s own, others refused', () => {
    expect(fileUrl('https://cdn.example/a.png', options)).toBe('https://cdn.example/a.png');
    expect(fileUrl('file:///cms/hero.svg', options)).toBe('/cms/hero.svg');
    expect(fileUrl('javascript:alert(1)', options)).toBeUndefined();
  });
});
