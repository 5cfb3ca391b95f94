// A title page's texts in the page's language (issue #46). English keeps the spec's texts through the pure helpers
// (title-info.ts, providers.ts; their unit tests stay the reference); another language builds them from its
// catalog and Intl: dates, runtimes and lists formatted in that language, never by hand.
import { useMemo } from 'react';
import type {
  MovieDetails,
  Provider,
  RegionProviders,
  TitleDetails,
  TvDetails,
} from '../../../../api/src/contract';
import { DEFAULT_LOCALE, type Locale } from '../../../../api/src/contract/locales';
import { localizedName } from '../../../../api/src/contract/title-head';
import { useLocale, useT } from '../../../i18n/i18n-provider';
import { offerGroups, watchAnswer, watchSummary, type OfferGroupKey } from './providers';
import { displayDate, isMovie, releaseDate, titleName } from './title-info';
import { dateTimeFormat, listFormat as intlList, numberFormat } from '../../../i18n/formatters';

type T = ReturnType<typeof useT>;

/**
 * The h1's name and the English name beside it: on a page in the title's original language the original title
 * ('올드보이' on /ko/, 'El laberinto del fauno' on /es/), with the English one beside it when they differ;
 * everywhere else the English title alone (English pages unchanged).
 */
export function headingNames(
  details: TitleDetails,
  locale: Locale,
): { name: string; english: string | null } {
  const english = titleName(details);
  // The head's rule too (contract/title-head.ts), so <title> and h1 name the title alike.
  const name = localizedName(details as MovieDetails | TvDetails, locale);
  if (!name || name === english.trim()) return { name: english, english: null };
  return { name, english };
}

export function groupLabel(t: T, key: OfferGroupKey): string {
  return t(`title.group.${key}`);
}

/** A list of names in the page's language ('A, B und C'); English keeps the spec's 'A, B and C' (no comma). */
function listFormat(locale: Locale, names: string[]): string {
  if (locale === DEFAULT_LOCALE || names.length <= 1) {
    if (names.length <= 1) return names[0] ?? '';
    return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  }
  return intlList(locale, { type: 'conjunction' }).format(names);
}

export function useTitleTexts() {
  const locale = useLocale();
  const t = useT();
  return useMemo(() => {
    const english = locale === DEFAULT_LOCALE;
    const list = (names: string[]) => listFormat(locale, names);
    const shortList = (names: string[]) =>
      names.length <= 2
        ? list(names)
        : list([...names.slice(0, 2), t('title.moreCount', { count: names.length - 2 })]);

    return {
      locale,
      /** The release (first air) date: 'October 15, 1999' in English, the language's long date elsewhere. */
      date(details: TitleDetails): string | null {
        const shown = displayDate(details);
        if (!shown || english) return shown;
        return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(`${releaseDate(details)}T00:00:00Z`),
        );
      },
      /** Runtime ('2h 19m', '2 Std., 19 Min.') for a movie; seasons for a show. */
      length(details: TitleDetails): string | null {
        if (!isMovie(details)) {
          const n = details.number_of_seasons;
          return typeof n === 'number' && Number.isFinite(n) && n > 0
            ? t('title.seasons', { count: n })
            : null;
        }
        const minutes = details.runtime;
        if (!minutes || !Number.isFinite(minutes) || minutes <= 0) return null;
        const h = Math.floor(minutes / 60);
        const m = Math.round(minutes % 60);
        if (english) return h === 0 ? `${m}m` : m === 0 ? `${h}h` : `${h}h ${m}m`;
        const unit = (value: number, u: 'hour' | 'minute') =>
          numberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'short' }).format(value);
        return [h > 0 ? unit(h, 'hour') : null, m > 0 || h === 0 ? unit(m, 'minute') : null]
          .filter(Boolean)
          .join(' ');
      },
      /** The one-line answer under the title (lib/providers.ts watchAnswer in English). */
      answer(
        region: RegionProviders | null | undefined,
        myServices: readonly number[],
        countryName: string,
        elsewhereCount: number,
      ): string {
        if (english) return watchAnswer(region, myServices, countryName, elsewhereCount);
        const groups = offerGroups(region);
        const byKey = (key: OfferGroupKey) => groups.find((g) => g.key === key)?.providers ?? [];
        const names = (ps: Provider[]) => ps.map((p) => p.provider_name.trim());
        const watchable = [...byKey('flatrate'), ...byKey('free'), ...byKey('ads')];
        const mine = watchable.filter(
          (p, i) => myServices.includes(p.provider_id) && watchable.indexOf(p) === i,
        );
        if (mine.length) return t('title.answer.mine', { providers: list(names(mine).slice(0, 2)) });
        if (byKey('flatrate').length)
          return t('title.answer.stream', { providers: shortList(names(byKey('flatrate'))) });
        const free = [...byKey('free'), ...byKey('ads')];
        if (free.length) return t('title.answer.free', { providers: shortList(names(free)) });
        const rent = byKey('rent');
        const buy = byKey('buy');
        if (rent.length || buy.length) {
          const stores = [...rent, ...buy.filter((p) => !rent.some((r) => r.provider_id === p.provider_id))];
          const id =
            rent.length && buy.length
              ? 'title.answer.rentOrBuy'
              : rent.length
                ? 'title.answer.rent'
                : 'title.answer.buy';
          return t(id, { providers: shortList(names(stores)) });
        }
        if (elsewhereCount > 0)
          return t('title.answer.notHereElsewhere', { country: countryName, count: elsewhereCount });
        return t('title.answer.notHere', { country: countryName });
      },
      /** The 'Where To Watch {title}?' sentences (lib/providers.ts watchSummary in English). */
      summary(
        title: string,
        region: RegionProviders | null | undefined,
        countryName: string,
        elsewhere: string[],
      ): string[] {
        if (english) return watchSummary(title, region, countryName, elsewhere);
        const groups = offerGroups(region);
        if (groups.length === 0) {
          const sentences = [t('title.notAvailable', { title })];
          if (elsewhere.length > 0)
            sentences.push(t('title.summary.elsewhere', { countries: list(elsewhere) }));
          return sentences;
        }
        return groups.map((g, i) =>
          t(i === 0 ? 'title.summary.first' : 'title.summary.also', {
            country: countryName,
            group: groupLabel(t, g.key),
            providers: list(g.providers.map((p) => p.provider_name)),
          }),
        );
      },
    };
  }, [locale, t]);
}
