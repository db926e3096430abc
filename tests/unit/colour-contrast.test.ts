// WCAG 2 AA for the shop's text: every colour app.css gives text reaches 4.5:1 against the background
// it is drawn on: the rule's own background (each stop of a gradient), the context listed below for
// text drawn on an ancestor's background, else the page's white and the surface grey of panels.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../../app/app.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

const properties = new Map([...css.matchAll(/(--color-[\w-]+):\s*(#[0-9a-fA-F]{3,6})\b/g)].map(([, name, value]) => [name, value]));

/** The hex colours a value names (through custom properties), in order. */
function coloursIn(value: string): string[] {
  return [...value.matchAll(/var\((--color-[\w-]+)(?:,[^)]*)?\)|#[0-9a-fA-F]{3,6}\b/g)].map(([match, name]) => {
    const colour = name ? properties.get(name) : match;
    if (!colour) throw new Error(`${name} is not defined in :root`);
    return colour;
  });
}

function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = parseInt(digits.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

const WHITE = '#fff';
const PAGE = [WHITE, properties.get('--color-surface')!];
const BRAND_BAR = coloursIn('var(--color-brand) var(--color-brand-dark)');

/** Rules whose text sits on an ancestor's background, and rules whose background carries only such text. */
const CONTEXT: Record<string, string[]> = {
  '.nav-category-link': BRAND_BAR,
  '.nav-category-link:hover': BRAND_BAR,
  '.dropdown-toggle > summary': BRAND_BAR,
  // a content teaser's link sits on the teaser's dark ground, its image darkened towards the text
  '.cms-teaser-text a': coloursIn('var(--color-brand-dark)'),
};
const BACKGROUNDS_OF_CONTEXT = ['.main-navigation', '.nav-category:has(> .dropdown-toggle[open])', '.nav-category:hover'];

const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => {
  const declaration = (property: string) => new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`).exec(body)?.[1];
  return { selector: selector.trim(), color: declaration('color'), background: declaration('background') ?? declaration('background-color') };
});

const bodyText = coloursIn(rules.find((rule) => rule.selector === 'body')!.color!)[0];
const linkText = coloursIn(rules.find((rule) => rule.selector === 'a')!.color!)[0];

/** Every pair of text colour and background app.css draws, with where it comes from. */
const pairs = rules.flatMap(({ selector, color, background }) => {
  const backgrounds = background ? coloursIn(background) : [];
  if (color && coloursIn(color).length > 0) {
    const behind = backgrounds.length > 0 ? backgrounds : (CONTEXT[selector] ?? PAGE);
    return coloursIn(color).flatMap((text) => behind.map((back) => ({ selector, text, back })));
  }
  if (backgrounds.length > 0 && !BACKGROUNDS_OF_CONTEXT.includes(selector)) {
    // a hover keeps its element's text colour; a panel without one shows the page's text and links
    const base = rules.find((rule) => rule.color && rule.selector === selector.replace(/:(hover|focus|active)\b/g, ''));
    const texts = base ? coloursIn(base.color!) : [bodyText, linkText];
    return backgrounds.flatMap((back) => texts.map((text) => ({ selector, text, back })));
  }
  return [];
});

describe('text contrast of app.css', () => {
  it('finds the colours it checks: text on the page, on panels and on the brand bar', () => {
    expect(pairs.length).toBeGreaterThan(50);
    expect(pairs).toContainEqual({ selector: '.on-sale', text: properties.get('--color-accent'), back: WHITE });
    expect(pairs).toContainEqual({ selector: '.badge', text: '#fff', back: properties.get('--color-accent') });
  });

  it.each(pairs)('$selector: $text on $back reaches 4.5:1', ({ text, back }) => {
    expect(contrast(text, back)).toBeGreaterThanOrEqual(4.5);
  });

  it('computes the ratios WCAG gives: black on white is 21:1, the old sale colour 3.68:1', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrast('#e4572e', '#ffffff')).toBeCloseTo(3.68, 2);
  });
});
