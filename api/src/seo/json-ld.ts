// schema.org JSON-LD for title pages (docs/spec.md §3 "Structured metadata"): Movie or TVSeries with genre,
// director/creator, 5 actors, aggregate rating (ours, else TMDB's vote average / 2), an 'Anonymous User' review
// and one Offer per provider of the visitor's country. Pure: the caller passes everything it needs.
import type { AverageRating, Credits, MovieDetails, Provider, RegionProviders, TvDetails } from '../contract';
import { httpUrl } from '../catalog/mapping/fields';
import { creatorsOf } from './people';
import { outOfFive } from '../contract/rating-scale';
import { HEAD_TEXTS, type HeadTexts } from '../contract/head-texts';
import { DEFAULT_LOCALE, type Locale } from '../contract/locales';
import { genreIn } from '../contract/genre-names';

export type JsonLd = Record<string, unknown>;

export interface JsonLdContext {
  /** Canonical page URL. */
  url: string;
  /** Full image URL (TMDB w780) or undefined. */
  image?: string;
  /** Offers of the visitor's country. */
  providers?: RegionProviders;
  /** Our ratings average (docs/decisions.md #10); TMDB's vote average / 2 is the fallback. */
  ratings?: AverageRating;
  /** The page's language: the offers' names and the review's author in it (English by default). */
  locale?: Locale;
}

const OFFER_GROUPS: Array<{ key: keyof RegionProviders; verb: keyof HeadTexts['offer']; category: string }> =
  [
    { key: 'flatrate', verb: 'stream', category: 'subscription' },
    { key: 'ads', verb: 'stream', category: 'free' },
    { key: 'free', verb: 'stream', category: 'free' },
    { key: 'rent', verb: 'rent', category: 'rent' },
    { key: 'buy', verb: 'buy', category: 'purchase' },
  ];

const person = (name: string): JsonLd => ({ '@type': 'Person', name });
const oneOrMany = <T>(items: T[]): T | T[] => (items.length === 1 ? items[0] : items);

export function offers(
  providers: RegionProviders | undefined,
  url: string,
  locale: Locale = DEFAULT_LOCALE,
): JsonLd[] {
  if (!providers) return [];
  const names = HEAD_TEXTS[locale].offer;
  // Checked again here: a page built from data imported before links were checked must not carry one.
  const link = httpUrl(providers.link) ?? url;
  return OFFER_GROUPS.flatMap(({ key, verb, category }) =>
    ((providers[key] as Provider[] | undefined) ?? []).map((p) => ({
      '@type': 'Offer',
      name: names[verb](p.provider_name),
      category,
      url: link,
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'Organization', name: p.provider_name },
    })),
  );
}

/** aggregateRating + review, only when there is a count to show. */
export function ratingParts(
  voteAverage: number,
  voteCount: number,
  ratings?: AverageRating,
  locale: Locale = DEFAULT_LOCALE,
): JsonLd {
  const ours = ratings && ratings.totalCount > 0;
  const value = outOfFive(ours ? ratings.averageRating : voteAverage, ours ? 5 : 10).value;
  const count = ours ? ratings.totalCount : voteCount;
  if (!count || !(value >= 1)) return {};
  const scale = { bestRating: 5, worstRating: 1 };
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: value, ratingCount: count, ...scale },
    review: {
      '@type': 'Review',
      author: person(HEAD_TEXTS[locale].anonymous),
      reviewRating: { '@type': 'Rating', ratingValue: value, ...scale },
    },
  };
}

function common(
  t: { overview: string | null; genres: { id: number; name: string }[]; credits: Credits | null },
  ctx: JsonLdContext,
): JsonLd {
  const out: JsonLd = { url: ctx.url };
  if (t.overview) out.description = t.overview;
  if (ctx.image) out.image = ctx.image;
  // The genres' names in the page's language, as its chips show them (contract/genre-names.ts).
  if (t.genres?.length) out.genre = oneOrMany(t.genres.map((g) => genreIn(g, ctx.locale).name));
  const actors = (t.credits?.cast ?? []).slice(0, 5).map((c) => person(c.name));
  if (actors.length) out.actor = actors;
  return out;
}

function withOffers(doc: JsonLd, ctx: JsonLdContext): JsonLd {
  const list = offers(ctx.providers, ctx.url, ctx.locale);
  return list.length ? { ...doc, offers: list } : doc;
}

export function movieJsonLd(movie: MovieDetails, ctx: JsonLdContext): JsonLd {
  const doc: JsonLd = { '@context': 'https://schema.org', '@type': 'Movie', name: movie.title };
  Object.assign(doc, common(movie, ctx));
  if (movie.release_date) doc.datePublished = movie.release_date;
  if (movie.adult) doc.contentRating = 'Adult';
  if (movie.runtime && movie.runtime > 0) doc.duration = `PT${movie.runtime}M`;
  const directors = (movie.credits?.crew ?? [])
    .filter((c) => c.job === 'Director')
    .map((c) => person(c.name));
  if (directors.length) doc.director = oneOrMany(directors);
  Object.assign(doc, ratingParts(movie.vote_average, movie.vote_count, ctx.ratings, ctx.locale));
  return withOffers(doc, ctx);
}

export function tvJsonLd(tv: TvDetails, ctx: JsonLdContext): JsonLd {
  const doc: JsonLd = { '@context': 'https://schema.org', '@type': 'TVSeries', name: tv.name };
  Object.assign(doc, common(tv, ctx));
  if (tv.first_air_date) doc.datePublished = tv.first_air_date;
  if (tv.adult) doc.contentRating = 'Adult';
  const creators = creatorsOf(tv).map(person);
  if (creators.length) doc.creator = oneOrMany(creators);
  if (tv.number_of_seasons) doc.numberOfSeasons = tv.number_of_seasons;
  if (tv.number_of_episodes) doc.numberOfEpisodes = tv.number_of_episodes;
  Object.assign(doc, ratingParts(tv.vote_average, tv.vote_count, ctx.ratings, ctx.locale));
  return withOffers(doc, ctx);
}
