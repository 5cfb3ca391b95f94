// The offline notice reads the route table (api/src/contract/routes.ts) instead of a list of its own (issue #43):
// the routes its old list missed are covered, /new and a provider's page need the network, My List does not.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineRouteNotice } from '../../../client/features/offline/components/offline-route-notice';

const NEEDS_NETWORK = 'This page needs an internet connection. Here is what you can open offline.';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

async function noticeAt(path: string): Promise<string | null> {
  setOnline(false);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <OfflineRouteNotice />
    </MemoryRouter>,
  );
  await act(() => new Promise((r) => setTimeout(r, 50)));
  const text = screen.queryByTestId('offline-route-notice')
    ? (screen.queryByText(NEEDS_NETWORK)?.textContent ?? '(notice without message)')
    : null;
  view.unmount();
  return text;
}

afterEach(() => setOnline(true));

describe('the offline notice on every kind of route', () => {
  it('pages that need the network say so, /new and a provider page among them', async () => {
    for (const path of ['/new', '/new/netflix/us', '/search', '/genre/28', '/advanced-search/movie'])
      expect(await noticeAt(path), path).toBe(NEEDS_NETWORK);
  });

  it('pages that work offline, the 404 page and addresses of no route show no notice', async () => {
    for (const path of ['/my-list', '/faq', '/contact', '/privacy', '/terms', '/404', '/new/Netflix/usa'])
      expect(await noticeAt(path), path).toBeNull();
  });

  it('the home page shows what is saved, without a message', async () => {
    expect(await noticeAt('/')).toBe('(notice without message)');
  });
});
