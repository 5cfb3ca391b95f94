// The search index's bounded memos (api/src/common/recent-map.ts): what was used recently stays, at most twice
// `half` entries are kept, and what was not used for two generations is dropped.
import { describe, expect, it } from 'vitest';
import { RecentMap } from '../../api/src/common/recent-map';

describe('RecentMap', () => {
  it('keeps what is used, drops what is not, and stays bounded', () => {
    const map = new RecentMap<string, number>(3);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3); // the newer generation is full: a, b, c become the older one
    expect(map.get('a')).toBe(1); // used: copied into the newer generation
    map.set('d', 4);
    map.set('e', 5); // newer full again (a, d, e): b and c, not used, are dropped
    expect(map.get('b')).toBeUndefined();
    expect(map.get('c')).toBeUndefined();
    expect([map.get('a'), map.get('d'), map.get('e')]).toEqual([1, 4, 5]);
    map.set('a', 10);
    expect(map.get('a')).toBe(10);
  });
});
