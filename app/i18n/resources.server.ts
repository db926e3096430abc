import de from '~/i18n/locales/de/translation.json';
import en from '~/i18n/locales/en/translation.json';
import fr from '~/i18n/locales/fr/translation.json';
import pl from '~/i18n/locales/pl/translation.json';
import ro from '~/i18n/locales/ro/translation.json';
import type { ShopLocale } from '~/i18n/locales';
import type { Messages } from '~/i18n/translator';

/** All messages, per language; the browser only ever receives its page's language (entry.client). */
export const resources: Record<ShopLocale['lang'], Messages> = { en, de, fr, pl, ro };
