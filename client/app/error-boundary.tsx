// Errors stay local: a render error in one page shows a friendly message inside <main> (header and footer
// stay), is logged, and offers "Try again" and "Go to home". The first error of a page is first treated as
// possibly caused by stored data: the unused cached answers are cleared and the page renders again by itself.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../components/layout/page-loader';
import { AlertIcon } from '../components/icons';
import { queryClient } from '../lib/query-client';
import { clearStoredQueryData } from '../lib/storage-healing';
import '../components/heading.css';
import '../components/button.css';
import '../components/states.css';
import './layout/layout.css';
import { useT } from '../i18n/i18n-provider';

interface Props {
  children: ReactNode;
  /** A new value (the next page) clears the error. */
  resetKey?: string;
  /** Clear stored data and render again once before showing the message (off for the outer boundary). */
  heal?: boolean;
}

interface State {
  error: unknown;
  healing: boolean;
  healed: boolean;
}

export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null, healing: false, healed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
    if (this.props.heal === false || this.state.healed) return;
    this.setState({ healing: true });
    void clearStoredQueryData(queryClient).finally(() =>
      this.setState({ error: null, healing: false, healed: true }),
    );
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && (this.state.error || this.state.healed))
      this.setState({ error: null, healing: false, healed: false });
  }

  private retry = () => {
    // The failed page is unmounted: its answers (whatever broke it) are fetched again, not rendered again.
    queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
    this.setState({ error: null, healing: false });
  };

  render() {
    if (!this.state.error) return this.props.children;
    if (this.state.healing) return <PageLoader />;
    return <PageErrorMessage onRetry={this.retry} />;
  }
}

/**
 * Static classes (components/states.css), not Chakra components: the boundary is part of the entry, which carries
 * no Chakra code (issue #10), and the message must show even when a lazy chunk could not load.
 */
export function PageErrorMessage({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="sf-container sf-page-error">
      <div role="alert" className="sf-page-error__box" data-testid="page-error">
        <span className="sf-state__icon" aria-hidden="true">
          <AlertIcon size={36} />
        </span>
        <h1 className="sf-heading sf-heading--error">{t('error.title')}</h1>
        <p className="sf-page-error__text">{t('error.text')}</p>
        <div className="sf-page-error__actions">
          <button type="button" className="sf-btn sf-btn--solid sf-palette-yellow" onClick={onRetry}>
            {t('error.retry')}
          </button>
          <RouterLink to="/" className="sf-btn sf-btn--outline">
            {t('error.home')}
          </RouterLink>
        </div>
      </div>
    </div>
  );
}
