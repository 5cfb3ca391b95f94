// A title page's head in the page's language (issue #46): the <title>, the meta description's lead and the words
// of its JSON-LD. The server writes the head on a direct load and the client after in-app navigation
// (title-head.ts), so these texts live in the contract, which both import, not in the client's catalogs. A
// Record of every language: the type checker refuses a language without every text. English is the spec's
// (docs/spec.md §2), unchanged. Pure and dependency-free, like the rest of the contract.
import type { MediaType } from './catalog';
import type { Locale } from './locales';

export interface HeadTexts {
  /** The document title. */
  title: (name: string, kind: MediaType) => string;
  /** The description's lead; `year` is '' or ' (1999)'. */
  lead: (name: string, year: string) => string;
  /** A title without a name. */
  untitled: string;
  /** JSON-LD: an offer's name ('Stream on Netflix'). */
  offer: Record<'stream' | 'rent' | 'buy', (provider: string) => string>;
  /** JSON-LD: the author of the site's aggregate review. */
  anonymous: string;
  /** The <title> of a title address that names no title (the catalogs' notFound.h1). */
  notFound: string;
}

export const HEAD_TEXTS: Record<Locale, HeadTexts> = {
  en: {
    title: (name, kind) =>
      `Where to Watch ${name} Full ${kind === 'movie' ? 'Movie' : 'TV Show'} Streaming Online For Free In HD Quality`,
    lead: (name, year) => `Where to watch ${name}${year}: streaming, rent and buy options in your country.`,
    untitled: 'Untitled',
    offer: { stream: (p) => `Stream on ${p}`, rent: (p) => `Rent on ${p}`, buy: (p) => `Buy on ${p}` },
    anonymous: 'Anonymous User',
    notFound: '404 - Page Not Found',
  },
  de: {
    title: (name, kind) =>
      `Wo ${name} schauen: ${kind === 'movie' ? 'ganzer Film' : 'ganze Serie'} kostenlos online streamen in HD-Qualität`,
    lead: (name, year) =>
      `Wo du ${name}${year} schauen kannst: Streaming-, Leih- und Kaufangebote in deinem Land.`,
    untitled: 'Ohne Titel',
    offer: {
      stream: (p) => `Streamen bei ${p}`,
      rent: (p) => `Leihen bei ${p}`,
      buy: (p) => `Kaufen bei ${p}`,
    },
    anonymous: 'Anonymer Nutzer',
    notFound: '404 – Seite nicht gefunden',
  },
  fr: {
    title: (name, kind) =>
      `Où regarder ${name} : ${kind === 'movie' ? 'film complet' : 'série complète'} en streaming gratuit en HD`,
    lead: (name, year) =>
      `Où regarder ${name}${year} : offres de streaming, de location et d’achat dans votre pays.`,
    untitled: 'Sans titre',
    offer: {
      stream: (p) => `En streaming sur ${p}`,
      rent: (p) => `À louer sur ${p}`,
      buy: (p) => `À acheter sur ${p}`,
    },
    anonymous: 'Utilisateur anonyme',
    notFound: '404 – Page introuvable',
  },
  es: {
    title: (name, kind) =>
      `Dónde ver ${name}: ${kind === 'movie' ? 'película completa' : 'serie completa'} en streaming gratis en HD`,
    lead: (name, year) => `Dónde ver ${name}${year}: opciones de streaming, alquiler y compra en tu país.`,
    untitled: 'Sin título',
    offer: { stream: (p) => `Ver en ${p}`, rent: (p) => `Alquilar en ${p}`, buy: (p) => `Comprar en ${p}` },
    anonymous: 'Usuario anónimo',
    notFound: '404 - Página no encontrada',
  },
  it: {
    title: (name, kind) =>
      `Dove guardare ${name}: ${kind === 'movie' ? 'film completo' : 'serie completa'} in streaming gratis in HD`,
    lead: (name, year) =>
      `Dove guardare ${name}${year}: opzioni di streaming, noleggio e acquisto nel tuo paese.`,
    untitled: 'Senza titolo',
    offer: {
      stream: (p) => `In streaming su ${p}`,
      rent: (p) => `Noleggia su ${p}`,
      buy: (p) => `Acquista su ${p}`,
    },
    anonymous: 'Utente anonimo',
    notFound: '404 - Pagina non trovata',
  },
  ko: {
    title: (name, kind) =>
      `${name} 어디서 볼까: ${kind === 'movie' ? '영화' : 'TV 프로그램'} 전편 HD 무료 온라인 스트리밍`,
    lead: (name, year) => `${name}${year} 어디서 볼까: 내 나라의 스트리밍, 대여, 구매 정보.`,
    untitled: '제목 없음',
    offer: { stream: (p) => `${p}에서 스트리밍`, rent: (p) => `${p}에서 대여`, buy: (p) => `${p}에서 구매` },
    anonymous: '익명 사용자',
    notFound: '404 - 페이지를 찾을 수 없음',
  },
};
