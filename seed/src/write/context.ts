/**
 * What every writer shares: the Payload instance, the log, counters for the summary, and the
 * create options every seeded document gets.
 */
import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload';

/** The one flag future hooks use to skip revalidation and search indexing during a seed. */
export const SEED_CONTEXT = { disableRevalidate: true } as const;

export interface Counts {
  created: number;
  existing: number;
}

export class SeedContext {
  readonly counts = new Map<string, Counts>();

  constructor(
    readonly payload: Payload,
    readonly log: (line: string) => void,
    readonly now: Date,
  ) {}

  private bucket(collection: string): Counts {
    let counts = this.counts.get(collection);
    if (!counts) {
      counts = { created: 0, existing: 0 };
      this.counts.set(collection, counts);
    }
    return counts;
  }

  countCreated(collection: string, n = 1) {
    this.bucket(collection).created += n;
  }

  countExisting(collection: string, n = 1) {
    this.bucket(collection).existing += n;
  }

  /** Creates one document with the seed's context, as an administrator (Local API default). */
  async create<S extends CollectionSlug>(collection: S, data: RequiredDataFromCollectionSlug<S>, options: { draft?: boolean } = {}) {
    // Payload types drafts and full documents apart; seed data is always complete, so one shape fits both.
    const args = { collection, data, draft: options.draft, depth: 0, overrideAccess: true, context: SEED_CONTEXT };
    const doc = await this.payload.create(args as Parameters<Payload['create']>[0]);
    this.countCreated(collection);
    return doc;
  }

  /**
   * Natural keys of existing documents (`key(doc)`), fetched in one query, so a re-run can skip
   * them without a query per document.
   */
  async existingKeys<S extends CollectionSlug>(
    collection: S,
    where: Where,
    key: (doc: Record<string, unknown>) => string,
  ): Promise<Map<string, number>> {
    const result = await this.payload.find({
      collection,
      where,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    });
    const keys = new Map<string, number>();
    for (const doc of result.docs as unknown as Record<string, unknown>[]) keys.set(key(doc), doc.id as number);
    return keys;
  }

  /**
   * Find-or-create by natural key: creates the missing ones, in order, and never touches
   * documents that exist (staff may have edited them). Returns the ids by key.
   */
  async ensureAll<S extends CollectionSlug, T>(args: {
    collection: S;
    items: readonly T[];
    keyOf: (item: T) => string;
    existing: Map<string, number>;
    build: (item: T) => RequiredDataFromCollectionSlug<S>;
    draft?: (item: T) => boolean;
    concurrency?: number;
  }): Promise<Map<string, number>> {
    const ids = new Map(args.existing);
    const missing = args.items.filter((item) => !ids.has(args.keyOf(item)));
    this.countExisting(args.collection, args.items.length - missing.length);
    await inChunks(missing, args.concurrency ?? 1, async (item) => {
      const doc = await this.create(args.collection, args.build(item), { draft: args.draft?.(item) });
      ids.set(args.keyOf(item), doc.id as number);
    });
    return ids;
  }
}

/** Runs `task` over `items`, `size` at a time (bounded parallelism for the database pool). */
export async function inChunks<T>(items: readonly T[], size: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map((item, i) => task(item, start + i)));
  }
}

export const idOf = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? (value as { id: number }).id : undefined;
