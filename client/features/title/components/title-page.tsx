import { memo, useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { MediaType, SlugLookup, TitleDetails } from '../../../../api/src/contract';
import { usePageMeta, SITE_NAME } from '../../../components/layout/page-title';
import { hydrateLater } from '../../../components/hydrate-later';
import { queryKeys } from '../../../lib/query-keys';
import { useSelectedCountry } from '../../../lib/region';
import { titlePath } from '../../../lib/slug';
import { tmdbImage } from '../../../lib/image';
import { useCountries } from '../../../api/countries';
import { useTitleDetails } from '../../../api/title';
import { titleBasePath, useTitleId } from '../hooks/use-title-id';
import { countryName } from '../lib/country-names';
import { compareNames } from '../../../lib/format';
import { allProviders, type AffiliateParams } from '../lib/providers';
import { useMyServices } from '../../../lib/my-services';
import { useOnlineStatus } from '../../../lib/pwa';
import { headingNames, useTitleTexts } from '../lib/localized';
import { textLang, useT } from '../../../i18n/i18n-provider';
import { HEAD_TEXTS } from '../../../../api/src/contract/head-texts';
import { TMDB_IMAGE_ORIGIN, titleHead } from '../../../../api/src/contract/title-head';
import { AvailabilityPanel } from './availability-panel';
import { Backdrop } from './backdrop';
import { ShareButton } from './share-button';
import { SimilarTitles } from './similar-titles';
import { TitleFacts } from './title-facts';
import { TitleHeading, TitlePoster } from './title-header';
import { TitleLoadError, TitleNotFound, TitleOffline, TitleSkeleton } from './title-states';
import { WatchSummary } from './watch-summary';
import { useAffiliates } from '../../../api/affiliates';

export interface TitlePageProps {
  type: MediaType;
  /** The 'Rate This Movie/Show' block (composed by the route from the ratings feature). */
  renderRating?: (details: TitleDetails) => ReactNode;
  /** An action in the header, under the title (My List's save toggle, composed by the route). */
  renderHeaderAction?: (details: TitleDetails) => ReactNode;
  /** Overrides the server's affiliate parameters (GET /api/affiliates). */
  affiliates?: AffiliateParams;
}

const MemoBackdrop = memo(Backdrop);
const MemoPoster = memo(TitlePoster);
const MemoHeading = memo(TitleHeading);
const MemoShare = memo(ShareButton);
// Below a phone's first screen (poster, heading, the answer to 'where to watch'), hydrated after it
// (components/hydrate-later.tsx): the facts, the rating block, the summary and 'You May Also Like'.
const LaterFacts = hydrateLater(TitleFacts);
const LaterSummary = hydrateLater(WatchSummary);
const LaterSimilar = hydrateLater(SimilarTitles);
const LaterNode = hydrateLater(function Node({ node }: { node: ReactNode }) {
  return node;
});

/**
 * The availability panel with the server's affiliate parameters: their answer lands after the page has rendered,
 * and re-renders this panel only, not the whole page (~100 ms at 4x CPU on a title with many offers, issue #10).
 */
const Availability = memo(function Availability({
  title,
  providers,
  override,
  checking,
}: {
  title: string;
  providers: TitleDetails['watch/providers'];
  override?: AffiliateParams;
  checking: boolean;
}) {
  const server = useAffiliates();
  return (
    <AvailabilityPanel
      title={title}
      providers={providers}
      affiliates={override ?? server}
      checking={checking}
    />
  );
});

/** How long the not-found state stays on screen before /404. */
export const NOT_FOUND_REDIRECT_MS = 2500;

/** Movie and TV detail page (docs/spec.md §2): every section in the spec's order, for any address form. */
export function TitlePage({
  type,
  renderRating,
  renderHeaderAction,
  affiliates: affiliatesOverride,
}: TitlePageProps) {
  const { country } = useSelectedCountry();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resolved = useTitleId(type);
  const query = useTitleDetails(type, resolved.id, country);
  const details = query.data ?? null;
  const texts = useTitleTexts();
  const t = useT();
  const { locale } = texts;
  // The name the page's sentences use: the h1's (the original title on a page in its language, issue #46).
  const name = details ? headingNames(details, locale).name : null;

  // The head the server writes on a direct load (contract/title-head.ts), kept after in-app navigation.
  const head = details ? titleHead(type, details, titlePath(type, details), TMDB_IMAGE_ORIGIN, locale) : null;
  // Without details: the server's 404 head for an unknown title (HEAD_TEXTS.notFound), else, while loading, the
  // kind of title; both in the page's language.
  const missing = resolved.notFound || (query.isSuccess && !details);
  usePageMeta(
    head
      ? head.title
      : missing
        ? HEAD_TEXTS[locale].notFound
        : `${t(type === 'movie' ? 'title.errorMovie' : 'title.errorTv')} | ${SITE_NAME}`,
    head?.description,
    head ? { canonicalPath: head.canonicalPath, image: head.image, ogType: head.ogType } : {},
  );

  // An id address is replaced by the title's slug address once loaded; an unknown title goes to /404.
  useEffect(() => {
    if (!query.isSuccess) return;
    if (!details) {
      // docs/spec.md §2: 'Movie not found' / 'TV Show not found' is shown first, then the visitor lands on /404.
      const timer = setTimeout(() => void navigate('/404', { replace: true }), NOT_FOUND_REDIRECT_MS);
      return () => clearTimeout(timer);
    }
    if (resolved.fromIdRoute) {
      const path = titlePath(type, details);
      const slug = path.slice(titleBasePath(type).length + 1);
      const known: SlugLookup = { id: details.id, type, slug, redirect: false };
      queryClient.setQueryData(queryKeys.slug(type, slug), known);
      void navigate(path, { replace: true });
    }
  }, [query.isSuccess, details, resolved.fromIdRoute, navigate, queryClient, type]);

  const region = details?.['watch/providers']?.results?.[country];
  const providers = useMemo(() => allProviders(region), [region]);
  const countries = useCountries();
  const myServices = useMyServices(country);
  const online = useOnlineStatus();
  // What a re-render of the page (a query's state, the visitor's country) leaves unchanged is not rendered again:
  // the parts below are memoized on these values (~90 ms at 4x CPU on a title with many offers, issue #10).
  const headerAction = useMemo(
    () => (details ? renderHeaderAction?.(details) : null),
    [renderHeaderAction, details],
  );
  const rating = useMemo(() => (details ? renderRating?.(details) : null), [renderRating, details]);
  const hereName = countryName(country, countries.data, locale);
  const elsewhere = useMemo(
    () =>
      (details?.['watch/providers']?.available_in ?? [])
        .filter((code) => code !== country)
        .map((code) => countryName(code, countries.data, locale))
        .sort(compareNames),
    [details, country, countries.data, locale],
  );

  // After a country change the last country's answer stays on screen while this one's loads (placeholderData in
  // api/title.ts): the page says it is checking, never 'not streaming here' from another country's offers.
  const checking = query.isPlaceholderData;
  const answer = checking
    ? t('title.checkingHere', { country: hereName })
    : texts.answer(region, myServices, hereName, elsewhere.length);

  // Offline, a title not saved on the device is explained by the one offline panel above the page
  // (features/offline, with what is saved instead): no second error under a bare heading (issue #36).
  // An address that names no title is the not-found page (status 404), whatever the details query did with it.
  if (resolved.notFound) return <TitleNotFound type={type} />;
  if (!online && (resolved.error || query.isError)) return <TitleOffline type={type} />;
  if (resolved.error) {
    return <TitleLoadError type={type} message={resolved.error.message} onRetry={resolved.retry} />;
  }
  if (query.isError) {
    return (
      <TitleLoadError
        type={type}
        message={query.error instanceof Error ? query.error.message : String(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isSuccess && !details) return <TitleNotFound type={type} />;
  if (!details || !name) return <TitleSkeleton />;

  const overview = details.overview?.trim();
  const sharePath = titlePath(type, details);

  return (
    <div
      className={tmdbImage(details.backdrop_path, 'w1280') ? 'sf-tp' : 'sf-tp sf-tp--bare'}
      data-testid="title-page"
      data-title-id={details.id}
    >
      <MemoBackdrop path={details.backdrop_path} />
      <div className="sf-tp-container">
        <div className="sf-tp-grid">
          <MemoPoster details={details} />
          <MemoHeading
            type={type}
            details={details}
            providers={providers}
            answer={answer}
            action={headerAction}
          />
          <div className="sf-tp-body">
            {overview && (
              <section aria-label={t('title.overview')} data-testid="title-overview">
                <p className="sf-tp-overview" lang={textLang(details.overview_language, locale)}>
                  {overview}
                </p>
              </section>
            )}
            {rating && <LaterNode node={rating} />}
            <LaterFacts type={type} details={details} />
            <Availability
              title={name}
              providers={details['watch/providers']}
              override={affiliatesOverride}
              checking={checking}
            />
            <div>
              <MemoShare title={name} path={sharePath} />
            </div>
            <LaterSummary
              title={name}
              region={region}
              countryName={hereName}
              elsewhere={elsewhere}
              checking={checking}
            />
          </div>
        </div>
        <div className="sf-tp-more">
          <LaterSimilar type={type} id={details.id} region={country} />
        </div>
      </div>
    </div>
  );
}
