import { createContext, useContext } from 'react';
import type { Translate } from '~/i18n/translator';

const TranslatorContext = createContext<Translate | null>(null);

/** Gives the page's translation function to every component below (entry.server, entry.client). */
export const TranslatorProvider = TranslatorContext.Provider;

/** The page language's translation function: `t(key, values)`. */
export function useT(): Translate {
  const t = useContext(TranslatorContext);
  if (!t) throw new Error('useT() needs a TranslatorProvider above it');
  return t;
}
