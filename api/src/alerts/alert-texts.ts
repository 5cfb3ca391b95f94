// An alert notification's words in the subscriber's language (issue #46): the language the page was in when the
// visitor turned alerts on, stored with the subscription. A Record of every language, so the type checker
// refuses a language without every text; English is the spec's (docs/spec.md, alerts), unchanged. The list is
// named as the client's catalogs name it ('nav.myList').
import type { Locale } from '../contract/locales';

export interface AlertTexts {
  /** The notification's title for one title. */
  oneTitle: (provider: string) => string;
  /** Its body for one title. */
  oneBody: (name: string, provider: string) => string;
  /** The title for several (`count` is 2 or more). */
  manyTitle: (count: number) => string;
  /** A provider the country's list does not name. */
  someService: string;
}

export const ALERT_TEXTS: Record<Locale, AlertTexts> = {
  en: {
    oneTitle: (p) => `Now on ${p}`,
    oneBody: (name, p) => `${name} from My List is now streaming on ${p}.`,
    manyTitle: (n) => `${n} titles from My List are now streaming`,
    someService: 'one of your services',
  },
  de: {
    oneTitle: (p) => `Jetzt bei ${p}`,
    oneBody: (name, p) => `${name} aus Meine Liste läuft jetzt bei ${p}.`,
    manyTitle: (n) => `${n} Titel aus Meine Liste laufen jetzt im Stream`,
    someService: 'einem deiner Dienste',
  },
  fr: {
    oneTitle: (p) => `Maintenant sur ${p}`,
    oneBody: (name, p) => `${name}, de Ma liste, est maintenant en streaming sur ${p}.`,
    manyTitle: (n) => `${n} titres de Ma liste sont maintenant en streaming`,
    someService: 'l’un de vos services',
  },
  es: {
    oneTitle: (p) => `Ya en ${p}`,
    oneBody: (name, p) => `${name}, de Mi lista, ya está en streaming en ${p}.`,
    manyTitle: (n) => `${n} títulos de Mi lista ya están en streaming`,
    someService: 'uno de tus servicios',
  },
  it: {
    oneTitle: (p) => `Ora su ${p}`,
    oneBody: (name, p) => `${name}, dalla tua lista, è ora in streaming su ${p}.`,
    manyTitle: (n) => `${n} titoli della tua lista sono ora in streaming`,
    someService: 'uno dei tuoi servizi',
  },
  ko: {
    oneTitle: (p) => `이제 ${p}에서 시청 가능`,
    oneBody: (name, p) => `내 목록의 ${name}: 이제 ${p}에서 스트리밍 중입니다.`,
    manyTitle: (n) => `내 목록의 ${n}개 작품이 이제 스트리밍됩니다`,
    someService: '내 서비스 중 하나',
  },
};
