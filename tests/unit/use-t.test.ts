import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resources } from '~/i18n/resources.server';
import { createTranslator } from '~/i18n/translator';
import { TranslatorProvider, useT } from '~/i18n/use-t';

function Probe() {
  const t = useT();
  return `${t('common.skip_to_content')}|${t('search.items.count', { count: 2 })}`;
}

describe('the page translation function', () => {
  it("gives components the provider's translator", () => {
    const german = createTranslator('de', resources.de);
    const html = renderToStaticMarkup(createElement(TranslatorProvider, { value: german }, createElement(Probe)));
    expect(html).toBe('Zum Hauptinhalt springen|2 Produkte');
  });

  it('refuses to work without a provider, rather than showing keys', () => {
    expect(() => renderToStaticMarkup(createElement(Probe))).toThrow(/TranslatorProvider/);
  });
});
