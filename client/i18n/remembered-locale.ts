// The language the visitor chose (the switcher, the first visit's offer), remembered on the device (issue #46):
// the home screen's start ('/', client/app/start.tsx) opens in it. Whether the first visit's offer was declined
// is remembered beside it.
import { isLocale, type Locale } from '../../api/src/contract/locales';
import { safeLocalStorage } from '../lib/safe-storage';

const KEY = 'sf_locale';
const OFFER_DISMISSED_KEY = 'sf_locale_offer_dismissed';

export function rememberedLocale(): Locale | undefined {
  const value = safeLocalStorage.getItem(KEY);
  return isLocale(value) ? value : undefined;
}

export function rememberLocale(locale: Locale): void {
  safeLocalStorage.setItem(KEY, locale);
}

export function localeOfferDismissed(): boolean {
  return safeLocalStorage.getItem(OFFER_DISMISSED_KEY) === '1';
}

export function dismissLocaleOffer(): void {
  safeLocalStorage.setItem(OFFER_DISMISSED_KEY, '1');
}
