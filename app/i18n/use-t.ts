import type { i18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

const translators = new WeakMap<i18n, TFunction>();

/**
 * The page language's translation function: one per i18next instance, and there is one instance per
 * language for all requests. react-i18next's useTranslation builds a wrapper and a fixed `t` for every
 * component on every server render, a measurable part of a page's CPU; messages never change at run
 * time, so one function serves them all.
 */
export function useT(): TFunction {
  const { i18n } = useContext(I18nContext);
  let t = translators.get(i18n);
  if (!t) {
    t = i18n.getFixedT(i18n.language);
    translators.set(i18n, t);
  }
  return t;
}
