// Product and category pictures for the bundled shop, drawn as small SVG documents: one
// stylised drawing per ImageKind, in the product's colour, seen from the front, back or side.
import type { ImageKind } from '../catalog-types';

export type ImageView = 'front' | 'back' | 'side';

export interface ProductImageInput {
  kind: ImageKind;
  /** "#rrggbb" or "#rgb"; anything else falls back to a neutral grey. */
  color: string;
  view: ImageView;
  /** Rendered width and height in pixels; the drawing itself lives in a 400 x 400 viewBox. */
  size: number;
  label: string;
}

export interface CategoryImageInput {
  kind: ImageKind;
  size: number;
  label: string;
}

export const IMAGE_VIEWS: readonly ImageView[] = ['front', 'back', 'side'];

const FALLBACK_COLOR = '#8a9097';
const MAX_LABEL = 44;

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

// --- colour --------------------------------------------------------------------------------

function parseHex(color: string): [number, number, number] {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (long) return [parseInt(long[1], 16), parseInt(long[2], 16), parseInt(long[3], 16)];
  if (short) return [parseInt(short[1] + short[1], 16), parseInt(short[2] + short[2], 16), parseInt(short[3] + short[3], 16)];
  return parseHex(FALLBACK_COLOR);
}

/** Mixes towards white (amount > 0) or black (amount < 0). */
function shade(color: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const mix = (c: number) => Math.round(c + (target - c) * Math.abs(amount));
  return `#${parseHex(color).map(c => mix(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(color: string): number {
  const [r, g, b] = parseHex(color);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36).slice(0, 5);
}

// --- drawing primitives ----------------------------------------------------------------------

interface Paint {
  /** Body gradient in the product colour. */
  b: string;
  base: string;
  light: string;
  dark: string;
  line: string;
  /** Screen, glass and metal gradients. */
  scr: string;
  gl: string;
  mt: string;
  /** Key pattern for keyboards. */
  keys: string;
}

const DARK = '#262a31';
const GREEN = '#3fae5a';
const RED = '#d9443a';
const WHITE = '#fafafa';

const attrs = (extra: string) => (extra ? ` ${extra}` : '');
const R = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${attrs(extra)}/>`;
const C = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${attrs(extra)}/>`;
const E = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${attrs(extra)}/>`;
const P = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
const S = (d: string, stroke: string, width: number) => `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
const G = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;
const line = (p: Paint) => `stroke="${p.line}" stroke-width="2"`;
const repeat = (n: number, fn: (i: number) => string) => Array.from({ length: n }, (_, i) => fn(i)).join('');

type Drawing = (view: ImageView, p: Paint) => string;

// --- one drawing per kind --------------------------------------------------------------------

const lensFront = (cx: number, cy: number, r: number, p: Paint) =>
  C(cx, cy, r, p.mt) + C(cx, cy, r * 0.8, DARK) + C(cx, cy, r * 0.6, p.gl) + C(cx - r * 0.2, cy - r * 0.2, r * 0.14, '#fff', 'opacity=".4"');

const DRAWINGS: Record<ImageKind, Drawing> = {
  camera: (v, p) => {
    if (v === 'side') return R(150, 130, 70, 160, 14, p.b, line(p)) + P('M160 130 L170 100 H205 L212 130Z', p.b, line(p)) + R(218, 160, 92, 104, 10, p.mt) + R(300, 150, 18, 124, 6, DARK) + R(232, 160, 14, 104, 0, DARK, 'opacity=".5"');
    const body = R(70, 130, 260, 160, 18, p.b, line(p)) + P('M150 130 L170 96 H230 L250 130Z', p.b, line(p));
    if (v === 'back') return body + R(100, 156, 150, 108, 8, p.scr) + R(170, 104, 60, 24, 6, DARK) + C(292, 180, 10, DARK) + C(292, 214, 10, DARK) + C(292, 252, 16, p.mt) + C(292, 252, 7, DARK);
    return body + R(70, 130, 56, 160, 18, p.dark, 'opacity=".55"') + lensFront(218, 212, 70, p) + R(90, 116, 32, 14, 5, DARK) + R(268, 144, 40, 20, 4, '#e8edf2');
  },
  camcorder: (v, p) => {
    if (v === 'side') return R(70, 150, 230, 110, 32, p.b, line(p)) + R(292, 168, 50, 74, 12, DARK) + R(60, 140, 20, 100, 6, p.scr) + R(120, 260, 130, 14, 7, DARK) + R(120, 126, 110, 24, 10, p.dark);
    const body = R(125, 110, 150, 190, 26, p.b, line(p)) + R(145, 88, 110, 24, 10, p.dark);
    if (v === 'back') return body + R(150, 140, 100, 64, 10, DARK) + C(200, 250, 22, DARK) + C(200, 250, 10, p.gl);
    return body + lensFront(200, 210, 62, p) + C(248, 132, 6, RED);
  },
  'action-camera': (v, p) => {
    if (v === 'side') return R(165, 130, 70, 140, 20, p.b, line(p)) + R(233, 162, 18, 54, 6, DARK) + R(180, 118, 34, 12, 4, RED);
    const body = R(115, 130, 170, 140, 26, p.b, line(p)) + R(150, 118, 40, 12, 4, RED);
    if (v === 'back') return body + R(133, 147, 134, 106, 10, p.scr) + C(255, 160, 4, GREEN);
    return body + R(200, 148, 68, 68, 14, DARK) + C(234, 182, 24, p.gl) + R(132, 150, 56, 42, 6, p.scr) + C(228, 174, 5, '#fff', 'opacity=".4"');
  },
  lens: (v, p) => {
    if (v === 'side') return R(80, 140, 230, 120, 14, p.b, line(p)) + R(120, 140, 22, 120, 0, DARK, 'opacity=".7"') + R(190, 140, 60, 120, 0, DARK, 'opacity=".85"') + repeat(6, i => R(194 + i * 9, 140, 4, 120, 0, p.mt, 'opacity=".5"')) + R(300, 130, 30, 140, 8, DARK) + R(270, 140, 6, 120, 0, RED);
    if (v === 'back') return C(200, 200, 115, p.b, line(p)) + C(200, 200, 85, p.mt) + C(200, 200, 62, DARK) + C(200, 200, 40, p.gl) + repeat(8, i => R(196 + Math.round(72 * Math.cos(i / 4)), 196 + Math.round(72 * Math.sin(i / 4)), 8, 8, 2, '#c9a45c'));
    return C(200, 200, 125, p.b, line(p)) + lensFront(200, 200, 105, p) + C(200, 200, 115, 'none', `stroke="${RED}" stroke-width="4"`);
  },
  laptop: (v, p) => {
    if (v === 'side') return G('rotate(-14 120 280)', R(112, 110, 14, 172, 6, p.b, line(p))) + R(110, 272, 220, 14, 6, p.b, line(p)) + R(140, 286, 12, 5, 2, DARK) + R(290, 286, 12, 5, 2, DARK);
    if (v === 'back') return R(80, 90, 240, 176, 14, p.b, line(p)) + C(200, 178, 20, p.light, 'opacity=".8"') + R(80, 262, 240, 10, 4, p.dark);
    return R(92, 70, 216, 152, 10, p.b, line(p)) + R(104, 82, 192, 128, 4, p.scr) + P('M60 230 H340 L358 266 H42Z', p.b, line(p)) + P('M92 236 H308 L318 252 H82Z', p.keys) + R(172, 254, 56, 8, 2, p.dark, 'opacity=".5"');
  },
  desktop: (v, p) => {
    if (v === 'side') return R(90, 70, 220, 250, 12, p.b, line(p)) + R(110, 92, 150, 196, 10, p.scr, 'opacity=".85"') + C(160, 150, 26, 'none', `stroke="${p.light}" stroke-width="4"`) + C(160, 230, 26, 'none', `stroke="${p.light}" stroke-width="4"`);
    const body = R(140, 70, 120, 250, 12, p.b, line(p));
    if (v === 'back') return body + R(152, 84, 96, 46, 4, DARK) + C(200, 107, 16, 'none', `stroke="${p.mt}" stroke-width="3"`) + repeat(4, i => R(156, 150 + i * 16, 88, 8, 2, DARK, 'opacity=".7"')) + repeat(3, i => R(160 + i * 28, 240, 20, 12, 2, DARK));
    return body + R(152, 86, 96, 40, 5, DARK) + C(200, 156, 12, p.mt) + C(200, 156, 5, '#4aa3ff') + R(170, 180, 24, 8, 2, DARK) + R(206, 180, 24, 8, 2, DARK) + repeat(6, i => R(160, 220 + i * 14, 80, 5, 2, DARK, 'opacity=".35"'));
  },
  tablet: (v, p) => {
    if (v === 'side') return R(192, 70, 16, 260, 7, p.b, line(p)) + R(207, 110, 4, 30, 2, DARK) + R(207, 150, 4, 18, 2, DARK);
    const body = R(110, 70, 180, 260, 22, p.b, line(p));
    if (v === 'back') return body + R(126, 86, 44, 44, 12, DARK) + C(140, 100, 8, p.gl) + C(156, 116, 7, p.gl) + C(200, 200, 16, p.light, 'opacity=".8"');
    return body + R(122, 84, 156, 232, 12, p.scr) + C(200, 77, 3, DARK);
  },
  monitor: (v, p) => {
    const stand = R(186, 250, 28, 50, 4, p.b) + E(200, 304, 84, 12, p.b, line(p));
    if (v === 'side') return R(190, 70, 18, 180, 6, p.b, line(p)) + R(200, 120, 14, 80, 5, p.dark) + R(192, 240, 14, 60, 4, p.b) + E(200, 304, 62, 10, p.b, line(p));
    if (v === 'back') return R(60, 70, 280, 180, 14, p.b, line(p)) + R(160, 110, 80, 80, 14, p.dark, 'opacity=".5"') + repeat(4, i => C(180 + (i % 2) * 40, 130 + Math.floor(i / 2) * 40, 4, DARK)) + stand;
    return R(60, 70, 280, 180, 10, p.b, line(p)) + R(70, 80, 260, 156, 4, p.scr) + P('M70 80 H200 L130 236 H70Z', '#fff', 'opacity=".06"') + stand;
  },
  printer: (v, p) => {
    if (v === 'side') return P('M110 290 V180 L150 160 H290 V290Z', p.b, line(p)) + P('M170 160 L200 96 H260 L250 160Z', WHITE, line(p)) + R(300, 230, 40, 8, 3, p.light);
    const body = R(70, 160, 260, 130, 16, p.b, line(p));
    if (v === 'back') return body + R(100, 190, 24, 16, 2, DARK) + R(134, 192, 16, 12, 2, DARK) + R(270, 190, 30, 24, 4, DARK) + repeat(5, i => R(110 + i * 36, 240, 24, 6, 2, DARK, 'opacity=".4"'));
    return P('M120 160 L140 96 H260 L280 160Z', WHITE, line(p)) + body + R(110, 206, 180, 12, 4, DARK) + R(120, 218, 160, 8, 3, WHITE) + R(248, 174, 62, 22, 4, p.scr) + C(96, 182, 6, GREEN);
  },
  ink: (v, p) => {
    const body = '#3a3f47';
    if (v === 'side') return R(174, 90, 52, 210, 10, body) + R(174, 132, 52, 34, 0, p.base) + R(196, 300, 8, 14, 2, DARK);
    if (v === 'back') return R(140, 90, 120, 210, 14, body) + R(176, 250, 48, 30, 4, '#c9a45c') + repeat(4, i => R(182 + i * 10, 256, 5, 18, 1, '#8a6d2f'));
    return R(140, 90, 120, 210, 14, body) + R(150, 128, 100, 116, 6, WHITE) + R(150, 128, 100, 34, 6, p.b) + P('M200 180 C200 180 224 206 224 220 A24 24 0 0 1 176 220 C176 206 200 180 200 180Z', p.b) + R(188, 300, 24, 14, 3, DARK);
  },
  keyboard: (v, p) => {
    if (v === 'side') return P('M50 262 H350 V236 L50 252Z', p.b, line(p)) + repeat(12, i => R(64 + i * 23, 240 - i, 18, 6, 2, DARK, 'opacity=".6"'));
    if (v === 'back') return R(50, 140, 300, 120, 14, p.b, line(p)) + R(70, 150, 44, 10, 4, DARK) + R(286, 150, 44, 10, 4, DARK) + R(170, 182, 60, 32, 3, '#eceff3') + R(70, 240, 44, 8, 4, DARK) + R(286, 240, 44, 8, 4, DARK);
    return R(50, 140, 300, 120, 14, p.b, line(p)) + R(62, 152, 276, 80, 4, p.keys) + R(130, 236, 140, 14, 3, DARK);
  },
  mouse: (v, p) => {
    if (v === 'side') return P('M70 290 C80 200 160 150 250 160 C310 168 336 230 330 290Z', p.b, line(p)) + R(232, 150, 10, 14, 4, DARK);
    const shape = P('M200 86 C272 86 292 160 290 222 C287 292 250 322 200 322 C150 322 113 292 110 222 C108 160 128 86 200 86Z', p.b, line(p));
    if (v === 'back') return shape + C(200, 220, 14, RED, 'opacity=".7"') + R(160, 110, 80, 10, 5, DARK, 'opacity=".4"') + R(160, 296, 80, 10, 5, DARK, 'opacity=".4"');
    return shape + S('M200 90 V180', p.line, 3) + R(192, 118, 16, 36, 8, DARK) + P('M110 222 C140 240 260 240 290 222', 'none', `stroke="${p.line}" stroke-width="2" opacity=".4"`);
  },
  phone: (v, p) => {
    if (v === 'side') return R(192, 60, 16, 280, 7, p.b, line(p)) + R(206, 120, 4, 40, 2, DARK) + R(190, 130, 4, 24, 2, DARK);
    if (v === 'back') return R(130, 60, 140, 280, 26, p.b, line(p)) + R(144, 74, 62, 62, 18, p.dark) + C(162, 92, 10, p.gl) + C(188, 92, 10, p.gl) + C(162, 118, 10, p.gl) + C(190, 118, 4, '#fff6d6');
    return R(130, 60, 140, 280, 26, p.b, line(p)) + R(138, 68, 124, 264, 20, p.scr) + R(182, 76, 36, 10, 5, DARK);
  },
  headphones: (v, p) => {
    if (v === 'side') return R(184, 70, 32, 100, 14, p.b, line(p)) + C(200, 232, 86, p.b, line(p)) + C(200, 232, 60, p.dark, 'opacity=".35"') + C(200, 232, 20, p.light, 'opacity=".6"');
    const band = S('M110 230 C104 80 296 80 290 230', p.base, 22);
    const cups = E(108, 240, 40, 62, p.b, line(p)) + E(292, 240, 40, 62, p.b, line(p));
    if (v === 'back') return band + cups + E(108, 240, 12, 24, p.light, 'opacity=".5"') + E(292, 240, 12, 24, p.light, 'opacity=".5"');
    return band + cups + E(122, 240, 20, 46, DARK) + E(278, 240, 20, 46, DARK) + S('M110 130 C140 96 260 96 290 130', p.dark, 8);
  },
  speaker: (v, p) => {
    if (v === 'side') return R(168, 70, 64, 250, 18, p.b, line(p)) + R(176, 90, 48, 210, 10, p.dark, 'opacity=".35"');
    const body = R(120, 70, 160, 250, 22, p.b, line(p));
    if (v === 'back') return body + C(200, 240, 24, DARK) + R(168, 110, 64, 40, 5, '#eceff3') + C(200, 290, 6, DARK);
    return body + C(200, 130, 26, DARK) + C(200, 130, 12, p.mt) + C(200, 236, 60, DARK) + C(200, 236, 42, '#34393f') + C(200, 236, 15, p.mt);
  },
  tv: (v, p) => {
    const feet = P('M88 282 L70 312 H96 L112 282Z', p.b) + P('M312 282 L330 312 H304 L288 282Z', p.b);
    if (v === 'side') return R(190, 90, 16, 192, 5, p.b, line(p)) + R(204, 140, 14, 100, 6, p.dark) + P('M198 282 L160 312 H240 L206 282Z', p.b);
    if (v === 'back') return R(38, 88, 324, 194, 12, p.b, line(p)) + R(120, 130, 160, 110, 20, p.dark, 'opacity=".45"') + repeat(3, i => R(150 + i * 40, 250, 24, 10, 2, DARK)) + feet;
    return R(38, 88, 324, 194, 8, '#1b1e23') + R(46, 96, 308, 172, 3, p.scr) + R(38, 268, 324, 14, 4, p.b, line(p)) + P('M46 96 H190 L120 268 H46Z', '#fff', 'opacity=".06"') + feet;
  },
  'smart-home': (v, p) => {
    const w = v === 'side' ? 0.7 : 1;
    const shape = G(`translate(200 0) scale(${w} 1) translate(-200 0)`, P('M138 300 L154 142 C160 108 240 108 246 142 L262 300Z', p.b, line(p)) + P('M146 228 H254 L262 300 H138Z', '#8d949d'));
    if (v === 'back') return shape + C(200, 280, 7, DARK) + R(186, 160, 28, 8, 4, p.dark);
    if (v === 'side') return shape + repeat(3, i => R(150 + i * 3, 240 + i * 18, 100 - i * 6, 3, 1, '#fff', 'opacity=".25"'));
    return shape + C(184, 152, 5, '#4285f4') + C(195, 148, 5, '#ea4335') + C(206, 148, 5, '#fbbc05') + C(217, 152, 5, '#34a853');
  },
  router: (v, p) => {
    const antennas = (xs: number[]) => xs.map(x => R(x, 80, 12, 126, 6, DARK)).join('');
    if (v === 'side') return antennas([194]) + R(140, 200, 120, 70, 14, p.b, line(p));
    if (v === 'back') return antennas([96, 160, 228, 292]) + R(70, 200, 260, 70, 14, p.b, line(p)) + repeat(5, i => R(104 + i * 30, 226, 22, 16, 2, DARK)) + C(292, 234, 9, DARK);
    return antennas([96, 292]) + R(70, 200, 260, 70, 14, p.b, line(p)) + repeat(5, i => C(120 + i * 22, 235, 5, i === 4 ? '#4aa3ff' : GREEN)) + R(250, 228, 50, 14, 4, p.light, 'opacity=".6"');
  },
  firewall: (v, p) => {
    if (v === 'side') return R(140, 170, 120, 84, 10, p.b, line(p)) + repeat(6, i => R(150, 184 + i * 10, 100, 4, 2, DARK, 'opacity=".35"'));
    const body = R(50, 170, 300, 84, 10, p.b, line(p));
    if (v === 'back') return body + C(300, 212, 22, DARK) + C(300, 212, 14, '#4b525c') + repeat(6, i => R(80 + i * 26, 200, 6, 26, 2, DARK, 'opacity=".5"')) + R(250, 200, 16, 22, 2, DARK);
    return body + R(64, 186, 64, 12, 3, p.light) + repeat(6, i => R(150 + i * 30, 198, 22, 18, 2, DARK)) + repeat(3, i => C(74 + i * 14, 226, 4, GREEN));
  },
  server: (v, p) => {
    if (v === 'side') return R(30, 176, 340, 50, 6, p.b, line(p)) + repeat(12, i => R(50 + i * 26, 190, 14, 22, 2, DARK, 'opacity=".3"'));
    const body = R(40, 150, 320, 100, 8, p.b, line(p)) + R(28, 150, 14, 100, 3, p.mt) + R(358, 150, 14, 100, 3, p.mt);
    if (v === 'back') return body + R(58, 164, 70, 72, 4, DARK) + C(93, 200, 22, '#4b525c') + R(140, 164, 70, 72, 4, DARK) + C(175, 200, 22, '#4b525c') + repeat(4, i => R(230 + i * 28, 190, 20, 16, 2, DARK));
    return body + repeat(8, i => R(58 + i * 36, 164, 30, 72, 3, DARK) + C(73 + i * 36, 226, 3, i % 3 ? GREEN : '#f2c94c'));
  },
  storage: (v, p) => {
    if (v === 'side') return R(184, 80, 32, 240, 10, p.b, line(p)) + R(190, 100, 20, 200, 6, p.dark, 'opacity=".3"');
    const body = R(128, 80, 144, 240, 18, p.b, line(p));
    if (v === 'back') return body + R(184, 268, 32, 16, 3, DARK) + repeat(5, i => R(150, 110 + i * 22, 100, 8, 3, DARK, 'opacity=".35"'));
    return body + R(140, 96, 120, 150, 10, p.light, 'opacity=".35"') + R(188, 290, 24, 6, 3, GREEN) + S('M150 270 H250', p.line, 3);
  },
  cable: (v, p) => {
    if (v === 'side') return C(200, 200, 96, 'none', `stroke="${p.base}" stroke-width="14"`) + C(200, 200, 66, 'none', `stroke="${p.dark}" stroke-width="14"`) + R(270, 120, 56, 30, 6, p.mt) + R(322, 128, 18, 14, 2, DARK);
    const path = v === 'back' ? 'M280 300 C340 200 260 100 200 160 C140 220 60 160 100 80' : 'M120 300 C60 200 140 100 200 160 C260 220 340 160 300 80';
    const [a, b] = v === 'back' ? [[256, 292], [76, 58]] : [[96, 292], [276, 58]];
    return S(path, p.base, 14) + R(a[0], a[1], 48, 28, 6, p.mt) + R(b[0], b[1], 48, 28, 6, p.mt) + R(a[0] + 12, a[1] + 28, 24, 14, 2, DARK) + R(b[0] + 12, b[1] - 14, 24, 14, 2, DARK);
  },
  paper: (v, p) => {
    if (v === 'side') return R(150, 140, 100, 150, 4, WHITE, line(p)) + R(150, 172, 100, 66, 0, p.b) + repeat(6, i => R(150, 250 + i * 6, 100, 1, 0, '#c9ced6'));
    const stack = P('M90 140 L130 110 H350 L310 140Z', '#ffffff', line(p)) + P('M310 140 L350 110 V262 L310 292Z', '#e9ecef', line(p)) + R(90, 140, 220, 152, 4, WHITE, line(p)) + R(90, 172, 220, 66, 0, p.b) + P('M310 172 L350 142 V208 L310 238Z', p.dark);
    if (v === 'back') return stack + repeat(5, i => R(90, 250 + i * 7, 220, 1, 0, '#c9ced6'));
    return stack + R(140, 186, 120, 38, 4, '#fff') + R(156, 198, 88, 6, 2, p.base) + R(156, 210, 60, 4, 2, '#b7bec8');
  },
  chair: (v, p) => {
    const base = S('M200 292 L130 318 M200 292 L270 318 M200 292 L200 326 M200 292 L150 306 M200 292 L250 306', DARK, 8) + C(130, 322, 8, DARK) + C(270, 322, 8, DARK) + C(200, 330, 8, DARK);
    if (v === 'side') return S('M160 76 C182 110 186 170 166 208', p.base, 24) + R(150, 200, 130, 30, 12, p.b, line(p)) + R(194, 230, 14, 60, 4, p.mt) + R(176, 170, 80, 10, 5, DARK) + base;
    const seat = R(124, 204, 152, 36, 14, p.b, line(p)) + R(193, 240, 14, 52, 4, p.mt) + R(104, 178, 20, 62, 8, DARK) + R(276, 178, 20, 62, 8, DARK);
    if (v === 'back') return R(140, 70, 120, 134, 30, DARK) + R(150, 80, 100, 114, 24, p.b) + R(190, 190, 20, 20, 4, DARK) + seat + base;
    return R(140, 70, 120, 134, 30, p.b, line(p)) + R(156, 84, 88, 104, 20, p.light, 'opacity=".25"') + seat + base;
  },
  desk: (v, p) => {
    if (v === 'side') return R(100, 150, 200, 24, 6, p.b, line(p)) + R(188, 174, 24, 134, 4, DARK) + R(110, 304, 180, 12, 6, DARK);
    const top = R(40, 150, 320, 24, 6, p.b, line(p)) + R(70, 174, 24, 134, 4, DARK) + R(306, 174, 24, 134, 4, DARK) + R(46, 304, 72, 12, 6, DARK) + R(282, 304, 72, 12, 6, DARK);
    if (v === 'back') return top + R(110, 180, 180, 20, 4, DARK, 'opacity=".6"') + R(94, 260, 212, 10, 3, DARK);
    return top + R(94, 260, 212, 10, 3, DARK) + R(296, 176, 34, 12, 3, DARK) + C(308, 182, 2, GREEN);
  },
  projector: (v, p) => {
    if (v === 'side') return R(130, 160, 140, 110, 22, p.b, line(p)) + R(108, 186, 26, 58, 8, p.mt) + R(150, 270, 16, 8, 3, DARK) + R(234, 270, 16, 8, 3, DARK);
    const body = R(70, 160, 260, 110, 22, p.b, line(p)) + R(96, 270, 20, 8, 3, DARK) + R(284, 270, 20, 8, 3, DARK);
    if (v === 'back') return body + repeat(3, i => R(110 + i * 34, 196, 24, 14, 2, DARK)) + R(240, 192, 50, 30, 4, DARK, 'opacity=".6"') + repeat(4, i => R(110, 232 + i * 8, 180, 3, 1, DARK, 'opacity=".3"'));
    return body + lensFront(132, 215, 40, p) + repeat(4, i => R(200, 192 + i * 14, 110, 6, 3, DARK, 'opacity=".35"'));
  },
  watch: (v, p) => {
    if (v === 'side') return R(184, 50, 32, 300, 12, DARK) + R(178, 130, 44, 140, 14, p.b, line(p)) + R(220, 180, 8, 26, 3, p.mt);
    const straps = R(164, 50, 72, 300, 22, DARK);
    if (v === 'back') return straps + R(140, 130, 120, 140, 34, p.b, line(p)) + C(200, 200, 34, DARK) + C(200, 200, 12, '#5a2b2b');
    return straps + R(140, 130, 120, 140, 34, p.b, line(p)) + R(152, 142, 96, 116, 26, p.scr) + R(258, 178, 10, 28, 4, p.mt) + R(170, 190, 60, 12, 3, '#4aa3ff') + R(170, 210, 40, 8, 3, GREEN);
  },
  console: (v, p) => {
    if (v === 'side') return E(200, 224, 112, 52, p.b, line(p)) + R(118, 160, 46, 20, 8, DARK) + R(236, 160, 46, 20, 8, DARK);
    const pad = P('M120 180 C150 146 250 146 280 180 L322 282 C328 308 292 318 270 292 L244 256 H156 L130 292 C108 318 72 308 78 282Z', p.b, line(p));
    if (v === 'back') return R(112, 146, 46, 18, 7, DARK) + R(242, 146, 46, 18, 7, DARK) + pad + R(184, 196, 32, 10, 5, p.dark);
    return pad + R(126, 196, 36, 10, 2, DARK) + R(139, 183, 10, 36, 2, DARK) + C(262, 186, 7, GREEN) + C(277, 201, 7, RED) + C(247, 201, 7, '#2c6bc4') + C(262, 216, 7, '#f2c94c') + C(172, 236, 14, DARK) + C(228, 236, 14, DARK);
  },
  warranty: (v, p) => {
    const shield = P('M200 70 L300 110 V200 C300 270 250 310 200 332 C150 310 100 270 100 200 V110Z', p.b, line(p));
    if (v === 'side') return G('translate(200 0) scale(.45 1) translate(-200 0)', shield) + R(194, 60, 12, 280, 6, p.dark, 'opacity=".3"');
    if (v === 'back') return shield + C(200, 200, 50, 'none', 'stroke="#fff" stroke-width="10"') + S('M200 170 V204 L222 218', '#fff', 10);
    return shield + S('M150 202 L190 242 L258 162', '#fff', 18);
  },
  generic: (v, p) => {
    if (v === 'side') return P('M140 150 L170 120 H290 L260 150Z', p.light) + R(140, 150, 120, 150, 6, p.b, line(p)) + R(192, 150, 16, 150, 0, '#fff', 'opacity=".3"');
    const box = P('M110 150 L150 110 H330 L290 150Z', p.light, line(p)) + R(110, 150, 180, 150, 6, p.b, line(p)) + P('M290 150 L330 110 V260 L290 300Z', p.dark, line(p));
    if (v === 'back') return box + R(140, 250, 70, 30, 3, '#fff', 'opacity=".8"') + repeat(5, i => R(148 + i * 10, 256, 5, 18, 0, DARK));
    return box + R(185, 150, 30, 150, 0, '#fff', 'opacity=".35"') + P('M190 110 H220 L180 150 H150Z', '#fff', 'opacity=".35"');
  },
};

/** Every kind the generator draws; DRAWINGS is a Record over ImageKind, so none is missing. */
export const IMAGE_KINDS = Object.keys(DRAWINGS) as readonly ImageKind[];

// --- documents ------------------------------------------------------------------------------

function paint(color: string, id: string): { defs: string; p: Paint } {
  const base = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color.toLowerCase() : FALLBACK_COLOR;
  const light = shade(base, 0.3);
  const dark = shade(base, -0.3);
  const lineColor = luminance(base) > 0.75 ? '#9aa1ab' : shade(base, -0.45);
  const defs =
    `<linearGradient id="b${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<linearGradient id="s${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b4a5c"/><stop offset="1" stop-color="#0e141b"/></linearGradient>` +
    `<radialGradient id="g${id}" cx=".38" cy=".35" r=".75"><stop offset="0" stop-color="#7fa3c8"/><stop offset=".45" stop-color="#1c2835"/><stop offset="1" stop-color="#04070a"/></radialGradient>` +
    `<linearGradient id="m${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e3e7eb"/><stop offset="1" stop-color="#8b939d"/></linearGradient>` +
    `<pattern id="k${id}" width="23" height="16" patternUnits="userSpaceOnUse"><rect x="1" y="1" width="20" height="13" rx="3" fill="${DARK}"/></pattern>`;
  return {
    defs,
    p: { b: `url(#b${id})`, base, light, dark, line: lineColor, scr: `url(#s${id})`, gl: `url(#g${id})`, mt: `url(#m${id})`, keys: `url(#k${id})` },
  };
}

function labelText(label: string): string {
  const trimmed = label.trim();
  return escapeXml(trimmed.length > MAX_LABEL ? `${trimmed.slice(0, MAX_LABEL - 1)}…` : trimmed);
}

function svgDocument(size: number, label: string, body: string): string {
  const px = Number.isFinite(size) && size > 0 ? Math.round(size) : 400;
  const title = escapeXml(label);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 400 400" role="img" aria-label="${title}"><title>${title}</title>${body}</svg>`;
}

function drawingFor(kind: ImageKind): Drawing {
  return DRAWINGS[kind] ?? DRAWINGS.generic;
}

export function renderProductImage(input: ProductImageInput): string {
  const view = IMAGE_VIEWS.includes(input.view) ? input.view : 'front';
  const id = hash(`${input.kind}${input.color}${view}`);
  const { defs, p } = paint(input.color, id);
  const body =
    `<defs>${defs}<radialGradient id="w${id}" cx=".5" cy=".4" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eef1f4"/></radialGradient></defs>` +
    `<rect width="400" height="400" fill="url(#w${id})"/>` +
    E(200, 336, 150, 12, '#000', 'opacity=".1"') +
    drawingFor(input.kind)(view, p) +
    `<text x="200" y="382" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="15" fill="#59626e">${labelText(input.label)}</text>`;
  return svgDocument(input.size, input.label, body);
}

/** Pastel tile backgrounds, picked by kind so that neighbouring categories differ. */
const TILE_COLORS = ['#e6f0fa', '#eaf6ee', '#fdf1e4', '#f3ecfa', '#fbe9ec', '#e8f5f6', '#f6f4e2'];
const TILE_DRAWING_COLORS = ['#2f5d8c', '#2f7d5b', '#b5651d', '#6a4c93', '#a23b4f', '#1f7a80', '#7a6a1f'];

export function renderCategoryImage(input: CategoryImageInput): string {
  const index = IMAGE_KINDS.indexOf(input.kind) >= 0 ? IMAGE_KINDS.indexOf(input.kind) % TILE_COLORS.length : 0;
  const id = `c${hash(input.kind)}`;
  const { defs, p } = paint(TILE_DRAWING_COLORS[index], id);
  const body =
    `<defs>${defs}</defs>` +
    `<rect width="400" height="400" rx="24" fill="${TILE_COLORS[index]}"/>` +
    G('translate(60 24) scale(.7)', drawingFor(input.kind)('front', p)) +
    `<text x="200" y="356" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="26" font-weight="bold" fill="#22303f">${labelText(input.label)}</text>`;
  return svgDocument(input.size, input.label, body);
}
