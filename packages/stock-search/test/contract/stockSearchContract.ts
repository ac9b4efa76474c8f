/**
 * The StockSearch contract: every guarantee an engine gives the site, as one Jest suite that
 * each engine runs against its own backend (architecture: "Both engines pass ONE shared
 * contract test suite"). Expectations come from the fixtures and the spec's rules, never from
 * an engine's internals.
 */
import {
  FIELD_BY_NAME,
  HITS_PER_PAGE,
  SORTS,
  StockQueryError,
  STOCK_FIELDS,
  type CarHit,
  type FacetCount,
  type IndexedCar,
  type SortKey,
  type StockQuery,
  type StockSearch,
  type StockSearchResult,
  type TenantScope,
} from '../../src/index';
import { CAR_HIT_KEYS, fieldValue, toCarHit } from '../../src/schema/values';
import { CARS, FIXTURE_CARS, NOW, SHARED_SLUG, daysAfter, fixture, listedCars } from '../fixtures/cars';

export interface ContractEngine {
  engine: StockSearch;
  /** Empties the engine's index. */
  reset(): Promise<void>;
  /** Releases connections after the suite. */
  close?(): Promise<void>;
}

const TENANT = 'coastline';
const scopeOf = (tenant = TENANT, extra: Partial<TenantScope> = {}): TenantScope => ({ tenant, soldListingDays: 3, ...extra });
const ids = (result: StockSearchResult) => result.hits.map((h) => h.id).sort();
const idsOf = (cars: readonly IndexedCar[]) => cars.map((c) => c.id).sort();
const valueOf = (car: IndexedCar, attribute: string) => {
  const field = FIELD_BY_NAME.get(attribute);
  if (!field) throw new Error(`no attribute ${attribute}`);
  return fieldValue(car, field);
};
/** Value -> count, as the engine should report for `attribute` over `cars`. */
function countsOf(cars: readonly IndexedCar[], attribute: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const car of cars) {
    const value = valueOf(car, attribute);
    const values = Array.isArray(value) ? value : value === null ? [] : [String(value)];
    for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  }
  return counts;
}
const asRecord = (counts: FacetCount[] | undefined) => Object.fromEntries((counts ?? []).map((c) => [c.value, c.count]));
const numbers = (cars: readonly IndexedCar[], attribute: string) =>
  cars.map((c) => valueOf(c, attribute)).filter((v): v is number => typeof v === 'number');

export function describeStockSearchContract(name: string, makeEngine: () => Promise<ContractEngine>): void {
  describe(`StockSearch contract: ${name}`, () => {
    let made: ContractEngine;
    let engine: StockSearch;

    const reseed = async () => {
      await made.reset();
      await engine.upsert(FIXTURE_CARS.map((car) => structuredClone(car)));
    };
    /** A query in the coastline tenant at NOW unless told otherwise. */
    const search = (query: Partial<StockQuery> = {}) => engine.search({ scope: scopeOf(), now: NOW, ...query });
    const searchAll = (query: Partial<StockQuery> = {}) => search({ hitsPerPage: 250, ...query });
    const expectQueryError = async (query: Partial<StockQuery>, message?: RegExp) => {
      const failure = search(query);
      await expect(failure).rejects.toBeInstanceOf(StockQueryError);
      if (message) await expect(failure).rejects.toThrow(message);
    };

    beforeAll(async () => {
      made = await makeEngine();
      engine = made.engine;
      await reseed();
    });

    afterAll(async () => {
      await made?.close?.();
    });

    describe('tenant isolation', () => {
      it('an empty query returns every listed car of the tenant and nothing else', async () => {
        for (const tenant of ['coastline', 'summit', 'harbour']) {
          const result = await searchAll({ scope: scopeOf(tenant) });
          expect(ids(result)).toEqual(idsOf(listedCars(tenant)));
          expect(result.found).toBe(listedCars(tenant).length);
        }
      });

      it("free text never reaches another tenant's cars", async () => {
        const hilux = await searchAll({ query: 'hilux' });
        expect(ids(hilux)).toEqual(idsOf(listedCars(TENANT).filter((c) => c.model === 'HiLux')));
        // Ranger and Mustang exist only in summit.
        expect((await searchAll({ query: 'ranger' })).found).toBe(0);
        expect((await searchAll({ query: 'mustang' })).found).toBe(0);
        expect((await searchAll({ query: 'SUM1000' })).found).toBe(0);
      });

      it("refinements naming another tenant's make or dealership return nothing", async () => {
        expect((await searchAll({ refinements: { make: ['Ford'] } })).found).toBe(0);
        expect((await searchAll({ refinements: { dealership_name: ['Summit Ford'] } })).found).toBe(0);
        const both = await searchAll({ refinements: { make: ['Ford', 'Toyota'] } });
        expect(both.hits.every((h) => h.tenant === TENANT && h.make === 'Toyota')).toBe(true);
      });

      it("facets count only the tenant's own cars", async () => {
        const result = await search({ facets: ['make', 'dealership_name'] });
        expect(asRecord(result.facets.make)).toEqual(countsOf(listedCars(TENANT), 'make'));
        expect(Object.keys(asRecord(result.facets.dealership_name)).sort()).toEqual(['Coastline Mazda', 'Coastline Toyota']);
      });

      it("getBySlug never returns another tenant's car", async () => {
        const coastlineOnly = fixture('coastline-001').slug;
        expect(await engine.getBySlug(scopeOf(TENANT), coastlineOnly, NOW)).not.toBeNull();
        expect(await engine.getBySlug(scopeOf('summit'), coastlineOnly, NOW)).toBeNull();
        // Both tenants use this slug: each sees its own car.
        expect((await engine.getBySlug(scopeOf('coastline'), SHARED_SLUG, NOW))?.id).toBe(CARS.sharedSlugCoastline);
        expect((await engine.getBySlug(scopeOf('summit'), SHARED_SLUG, NOW))?.id).toBe(CARS.sharedSlugSummit);
        expect(await engine.getBySlug(scopeOf('harbour'), SHARED_SLUG, NOW)).toBeNull();
      });
    });

    describe('base refinements', () => {
      const usedOnly = scopeOf(TENANT, { baseRefinements: { car_type: ['used'] } });

      it("a tenant's base refinements apply to every hit, count and facet", async () => {
        const result = await searchAll({ scope: usedOnly });
        expect(ids(result)).toEqual(idsOf(listedCars(TENANT).filter((c) => c.car_type === 'used')));
        expect(result.facets.car_type).toEqual([{ value: 'used', count: result.found }]);
      });

      it('a shopper cannot refine outside the base refinements', async () => {
        expect((await searchAll({ scope: usedOnly, refinements: { car_type: ['new'] } })).found).toBe(0);
        const within = await searchAll({ scope: usedOnly, refinements: { car_type: ['used', 'new'] } });
        expect(within.hits.every((h) => h.car_type === 'used')).toBe(true);
      });

      it('getBySlug honours base refinements', async () => {
        const newCar = listedCars(TENANT).find((c) => c.car_type === 'new');
        const usedCar = listedCars(TENANT).find((c) => c.car_type === 'used');
        if (!newCar || !usedCar) throw new Error('fixtures need new and used cars');
        expect(await engine.getBySlug(usedOnly, newCar.slug, NOW)).toBeNull();
        expect((await engine.getBySlug(usedOnly, usedCar.slug, NOW))?.id).toBe(usedCar.id);
      });
    });

    describe('availability (spec §4)', () => {
      it('in stock and coming soon cars are listed, and are not just sold', async () => {
        const result = await searchAll();
        const comingSoon = result.hits.find((h) => h.id === CARS.comingSoon);
        expect(comingSoon?.status).toBe('coming_soon');
        expect(result.hits.filter((h) => h.status !== 'sold').every((h) => h.just_sold === false)).toBe(true);
      });

      it('a car sold yesterday is listed with just_sold true', async () => {
        const result = await searchAll();
        const sold = result.hits.find((h) => h.id === CARS.soldYesterday);
        expect(sold).toMatchObject({ status: 'sold', just_sold: true });
        expect(result.hits.filter((h) => h.just_sold).map((h) => h.id)).toEqual([CARS.soldYesterday]);
        expect((await engine.getBySlug(scopeOf(), fixture(CARS.soldYesterday).slug, NOW))?.just_sold).toBe(true);
      });

      it('a car sold 10 days ago is not listed', async () => {
        expect(ids(await searchAll())).not.toContain(CARS.soldTenDaysAgo);
        expect(ids(await searchAll({ query: fixture(CARS.soldTenDaysAgo).stocknum }))).not.toContain(CARS.soldTenDaysAgo);
        expect(await engine.getBySlug(scopeOf(), fixture(CARS.soldTenDaysAgo).slug, NOW)).toBeNull();
      });

      it('time passing drops a just-sold car without reindexing', async () => {
        const later = daysAfter(3);
        const result = await searchAll({ now: later });
        expect(ids(result)).not.toContain(CARS.soldYesterday);
        expect(result.found).toBe(listedCars(TENANT).length - 1);
        expect(await engine.getBySlug(scopeOf(), fixture(CARS.soldYesterday).slug, later)).toBeNull();
      });

      it("the sold listing window is the tenant's soldListingDays", async () => {
        const none = await searchAll({ scope: scopeOf(TENANT, { soldListingDays: 0 }) });
        expect(none.hits.some((h) => h.status === 'sold')).toBe(false);
        const fortnight = await searchAll({ scope: scopeOf(TENANT, { soldListingDays: 14 }) });
        expect(
          fortnight.hits
            .filter((h) => h.just_sold)
            .map((h) => h.id)
            .sort(),
        ).toEqual([CARS.soldYesterday, CARS.soldTenDaysAgo].sort());
      });

      it('cars hidden from the dealer website are never listed, sold or not', async () => {
        for (const id of [CARS.hidden, CARS.soldYesterdayHidden]) {
          const car = fixture(id);
          expect(ids(await searchAll({ scope: scopeOf(TENANT, { soldListingDays: 30 }) }))).not.toContain(id);
          expect(ids(await searchAll({ query: car.stocknum }))).not.toContain(id);
          expect(await engine.getBySlug(scopeOf(), car.slug, NOW)).toBeNull();
        }
      });
    });

    describe('refinements', () => {
      it('values of one attribute are ORed', async () => {
        const result = await searchAll({ refinements: { model: ['HiLux', 'CX-5'] } });
        expect(ids(result)).toEqual(idsOf(listedCars(TENANT).filter((c) => c.model === 'HiLux' || c.model === 'CX-5')));
      });

      it('attributes are ANDed', async () => {
        const result = await searchAll({ refinements: { make: ['Toyota'], body: ['SUV'], car_type: ['new', 'demo'] } });
        const expected = listedCars(TENANT).filter((c) => c.make === 'Toyota' && c.body === 'SUV' && c.car_type !== 'used');
        expect(expected.length).toBeGreaterThan(0);
        expect(ids(result)).toEqual(idsOf(expected));
      });

      it('a list attribute matches when any of its values is refined', async () => {
        const result = await searchAll({ refinements: { filtered_features: ['Sunroof', 'Tow Bar'] } });
        const expected = listedCars(TENANT).filter(
          (c) => c.filtered_features.includes('Sunroof') || c.filtered_features.includes('Tow Bar'),
        );
        expect(ids(result)).toEqual(idsOf(expected));
        const family = await searchAll({ refinements: { categories: ['7 Seaters'], 'model.body': ['SUV'] } });
        expect(ids(family)).toEqual(idsOf(listedCars(TENANT).filter((c) => c.categories.includes('7 Seaters'))));
      });

      it('seats is refined by value (7 seaters)', async () => {
        const result = await searchAll({ refinements: { seats: ['7'] } });
        expect(ids(result)).toEqual(idsOf(listedCars(TENANT).filter((c) => c.seats === 7)));
        expect(result.found).toBeGreaterThan(0);
      });

      it('dotted attributes (manufacturer.name, model.name) refine like the others', async () => {
        const result = await searchAll({ refinements: { 'manufacturer.name': ['Mazda'], 'model.name': ['CX-9', 'BT-50'] } });
        expect(ids(result)).toEqual(idsOf(listedCars(TENANT).filter((c) => c.model === 'CX-9' || c.model === 'BT-50')));
      });

      it('refinement values and free text are data, never query syntax', async () => {
        expect((await searchAll({ refinements: { make: ["Toyota' OR '1'='1", 'Toyota" --'] } })).found).toBe(0);
        for (const query of ["hilux' OR 1=1 --", 'hilux & | ! :* ( ) <-> \\', '%_*', '"']) {
          const result = await searchAll({ query });
          expect(result.hits.every((h) => h.tenant === TENANT)).toBe(true);
        }
      });
    });

    describe('ranges', () => {
      const prices = [...new Set(numbers(listedCars(TENANT), 'price'))].sort((a, b) => a - b);

      it('ranges are inclusive at both ends', async () => {
        const min = prices[3];
        const max = prices[10];
        if (min === undefined || max === undefined) throw new Error('fixtures need prices');
        const result = await searchAll({ ranges: { price: { min, max } } });
        const expected = listedCars(TENANT).filter((c) => c.price !== null && c.price >= min && c.price <= max);
        expect(ids(result)).toEqual(idsOf(expected));
        const got = result.hits.map((h) => h.price);
        expect(got).toContain(min);
        expect(got).toContain(max);
      });

      it('a range may be open-ended (min only, max only)', async () => {
        const recent = await searchAll({ ranges: { year: { min: 2020 } } });
        expect(ids(recent)).toEqual(idsOf(listedCars(TENANT).filter((c) => c.year >= 2020)));
        const lowKm = await searchAll({ ranges: { km: { max: 50_000 } } });
        expect(ids(lowKm)).toEqual(idsOf(listedCars(TENANT).filter((c) => c.km !== null && c.km <= 50_000)));
      });

      it('a range leaves out cars without a value', async () => {
        const result = await searchAll({ ranges: { price: { min: 0 } } });
        expect(ids(result)).not.toContain(CARS.noPrice);
        expect(result.found).toBe(listedCars(TENANT).length - 1);
      });
    });

    describe('facets', () => {
      it('every facet attribute is counted by default, most frequent value first', async () => {
        const result = await search();
        const expectedAttributes = STOCK_FIELDS.filter((f) => f.facet).map((f) => f.name);
        expect(Object.keys(result.facets).sort()).toEqual([...expectedAttributes].sort());
        for (const attribute of expectedAttributes) {
          expect(asRecord(result.facets[attribute])).toEqual(countsOf(listedCars(TENANT), attribute));
          const counts = (result.facets[attribute] ?? []).map((c) => c.count);
          expect(counts).toEqual([...counts].sort((a, b) => b - a));
        }
      });

      it('facets are disjunctive: a make refinement leaves the make counts as they were', async () => {
        const plain = await search({ facets: ['make', 'body'] });
        const toyota = await search({ facets: ['make', 'body'], refinements: { make: ['Toyota'] } });
        expect(toyota.found).toBe(listedCars(TENANT).filter((c) => c.make === 'Toyota').length);
        expect(asRecord(toyota.facets.make)).toEqual(asRecord(plain.facets.make));
        expect(asRecord(toyota.facets.make).Mazda).toBeGreaterThan(0);
        expect(asRecord(toyota.facets.body)).toEqual(
          countsOf(
            listedCars(TENANT).filter((c) => c.make === 'Toyota'),
            'body',
          ),
        );
      });

      it('a refinement of another attribute narrows the counts', async () => {
        const suv = await search({ facets: ['make', 'body', 'seats'], refinements: { body: ['SUV'] } });
        const suvs = listedCars(TENANT).filter((c) => c.body === 'SUV');
        expect(asRecord(suv.facets.make)).toEqual(countsOf(suvs, 'make'));
        expect(asRecord(suv.facets.body)).toEqual(countsOf(listedCars(TENANT), 'body'));
        expect(asRecord(suv.facets.seats)).toEqual(countsOf(suvs, 'seats'));
      });

      it('a list attribute counts each car once under each of its values', async () => {
        const result = await search({ facets: ['filtered_features'], refinements: { make: ['Mazda'] } });
        expect(asRecord(result.facets.filtered_features)).toEqual(
          countsOf(
            listedCars(TENANT).filter((c) => c.make === 'Mazda'),
            'filtered_features',
          ),
        );
      });

      it('only the requested facets are returned; seats facets by value', async () => {
        const result = await search({ facets: ['seats'] });
        expect(Object.keys(result.facets)).toEqual(['seats']);
        expect(asRecord(result.facets.seats)).toEqual(countsOf(listedCars(TENANT), 'seats'));
        expect(Object.keys(asRecord(result.facets.seats)).sort()).toEqual(['5', '7']);
      });

      it('facet stats give min and max of each numeric attribute over the matching cars', async () => {
        const all = await search();
        for (const attribute of ['price', 'year', 'km', 'seats']) {
          const values = numbers(listedCars(TENANT), attribute);
          expect(all.facetStats[attribute]).toEqual({ min: Math.min(...values), max: Math.max(...values) });
        }
        const mazda = await search({ refinements: { make: ['Mazda'] }, ranges: { year: { max: 2024 } } });
        const mazdas = listedCars(TENANT).filter((c) => c.make === 'Mazda' && c.year <= 2024);
        const prices = numbers(mazdas, 'price');
        expect(mazda.facetStats.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
      });
    });

    describe('sorting', () => {
      const sortKeys = Object.keys(SORTS) as SortKey[];

      it.each(sortKeys)('sort %s orders by its attribute, cars without a value last', async (sort) => {
        const result = await searchAll({ sort });
        expect(result.found).toBe(listedCars(TENANT).length);
        for (const { field, direction } of SORTS[sort]) {
          const values = result.hits.map((h) => valueOf(fixture(h.id), field) as number | null);
          const present = values.filter((v): v is number => v !== null);
          expect(values.slice(0, present.length)).toEqual(present);
          expect(present).toEqual([...present].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
        }
      });

      it('the default sort is relevance (custom rank, highest first)', async () => {
        const plain = await searchAll();
        const ranks = plain.hits.map((h) => fixture(h.id).custom_rank);
        expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
        expect(plain.hits.map((h) => h.id)).toEqual((await searchAll({ sort: 'relevance' })).hits.map((h) => h.id));
      });

      it('an explicit sort also orders free-text results', async () => {
        const result = await searchAll({ query: 'toyota', sort: 'price_asc' });
        const prices = result.hits.map((h) => h.price).filter((p): p is number => p !== null);
        expect(result.found).toBe(listedCars(TENANT).filter((c) => c.make === 'Toyota').length);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      });
    });

    describe('pagination', () => {
      it('pages hold 21 cars; pages = ceil(found / 21)', async () => {
        const total = listedCars(TENANT).length;
        expect(total).toBeGreaterThan(HITS_PER_PAGE);
        const first = await search();
        const second = await search({ page: 2 });
        expect(first).toMatchObject({ page: 1, found: total, pages: Math.ceil(total / HITS_PER_PAGE) });
        expect(first.hits).toHaveLength(HITS_PER_PAGE);
        expect(second.page).toBe(2);
        expect(second.hits).toHaveLength(total - HITS_PER_PAGE);
      });

      it('the order is stable: pages concatenate to the whole list, without repeats', async () => {
        for (const sort of ['relevance', 'year_desc'] as SortKey[]) {
          const whole = (await searchAll({ sort })).hits.map((h) => h.id);
          expect((await searchAll({ sort })).hits.map((h) => h.id)).toEqual(whole);
          const paged = [...(await search({ sort })).hits, ...(await search({ sort, page: 2 })).hits].map((h) => h.id);
          expect(paged).toEqual(whole);
          expect(new Set(paged).size).toBe(paged.length);
        }
      });

      it('a page past the end returns no hits, with the true count', async () => {
        const result = await search({ page: 3 });
        expect(result.hits).toEqual([]);
        expect(result.found).toBe(listedCars(TENANT).length);
        expect(result.pages).toBe(2);
        expect(result.page).toBe(3);
      });

      it('hitsPerPage sets the page size', async () => {
        const result = await search({ hitsPerPage: 5, page: 2 });
        expect(result.hits).toHaveLength(5);
        expect(result.pages).toBe(Math.ceil(listedCars(TENANT).length / 5));
        expect(typeof result.ms).toBe('number');
        expect(result.ms).toBeGreaterThanOrEqual(0);
      });
    });

    describe('hits and car pages', () => {
      it('hits are car cards: the CarHit fields only, as indexed', async () => {
        const result = await searchAll();
        for (const hit of result.hits) {
          expect(Object.keys(hit).sort()).toEqual([...CAR_HIT_KEYS].sort());
          const expected: CarHit = { ...toCarHit(fixture(hit.id)), just_sold: hit.id === CARS.soldYesterday };
          expect(hit).toEqual(expected);
        }
      });

      it('getBySlug returns the whole indexed car, document included', async () => {
        const car = fixture('coastline-004');
        expect(await engine.getBySlug(scopeOf(), car.slug, NOW)).toEqual(car);
        expect(await engine.getBySlug(scopeOf(), 'no-such-car', NOW)).toBeNull();
      });
    });

    describe('free text', () => {
      it('a word prefix matches ("hilu" finds the HiLux)', async () => {
        const result = await searchAll({ query: 'hilu' });
        expect(ids(result)).toEqual(idsOf(listedCars(TENANT).filter((c) => c.model === 'HiLux')));
      });

      it('a typo still matches ("corola" finds the Corolla)', async () => {
        const result = await searchAll({ query: 'corola' });
        expect(ids(result)).toEqual(idsOf(listedCars(TENANT).filter((c) => c.model === 'Corolla')));
      });

      it('text is case-insensitive and every word must match', async () => {
        expect(ids(await searchAll({ query: 'HILUX' }))).toEqual(idsOf(listedCars(TENANT).filter((c) => c.model === 'HiLux')));
        const mazdaUte = await searchAll({ query: 'mazda ute' });
        expect(ids(mazdaUte)).toEqual(idsOf(listedCars(TENANT).filter((c) => c.model === 'BT-50')));
        const cx9 = idsOf(listedCars(TENANT).filter((c) => c.model === 'CX-9'));
        expect(ids(await searchAll({ query: 'CX-9' }))).toEqual(cx9);
        expect(ids(await searchAll({ query: 'cx9' }))).toEqual(cx9);
        expect(ids(await searchAll({ query: 'cx 9' }))).toEqual(cx9);
      });

      it('a stock number finds its car only', async () => {
        expect(ids(await searchAll({ query: 'CST1004' }))).toEqual(['coastline-004']);
      });

      it('text combines with refinements, facets and stats', async () => {
        const result = await search({ query: 'toyota', refinements: { model: ['Kluger'] }, facets: ['model'] });
        const toyotas = listedCars(TENANT).filter((c) => c.make === 'Toyota');
        expect(ids(result)).toEqual(idsOf(toyotas.filter((c) => c.model === 'Kluger')));
        expect(asRecord(result.facets.model)).toEqual(countsOf(toyotas, 'model'));
        const years = numbers(
          toyotas.filter((c) => c.model === 'Kluger'),
          'year',
        );
        expect(result.facetStats.year).toEqual({ min: Math.min(...years), max: Math.max(...years) });
      });

      it('words that match no car return nothing', async () => {
        const result = await search({ query: 'zqxwv' });
        expect(result).toMatchObject({ found: 0, hits: [], pages: 0 });
      });
    });

    describe('bad input throws StockQueryError', () => {
      it('for an unknown refinement, range or facet attribute', async () => {
        await expectQueryError({ refinements: { colour_code: ['red'] } }, /colour_code/);
        await expectQueryError({ ranges: { horsepower: { min: 1 } } }, /horsepower/);
        await expectQueryError({ facets: ['nope'] }, /nope/);
        await expectQueryError({ scope: scopeOf(TENANT, { baseRefinements: { nope: ['x'] } }) }, /nope/);
      });

      it('for an attribute name that tries to be SQL', async () => {
        await expectQueryError({ refinements: { 'make" = make OR 1=1 --': ['x'] } });
        await expectQueryError({ ranges: { 'price); DROP TABLE stock_index; --': { min: 1 } } });
      });

      it('for a range with min greater than max, or a value refinement of a ranged attribute', async () => {
        await expectQueryError({ ranges: { price: { min: 50_000, max: 20_000 } } }, /min/);
        await expectQueryError({ ranges: { make: { min: 1 } } });
        await expectQueryError({ refinements: { price: ['20000'] } });
        await expectQueryError({ refinements: { seats: ['seven'] } });
      });

      it('for page 0 or a fractional page, and a page size out of bounds', async () => {
        await expectQueryError({ page: 0 }, /page/);
        await expectQueryError({ page: 1.5 }, /page/);
        await expectQueryError({ hitsPerPage: 0 }, /hitsPerPage/);
        await expectQueryError({ hitsPerPage: 100_000 }, /hitsPerPage/);
      });

      it('for an unknown sort or a query without a tenant', async () => {
        await expectQueryError({ sort: 'cheapest' as SortKey }, /sort/);
        await expectQueryError({ scope: { tenant: '', soldListingDays: 3 } }, /tenant/);
      });
    });

    describe('index maintenance', () => {
      beforeEach(reseed);
      afterAll(reseed);

      it('upsert updates a car in place', async () => {
        const before = await searchAll();
        const car = fixture('coastline-000');
        await engine.upsert([
          { ...car, price: 12_345, model: 'LandCruiser', search_text: car.search_text.replace('HiLux', 'LandCruiser') },
        ]);
        const after = await searchAll();
        expect(after.found).toBe(before.found);
        expect(after.hits.find((h) => h.id === car.id)).toMatchObject({ price: 12_345, model: 'LandCruiser' });
        expect(ids(await searchAll({ query: 'hilux' }))).not.toContain(car.id);
        expect(ids(await searchAll({ query: 'landcruiser' }))).toEqual([car.id]);
        expect(after.facetStats.price?.min).toBe(12_345);
        expect((await engine.getBySlug(scopeOf(), car.slug, NOW))?.price).toBe(12_345);
      });

      it('upsert moves a car to its new slug', async () => {
        const car = fixture('coastline-002');
        await engine.upsert([{ ...car, slug: 'renamed-kluger' }]);
        expect(await engine.getBySlug(scopeOf(), car.slug, NOW)).toBeNull();
        expect((await engine.getBySlug(scopeOf(), 'renamed-kluger', NOW))?.id).toBe(car.id);
      });

      it('upserting a sale lists the car as just sold; hiding it unlists it', async () => {
        const car = fixture('coastline-003');
        await engine.upsert([{ ...car, status: 'sold', sold_date_timestamp: NOW.toISOString() }]);
        expect((await searchAll()).hits.find((h) => h.id === car.id)?.just_sold).toBe(true);
        await engine.upsert([{ ...car, show_on_dealer_website: false }]);
        expect(ids(await searchAll())).not.toContain(car.id);
      });

      it('the last version of a car wins within one batch', async () => {
        const car = fixture('coastline-005');
        await engine.upsert([
          { ...car, price: 1 },
          { ...car, price: 2 },
        ]);
        expect((await searchAll()).hits.find((h) => h.id === car.id)?.price).toBe(2);
      });

      it('remove deletes cars; unknown ids and empty lists are ignored', async () => {
        await engine.remove([CARS.comingSoon, 'no-such-id']);
        await engine.remove([]);
        const result = await searchAll();
        expect(ids(result)).not.toContain(CARS.comingSoon);
        expect(result.found).toBe(listedCars(TENANT).length - 1);
        expect(await engine.getBySlug(scopeOf(), fixture(CARS.comingSoon).slug, NOW)).toBeNull();
      });

      it('upsert takes batches larger than one statement', async () => {
        const template = fixture('harbour-000');
        const bulk = Array.from({ length: 1_201 }, (_, i) => ({ ...template, id: `bulk-${i}`, tenant: 'bulk', slug: `bulk-${i}` }));
        await engine.upsert([]);
        await engine.upsert(bulk);
        const result = await search({ scope: scopeOf('bulk'), hitsPerPage: 1 });
        expect(result).toMatchObject({ found: 1_201, pages: 1_201 });
        await engine.remove(bulk.map((c) => c.id));
        expect((await search({ scope: scopeOf('bulk') })).found).toBe(0);
      });
    });
  });
}
