import { Link as RouterLink } from 'react-router-dom';
import { usePageStatus } from '../../../components/page-status';
import type { MediaType } from '../../../../api/src/contract';
import { ErrorState } from '../../../components/states';
import '../../../components/heading.css';
import '../../../components/button.css';
import './title-states.css';
import { useT } from '../../../i18n/i18n-provider';

// Static classes (title-states.css), not Chakra components: the skeleton is a title page's first screen on every
// client-side visit, and the not-found and error states are a page's whole screen, so none may wait for the
// Chakra system (issue #10).

/** Layout-shaped placeholder while the title loads; a screen tall, so the footer never moves (issue #10). */
export function TitleSkeleton() {
  const t = useT();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('title.loading')}
      data-testid="title-skeleton"
      className="sf-tskel sf-skel-group"
    >
      <div className="sf-skel sf-tp-backdrop sf-tskel__backdrop" />
      <div className="sf-tp-container">
        <div className="sf-tskel__grid">
          <div className="sf-skel sf-tskel__poster" />
          <div className="sf-tskel__head">
            <div className="sf-skel sf-tskel__title" />
            <div className="sf-skel sf-tskel__meta" />
            <div className="sf-tskel__chips">
              <div className="sf-skel sf-tskel__chip" />
              <div className="sf-skel sf-tskel__chip sf-tskel__chip--wide" />
            </div>
          </div>
          <div className="sf-tskel__body">
            <div className="sf-tskel__lines">
              <div className="sf-skel sf-tskel__line" />
              <div className="sf-skel sf-tskel__line" />
              <div className="sf-skel sf-tskel__line" />
              <div className="sf-skel sf-tskel__line sf-tskel__line--last" />
            </div>
            <div className="sf-skel sf-tskel__panel" />
          </div>
        </div>
      </div>
    </div>
  );
}

/** 'Movie not found' / 'TV Show not found' with Back to Home (docs/spec.md §2). */
export function TitleNotFound({ type }: { type: MediaType }) {
  usePageStatus(404);
  const t = useT();
  return (
    <div className="sf-container sf-tstate sf-tstate--not-found">
      <div className="sf-tstate__box" data-testid="title-not-found">
        <h1 className="sf-heading sf-heading--2xl">
          {t(type === 'movie' ? 'title.notFoundMovie' : 'title.notFoundTv')}
        </h1>
        <p className="sf-tstate__text">{t('title.notFoundText')}</p>
        <RouterLink to="/" className="sf-btn sf-btn--lg sf-btn--solid sf-palette-yellow">
          {t('title.back')}
        </RouterLink>
      </div>
    </div>
  );
}

/** The title could not be loaded (offline, server error): say so, offer to retry or go home. */
export function TitleLoadError({
  type,
  message,
  onRetry,
}: {
  type: MediaType;
  message: string;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <div className="sf-container sf-tstate sf-tstate--error">
      <h1 className="sf-heading sf-heading--2xl sf-tstate__h1">
        {t(type === 'movie' ? 'title.errorMovie' : 'title.errorTv')}
      </h1>
      <ErrorState
        title={t(type === 'movie' ? 'title.loadErrorMovie' : 'title.loadErrorTv')}
        description={message}
        onRetry={onRetry}
      />
      <div className="sf-tstate__home">
        <RouterLink to="/" className="sf-btn sf-btn--ghost">
          {t('title.back')}
        </RouterLink>
      </div>
    </div>
  );
}

/**
 * Offline and not saved on this device: the page's heading only, for screen readers; what the visitor sees is the
 * offline panel above the page (features/offline/components/offline-route-notice.tsx), which says so and lists
 * what is saved.
 */
export function TitleOffline({ type }: { type: MediaType }) {
  const t = useT();
  return (
    <h1 className="sf-visually-hidden" data-testid="title-offline">
      {t(type === 'movie' ? 'title.offlineMovie' : 'title.offlineTv')}
    </h1>
  );
}
