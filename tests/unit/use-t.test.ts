import i18next from 'i18next';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useT } from '~/i18n/use-t';

async function translator() {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    keySeparator: false,
    resources: { en: { translation: { greeting: 'Hello {{name}}', items_one: '{{count}} item', items_other: '{{count}} items' } } },
  });
  return (render: (t: ReturnType<typeof useT>) => ReactNode) => {
    function Probe() {
      return render(useT());
    }
    return renderToStaticMarkup(createElement(I18nextProvider, { i18n: instance }, createElement(Probe)));
  };
}

describe('the shared translation function', () => {
  it('interpolates like i18next, also when the message was asked for before', async () => {
    const render = await translator();
    expect(render((t) => `${t('greeting', { name: 'Ann' })}|${t('greeting', { name: 'Bo' })}|${t('greeting', { name: 'Ann' })}`)).toBe(
      'Hello Ann|Hello Bo|Hello Ann',
    );
  });

  it('keeps plural forms apart', async () => {
    const render = await translator();
    expect(render((t) => `${t('items', { count: 1 })}|${t('items', { count: 3 })}`)).toBe('1 item|3 items');
  });
});
