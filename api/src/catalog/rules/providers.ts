// /api/providers/{type}?region (docs/spec.md §9): the providers offered in one country, by that country's display
// priority, ties by provider id, at most PROVIDER_LIMIT. Both catalog sources end with this rule.
import type { Provider } from '../../contract';

export const PROVIDER_LIMIT = 50;

export function rankProviders(providers: readonly Provider[]): Provider[] {
  return [...providers]
    .sort((a, b) => (a.display_priority ?? 0) - (b.display_priority ?? 0) || a.provider_id - b.provider_id)
    .slice(0, PROVIDER_LIMIT);
}
