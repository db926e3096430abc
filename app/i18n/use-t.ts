import type { i18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

/** Messages without options are looked up once per language: most of a page's labels. */
const MAX_PLAIN_MESSAGES = 2_000;

const translators = new WeakMap<i18n, TFunction>();

/**
 * A translation function for one instance that answers plain lookups (a key, no options) from memory.
 * Messages never change at run time, and i18next's `t` walks its resolution chain on every call; a page
 * asks for a hundred and more. The memory is bounded by the message keys the code uses.
 */
function translatorFor(instance: i18n): TFunction {
  const fixed = instance.getFixedT(instance.language) as unknown as (key: string | string[], options?: unknown) => string;
  const plain = new Map<string, string>();
  const translate = (key: string | string[], options?: unknown) => {
    if (options !== undefined || typeof key !== 'string') return fixed(key, options);
    let message = plain.get(key);
    if (message === undefined) {
      message = fixed(key);
      if (plain.size < MAX_PLAIN_MESSAGES) plain.set(key, message);
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
