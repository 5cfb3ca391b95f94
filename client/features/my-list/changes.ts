// What changed in a saved title's offers (issue #37): computed on the device from the offers it saw before and
// the ones the server sends now, so My List can say "Now on Netflix", "Left Prime Video", "Now to rent on
// Apple TV" (offline too, for what was fetched). Pure, so the rules are unit-tested (tests/client/my-list).
import type { Provider, RegionProviders } from '../../../api/src/contract';
import type { AvailabilityChange, MyListEntry, SavedChanges } from '../../lib/db';
import { streamingProviders } from './groups';

/** A change stays on My List (and in "What changed") this long after it was noticed. */
export const CHANGE_SHOWN_FOR_MS = 30 * 24 * 60 * 60_000;

const ids = (list: Provider[] | undefined) => new Set((list ?? []).map((p) => p.provider_id));

/** Every provider named on either side, so a change says a name whenever the data has one. */
function namesOf(...sides: Array<RegionProviders | null | undefined>): Map<number, string> {
  const names = new Map<number, string>();
  for (const side of sides)
    for (const list of [side?.flatrate, side?.free, side?.ads, side?.rent, side?.buy])
      for (const p of list ?? []) {
        const name = typeof p.provider_name === 'string' ? p.provider_name.trim() : '';
        if (name && !names.has(p.provider_id)) names.set(p.provider_id, name);
      }
  return names;
}

/**
 * The changes from `before` to `after` in one country: a service that starts or stops streaming it (subscription,
 * free or with ads), and a provider that starts renting or selling it (when it does not also start streaming it).
 * Unchanged offers give []. Order: arrivals, departures, rent, buy; each by provider name.
 */
export function diffOffers(
  before: RegionProviders | null | undefined,
  after: RegionProviders | null | undefined,
): AvailabilityChange[] {
  const names = namesOf(after, before);
  const was = ids(streamingProviders(before));
  const now = ids(streamingProviders(after));
  const change = (kind: AvailabilityChange['kind'], id: number): AvailabilityChange => ({
    kind,
    provider_id: id,
    provider_name: names.get(id) ?? '',
  });
  const arrived = [...now].filter((id) => !was.has(id)).map((id) => change('arrived', id));
  const left = [...was].filter((id) => !now.has(id)).map((id) => change('left', id));
  const paid = (kind: 'rent' | 'buy') => {
    const had = ids(before?.[kind]);
    return [...ids(after?.[kind])].filter((id) => !had.has(id) && !now.has(id)).map((id) => change(kind, id));
  };
  const byName = (a: AvailabilityChange, b: AvailabilityChange) =>
    a.provider_name.localeCompare(b.provider_name) || a.provider_id - b.provider_id;
  return [
    ...arrived.sort(byName),
    ...left.sort(byName),
    ...paid('rent').sort(byName),
    ...paid('buy').sort(byName),
  ];
}

/** What My List says for one change; a provider the data does not name is "an unnamed service", never "undefined". */
export function changeLabel(change: AvailabilityChange): string {
  const name = change.provider_name.trim() || 'an unnamed service';
  switch (change.kind) {
    case 'arrived':
      return `Now on ${name}`;
    case 'left':
      return `Left ${name}`;
    case 'rent':
      return `Now to rent on ${name}`;
    default:
      return `Now to buy on ${name}`;
  }
}

const sameItems = (a: AvailabilityChange[], b: AvailabilityChange[]) =>
  a.length === b.length && a.every((x, i) => x.kind === b[i].kind && x.provider_id === b[i].provider_id);

/**
 * The change record of `region` after the offers went from what `previous` held to what `next` holds. While a
 * change is unseen, later refreshes compare with the offers the visitor last saw (its `from`), so two refreshes
 * between visits say one thing, and a change undone before the visit says nothing. A country never fetched before
 * records nothing: the first sight of a title is no change.
 */
export function noteChanges(
  previous: MyListEntry | undefined,
  next: MyListEntry,
  region: string,
  now = Date.now(),
): MyListEntry {
  const changes = { ...previous?.changes, ...next.changes };
  const before = previous?.availability?.[region];
  const after = next.availability?.[region];
  if (!before || !after) return changes[region] ? { ...next, changes } : next;
  const current = changes[region];
  const unseen = current && current.seenAt === undefined;
  const from = unseen ? current.from : before.providers;
  const items = diffOffers(from, after.providers);
  if (!items.length) {
    if (unseen) delete changes[region];
  } else if (!unseen || !sameItems(items, current.items)) {
    changes[region] = { from, items, at: now } satisfies SavedChanges;
  }
  return Object.keys(changes).length ? { ...next, changes } : { ...next, changes: undefined };
}

/** The changes My List shows for a title in `region` (noticed in the last 30 days), else null. */
export function shownChanges(entry: MyListEntry, region: string, now = Date.now()): SavedChanges | null {
  const c = entry.changes?.[region];
  return c && c.items.length > 0 && now - c.at <= CHANGE_SHOWN_FOR_MS ? c : null;
}
