/**
 * StockSearch answered by Typesense (the engine at scale): one collection per build behind an
 * alias, disjunctive facets through multi_search, availability judged at query time in filter_by.
 * Searching works with any key that may search the alias, a tenant's scoped key included; the
 * index maintenance methods need an admin key.
 */
import { Client, type CollectionFieldSchema, type ImportResponse, type SearchResponse } from 'typesense';
import { StockIndexError } from '../errors';
import type { IndexedCar, StockQuery, StockSearch, StockSearchResult, TenantScope } from '../port';
import { checkCar } from '../indexing/checkCar';
import { normalizeQuery } from '../normalizeQuery';
import { indexError, searchError, statusOf } from './errors';
import { quote } from './filters';
import { bySlugRequest, hitOf, searchRequests, toSearchResult, type SearchRequest, type StoredDocument } from './requests';
import { collectionSchema, DEFAULT_ALIAS, schemaChanges, toDocument, TYPESENSE_SCHEMA_VERSION, type TypesenseDocument } from './schema';

/** Cars per import request. */
export const UPSERT_BATCH_SIZE = 500;
/** Ids per delete-by-filter request (the filter is a list of quoted ids). */
export const DELETE_BATCH_SIZE = 500;

export interface TypesenseStockSearchOptions {
  /** One node's URL, or several separated by commas (a cluster), e.g. http://localhost:8108. */
  url?: string;
  apiKey?: string;
  /** The alias searches and writes go through; collections behind it are `{alias}_{epoch ms}`. */
  alias?: string;
  /** A ready client (tests, custom node settings); url and apiKey are then ignored. */
  client?: Client;
  /** Seconds before a request to a node is abandoned (then retried on the next node). */
  timeoutSeconds?: number;
}

export interface TypesenseEnsureSchemaResult {
  version: number;
  /** [version] when this call created the collection and alias, else empty. */
  migrated: number[];
  /** Fields added or retyped in the live collection: cars indexed before lack them until a reindex. */
  reindexNeeded: string[];
  /** The collection the alias points at. */
  collection: string;
}

/** The nodes of a comma-separated TYPESENSE_URL. */
export function nodesOf(url: string): { url: string }[] {
  const nodes = url
    .split(',')
    .map((u) => u.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (nodes.length === 0) throw new Error('stock-search: TYPESENSE_URL names no Typesense node.');
  for (const node of nodes) {
    const parsed = URL.canParse(node) ? new URL(node) : null;
    if (!parsed || !/^https?:$/.test(parsed.protocol))
      throw new Error(`stock-search: '${node}' is not an http(s) URL of a Typesense node.`);
  }
  return nodes.map((u) => ({ url: u }));
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** Collections of this alias's builds: `{alias}_{digits}`. */
const buildPattern = (alias: string) => new RegExp(`^${alias.replace(/[^A-Za-z0-9_]/g, '\\$&')}_\\d+$`);

export class TypesenseStockSearch implements StockSearch {
  readonly client: Client;
  readonly alias: string;

  constructor(options: TypesenseStockSearchOptions) {
    this.alias = options.alias ?? DEFAULT_ALIAS;
    if (!/^[A-Za-z0-9_-]+$/.test(this.alias)) throw new Error(`stock-search: '${this.alias}' is not a usable Typesense alias.`);
    if (options.client) {
      this.client = options.client;
      return;
    }
    if (!options.url) throw new Error('stock-search: the Typesense engine needs TYPESENSE_URL.');
    if (!options.apiKey) throw new Error('stock-search: the Typesense engine needs TYPESENSE_API_KEY.');
    this.client = new Client({
      nodes: nodesOf(options.url),
      apiKey: options.apiKey,
      connectionTimeoutSeconds: options.timeoutSeconds ?? 5,
      numRetries: 3,
      retryIntervalSeconds: 0.1,
      // Failed attempts are reported through the errors we throw, not logged by the client.
      logLevel: 'silent',
    });
  }

  /** Sends the searches in one multi_search; a failure of any of them fails the whole search. */
  private async multiSearch(common: Partial<SearchRequest>, searches: SearchRequest[]): Promise<SearchResponse<StoredDocument>[]> {
    let response: { results: SearchResponse<StoredDocument>[] };
    try {
      response = (await this.client.multiSearch.perform({ searches }, common)) as unknown as { results: SearchResponse<StoredDocument>[] };
    } catch (error) {
      throw searchError(error);
    }
    const results = response.results;
    if (!Array.isArray(results) || results.length !== searches.length)
      throw searchError(new Error('Typesense answered a multi_search with the wrong number of results.'), 500);
    for (const result of results) {
      // Inside a multi_search a failed search is a result with an error, not an HTTP error.
      if (result.error !== undefined || (result.code !== undefined && result.code !== 200)) throw searchError(result, result.code ?? 500);
    }
    return results;
  }

  async search(query: StockQuery): Promise<StockSearchResult> {
    const started = performance.now();
    const normalized = normalizeQuery(query);
    const plan = searchRequests(normalized, this.alias);
    const results = await this.multiSearch(plan.common, plan.searches);
    return toSearchResult(normalized, plan, results, Math.round(performance.now() - started));
  }

  async getBySlug(scope: TenantScope, slug: string, now?: Date): Promise<IndexedCar | null> {
    // A slug that cannot be written into a filter (empty, a backtick) is no indexed car's slug.
    const quoted = typeof slug === 'string' ? quote(slug) : null;
    if (quoted === null) return null;
    const normalized = normalizeQuery({ scope, now, facets: [] });
    const [result] = await this.multiSearch({}, [bySlugRequest(normalized, quoted, this.alias)]);
    const stored = result?.hits?.[0]?.document;
    if (!stored) return null;
    const hit = hitOf(stored);
    const rest = typeof stored.car === 'string' ? (JSON.parse(stored.car) as Record<string, unknown>) : {};
    return { ...rest, ...hit } as unknown as IndexedCar;
  }

  /** Imports documents into a collection (the alias by default); rejected documents fail the call. */
  private async importDocuments(documents: TypesenseDocument[], collection = this.alias): Promise<void> {
    for (const batch of chunks(documents, UPSERT_BATCH_SIZE)) {
      let results: ImportResponse[];
      try {
        results = await this.client
          .collections<TypesenseDocument>(collection)
          .documents()
          .import(batch, { action: 'upsert', throwOnFail: false });
      } catch (error) {
        throw indexError(error);
      }
      const failed = results.map((r, i) => ({ r, id: batch[i]?.id })).filter(({ r }) => !r.success);
      if (failed.length) {
        // Indexing errors reach staff and logs, never shoppers: Typesense's reason helps fix the car.
        const detail = failed
          .slice(0, 5)
          .map(({ r, id }) => `car ${String(id)}: ${r.error ?? 'rejected'}`)
          .join('; ');
        throw new StockIndexError(`Typesense rejected ${failed.length} of ${batch.length} cars (${detail}).`);
      }
    }
  }

  /** Every car is checked and converted before anything is sent, so a bad car fails the call with nothing written. */
  private documentsOf(cars: IndexedCar[]): TypesenseDocument[] {
    cars.forEach(checkCar);
    // One document per id, the last version wins (as in the PostgreSQL engine).
    const unique = [...new Map(cars.map((car) => [car.id, car])).values()];
    return unique.map(toDocument);
  }

  /**
   * Batches are imported one after another: unlike the PostgreSQL engine's transaction, a
   * failure in a later batch leaves the earlier ones indexed (upsert is idempotent: retry it).
   */
  async upsert(cars: IndexedCar[]): Promise<void> {
    if (cars.length === 0) return;
    await this.importDocuments(this.documentsOf(cars));
  }

  /** Deletes by id list; ids that cannot be quoted in a filter are deleted one by one. */
  private async deleteIds(ids: readonly string[]): Promise<void> {
    const unique = [...new Set(ids)];
    const quoted: string[] = [];
    const single: string[] = [];
    for (const id of unique) {
      const q = quote(id);
      if (q) quoted.push(q);
      else if (id !== '') single.push(id);
    }
    try {
      for (const batch of chunks(quoted, DELETE_BATCH_SIZE))
        await this.client
          .collections(this.alias)
          .documents()
          .delete({ filter_by: `id:=[${batch.join(',')}]` });
      for (const id of single) {
        await this.client
          .collections(this.alias)
          .documents(id)
          .delete()
          .catch((error: unknown) => {
            if (statusOf(error) !== 404) throw error;
          });
      }
    } catch (error) {
      throw indexError(error);
    }
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.deleteIds(ids);
  }

  /** Every id in the index (an export of the id field only). */
  async indexedIds(): Promise<string[]> {
    let jsonl: string;
    try {
      jsonl = await this.client.collections(this.alias).documents().export({ include_fields: 'id' });
    } catch (error) {
      throw indexError(error);
    }
    return jsonl
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => String((JSON.parse(line) as { id: unknown }).id));
  }

  /** Removes every car not in `ids` (the end of a rebuild in place; `reindex` swaps a whole new collection instead). */
  async removeAllExcept(ids: string[], _options: { indexedBefore?: Date } = {}): Promise<void> {
    const keep = new Set(ids);
    const gone = (await this.indexedIds()).filter((id) => !keep.has(id));
    if (gone.length) await this.deleteIds(gone);
  }

  /** Typesense stores no indexing time: the local clock. */
  async indexTime(): Promise<Date> {
    return new Date();
  }

  /** The collection the alias points at, or null when there is no alias yet. */
  async currentCollection(): Promise<string | null> {
    try {
      return (await this.client.aliases(this.alias).retrieve()).collection_name;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw indexError(error);
    }
  }

  /** Number of cars in the index. */
  async count(): Promise<number> {
    const collection = await this.currentCollection();
    if (!collection) return 0;
    try {
      return (await this.client.collections(collection).retrieve()).num_documents;
    } catch (error) {
      throw indexError(error);
    }
  }

  /** Creates an empty collection for a new build: `{alias}_{epoch ms}`, a later millisecond if that name is taken. */
  private async createBuild(): Promise<string> {
    for (let stamp = Date.now(), attempt = 0; attempt < 5; stamp += 1, attempt += 1) {
      const name = `${this.alias}_${stamp}`;
      try {
        await this.client.collections().create(collectionSchema(name));
        return name;
      } catch (error) {
        if (statusOf(error) !== 409) throw indexError(error);
      }
    }
    throw new StockIndexError(`Could not create a new collection for alias ${this.alias}: names kept colliding.`);
  }

  private async dropCollection(name: string): Promise<void> {
    try {
      await this.client.collections(name).delete();
    } catch (error) {
      if (statusOf(error) !== 404) throw indexError(error);
    }
  }

  /** Points the alias at `collection` and drops the collection it pointed at before. */
  private async swapTo(collection: string): Promise<void> {
    const previous = await this.currentCollection();
    try {
      await this.client.aliases().upsert(this.alias, { collection_name: collection });
    } catch (error) {
      throw indexError(error);
    }
    if (previous && previous !== collection) await this.dropCollection(previous);
  }

  /**
   * Creates the collection and alias when missing; otherwise brings the live collection's fields
   * in line with STOCK_FIELDS (Typesense re-indexes changed fields from the stored documents).
   */
  async ensureSchema(): Promise<TypesenseEnsureSchemaResult> {
    const current = await this.currentCollection();
    const live = current ? await this.liveFields(current) : null;
    // No alias yet, or an alias left pointing at a dropped collection: start a fresh one.
    if (!current || !live) {
      const created = await this.createBuild();
      try {
        await this.client.aliases().upsert(this.alias, { collection_name: created });
      } catch (error) {
        await this.dropCollection(created).catch(() => undefined);
        throw indexError(error);
      }
      // Two processes starting at once: the last alias wins, the loser's empty collection goes.
      const winner = (await this.currentCollection()) ?? created;
      if (winner !== created) await this.dropCollection(created);
      return {
        version: TYPESENSE_SCHEMA_VERSION,
        migrated: winner === created ? [TYPESENSE_SCHEMA_VERSION] : [],
        reindexNeeded: [],
        collection: winner,
      };
    }
    const changes = schemaChanges(live);
    if (changes.fields.length) {
      try {
        await this.client.collections(current).update({ fields: changes.fields });
      } catch (error) {
        throw indexError(error);
      }
    }
    return { version: TYPESENSE_SCHEMA_VERSION, migrated: [], reindexNeeded: changes.reindexNeeded, collection: current };
  }

  /** The fields of a collection, or null when it does not exist. */
  private async liveFields(collection: string): Promise<CollectionFieldSchema[] | null> {
    try {
      return (await this.client.collections(collection).retrieve()).fields ?? [];
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw indexError(error);
    }
  }

  /**
   * Rebuilds the index without downtime: every batch goes into a new collection, then the alias
   * swaps to it and the old collection is dropped. Searches see the old index until the swap.
   * Cars upserted through the alias while a rebuild runs land in the old collection and are lost
   * with it unless the rebuild's source already holds them: run it where writes can be replayed.
   */
  async reindex(batches: Iterable<IndexedCar[]> | AsyncIterable<IndexedCar[]>): Promise<{ collection: string; indexed: number }> {
    const collection = await this.createBuild();
    let indexed = 0;
    try {
      for await (const batch of batches) {
        if (batch.length === 0) continue;
        const documents = this.documentsOf(batch);
        await this.importDocuments(documents, collection);
        indexed += documents.length;
      }
      await this.swapTo(collection);
    } catch (error) {
      await this.dropCollection(collection).catch(() => undefined);
      throw error;
    }
    return { collection, indexed };
  }

  /** Empties the index: an empty collection swapped in (no delete of every document). */
  async clear(): Promise<void> {
    await this.reindex([]);
  }

  /** Removes the alias and every collection of its builds (tests, teardown). */
  async dropIndex(): Promise<void> {
    try {
      await this.client
        .aliases(this.alias)
        .delete()
        .catch((error: unknown) => {
          if (statusOf(error) !== 404) throw error;
        });
      const pattern = buildPattern(this.alias);
      for (const collection of await this.client.collections().retrieve())
        if (pattern.test(collection.name)) await this.dropCollection(collection.name);
    } catch (error) {
      throw indexError(error);
    }
  }

  /** Nothing to release: the client holds no pooled connections of its own. */
  async close(): Promise<void> {}
}
