// Live mode's feed of the availability history: when the store replaces a title's details (a forced refresh,
// or a visit after the 12-hour reuse), the offers of the stored copy and of TMDB's new answer are compared and
// the difference recorded. A failed write is logged, never a failed read.
import type { ReplacedObserver } from '../catalog/sources/tmdb/tmdb-store';
import { type AvailabilityHistory, detailsOfferKeys, diffOffers } from './availability-history';

export function liveHistory(
  history: AvailabilityHistory,
  logger: { warn(m: string): void },
): ReplacedObserver {
  return async (kind, path, before, after) => {
    const m = kind === 'details' ? /^\/(movie|tv)\/(\d+)$/.exec(path) : null;
    if (!m) return;
    const was = detailsOfferKeys(before);
    const now = detailsOfferKeys(after);
    if (!was || !now) return;
    const changes = diffOffers(m[1] as 'movie' | 'tv', Number(m[2]), was, now);
    await history
      .record(changes)
      .catch((err: unknown) =>
        logger.warn(`Could not record availability changes of ${path}: ${String(err)}`),
      );
  };
}
