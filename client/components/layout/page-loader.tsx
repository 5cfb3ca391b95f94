import { useT } from '../../i18n/i18n-provider';

// As tall as the screen: the footer stays below the fold until the page arrives (no layout shift). Static classes
// (components/ui.css), the look of Chakra's Center and Spinner size lg: a loading page needs no Chakra system.
// Busy like every other loading state (a skeleton, a list), so a reader or a test waiting for the page to settle
// does not take a page whose code is still loading for a settled one.
export function PageLoader() {
  const t = useT();
  return (
    <div className="sf-page-loader" role="status" aria-live="polite" aria-busy="true">
      <span className="sf-spinner" aria-hidden />
      <span className="sf-visually-hidden">{t('state.loadingPage')}</span>
    </div>
  );
}
