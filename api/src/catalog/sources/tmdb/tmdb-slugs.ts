// The live mode's slug table: every title the API serves gets a unique slug per type, first come first served
// ("title", then "title-2", "title-3"... for later titles of the same name, as in the embedded catalog). A slug,
// once given, never changes, so a process-local cache of (type, id) -> slug is always right.
import { In, Like, type DataSource, type Repository } from 'typeorm';
import type { MediaType } from '../../../contract';
import { isDatabaseUnavailable } from '../../../database/database-faults';
import { slugify } from '../../slug';
import type { Clock } from './clock';
import { TmdbSlugRow } from './tmdb-entities';

export interface SlugTitle {
  id: number;
  title: string;
}

export class TmdbSlugs {
  private readonly repo: Repository<TmdbSlugRow>;
  private readonly byId = new Map<string, string>();
  /** Claims run one at a time in this process so two requests never race for the same candidate. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    dataSource: DataSource,
    private readonly clock: () => Clock,
  ) {
    this.repo = dataSource.getRepository(TmdbSlugRow);
  }

  /** Slugs for a batch of titles, claiming the missing ones. */
  async register(type: MediaType, titles: SlugTitle[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    const missing: SlugTitle[] = [];
    for (const t of titles) {
      const cached = this.byId.get(`${type}:${t.id}`);
      if (cached) out.set(t.id, cached);
      else if (!missing.some((m) => m.id === t.id)) missing.push(t);
    }
    if (missing.length === 0) return out;
    let rows: TmdbSlugRow[];
    try {
      rows = await this.repo.findBy({ type, tmdbId: In(missing.map((m) => m.id)) });
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      // Database away: a provisional slug for this answer only (claimed properly once it is back).
      for (const t of missing) out.set(t.id, slugify(t.title) || String(t.id));
      return out;
    }
    for (const r of rows) this.remember(type, r.tmdbId, r.slug, out);
    for (const t of missing) {
      if (!out.has(t.id)) out.set(t.id, await this.claim(type, t));
    }
    return out;
  }

  async slugFor(type: MediaType, title: SlugTitle): Promise<string> {
    return (await this.register(type, [title])).get(title.id)!;
  }

  /** The slug already given to a title, if any (no claim). */
  async known(type: MediaType, id: number): Promise<string | undefined> {
    const cached = this.byId.get(`${type}:${id}`);
    if (cached) return cached;
    const row = await this.repo.findOneBy({ type, tmdbId: id });
    return row ? this.remember(type, id, row.slug) : undefined;
  }

  /** The title holding exactly this slug, if any. */
  async find(type: MediaType, slug: string): Promise<{ id: number; slug: string } | null> {
    const row = await this.repo.findOneBy({ type, slug });
    return row ? { id: row.tmdbId, slug: row.slug } : null;
  }

  async entries(limit: number): Promise<Array<{ type: MediaType; slug: string }>> {
    const rows = await this.repo.find({ order: { createdAt: 'ASC' }, take: limit });
    return rows.map((r) => ({ type: r.type as MediaType, slug: r.slug }));
  }

  async count(type: MediaType): Promise<number> {
    return this.repo.countBy({ type });
  }

  /** Every stored title: type, TMDB id and title (live mode's "Did you mean", tmdb-suggestions.ts). */
  async titles(): Promise<Array<{ type: MediaType; id: number; title: string }>> {
    const rows = await this.repo.find({ select: { type: true, tmdbId: true, title: true } });
    return rows.map((r) => ({ type: r.type as MediaType, id: Number(r.tmdbId), title: r.title }));
  }

  /** How many titles are stored (both types). */
  async total(): Promise<number> {
    return this.repo.count();
  }

  private claim(type: MediaType, t: SlugTitle): Promise<string> {
    const run = this.queue.then(() => this.claimNow(type, t));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async claimNow(type: MediaType, t: SlugTitle): Promise<string> {
    const base = slugify(t.title) || String(t.id);
    const taken = new Set(
      (
        await this.repo.find({
          select: { slug: true },
          where: [
            { type, slug: base },
            { type, slug: Like(`${base}-%`) },
          ],
        })
      ).map((r) => r.slug),
    );
    for (let n = 1; n < 100_000; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (taken.has(slug)) continue;
      // INSERT OR IGNORE / ON CONFLICT DO NOTHING: a slug claimed meanwhile by another instance, or this title
      // claimed meanwhile, both leave the table as it was; the re-read below tells which.
      await this.repo
        .createQueryBuilder()
        .insert()
        .into(TmdbSlugRow)
        .values({ type, slug, tmdbId: t.id, title: t.title.slice(0, 500), createdAt: this.clock().now() })
        .orIgnore()
        .execute();
      const mine = await this.repo.findOneBy({ type, tmdbId: t.id });
      if (mine) return this.remember(type, t.id, mine.slug);
    }
    throw new Error(`No free slug for ${type} ${t.id}`);
  }

  private remember(type: MediaType, id: number, slug: string, out?: Map<number, string>): string {
    this.byId.set(`${type}:${id}`, slug);
    out?.set(id, slug);
    return slug;
  }
}
