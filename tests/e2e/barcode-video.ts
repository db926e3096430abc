// A printed EAN-13 label as a camera sees it, for Chromium's fake camera
// (--use-file-for-fake-video-capture): a Y4M video of one frame, black bars on white, written once
// per process to the temporary directory.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const L_CODES = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const R_CODES = L_CODES.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''));
const G_CODES = R_CODES.map((code) => [...code].reverse().join(''));
/** Which of the left half's digits are G-coded, by the first digit. */
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13 code, 1 for a bar. */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error(`not an EAN-13: ${code}`);
  const digits = [...code].map(Number);
  const left = digits.slice(1, 7).map((digit, index) => (PARITY[digits[0]][index] === 'G' ? G_CODES : L_CODES)[digit]);
  const right = digits.slice(7).map((digit) => R_CODES[digit]);
  return `101${left.join('')}01010${right.join('')}101`;
}

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 4;
const BLACK = 16;
const WHITE = 235;

/** Writes the label video for `code` and answers its path. */
export function writeBarcodeVideo(code: string): string {
  const modules = ean13Modules(code);
  const left = Math.floor((WIDTH - modules.length * MODULE_PX) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let y = 80; y < HEIGHT - 80; y++) {
    for (let x = 0; x < modules.length * MODULE_PX; x++) {
      if (modules[Math.floor(x / MODULE_PX)] === '1') luma[y * WIDTH + left + x] = BLACK;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const file = path.join(tmpdir(), `ean-${code}-${process.pid}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1\nFRAME\n`), luma, chroma]));
  return file;
}
