// Read-ahead of the summaries the CatalogIndex leaves for later (issue #12): start-up reads only the index
// columns; once the server listens, every title and person summary not read yet is read, BATCH at a time with a
// macrotask between batches so requests keep being answered, and steady-state answers never wait for a read.
import { BATCH, type CatalogIndex } from './catalog-index';

export async function readAhead(index: CatalogIndex): Promise<number> {
  const titles = [...index.titles.values()].filter((t) => t.summaryJson === undefined);
  for (let i = 0; i < titles.length; i += BATCH) {
    await index.withSummaries(titles.slice(i, i + BATCH));
    await new Promise((resolve) => setImmediate(resolve));
  }
  const people = index.entries.filter((e) => e.kind === 'person' && !index.people.has(e.refId));
  for (let i = 0; i < people.length; i += BATCH) {
    await index.withPeople(people.slice(i, i + BATCH).map((e) => e.refId));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return titles.length + people.length;
}

/** readAhead() with its figure or its failure logged (a failed read-ahead only leaves the reads lazy). */
export async function warmIndex(
  index: CatalogIndex,
  logger: { log(m: string): void; warn(m: string): void },
): Promise<void> {
  const started = Date.now();
  try {
    const n = await readAhead(index);
    logger.log(`Catalog summaries read ahead in ${Date.now() - started} ms: ${n} titles and people`);
  } catch (err) {
    logger.warn(`Catalog summaries not read ahead: ${String(err)}`);
  }
}
