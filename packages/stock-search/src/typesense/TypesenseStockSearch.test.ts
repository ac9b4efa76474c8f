/**
 * The engine's own logic against a fake client (no Typesense server here): index maintenance
 * through the alias, batching, error mapping, and that searches send what requests.ts builds.
 * The search semantics themselves are the contract suite's, against a real server.
 */
import { Errors, type Client, type CollectionFieldSchema } from 'typesense';
import { CARS, fixture, NOW } from '../../test/fixtures/cars';
import { createStockSearch } from '../createStockSearch';
import { StockIndexError, StockQueryError } from '../errors';
import type { IndexedCar } from '../port';
import { StockSearchUnavailableError } from './errors';
import { collectionFields, toDocument, type TypesenseDocument } from './schema';
import { nodesOf, TypesenseStockSearch, UPSERT_BATCH_SIZE } from './TypesenseStockSearch';

type Doc = TypesenseDocument;
const notFound = () => new Errors.ObjectNotFound('Not Found', '{"message":"Not Found"}', 404);

/** Collections, aliases and documents in memory; multi_search answers with whatever the test queues. */
class FakeTypesense {
  collectionsByName = new Map<string, { fields: CollectionFieldSchema[]; docs: Map<string, Doc> }>();
  aliasMap = new Map<string, string>();
  log: string[] = [];
  searches: { body: { searches: Record<string, unknown>[] }; common: Record<string, unknown> }[] = [];
  answers: (unknown[] | Error)[] = [];
  rejectIds = new Set<string>();
  failImport: Error | null = null;

  private resolve(name: string) {
    const collection = this.collectionsByName.get(this.aliasMap.get(name) ?? name);
    if (!collection) throw notFound();
    return collection;
  }

  client(): Client {
    const collections = (name?: string) => {
      if (name === undefined)
        return {
          create: async (schema: { name: string; fields: CollectionFieldSchema[] }) => {
            if (this.collectionsByName.has(schema.name)) throw new Errors.ObjectAlreadyExists('exists', '', 409);
            this.log.push(`create ${schema.name}`);
            this.collectionsByName.set(schema.name, { fields: schema.fields, docs: new Map() });
            return schema;
          },
          retrieve: async () => [...this.collectionsByName.keys()].map((n) => ({ name: n })),
        };
      return {
        retrieve: async () => {
          const c = this.resolve(name);
          return { name, fields: c.fields, num_documents: c.docs.size };
        },
        exists: async () => this.collectionsByName.has(name),
        delete: async () => {
          if (!this.collectionsByName.delete(name)) throw notFound();
          this.log.push(`drop ${name}`);
        },
        update: async ({ fields }: { fields: CollectionFieldSchema[] }) => {
          this.log.push(`update ${name} ${fields.map((f) => ('drop' in f ? `-${f.name}` : `+${f.name}`)).join(' ')}`);
        },
        documents: (id?: string) => {
          if (id !== undefined)
            return {
              delete: async () => {
                if (!this.resolve(name).docs.delete(id)) throw notFound();
              },
            };
          return {
            import: async (docs: Doc[], options: { action: string; throwOnFail: boolean }) => {
              if (this.failImport) throw this.failImport;
              const target = this.resolve(name);
              this.log.push(`import ${this.aliasMap.get(name) ?? name} ${docs.length} ${options.action}`);
              return docs.map((doc) => {
                if (this.rejectIds.has(doc.id)) return { success: false, error: 'Field `price` must be a float.', code: 400 };
                target.docs.set(doc.id, doc);
                return { success: true };
              });
            },
            delete: async ({ filter_by }: { filter_by: string }) => {
              const target = this.resolve(name);
              const ids = [...filter_by.matchAll(/`([^`]*)`/g)].map((m) => m[1] ?? '');
              this.log.push(`delete ${ids.length}`);
              for (const id of ids) target.docs.delete(id);
              return { num_deleted: ids.length };
            },
            export: async () => [...this.resolve(name).docs.keys()].map((id) => JSON.stringify({ id })).join('\n'),
          };
        },
      };
    };
    const aliases = (name?: string) => {
      if (name === undefined)
        return {
          upsert: async (alias: string, { collection_name }: { collection_name: string }) => {
            this.log.push(`alias ${alias} -> ${collection_name}`);
            this.aliasMap.set(alias, collection_name);
            return { name: alias, collection_name };
          },
        };
      return {
        retrieve: async () => {
          const collection_name = this.aliasMap.get(name);
          if (!collection_name) throw notFound();
          return { name, collection_name };
        },
        delete: async () => {
          if (!this.aliasMap.delete(name)) throw notFound();
        },
      };
    };
    const multiSearch = {
      perform: async (body: { searches: Record<string, unknown>[] }, common: Record<string, unknown>) => {
        this.searches.push({ body, common });
        const answer = this.answers.shift();
        if (answer instanceof Error) throw answer;
        return { results: answer ?? body.searches.map(() => ({ found: 0, hits: [], facet_counts: [] })) };
      },
    };
    return { collections, aliases, multiSearch } as unknown as Client;
  }
}

const cars = (ids: string[]): IndexedCar[] => ids.map((id) => structuredClone(fixture(id)));

let fake: FakeTypesense;
let engine: TypesenseStockSearch;

beforeEach(async () => {
  fake = new FakeTypesense();
  engine = new TypesenseStockSearch({ client: fake.client(), alias: 'stock' });
});

describe('ensureSchema', () => {
  it('creates stock_<timestamp> behind the alias, then leaves it be', async () => {
    const first = await engine.ensureSchema();
    expect(first.collection).toMatch(/^stock_\d{13}$/);
    expect(first.migrated).toEqual([first.version]);
    expect(fake.aliasMap.get('stock')).toBe(first.collection);
    expect(await engine.ensureSchema()).toEqual({ ...first, migrated: [] });
    expect(fake.log.filter((l) => l.startsWith('create'))).toHaveLength(1);
  });

  it('replaces an alias left pointing at a dropped collection', async () => {
    fake.aliasMap.set('stock', 'stock_1');
    const result = await engine.ensureSchema();
    expect(result.collection).not.toBe('stock_1');
    expect(result.migrated).toEqual([result.version]);
    expect(fake.aliasMap.get('stock')).toBe(result.collection);
  });

  it('updates a live collection whose fields drifted and names what needs a reindex', async () => {
    const { collection } = await engine.ensureSchema();
    const live = fake.collectionsByName.get(collection);
    if (!live) throw new Error('no collection');
    live.fields = collectionFields().filter((f) => f.name !== 'colour');
    const result = await engine.ensureSchema();
    expect(result.reindexNeeded).toEqual(['colour']);
    expect(fake.log.at(-1)).toBe(`update ${collection} +colour`);
  });
});

describe('upsert, remove, count', () => {
  beforeEach(() => engine.ensureSchema());

  it('imports documents through the alias with action upsert, in batches, the last version of a car winning', async () => {
    const many = Array.from({ length: UPSERT_BATCH_SIZE + 3 }, (_, i) => ({
      ...fixture('harbour-000'),
      id: `bulk-${i}`,
      slug: `bulk-${i}`,
    }));
    await engine.upsert([...many, { ...many[0]!, price: 1 }]);
    expect(fake.log.filter((l) => l.startsWith('import'))).toEqual([
      expect.stringMatching(new RegExp(`^import stock_\\d+ ${UPSERT_BATCH_SIZE} upsert$`)),
      expect.stringMatching(/^import stock_\d+ 3 upsert$/),
    ]);
    expect(await engine.count()).toBe(UPSERT_BATCH_SIZE + 3);
    const [collection] = fake.collectionsByName.values();
    expect(collection?.docs.get('bulk-0')?.price).toBe(1);
  });

  it('checks every car before sending any: a car without a slug writes nothing', async () => {
    await expect(engine.upsert([...cars(['coastline-001']), { ...fixture('coastline-002'), slug: '' }])).rejects.toBeInstanceOf(
      StockIndexError,
    );
    expect(fake.log.some((l) => l.startsWith('import'))).toBe(false);
    await engine.upsert([]);
    expect(fake.log.some((l) => l.startsWith('import'))).toBe(false);
  });

  it("turns rejected documents into a StockIndexError naming the car and Typesense's reason", async () => {
    fake.rejectIds.add('coastline-002');
    const failure = engine.upsert(cars(['coastline-001', 'coastline-002']));
    await expect(failure).rejects.toBeInstanceOf(StockIndexError);
    await expect(failure).rejects.toThrow(/1 of 2 cars \(car coastline-002: Field `price` must be a float\.\)/);
  });

  it('turns an unreachable server into StockSearchUnavailableError', async () => {
    fake.failImport = new Error('connect ECONNREFUSED 10.0.0.1:8108');
    const failure = engine.upsert(cars(['coastline-001']));
    await expect(failure).rejects.toBeInstanceOf(StockSearchUnavailableError);
    await expect(failure).rejects.not.toThrow(/ECONNREFUSED/);
  });

  it('removes by id; unknown ids and empty lists are fine; unquotable ids go one by one', async () => {
    await engine.upsert([...cars(['coastline-001', 'coastline-002', 'coastline-003']), { ...fixture('coastline-004'), id: 'odd`id' }]);
    await engine.remove(['coastline-001', 'no-such-id', 'odd`id']);
    await engine.remove([]);
    expect((await engine.indexedIds()).sort()).toEqual(['coastline-002', 'coastline-003']);
    expect(fake.log.filter((l) => l.startsWith('delete'))).toEqual(['delete 2']);
  });

  it('removeAllExcept keeps exactly the given ids', async () => {
    await engine.upsert(cars(['coastline-001', 'coastline-002', 'coastline-003']));
    await engine.removeAllExcept(['coastline-002', 'not-indexed']);
    expect(await engine.indexedIds()).toEqual(['coastline-002']);
  });

  it('count is 0 before the index exists', async () => {
    const fresh = new TypesenseStockSearch({ client: new FakeTypesense().client() });
    expect(await fresh.count()).toBe(0);
  });
});

describe('reindex and clear', () => {
  it('builds a new collection, swaps the alias, then drops the old one', async () => {
    const { collection: before } = await engine.ensureSchema();
    await engine.upsert(cars(['coastline-001']));
    const rebuilt = await engine.reindex(
      (async function* () {
        yield cars(['coastline-002', 'coastline-003']);
        yield [];
        yield cars(['coastline-004']);
      })(),
    );
    expect(rebuilt).toEqual({ collection: expect.stringMatching(/^stock_\d+$/), indexed: 3 });
    expect(rebuilt.collection).not.toBe(before);
    const order = fake.log.slice(fake.log.indexOf(`create ${rebuilt.collection}`));
    expect(order).toEqual([
      `create ${rebuilt.collection}`,
      `import ${rebuilt.collection} 2 upsert`,
      `import ${rebuilt.collection} 1 upsert`,
      `alias stock -> ${rebuilt.collection}`,
      `drop ${before}`,
    ]);
    expect((await engine.indexedIds()).sort()).toEqual(['coastline-002', 'coastline-003', 'coastline-004']);
  });

  it('a failed rebuild drops its new collection and leaves the alias where it was', async () => {
    const { collection: before } = await engine.ensureSchema();
    fake.rejectIds.add('coastline-003');
    await expect(engine.reindex([cars(['coastline-002', 'coastline-003'])])).rejects.toBeInstanceOf(StockIndexError);
    expect(fake.aliasMap.get('stock')).toBe(before);
    expect([...fake.collectionsByName.keys()]).toEqual([before]);
  });

  it('clear swaps in an empty collection', async () => {
    await engine.ensureSchema();
    await engine.upsert(cars(['coastline-001', 'coastline-002']));
    await engine.clear();
    expect(await engine.count()).toBe(0);
    expect(fake.collectionsByName.size).toBe(1);
  });

  it('dropIndex removes the alias and its builds only', async () => {
    await engine.ensureSchema();
    fake.collectionsByName.set('other_1', { fields: [], docs: new Map() });
    fake.collectionsByName.set('stock_extra', { fields: [], docs: new Map() });
    await engine.dropIndex();
    expect(fake.aliasMap.has('stock')).toBe(false);
    expect([...fake.collectionsByName.keys()].sort()).toEqual(['other_1', 'stock_extra']);
  });
});

describe('search', () => {
  const scope = { tenant: 'coastline', soldListingDays: 3 };

  it('sends one multi_search to the alias and maps the answer', async () => {
    const doc = toDocument(fixture(CARS.soldYesterday));
    fake.answers.push([{ found: 1, hits: [{ document: { id: doc.id, hit: doc.hit } }], facet_counts: [] }]);
    const result = await engine.search({ scope, now: NOW, facets: [] });
    expect(result.hits.map((h) => [h.id, h.just_sold])).toEqual([[CARS.soldYesterday, true]]);
    const [sent] = fake.searches;
    expect(sent?.body.searches).toHaveLength(1);
    expect(sent?.body.searches[0]).toMatchObject({ collection: 'stock', per_page: 21, page: 1 });
    expect(sent?.common).toMatchObject({ q: '*' });
  });

  it('validates the query before sending anything', async () => {
    await expect(engine.search({ scope, refinements: { colour_code: ['red'] } })).rejects.toBeInstanceOf(StockQueryError);
    expect(fake.searches).toHaveLength(0);
  });

  it('a search rejected inside the multi_search is a StockQueryError without Typesense text', async () => {
    fake.answers.push([{ code: 400, error: 'Could not find a filter field named `make_model` in the schema.' }]);
    const failure = engine.search({ scope, now: NOW });
    await expect(failure).rejects.toBeInstanceOf(StockQueryError);
    await expect(failure).rejects.not.toThrow(/make_model|schema/);
  });

  it('a missing index or an unreachable server is a StockSearchUnavailableError without Typesense text', async () => {
    fake.answers.push([{ code: 404, error: 'Not found: collection `stock` at 10.1.2.3' }]);
    await expect(engine.search({ scope, now: NOW })).rejects.toThrow('Stock search is unavailable right now (the stock index is missing).');
    fake.answers.push(new Errors.ServerError('Internal error at node 10.1.2.3', '', 503));
    const failure = engine.search({ scope, now: NOW });
    await expect(failure).rejects.toBeInstanceOf(StockSearchUnavailableError);
    await expect(failure).rejects.not.toThrow(/10\.1\.2\.3/);
  });

  it('getBySlug returns the stored car with its card, or null', async () => {
    const car = fixture('coastline-004');
    const doc = toDocument(car);
    fake.answers.push([{ found: 1, hits: [{ document: { id: doc.id, hit: doc.hit, car: doc.car } }] }]);
    expect(await engine.getBySlug(scope, car.slug, NOW)).toEqual(car);
    expect(fake.searches[0]?.body.searches[0]?.filter_by).toContain(`(slug:=\`${car.slug}\`)`);
    fake.answers.push([{ found: 0, hits: [] }]);
    expect(await engine.getBySlug(scope, 'no-such-car', NOW)).toBeNull();
    // A slug that cannot be quoted is never sent.
    expect(await engine.getBySlug(scope, 'x`||tenant:=`summit', NOW)).toBeNull();
    expect(await engine.getBySlug(scope, '', NOW)).toBeNull();
    expect(fake.searches).toHaveLength(2);
  });
});

describe('configuration', () => {
  it('createStockSearch builds the Typesense engine from options or TYPESENSE_URL / TYPESENSE_API_KEY', () => {
    const fromEnv = createStockSearch({ engine: 'typesense' }, { TYPESENSE_URL: 'http://localhost:8108', TYPESENSE_API_KEY: 'k' });
    expect(fromEnv).toBeInstanceOf(TypesenseStockSearch);
    expect(fromEnv.alias).toBe('stock');
    const explicit = createStockSearch({ engine: 'typesense', url: 'http://ts:8108', apiKey: 'k', alias: 'stock_test' }, {});
    expect(explicit.alias).toBe('stock_test');
    expect(() => createStockSearch({ engine: 'typesense' }, {})).toThrow(/TYPESENSE_URL/);
    expect(() => createStockSearch({ engine: 'typesense' }, { TYPESENSE_URL: 'http://localhost:8108' })).toThrow(/TYPESENSE_API_KEY/);
  });

  it('reads a cluster from comma-separated URLs and refuses anything else', () => {
    expect(nodesOf('http://a:8108/, https://b:443')).toEqual([{ url: 'http://a:8108' }, { url: 'https://b:443' }]);
    expect(() => nodesOf(' , ')).toThrow(/no Typesense node/);
    expect(() => nodesOf('localhost:8108')).toThrow(/not an http/);
    expect(() => new TypesenseStockSearch({ client: fake.client(), alias: 'stock;drop' })).toThrow(/alias/);
  });
});
