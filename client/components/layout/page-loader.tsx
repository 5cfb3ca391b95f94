// As tall as the screen: the footer stays below the fold until the page arrives (no layout shift). Static classes
// (components/ui.css), the look of Chakra's Center and Spinner size lg: a loading page needs no Chakra system.
export function PageLoader() {
  return (
    <div className="sf-page-loader" role="status" aria-live="polite">
      <span className="sf-spinner" aria-hidden />
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        Loading
      </span>
    </div>
  );
}
