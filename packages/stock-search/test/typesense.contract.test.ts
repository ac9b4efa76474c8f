/**
 * The StockSearch contract against a real Typesense (TYPESENSE_URL, TYPESENSE_API_KEY: an admin
 * key). Each run works behind its own alias and drops it afterwards, so a shared server's `stock`
 * index is never touched. Without TYPESENSE_URL the suite is skipped, and says so.
 */
import { Client } from 'typesense';
import { createStockSearch } from '../src/createStockSearch';
import type { TenantScope } from '../src/index';
import { scopedSearchKey } from '../src/typesense/scopedKey';
import { TypesenseStockSearch } from '../src/typesense/TypesenseStockSearch';
import { describeStockSearchContract } from './contract/stockSearchContract';
import { FIXTURE_CARS, NOW, listedCars } from './fixtures/cars';

const url = process.env.TYPESENSE_URL;
const apiKey = process.env.TYPESENSE_API_KEY ?? '';
const runAlias = (suffix: string) => `stock_test_${process.pid}_${Date.now()}_${suffix}`;

if (!url) {
  const reason = 'Typesense contract suite skipped: TYPESENSE_URL is not set (set it and TYPESENSE_API_KEY to run it).';
  console.log(reason);
  // Jest drops the console output of a file whose tests are all skipped when it runs several files: say it on stderr too.
  process.stderr.write(`${reason}\n`);
  describe.skip('StockSearch contract: typesense (TYPESENSE_URL is not set)', () => {
    it('runs against a Typesense server', () => undefined);
  });
} else {
  // A URL without a key is a misconfiguration, not a reason to skip: fail loudly.
  if (!apiKey) throw new Error('TYPESENSE_URL is set but TYPESENSE_API_KEY is not: the Typesense contract suite needs an admin key.');

  describeStockSearchContract('typesense', async () => {
    const engine = createStockSearch({ engine: 'typesense', url, apiKey, alias: runAlias('contract') });
    await engine.ensureSchema();
    return { engine, reset: () => engine.clear(), close: () => engine.dropIndex() };
  });

  describe('TypesenseStockSearch index maintenance', () => {
    let engine: TypesenseStockSearch;

    beforeEach(() => {
      engine = new TypesenseStockSearch({ url, apiKey, alias: runAlias('maintenance') });
    });
    afterEach(() => engine.dropIndex());

    it('ensureSchema creates the alias once and is then idempotent', async () => {
      const first = await engine.ensureSchema();
      expect(first.migrated).toEqual([first.version]);
      expect(first.collection).toMatch(new RegExp(`^${engine.alias}_\\d+$`));
      const second = await engine.ensureSchema();
      expect(second).toEqual({ ...first, migrated: [] });
      expect(await engine.count()).toBe(0);
    });

    it('reindex swaps the alias to a new collection and drops the old one', async () => {
      const { collection: before } = await engine.ensureSchema();
      await engine.upsert(FIXTURE_CARS.slice(0, 5).map((c) => structuredClone(c)));
      const rebuilt = await engine.reindex([FIXTURE_CARS.slice(0, 10).map((c) => structuredClone(c)), []]);
      expect(rebuilt.indexed).toBe(10);
      expect(rebuilt.collection).not.toBe(before);
      expect(await engine.currentCollection()).toBe(rebuilt.collection);
      expect(await engine.count()).toBe(10);
      expect(await engine.client.collections(before).exists()).toBe(false);
    });

    it('removeAllExcept keeps only the given ids', async () => {
      await engine.ensureSchema();
      await engine.upsert(FIXTURE_CARS.slice(0, 6).map((c) => structuredClone(c)));
      const keep = FIXTURE_CARS.slice(0, 2).map((c) => c.id);
      await engine.removeAllExcept(keep);
      expect((await engine.indexedIds()).sort()).toEqual([...keep].sort());
    });
  });

  describe('TypesenseStockSearch with a scoped search key', () => {
    const alias = runAlias('scoped');
    let admin: TypesenseStockSearch;
    let searchOnlyKey: string;
    let keyId: number | undefined;
    const scope: TenantScope = { tenant: 'coastline', soldListingDays: 3 };

    beforeAll(async () => {
      admin = new TypesenseStockSearch({ url, apiKey, alias });
      await admin.ensureSchema();
      await admin.upsert(FIXTURE_CARS.map((c) => structuredClone(c)));
      const client = new Client({ nodes: url.split(',').map((u) => ({ url: u.trim() })), apiKey });
      const key = await client
        .keys()
        .create({ description: `stock-search test ${alias}`, actions: ['documents:search'], collections: ['*'] });
      keyId = key.id;
      if (!key.value) throw new Error('Typesense returned no key value');
      searchOnlyKey = key.value;
    });

    afterAll(async () => {
      if (keyId !== undefined) await admin.client.keys(keyId).delete();
      await admin.dropIndex();
    });

    it("searches the tenant's stock with its scoped key, and nothing of another tenant", async () => {
      const scoped = new TypesenseStockSearch({ url, apiKey: scopedSearchKey(searchOnlyKey, scope), alias });
      const own = await scoped.search({ scope, now: NOW, hitsPerPage: 250 });
      expect(own.found).toBe(listedCars('coastline').length);
      // The key's embedded tenant filter wins over a search asking for another tenant.
      const other = await scoped.search({ scope: { tenant: 'summit', soldListingDays: 3 }, now: NOW });
      expect(other.found).toBe(0);
      expect(listedCars('summit').length).toBeGreaterThan(0);
    });
  });
}
