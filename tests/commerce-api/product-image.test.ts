import { describe, expect, it } from 'vitest';
import {
  escapeXml, IMAGE_KINDS, IMAGE_VIEWS, renderCategoryImage, renderProductImage,
} from '../../commerce-api/catalog/images/product-image';
import { buildCatalog } from '../../commerce-api/seed/catalog';

/**
 * A tiny well-formedness check: every tag is closed in order, attribute values are quoted,
 * and text and attribute values contain no raw "<" or unescaped "&".
 */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = tag.exec(svg))) {
    const between = svg.slice(last, match.index);
    expect(between, `text before <${match[2]}>`).not.toMatch(/[<>]/);
    expect(between.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, ''), 'raw & in text').not.toContain('&');
    expect(match[3].replace(/&(amp|lt|gt|quot|apos|#\d+);/g, ''), 'raw & in attribute').not.toContain('&');
    const [, closing, name, , selfClosing] = match;
    if (closing) expect(stack.pop(), `closing </${name}>`).toBe(name);
    else if (!selfClosing) stack.push(name);
    last = tag.lastIndex;
    if (stack.length === 0) break;
  }
  expect(stack, 'unclosed tags').toEqual([]);
  expect(last, 'nothing after the root element').toBe(svg.length);
}

function rootAttributes(svg: string): Record<string, string> {
  const root = /^<svg((?:\s+[\w:-]+="[^"]*")*)\s*>/.exec(svg);
  expect(root, 'root <svg> element').not.toBeNull();
  return Object.fromEntries([...root![1].matchAll(/([\w:-]+)="([^"]*)"/g)].map(m => [m[1], m[2]]));
}

describe('renderProductImage', () => {
  for (const kind of IMAGE_KINDS) {
    it(`draws a well-formed, small ${kind} in every view`, () => {
      const outputs = IMAGE_VIEWS.map(view => {
        const svg = renderProductImage({ kind, color: '#2c6bc4', view, size: 320, label: `Product ${kind}` });
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        assertWellFormed(svg);
        const attrs = rootAttributes(svg);
        expect(attrs.width).toBe('320');
        expect(attrs.height).toBe('320');
        expect(attrs.viewBox).toBe('0 0 400 400');
        expect(attrs.xmlns).toBe('http://www.w3.org/2000/svg');
        expect(Buffer.byteLength(svg, 'utf8'), `${kind} ${view}`).toBeLessThan(4096);
        return svg;
      });
      expect(new Set(outputs).size, `${kind}: front, back and side differ`).toBe(3);
    });
  }

  it('escapes the label', () => {
    const svg = renderProductImage({ kind: 'camera', color: '#222222', view: 'front', size: 100, label: `Canon <EOS> & "R50" 'kit'` });
    assertWellFormed(svg);
    expect(svg).toContain('Canon &lt;EOS&gt; &amp; &quot;R50&quot; &apos;kit&apos;');
    expect(svg).not.toContain('<EOS>');
    expect(svg).not.toContain('"R50"');
  });

  it('shortens long labels in the drawing but keeps them whole in the title', () => {
    const label = 'Samsung Neo QLED QN90C – 55" with an extremely long marketing name';
    const svg = renderProductImage({ kind: 'tv', color: '#111111', view: 'front', size: 100, label });
    expect(svg).toContain(`<title>${escapeXml(label)}</title>`);
    expect(svg).toMatch(/…<\/text>/);
  });

  it('paints in the product colour and differs between colours', () => {
    const red = renderProductImage({ kind: 'phone', color: '#c8283a', view: 'back', size: 100, label: 'x' });
    const blue = renderProductImage({ kind: 'phone', color: '#2c6bc4', view: 'back', size: 100, label: 'x' });
    expect(red).not.toBe(blue);
    expect(red).toMatch(/stop-color="#[0-9a-f]{6}"/);
    expect(renderProductImage({ kind: 'phone', color: '#C8283A', view: 'back', size: 100, label: 'x' })).toContain('#d96975');
  });

  it('falls back to a neutral colour for invalid colours instead of injecting them', () => {
    const svg = renderProductImage({ kind: 'mouse', color: '"/><script>alert(1)</script>', view: 'front', size: 100, label: 'x' });
    assertWellFormed(svg);
    expect(svg).not.toContain('script');
    expect(renderProductImage({ kind: 'mouse', color: '#abc', view: 'front', size: 100, label: 'x' })).toContain('#c4cfdb');
  });

  it('is deterministic', () => {
    const input = { kind: 'printer' as const, color: '#f1f1ee', view: 'side' as const, size: 247, label: 'Epson EcoTank ET-2850' };
    expect(renderProductImage(input)).toBe(renderProductImage(input));
  });

  it('draws every product of the seed catalogue in all its views', () => {
    for (const p of buildCatalog().products) {
      for (const view of p.image.views) {
        const svg = renderProductImage({ kind: p.image.kind, color: p.image.color, view, size: 160, label: p.name.en_US });
        expect(svg.length, p.sku).toBeLessThan(4096);
        expect(svg.startsWith('<svg'), p.sku).toBe(true);
      }
    }
  });
});

describe('renderCategoryImage', () => {
  for (const kind of IMAGE_KINDS) {
    it(`draws a well-formed ${kind} tile`, () => {
      const svg = renderCategoryImage({ kind, size: 270, label: `Tile ${kind}` });
      assertWellFormed(svg);
      const attrs = rootAttributes(svg);
      expect(attrs.width).toBe('270');
      expect(attrs.height).toBe('270');
      expect(attrs.viewBox).toBe('0 0 400 400');
      expect(Buffer.byteLength(svg, 'utf8')).toBeLessThan(4096);
      expect(svg).toContain(`Tile ${kind}`);
    });
  }

  it('escapes the label and differs by kind', () => {
    const svg = renderCategoryImage({ kind: 'tv', size: 100, label: 'TVs & <Projectors>' });
    assertWellFormed(svg);
    expect(svg).toContain('TVs &amp; &lt;Projectors&gt;');
    expect(renderCategoryImage({ kind: 'tv', size: 100, label: 'x' })).not.toBe(renderCategoryImage({ kind: 'camera', size: 100, label: 'x' }));
  });
});
