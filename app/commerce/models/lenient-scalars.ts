// ICM is not consistent about scalar types ("3.0" for a rating, "100" for a quantity,
// "true" for a flag, null for "not set"). These schemas accept every form we have seen
// and normalise to the JS type, turning null and unusable values into undefined.
import { z } from 'zod';

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (v === 'true' || v === '1' || v === 'yes') return true;
    if (v === 'false' || v === '0' || v === 'no' || v === '') return false;
  }
  return undefined;
}

function toText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** A number, a numeric string, or absent. */
export const lenientNumber = z.unknown().transform(toNumber);
/** A boolean, "true"/"false"/"1"/"0", or absent. */
export const lenientBoolean = z.unknown().transform(toBoolean);
/** A string (numbers and booleans are stringified), or absent. */
export const lenientString = z.unknown().transform(toText);
/** An identifier: a string, or a number ICM sent for it (SKUs, ids). */
export const idString = z.union([z.string(), z.number()]).transform(String);
