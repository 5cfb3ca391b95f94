// First-party page-view events (docs/decisions.md #14): aggregate counts per path and day only.

export interface PageViewEvent {
  type: 'page_view';
  /** Path only, no query string, at most 200 characters. */
  path: string;
}

export interface EventAccepted {
  accepted: boolean;
}
