import { describe, expect, it, vi } from 'vitest';
import type { Provider, RegionProviders } from '../../../api/src/contract';
import {
  GENERIC_WATCH_SITE,
  allProviders,
  offerGroups,
  providerLink,
  watchSummary,
} from '../../../client/features/title/lib/providers';

const p = (provider_id: number, provider_name: string, display_priority?: number): Provider => ({
  provider_id,
  provider_name,
  logo_path: `/${provider_id}.jpg`,
  display_priority,
});

const region: RegionProviders = {
  link: 'https://www.themoviedb.org/movie/550-fight-club/watch?locale=US',
  buy: [p(2, 'Apple TV', 4)],
  rent: [p(10, 'Amazon Video', 13), p(2, 'Apple TV', 4)],
  flatrate: [p(9, 'Amazon Prime Video', 2), p(8, 'Netflix', 1)],
  ads: [p(73, 'Tubi TV', 5)],
};

describe('offer groups', () => {
  it('orders Subscription, Free with ads, Rent, Buy and providers by display priority', () => {
    const groups = offerGroups(region);
    expect(groups.map((g) => g.label)).toEqual(['Subscription', 'Free with ads', 'Rent', 'Buy']);
    expect(groups[0].providers.map((x) => x.provider_name)).toEqual(['Netflix', 'Amazon Prime Video']);
    expect(groups[2].providers.map((x) => x.provider_name)).toEqual(['Apple TV', 'Amazon Video']);
  });
  it('drops empty groups and handles a missing country', () => {
    expect(offerGroups({ flatrate: [], rent: [p(2, 'Apple TV')] }).map((g) => g.key)).toEqual(['rent']);
    expect(offerGroups(undefined)).toEqual([]);
  });
  it('lists each provider once for compact cards', () => {
    expect(allProviders(region).map((x) => x.provider_id)).toEqual([8, 9, 73, 2, 10]);
  });
});

describe('provider links (docs/decisions.md #15)', () => {
  it('links a mapped provider to its home address with affiliate parameters', () => {
    const warn = vi.fn();
    expect(providerLink(p(8, 'Netflix'), { watchLink: region.link, warn })).toBe('https://www.netflix.com/');
    expect(
      providerLink(p(8, 'Netflix'), {
        watchLink: region.link,
        affiliates: { '8': 'ref=streamfinder&c=1' },
        warn,
      }),
    ).toBe('https://www.netflix.com/?ref=streamfinder&c=1');
    expect(warn).not.toHaveBeenCalled();
  });
  it("falls back to the title's watch link for an unmapped provider and warns", () => {
    const warn = vi.fn();
    expect(providerLink(p(99999, 'Tiny Stream'), { watchLink: region.link, warn })).toBe(region.link);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Tiny Stream'));
  });
  it('uses the generic site when there is no usable watch link', () => {
    const warn = vi.fn();
    expect(providerLink(p(99999, 'Tiny Stream'), { watchLink: 'javascript:alert(1)', warn })).toBe(
      GENERIC_WATCH_SITE,
    );
    expect(providerLink(p(99999, 'Tiny Stream'), { warn })).toBe(GENERIC_WATCH_SITE);
  });
  it('warns through console once per provider by default, in a task after the render', () => {
    vi.useFakeTimers();
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      providerLink(p(424242, 'Once'), { watchLink: region.link });
      providerLink(p(424242, 'Once'), { watchLink: region.link });
      providerLink(p(424243, 'Twice'), { watchLink: region.link });
      expect(spy).not.toHaveBeenCalled();
      vi.advanceTimersByTime(0);
      expect(spy.mock.calls.map(([m]) => String(m))).toEqual([
        expect.stringContaining('424242 (Once)'),
        expect.stringContaining('424243 (Twice)'),
      ]);
      providerLink(p(424243, 'Twice'), { watchLink: region.link });
      vi.advanceTimersByTime(0);
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
      vi.useRealTimers();
    }
  });
});

describe('where-to-watch summary', () => {
  it('writes one sentence per group', () => {
    expect(watchSummary('Fight Club', region, 'United States')).toEqual([
      'In United States, you can stream it on Netflix and Amazon Prime Video.',
      'You can also watch it free with ads on Tubi TV.',
      'You can also rent it on Apple TV and Amazon Video.',
      'You can also buy it on Apple TV.',
    ]);
  });
  it('names the other countries when it is available elsewhere', () => {
    expect(watchSummary('Kill Bill', {}, 'United States', ['France', 'Germany', 'Spain'])).toEqual([
      'Kill Bill is not currently available on any streaming platforms in your region.',
      'It is available to watch in France, Germany and Spain.',
    ]);
  });
  it('says when nothing is available', () => {
    expect(watchSummary('Food Chains', {}, 'Japan')).toEqual([
      'Food Chains is not currently available on any streaming platforms in your region.',
    ]);
  });
});
