// A file opened with the installed app (the manifest's file_handlers, issue #38): Chromium queues it in
// window.launchQueue, which headless Chromium cannot do (it cannot install the app or launch it with a file),
// so the queue is stubbed here as Chromium shapes it (setConsumer, params.files of FileSystemHandle). The share
// target's path is covered in a real browser (tests/e2e/list-share.test.ts); so is the preview of the file.
import { createElement } from 'react';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportExportButton } from '../../../client/features/my-list/import/components/import-export-button';
import {
  consumeLaunchedFiles,
  takeSharedFile,
  type Incoming,
} from '../../../client/features/my-list/import/import-incoming';

import { renderWithChakra } from '../components/render';
import { englishT } from '../../../client/i18n/i18n-provider';

type Params = { files?: Array<{ kind: string; getFile?: () => Promise<File> }> };

function stubLaunchQueue() {
  const consumers: Array<(p: Params) => void> = [];
  vi.stubGlobal('launchQueue', { setConsumer: (c: (p: Params) => void) => consumers.push(c) });
  return consumers;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fileHandle = (file: File) => ({ kind: 'file', getFile: () => Promise.resolve(file) });

describe('consumeLaunchedFiles', () => {
  it('hands the first launched file to the import', async () => {
    const consumers = stubLaunchQueue();
    const got: Incoming[] = [];
    consumeLaunchedFiles((i) => got.push(i));
    expect(consumers).toHaveLength(1);
    const csv = new File(['Const,Title,Year\ntt0137523,Fight Club,1999\n'], 'ratings.csv', {
      type: 'text/csv',
    });
    consumers[0]({ files: [{ kind: 'directory' }, fileHandle(csv), fileHandle(new File(['x'], 'b.csv'))] });
    await vi.waitFor(() => expect(got).toHaveLength(1));
    expect('file' in got[0] && got[0].file).toBe(csv);
  });

  it('a launch without a file (the app opened plainly) opens nothing', async () => {
    const consumers = stubLaunchQueue();
    const got: Incoming[] = [];
    consumeLaunchedFiles((i) => got.push(i));
    consumers[0]({});
    consumers[0]({ files: [] });
    await new Promise((r) => setTimeout(r, 10));
    expect(got).toEqual([]);
  });

  it('a file the browser cannot read gives a message, not silence', async () => {
    const consumers = stubLaunchQueue();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const got: Incoming[] = [];
    consumeLaunchedFiles((i) => got.push(i));
    consumers[0]({ files: [{ kind: 'file', getFile: () => Promise.reject(new Error('NotAllowedError')) }] });
    await vi.waitFor(() => expect(got).toHaveLength(1));
    expect(got[0]).toEqual({ error: { key: 'import.error.launchFailed' } });
    expect(englishT('import.error.launchFailed')).toMatch(/could not be opened/);
  });

  it('does nothing where the browser has no launch queue', () => {
    expect('launchQueue' in window).toBe(false);
    expect(() => consumeLaunchedFiles(() => undefined)).not.toThrow();
  });
});

describe('My List opened with a file', () => {
  it('the import dialog opens and the file goes to the import worker like a picked one', async () => {
    const consumers = stubLaunchQueue();
    const sent: unknown[] = [];
    class FakeWorker {
      onmessage: ((e: MessageEvent) => void) | null = null;
      onerror: ((e: ErrorEvent) => void) | null = null;
      postMessage(m: unknown) {
        sent.push(m);
      }
      terminate() {}
    }
    vi.stubGlobal('Worker', FakeWorker);
    renderWithChakra(createElement(ImportExportButton));
    expect(screen.queryByTestId('import-dialog')).toBeNull();
    await vi.waitFor(() => expect(consumers).toHaveLength(1));
    const csv = new File(['Title,Year\nAlien,1979\n'], 'watchlist.csv', { type: 'text/csv' });
    act(() => consumers[0]({ files: [fileHandle(csv)] }));
    await screen.findByTestId('import-dialog', undefined, { timeout: 10_000 });
    await vi.waitFor(() => expect(sent).toContainEqual({ type: 'read', file: csv }), { timeout: 10_000 });
    expect(await screen.findByText('Importing watchlist.csv')).toBeTruthy();
  }, 30_000);
});

describe('takeSharedFile', () => {
  it('an address without ?shared takes nothing; a forged or failed id is a message', async () => {
    expect(await takeSharedFile('?import=open')).toBeNull();
    expect(await takeSharedFile('?shared=failed')).toEqual({ error: { key: 'import.error.shareLost' } });
    expect(await takeSharedFile('?shared=../../api/ratings')).toEqual({
      error: { key: 'import.error.shareLost' },
    });
    expect(englishT('import.error.shareLost')).toMatch(/could not be received/);
  });
});
