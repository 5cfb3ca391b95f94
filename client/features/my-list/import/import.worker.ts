/// <reference lib="webworker" />
// The import's Web Worker (issue #38): reads, checks and parses the file (papaparse), matches the rows (POST
// /api/match, or the device's catalog snapshot offline) and writes the confirmed import to IndexedDB, so the
// page's main thread only shows progress and the preview (the benchmark, scripts/bench-import.mjs, measures
// its longest block). The page cancels an import by terminating the worker.
import { fromWire, type CatalogEntryWire } from '../../../../api/src/contract/title-match';
import { checkSize, decodeImport, ImportFileError, type ImportProblem } from './import-decode';
import { parseImport } from './import-file';
import type { FromWorker, ToWorker } from './import-protocol';
import {
  matchRows,
  NoCatalogError,
  searchTitles,
  SNAPSHOT_CACHE,
  SNAPSHOT_URL,
  warmSnapshot,
} from './match-rows';
import { chosenOf, previewOf, type MatchedFile } from './preview-rows';
import { planImport, saveImport } from './save-import';
import { deviceExportItems, toJson, toLetterboxdCsv, type KnownTitles } from './export-list';

const post = (m: FromWorker) => self.postMessage(m);
/** A failure's technical detail (the error's own text), shown inside the catalog's message. */
const detailOf = (err: unknown): ImportProblem['values'] => ({
  detail: err instanceof Error ? err.message : String(err),
});

/** The file read last, kept here until saved: the page holds only what it shows (import-protocol.ts). */
let kept: MatchedFile | null = null;

async function read(file: Blob): Promise<void> {
  kept = null;
  try {
    checkSize(file.size);
    post({ type: 'progress', phase: 'reading', done: 0, total: file.size });
    const text = decodeImport(new Uint8Array(await file.arrayBuffer()));
    post({ type: 'progress', phase: 'parsing', done: 0, total: 1 });
    const parsed = parseImport(text);
    post({ type: 'progress', phase: 'matching', done: 0, total: parsed.rows.length });
    const { answers, where } = await matchRows(parsed.rows, (p) =>
      post({ type: 'progress', phase: 'matching', done: p.done, total: p.total }),
    );
    kept = { rows: parsed.rows, answers };
    const { chunks, counts, matchedRated } = previewOf(kept);
    for (const items of chunks) post({ type: 'rows', items });
    post({
      type: 'read',
      format: parsed.format,
      skipped: parsed.skipped,
      where,
      total: parsed.rows.length,
      counts,
      matchedRated,
    });
  } catch (err) {
    if (err instanceof ImportFileError) post({ type: 'failed', code: err.code, problem: err.problem });
    else if (err instanceof NoCatalogError)
      post({ type: 'failed', code: 'offline', problem: { key: 'import.error.offline' } });
    else {
      post({
        type: 'failed',
        code: 'server',
        problem: { key: 'import.error.matchFailed', values: detailOf(err) },
      });
    }
  }
}

/** My List and the ratings made here as Letterboxd CSV and JSON, with the catalog's IMDb ids where known. */
async function exportFiles(): Promise<void> {
  const known: KnownTitles = new Map();
  try {
    const cache = await caches.open(SNAPSHOT_CACHE);
    let res = await cache.match(SNAPSHOT_URL);
    if (!res && (await warmSnapshot())) res = await cache.match(SNAPSHOT_URL);
    if (res) {
      const body = (await res.json()) as { titles: CatalogEntryWire[] };
      for (const w of body.titles) {
        const c = fromWire(w);
        known.set(`${c.media_type}:${c.id}`, { title: c.title, year: c.year, imdb_id: c.imdb_id });
      }
    }
  } catch {
    // no Cache Storage or no snapshot (live catalog): the export goes without IMDb ids
  }
  try {
    const items = await deviceExportItems(known);
    post({ type: 'exported', csv: toLetterboxdCsv(items), json: toJson(items), count: items.length });
  } catch (err) {
    post({
      type: 'failed',
      code: 'storage',
      problem: { key: 'import.error.readFailed', values: detailOf(err) },
    });
  }
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const m = event.data;
  if (m.type === 'warm') void warmSnapshot();
  else if (m.type === 'read') void read(m.file);
  else if (m.type === 'search') {
    void searchTitles(m.query)
      .catch(() => [])
      .then((results) => post({ type: 'search', id: m.id, results }));
  } else if (m.type === 'save') {
    if (!kept) {
      post({ type: 'failed', code: 'storage', problem: { key: 'import.error.fileGone' } });
      return;
    }
    const chosen = chosenOf(kept, m.picks);
    post({ type: 'progress', phase: 'saving', done: 0, total: chosen.length });
    saveImport(chosen, m.sessionId).then(
      (summary) => post({ type: 'saved', summary }),
      (err: unknown) =>
        post({
          type: 'failed',
          code: 'storage',
          problem: { key: 'import.error.saveFailed', values: detailOf(err) },
        }),
    );
  } else if (m.type === 'plan') {
    if (!kept) return;
    planImport(chosenOf(kept, m.picks)).then(
      (summary) => post({ type: 'planned', id: m.id, summary }),
      (err: unknown) =>
        post({
          type: 'failed',
          code: 'storage',
          problem: { key: 'import.error.readFailed', values: detailOf(err) },
        }),
    );
  } else if (m.type === 'export') void exportFiles();
};
