import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from './storage';
import { commonMessages } from './common.messages';

export type Language = 'ch' | 'en';
export const LANGUAGES: readonly Language[] = ['ch', 'en'];

/**
 * English strings with the same keys as the Chinese ones, and for a string given a `count`, its
 * singular as `key_one` ("1 line" beside "{{count}} lines"; Chinese has one form).
 */
export type English<K extends string> = Record<K, string> & Partial<Record<`${K}_one`, string>>;

/** A feature's strings: Chinese first, English with exactly the same keys (checked by tsc). */
export type Messages<K extends string> = { ch: Record<K, string>; en: English<K> };

export function storedLanguage(): Language {
  return localStorage.getItem(STORAGE_KEYS.language) === 'en' ? 'en' : 'ch';
}

/** Adds a feature's strings under its namespace; features call this when their module loads. */
export function registerMessages<K extends string>(namespace: string, messages: Messages<K>): void {
  for (const lang of LANGUAGES) {
    i18next.addResourceBundle(lang, namespace, messages[lang], true, true);
  }
}

/** antd's date pickers take month and weekday names, and the first day of the week, from dayjs. */
const applyDayjsLocale = (lang: Language) => dayjs.locale(lang === 'en' ? 'en' : 'zh-cn');

/** The page's language for the browser: its `lang`, and the tab's title in it. */
function applyDocumentLanguage(lang: Language) {
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
  document.title = commonMessages[lang].appName;
}

export function setLanguage(lang: Language): void {
  localStorage.setItem(STORAGE_KEYS.language, lang);
  applyDocumentLanguage(lang);
  applyDayjsLocale(lang);
  void i18next.changeLanguage(lang);
}

export function currentLanguage(): Language {
  return i18next.language === 'en' ? 'en' : 'ch';
}

applyDayjsLocale(storedLanguage());
void i18next.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: false,
  defaultNS: 'common',
  ns: ['common'],
  resources: { ch: { common: commonMessages.ch }, en: { common: commonMessages.en } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyDocumentLanguage(storedLanguage());

/** Items of a list in a sentence: "熟食、烘焙" in Chinese, "熟食, 烘焙" in English. */
export function joinList(items: readonly string[]): string {
  return items.join(currentLanguage() === 'en' ? ', ' : '、');
}

/** A title inside an English sentence: "Previous sales amount", not "Previous Sales amount" (PLU stays). */
export function inSentence(title: string): string {
  return currentLanguage() === 'en' && /^[A-Z][a-z]/.test(title)
    ? title.charAt(0).toLowerCase() + title.slice(1)
    : title;
}

export { i18next };
