import type { ReactNode } from 'react';
import { AlertIcon } from './icons';
import './heading.css';
import './button.css';
import './states.css';

// Static classes, not Chakra components: an empty or error state is often a page's whole first screen (a search
// with no results, a title that failed to load), and must not cost the Chakra system (issue #10).

export interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className="sf-state" data-testid="empty-state">
      <h2 className="sf-heading sf-heading--lg">{title}</h2>
      {description && <p className="sf-state__text">{description}</p>}
      {action && <div className="sf-state__action">{action}</div>}
    </div>
  );
}

export interface ErrorStateProps {
  title: string;
  description?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorState({ title, description, onRetry, retryLabel = 'Try again' }: ErrorStateProps) {
  return (
    <div role="alert" className="sf-state sf-state--error" data-testid="error-state">
      <div className="sf-state__icon">
        <AlertIcon size={36} />
      </div>
      <h2 className="sf-heading sf-heading--lg">{title}</h2>
      {description && <p className="sf-state__text">{description}</p>}
      {onRetry && (
        <button
          type="button"
          className="sf-btn sf-btn--solid sf-palette-yellow sf-state__retry"
          onClick={onRetry}
        >
          {retryLabel}
        </button>
      )}
    </div>
  );
}
