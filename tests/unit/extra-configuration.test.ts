// The extra configuration (decision 032): CSS properties against hostile editor input, the mapping of
// the configuration include (the recorded answer and hostile parameters), the request's feature
// toggles, and the trust badge's and copilot's settings.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentIncludeDataSchema, mapContentInclude, type ContentInclude } from '~/commerce/models/content-include';
import { parseCssProperties, safePropertyValue, themeStyle } from '~/features/extra-configuration/css-properties';
import { effectiveFeatures } from '~/features/extra-configuration/effective-features';
import { mapExtraConfiguration } from '~/features/extra-configuration/extra-configuration';
import { parseCopilotSettings } from '~/features/widgets/copilot-settings';
import { parseTrustbadgeId, trustbadgeId } from '~/features/widgets/trust-badge';
import type { FeatureToggle } from '~/http/features';

const RECORDED = 'tests/fixtures/icm/cms/includes/include.configuration.pagelet2-Include/get.json';
const OPTIONS = { locale: 'en_US', imageOrigins: [] as string[] };

/** A configuration include with these parameters, as the commerce client maps ICM's answer. */
function include(parameters: Record<string, unknown>): ContentInclude {
  return mapContentInclude(
    contentIncludeDataSchema.parse({
      id: 'include.configuration.pagelet2-Include',
      pagelets: [
        {
          id: 'cmp_configuration',
          definitionQualifiedName: 'app_sf_pwa_cm:component.configuration.pagelet2-Component',
          configurationParameters: Object.fromEntries(Object.entries(parameters).map(([name, value]) => [name, { value, type: 'bc_pmc:types.pagelet2-Text' }])),
        },
      ],
    }),
  );
}

describe('CSS properties', () => {
  it('keeps plain values: colours, lengths, font names, computing functions', () => {
    expect(parseCssProperties('color-brand:#068000\r\n--radius: 4px\r\nfont: "Roboto Slab", serif\nspace:calc(1rem + 2px)\nshadow:rgb(0 0 0 / 0.2)\n')).toEqual([
      ['--color-brand', '#068000'],
      ['--radius', '4px'],
      ['--font', '"Roboto Slab", serif'],
      ['--space', 'calc(1rem + 2px)'],
      ['--shadow', 'rgb(0 0 0 / 0.2)'],
    ]);
  });

  it.each([
    'url(https://evil.example/x.png)',
    'URL(//evil.example)',
    ' u\\72l(https://evil.example)',
    "image-set('x.png' 1x)",
    'expression(alert(1))',
    'red;}body{display:none',
    'red}</style><script>alert(1)</script>',
    'red</style>',
    '#fff; background: url(x)',
    'red !important',
    '@import "x.css"',
    "'unclosed",
    'calc(1px',
    'red /* comment',
    'var(--x))(',
    'a'.repeat(201),
    '',
  ])('refuses %j', (value) => {
    expect(safePropertyValue(value)).toBeUndefined();
  });

  it('drops lines with hostile names or values and keeps the rest', () => {
    const properties = parseCssProperties('color-brand:#000\nbad name:#fff\n--x}{:red\ncolor-accent:url(x)\nno colon here\ncolor-text: #111');
    expect(properties).toEqual([
      ['--color-brand', '#000'],
      ['--color-text', '#111'],
    ]);
    expect(themeStyle(properties)).toBe('html:root{--color-brand:#000;--color-text:#111}');
    expect(themeStyle([])).toBeUndefined();
    expect(parseCssProperties(undefined)).toEqual([]);
  });

  it('keeps quoted text harmless: the characters that could leave the declaration are refused inside quotes too', () => {
    expect(safePropertyValue("'url(x)'")).toBe("'url(x)'");
    expect(safePropertyValue("'a;b'")).toBeUndefined();
    expect(safePropertyValue("'</style>'")).toBeUndefined();
  });
});

describe('the configuration include', () => {
  it('maps the recorded answer: theme, features, settings; a third-party font stays out', () => {
    const data = contentIncludeDataSchema.parse(JSON.parse(readFileSync(RECORDED, 'utf8')));
    const extra = mapExtraConfiguration(mapContentInclude(data), { ...OPTIONS, staticBase: 'https://icm.example/INTERSHOP/static/WFS/x/-', imageOrigins: ['https://icm.example'] });
    expect(extra.logo).toBe('https://icm.example/INTERSHOP/static/WFS/x/-/inSPIRED-inTRONICS_Business-rest/en_US/config/logo.svg');
    expect(extra.favicon).toMatch(/\/config\/favicon\.ico$/);
    expect(extra.themeStyle).toContain('--corporate-primary:#068000');
    expect(extra.themeStyle).toContain('--font-family-condensedbold:Roboto Slab');
    expect(extra.stylesheets).toEqual([]);
    expect(extra.features).toEqual(['compare', 'quickorder']);
    expect(extra.addFeatures).toEqual([]);
  });

  it('takes shop files and the allowed origins\' images; others are left out', () => {
    const extra = mapExtraConfiguration(
      include({
        Logo: 'file:///logo.svg',
        LogoMobile: 'https://evil.example/logo.svg',
        Favicon: 'javascript:alert(1)',
        CSSFile: 'file:///themes/shop.css',
        CSSFonts: 'https://fonts.googleapis.com/css2?family=Open+Sans\r\n/fonts/shop.css\r\n//evil.example/x.css',
      }),
      OPTIONS,
    );
    expect(extra).toMatchObject({ logo: '/logo.svg', logoMobile: undefined, favicon: undefined, stylesheets: ['/fonts/shop.css', '/themes/shop.css'] });
  });

  it('takes no path that a browser reads as another host (a backslash, a tab or line break after the slash)', () => {
    const extra = mapExtraConfiguration(
      include({
        Logo: 'file:///\\evil.example/logo.png',
        LogoMobile: 'file:///logo.svg 1x, https://evil.example/logo.png 2x',
        Favicon: 'file:///\n/evil.example/favicon.ico',
        CSSFile: '/\\evil.example/x.css',
        CSSFonts: 'file:///\\evil.example/f.css\r\n/\t/evil.example/g.css\r\n/fonts/shop.css',
      }),
      OPTIONS,
    );
    expect(extra).toMatchObject({ logo: undefined, logoMobile: undefined, favicon: undefined, stylesheets: ['/fonts/shop.css'] });
  });

  it('reads the known settings of ConfigurationJSON and ignores the rest', () => {
    const json = (value: unknown) => mapExtraConfiguration(include({ ConfigurationJSON: typeof value === 'string' ? value : JSON.stringify(value) }), OPTIONS);
    const extra = json({ navigationColumns: 3, NavLevel2Icon: 'icon', trustbadgeId: 'XA2A8D35838AF5F63E5EB0E05847B1CB8', whitelabel: true, foo: { bar: 1 } });
    expect(extra.navigation).toEqual({ columns: 3, level2Icon: 'icon' });
    expect(extra.trustbadgeId).toBe('XA2A8D35838AF5F63E5EB0E05847B1CB8');
    expect(json({ navigationColumns: 99, NavLevel2Icon: 'rocket', trustbadgeId: '../../evil' })).toMatchObject({ navigation: {}, trustbadgeId: undefined });
    expect(json('{ not json').navigation).toEqual({});
    expect(json('[1,2]').navigation).toEqual({});
  });

  it('names only known toggles; an empty Features keeps the server\'s', () => {
    const extra = mapExtraConfiguration(include({ Features: '', AddFeatures: 'trustbadge, bogus ,compare' }), OPTIONS);
    expect(extra.features).toBeUndefined();
    expect(extra.addFeatures).toEqual(['trustbadge', 'compare']);
  });

  it('configures nothing from an include without a pagelet', () => {
    const extra = mapExtraConfiguration(mapContentInclude(contentIncludeDataSchema.parse({ id: 'x', pagelets: [] })), OPTIONS);
    expect(extra).toMatchObject({ logo: undefined, themeStyle: undefined, stylesheets: [], features: undefined, addFeatures: [], navigation: {} });
  });
});

describe('the request\'s feature toggles', () => {
  const server = new Set<FeatureToggle>(['compare', 'wishlists', 'extraConfiguration', 'tracking']);
  const configured = { copilot: false, tacton: false };
  const features = (extra: { features?: FeatureToggle[]; addFeatures: FeatureToggle[] } | undefined, copilot = false) =>
    [...effectiveFeatures(server, extra, { ...configured, copilot })].sort();

  it('are the server\'s without an extra configuration', () => {
    expect(features(undefined)).toEqual(['compare', 'extraConfiguration', 'tracking', 'wishlists']);
  });

  it('are replaced by Features and extended by AddFeatures, extraConfiguration kept', () => {
    expect(features({ features: ['compare'], addFeatures: ['trustbadge'] })).toEqual(['compare', 'extraConfiguration', 'trustbadge']);
  });

  it('never gain a toggle only the server may turn on, nor one that lacks its configuration', () => {
    expect(features({ addFeatures: ['scandit', 'documents', 'tacton', 'copilot'] })).toEqual(['compare', 'extraConfiguration', 'tracking', 'wishlists']);
    expect(features({ addFeatures: ['copilot'] }, true)).toContain('copilot');
    expect([...effectiveFeatures(new Set(['tacton', 'copilot']), undefined, configured)]).toEqual([]);
  });
});

describe('widget settings', () => {
  it('trust badge: the server\'s id, else the CMS\'s, else none; a wrong TRUSTBADGE_ID stops the start', () => {
    expect(trustbadgeId('XA2A8D35838AF5F63E5EB0E05847B1CB8', 'XB2A8D35838AF5F63E5EB0E05847B1CB8')).toBe('XA2A8D35838AF5F63E5EB0E05847B1CB8');
    expect(trustbadgeId(undefined, 'XB2A8D35838AF5F63E5EB0E05847B1CB8')).toBe('XB2A8D35838AF5F63E5EB0E05847B1CB8');
    expect(trustbadgeId(undefined, undefined)).toBeUndefined();
    expect(parseTrustbadgeId(' ')).toBeUndefined();
    expect(() => parseTrustbadgeId('X1"></script>')).toThrow(/TRUSTBADGE_ID/);
  });

  it('copilot: needs script and id, https only, the chat server defaulting to the script\'s origin', () => {
    expect(parseCopilotSettings({})).toBeUndefined();
    expect(parseCopilotSettings({ COPILOT_SCRIPT_URL: 'https://cdn.example/web.js' })).toBeUndefined();
    expect(parseCopilotSettings({ COPILOT_SCRIPT_URL: 'https://cdn.example/web.js', COPILOT_ID: 'flow-1' })).toEqual({
      scriptUrl: 'https://cdn.example/web.js',
      id: 'flow-1',
      apiHost: 'https://cdn.example',
    });
    expect(() => parseCopilotSettings({ COPILOT_SCRIPT_URL: 'http://cdn.example/web.js', COPILOT_ID: 'x' })).toThrow(/https/);
    expect(() => parseCopilotSettings({ COPILOT_SCRIPT_URL: 'https://cdn.example/web.js', COPILOT_ID: '"});alert(1)//' })).toThrow(/COPILOT_ID/);
  });
});
