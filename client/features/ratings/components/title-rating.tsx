import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MediaType } from '../../../../api/src/contract';
import { isTransientError } from '../../../lib/api-client';
import { useIdle } from '../../../lib/idle';
import { onOutboxEvent } from '../../../lib/outbox-events';
import type { DeviceRatingValue } from './device-rating';
import { queryKeys } from '../../../lib/query-keys';
import { getSessionId } from '../../../lib/session';
import { useAverageRating } from '../../../api/ratings';
import { useUserRating } from '../../../api/ratings';
import { submitRating, type RatingSubmission } from '../../../api/ratings';
import { averageDisplay, ratingContentType } from '../lib/display';
import { StarDisplay, StarRating } from './star-rating';
import '../../../components/heading.css';
import '../title-rating.css';
import { useLocale, useT } from '../../../i18n/i18n-provider';
import { DEFAULT_LOCALE } from '../../../../api/src/contract/locales';
import type { MessageKey } from '../../../i18n/catalogs';
import { numberFormat } from '../../../i18n/formatters';

export type RatingStatus = 'idle' | 'saving' | 'saved' | 'queued';

const STATUS_TEXT: Record<RatingStatus, MessageKey | null> = {
  idle: null,
  saving: 'rating.saving',
  saved: 'rating.saved',
  queued: 'rating.queued',
};

const SAVED_VISIBLE_MS = 4000;

// What this device holds (Dexie): loaded when the page is idle, or at once when the visitor rates.
const DeviceRating = lazy(() => import('./device-rating'));
const outbox = () => import('../../../lib/outbox-core');

export interface TitleRatingProps {
  type: MediaType;
  id: number;
  title: string;
  voteAverage: number | null | undefined;
}

/**
 * 'Rate This Movie' / 'Rate This Show' (docs/spec.md §4): the chosen rating applies at once, 'Saving...' (stars
 * read-only), then 'Rating saved!' with the value the server stored. A POST that fails for network reasons,
 * 5xx or 429 goes to the outbox and the rating stays visible, marked 'Waiting to sync' (docs/decisions.md #9).
 */
export function TitleRating({ type, id, title, voteAverage }: TitleRatingProps) {
  const headingId = useId();
  const t = useT();
  const contentType = ratingContentType(type);
  const [sessionId] = useState(() => getSessionId());
  const queryClient = useQueryClient();
  const userQuery = useUserRating(contentType, id, sessionId);
  const averageQuery = useAverageRating(contentType, id);
  const [deviceReady, readDeviceNow] = useIdle(2000);
  const [{ pending, mine }, setDevice] = useState<DeviceRatingValue>({});
  const [local, setLocal] = useState<number | null>(null);
  const [status, setStatus] = useState<RatingStatus>('idle');
  const latest = useRef<string>('');

  const userKey = queryKeys.userRating(contentType, id, sessionId);
  const averageKey = queryKeys.averageRating(contentType, id);

  // A rating delivered later by the outbox (page flush or service worker) refreshes both figures.
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.entry.content_type !== contentType || event.entry.content_id !== id) return;
        if (event.type === 'saved') {
          void queryClient.invalidateQueries({ queryKey: queryKeys.userRating(contentType, id, sessionId) });
          void queryClient.invalidateQueries({ queryKey: queryKeys.averageRating(contentType, id) });
          setStatus((s) => (s === 'queued' ? 'saved' : s));
        } else if (event.type === 'rejected') {
          setStatus((s) => (s === 'queued' ? 'idle' : s));
          setLocal(null);
        }
      }),
    [contentType, id, sessionId, queryClient],
  );

  // One source of truth across tabs (issue #45): every rating this device sends, queues or imports is written to
  // its store (myRatings, lib/outbox-core.ts), whose live query reaches every tab. When that rating changes to one
  // the server has not told this page, another tab (or an import) rated since: both figures are asked again.
  // Only on a change of the device's rating that this tab did not make.
  const stored = userQuery.data;
  const deviceSeen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!mine || mine.rated_at === deviceSeen.current || stored === undefined) return;
    if (status === 'saving' || pending) return;
    deviceSeen.current = mine.rated_at;
    // Not newer than this tab's own last click: what the server told this tab already follows it.
    if (mine.rated_at <= latest.current || mine.rating === (stored ?? 0)) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.userRating(contentType, id, sessionId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.averageRating(contentType, id) });
  }, [mine, stored, status, pending, queryClient, contentType, id, sessionId]);

  useEffect(() => {
    if (status !== 'saved') return;
    const timer = setTimeout(() => setStatus((s) => (s === 'saved' ? 'idle' : s)), SAVED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  // Precedence: a queued change (newest intent) > the value being saved > the server's stored rating >
  // what this device last knew (offline) > the local click > none.
  const value =
    pending?.rating ??
    (status === 'saving' ? local : undefined) ??
    (typeof stored === 'number' ? stored : undefined) ??
    (stored === null ? (local ?? 0) : undefined) ??
    mine?.rating ??
    local ??
    0;

  const rate = async (rating: number) => {
    const input: RatingSubmission = {
      content_id: id,
      content_type: contentType,
      rating,
      session_id: sessionId,
      rated_at: new Date().toISOString(),
    };
    latest.current = input.rated_at;
    readDeviceNow();
    setLocal(rating);
    setStatus('saving');
    try {
      const saved = await submitRating(input);
      if (latest.current !== input.rated_at) return;
      if (!saved) {
        setStatus('idle');
        return;
      }
      setLocal(saved.rating);
      queryClient.setQueryData(userKey, saved.rating);
      setStatus('saved');
      void outbox()
        .then(({ rememberMyRating }) => rememberMyRating({ ...saved, session_id: sessionId }))
        .catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: userKey });
      void queryClient.invalidateQueries({ queryKey: averageKey });
    } catch (err) {
      if (latest.current !== input.rated_at) return;
      if (isTransientError(err)) {
        try {
          await (await outbox()).queueRating(input);
        } catch (queueErr) {
          console.error('Could not keep the rating for later', queueErr);
        }
        setStatus('queued');
        return;
      }
      console.error('Rating was not saved', err);
      setLocal(null);
      setStatus('idle');
    }
  };

  const average = averageDisplay(averageQuery.data, voteAverage);
  // The TMDB fallback only once the stored average is known to be empty (or unreachable): showing it while
  // the average loads would flip 'TMDB 4.2/5' to 'Visitors 2.0/5 · 1 rating' a moment later.
  const averageLoading = averageQuery.isPending && averageQuery.fetchStatus === 'fetching';
  const shownStatus = pending && status !== 'saving' ? 'queued' : status;

  return (
    <section aria-labelledby={headingId} data-testid="title-rating">
      <h2 id={headingId} className="sf-heading sf-heading--md sf-rating__heading">
        {t(type === 'movie' ? 'rating.rateMovie' : 'rating.rateShow')}
      </h2>
      <div className="sf-rating__row">
        <StarRating
          value={value}
          onChange={(v) => void rate(v)}
          readOnly={status === 'saving'}
          size="lg"
          label={t('rating.rateTitle', { title })}
        />
        <span
          role="status"
          aria-live="polite"
          className={`sf-rating__status sf-rating__status--${shownStatus}`}
          data-testid="rating-status"
        >
          {STATUS_TEXT[shownStatus] ? t(STATUS_TEXT[shownStatus]) : ''}
        </span>
      </div>
      <div
        className="sf-rating__average"
        data-testid="average-rating"
        aria-busy={averageLoading || undefined}
      >
        {averageLoading ? (
          <span>{t('rating.loading')}</span>
        ) : (
          <AverageLine average={average} count={averageQuery.data?.totalCount ?? 0} />
        )}
      </div>
      {deviceReady && (
        <Suspense fallback={null}>
          <DeviceRating contentType={contentType} id={id} onChange={setDevice} />
        </Suspense>
      )}
    </section>
  );
}

function AverageLine({
  average,
  count,
}: {
  average: ReturnType<typeof averageDisplay>;
  /** How many visitors rated it (the plural of another language). */
  count: number;
}) {
  const t = useT();
  const locale = useLocale();
  // English keeps the spec's '4.0/5 · 1 rating' (lib/display.ts); another language its decimal mark and plural.
  const english = locale === DEFAULT_LOCALE;
  const value =
    average.value === null || english
      ? average.value
      : numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
          Number(average.value),
        );
  const caption = english
    ? average.caption
    : average.source === 'visitors'
      ? t('rating.count', { count })
      : t(average.source === 'tmdb' ? 'rating.noVisitorRatings' : 'rating.none');
  return (
    <>
      {average.value !== null && <StarDisplay value={average.stars} />}
      <span>
        {average.value !== null && (
          <>
            {t(average.source === 'visitors' ? 'rating.visitors' : 'rating.tmdb')}{' '}
            <span className="sf-rating__value">{value}/5</span>
            {' · '}
          </>
        )}
        {caption}
      </span>
    </>
  );
}
