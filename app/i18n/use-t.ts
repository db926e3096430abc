import type { i18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

/** Messages kept per language: every label and the interpolated messages of the pages in use. */
const MAX_MESSAGES = 5_000;

const translators = new WeakMap<i18n, TFunction>();

/** Options made only of texts and numbers (counts, names) give the same message every time. */
function isPlainOptions(options: unknown): options is Record<string, string | number> {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return false;
  return Object.values(options).every((value) => typeof value === 'string' || typeof value === 'number');
}

/**
 * A translation function for one instance that answers from memory what it answered before. Messages
 * never change at run time, and i18next's `t` walks its resolution chain on every call; a page asks for
 * a hundred and more. The memory is bounded: when the store is full it starts afresh.
 */
function translatorFor(instance: i18n): TFunction {
  const fixed = instance.getFixedT(instance.language) as unknown as (key: string | string[], options?: unknown) => string;
  const messages = new Map<string, string>();
  const translate = (key: string | string[], options?: unknown) => {
    if (typeof key !== 'string' || (options !== undefined && !isPlainOptions(options))) return fixed(key, options);
    const cacheKey = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    let message = messages.get(cacheKey);
    if (message === undefined) {
      message = fixed(key, options);
      if (messages.size >= MAX_MESSAGES) messages.clear();
      messages.set(cacheKey, message);
    }
    return message;
  };
  return translate as TFunction;
}

/**
 * The page language's translation function: one per i18next instance, and there is one instance per
 * language for all requests. react-i18next's useTranslation builds a wrapper and a fixed `t` for every
 * component on every server render, a measurable part of a page's CPU.
 */
export function useT(): TFunction {
  const { i18n } = useContext(I18nContext);
  let t = translators.get(i18n);
  if (!t) {
    t = translatorFor(i18n);
    translators.set(i18n, t);
  }
  return t;
}
