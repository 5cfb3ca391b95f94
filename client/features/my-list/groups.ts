// How My List is grouped for the selected country (issue #14): on the visitor's services, on other
// subscriptions, rent or buy only, not available there; pure so the rules are unit-tested.
import type { MediaType, Provider, RegionProviders } from '../../../api/src/contract';
import type { MyListEntry } from '../../lib/db';

export type GroupId = 'services' | 'subscriptions' | 'rent-buy' | 'unavailable' | 'unknown';
export type TypeFilter = 'all' | MediaType;

export interface ListGroup {
  id: GroupId;
  entries: MyListEntry[];
}

export const GROUP_ORDER: GroupId[] = ['services', 'subscriptions', 'rent-buy', 'unavailable', 'unknown'];

/** Providers you watch with a subscription (or free/with ads): what "on your services" compares to. */
export function streamingProviders(p: RegionProviders | null | undefined): Provider[] {
  return [...(p?.flatrate ?? []), ...(p?.free ?? []), ...(p?.ads ?? [])];
}

/** Every provider of the country once, streaming first (for the logos on a card). */
export function allProviders(p: RegionProviders | null | undefined): Provider[] {
  const seen = new Set<number>();
  return [...streamingProviders(p), ...(p?.rent ?? []), ...(p?.buy ?? [])].filter((x) =>
    seen.has(x.provider_id) ? false : (seen.add(x.provider_id), true),
  );
}

/** The visitor's services a saved title streams on in `region`, by name ('On your Netflix'). */
export function servicesStreaming(entry: MyListEntry, region: string, services: readonly number[]): string[] {
  const names: string[] = [];
  for (const p of streamingProviders(entry.availability?.[region]?.providers)) {
    const name = p.provider_name?.trim();
    if (services.includes(p.provider_id) && name && !names.includes(name)) names.push(name);
  }
  return names;
}

export function groupOf(entry: MyListEntry, region: string, services: readonly number[]): GroupId {
  const a = entry.availability?.[region];
  if (!a) return 'unknown';
  const streaming = streamingProviders(a.providers);
  if (streaming.some((p) => services.includes(p.provider_id))) return 'services';
  if (streaming.length) return 'subscriptions';
  if (a.providers?.rent?.length || a.providers?.buy?.length) return 'rent-buy';
  return 'unavailable';
}

/** Newest first, filtered by type, in group order; empty groups left out. */
export function groupMyList(
  entries: MyListEntry[],
  region: string,
  services: readonly number[],
  filter: TypeFilter = 'all',
): ListGroup[] {
  const sorted = entries
    .filter((e) => e.onList === 1 && (filter === 'all' || e.type === filter))
    .sort((a, b) => Date.parse(b.changedAt) - Date.parse(a.changedAt));
  const groups = new Map<GroupId, MyListEntry[]>();
  for (const e of sorted) {
    const g = groupOf(e, region, services);
    groups.set(g, [...(groups.get(g) ?? []), e]);
  }
  return GROUP_ORDER.filter((id) => groups.has(id)).map((id) => ({ id, entries: groups.get(id)! }));
}

export const STALE_AFTER_MS = 12 * 60 * 60_000;

/** The oldest availability shown for `region`, when older than 12 hours (epoch ms), else null. */
export function staleSince(entries: MyListEntry[], region: string, now = Date.now()): number | null {
  const times = entries.map((e) => e.availability?.[region]?.savedAt).filter((t): t is number => !!t);
  if (!times.length) return null;
  const oldest = Math.min(...times);
  return now - oldest > STALE_AFTER_MS ? oldest : null;
}
