/**
 * The benchmark's query mix: what shoppers (and crawlers) ask the search page of a dealer site,
 * drawn deterministically from a seed over the benchmark stock's tenants.
 */
import { SORTS, type NumericRange, type SortKey, type StockQuery } from '../src/index';
// One PRNG for deterministic fake data, shared with the seed.
import { Rng } from '@dealer/domain/random';
import { BODIES, CATALOGUE, FUELS, MAKES, NOW, isListed, type Stock, type TenantSpec } from './stock';

export const QUERY_KINDS = ['listing', 'text', 'refined', 'ranged', 'deep page'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export interface BenchQuery {
  kind: QueryKind;
  query: StockQuery;
}

/** Share of each kind in the mix. */
const KIND_WEIGHTS: Record<QueryKind, number> = { listing: 0.2, text: 0.25, refined: 0.25, ranged: 0.18, 'deep page': 0.12 };

const SORT_KEYS = Object.keys(SORTS) as SortKey[];

interface TenantInfo {
  spec: TenantSpec;
  /** Listed cars, and listed used cars (to keep deep pages inside the result). */
  listed: number;
  listedUsed: number;
  franchises: string[];
  states: string[];
}

/** Words of makes and models a shopper types ("hilux", "cx-5", "land"). */
const WORDS = [...new Set(CATALOGUE.flatMap((s) => [s.make, ...s.model.split(' ')]).map((w) => w.toLowerCase()))];
const LETTER_WORDS = WORDS.filter((w) => /^[a-z]{5,}$/.test(w));

/** A typo: one letter dropped, doubled, swapped with its neighbour or replaced. */
function typo(rng: Rng, word: string): string {
  const at = rng.int(1, word.length - 2);
  const letter = String.fromCharCode(97 + rng.int(0, 25));
  switch (rng.int(0, 3)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + (word[at] ?? '') + word.slice(at);
    case 2:
      return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
    default:
      return word.slice(0, at) + letter + word.slice(at + 1);
  }
}

function textQuery(rng: Rng, tenant: TenantInfo): string {
  const spec = rng.pick(CATALOGUE.filter((s) => tenant.franchises.includes(s.make) || rng.chance(0.3)));
  const word = rng.pick([spec.make, spec.model]).toLowerCase();
  switch (
    rng.weighted([
      ['prefix', 35],
      ['words', 25],
      ['typo', 25],
      ['stocknum', 15],
    ] as const)
  ) {
    case 'prefix':
      // "hil", "cx-", "rang": the search box as the shopper types.
      return word.slice(0, Math.max(2, rng.int(2, word.length - 1)));
    case 'words':
      return rng.pick([
        `${spec.make} ${spec.model}`,
        `${spec.model} ${rng.pick(spec.badges)}`,
        `${rng.pick(['white', 'black', 'grey', 'silver', 'blue'])} ${spec.body}`,
        `${rng.pick(spec.fuels)} ${spec.model}`,
        `${rng.int(2015, 2024)} ${spec.model}`,
        `${spec.make} ${spec.model} ${rng.pick(spec.badges)}`,
      ]);
    case 'typo':
      return typo(rng, rng.pick(LETTER_WORDS));
    case 'stocknum':
      // A stock number, whole or its first digits.
      return `${tenant.spec.prefix}${10_000 + rng.int(0, tenant.spec.size - 1)}`.slice(0, rng.chance(0.5) ? undefined : -2);
  }
}

type Refinements = Record<string, string[]>;

function refinement(rng: Rng, tenant: TenantInfo, attribute: string, chosen: Refinements): string[] {
  switch (attribute) {
    case 'make':
      return rng.chance(0.15) ? rng.sample(MAKES, 2) : [rng.chance(0.7) ? rng.pick(tenant.franchises) : rng.pick(MAKES)];
    case 'model': {
      const make = chosen.make?.[0] ?? rng.pick(tenant.franchises);
      return [rng.pick(CATALOGUE.filter((s) => s.make === make)).model];
    }
    case 'body':
      return rng.chance(0.2) ? rng.sample(BODIES, 2) : [rng.pick(['SUV', 'SUV', 'Ute', 'Hatchback', 'Sedan', rng.pick(BODIES)])];
    case 'car_type':
      return rng.chance(0.25) ? ['new', 'demo'] : [rng.pick(['new', 'used', 'used', 'demo'])];
    case 'fuel':
      return rng.chance(0.2) ? ['Hybrid', 'Electric'] : [rng.pick(FUELS)];
    case 'transmission':
      return [rng.chance(0.8) ? 'Automatic' : 'Manual'];
    case 'state':
      return [rng.chance(0.85) ? rng.pick(tenant.states) : rng.pick(['NSW', 'VIC', 'QLD', 'WA'])];
    case 'seats':
      return ['7'];
    default:
      throw new Error(`bench: no values for ${attribute}`);
  }
}

const REFINED_ATTRIBUTES = ['make', 'model', 'body', 'car_type', 'fuel', 'transmission', 'state', 'seats'];

function refinements(rng: Rng, tenant: TenantInfo, count: number): Refinements {
  const chosen: Refinements = {};
  // Model after make, so a model refinement usually belongs to the refined make.
  const attributes = rng.sample(REFINED_ATTRIBUTES, count).sort((a, b) => (a === 'make' ? -1 : b === 'make' ? 1 : 0));
  for (const attribute of attributes) chosen[attribute] = refinement(rng, tenant, attribute, chosen);
  return chosen;
}

function ranges(rng: Rng): Record<string, NumericRange> {
  const result: Record<string, NumericRange> = {};
  for (const attribute of rng.sample(['price', 'price', 'km', 'year'], rng.int(1, 2))) {
    if (attribute === 'price') {
      const min = rng.chance(0.7) ? rng.int(1, 8) * 5_000 : undefined;
      result.price = { min, max: rng.chance(0.8) ? (min ?? 5_000) + rng.int(2, 12) * 5_000 : undefined };
    } else if (attribute === 'km') {
      result.km = { max: rng.int(2, 15) * 10_000 };
    } else {
      result.year = { min: rng.int(2012, 2023), max: rng.chance(0.3) ? 2025 : undefined };
    }
  }
  return result;
}

const page = (rng: Rng, deeper: number) => (rng.chance(deeper) ? rng.int(2, 4) : 1);
const sort = (rng: Rng, other: number): SortKey => (rng.chance(other) ? rng.pick(SORT_KEYS) : 'relevance');

function tenantInfo(stock: Stock): TenantInfo[] {
  return stock.tenants.map((spec) => {
    const mine = stock.cars.filter((car) => car.tenant === spec.slug && isListed(car, spec));
    return {
      spec,
      listed: mine.length,
      listedUsed: mine.filter((car) => car.car_type === 'used').length,
      franchises: spec.dealerships.map((d) => d.franchise),
      states: [...new Set(spec.dealerships.map((d) => d.state))],
    };
  });
}

/** `count` queries in a fixed order: each kind in its share, each tenant about equally often. */
export function queryMix(stock: Stock, seed: number, count: number): BenchQuery[] {
  const rng = new Rng(seed);
  const tenants = tenantInfo(stock);
  const kinds: QueryKind[] = [];
  for (const kind of QUERY_KINDS) for (let i = 0; i < Math.round(count * KIND_WEIGHTS[kind]); i++) kinds.push(kind);
  while (kinds.length < count) kinds.push('listing');
  const order = rng.sample(kinds, count);

  let listingSort = 0;
  return order.map((kind, n): BenchQuery => {
    const tenant = tenants[n % tenants.length];
    if (!tenant) throw new Error('bench: no tenants');
    const query: StockQuery = {
      scope: { tenant: tenant.spec.slug, soldListingDays: tenant.spec.soldListingDays, baseRefinements: tenant.spec.baseRefinements },
      now: NOW,
    };
    switch (kind) {
      case 'listing':
        // The search page as linked from the menu, in each sort order in turn.
        query.sort = SORT_KEYS[listingSort++ % SORT_KEYS.length];
        query.page = page(rng, 0.2);
        break;
      case 'text':
        query.query = textQuery(rng, tenant);
        query.sort = sort(rng, 0.15);
        query.page = page(rng, 0.1);
        break;
      case 'refined':
        query.refinements = refinements(
          rng,
          tenant,
          rng.weighted([
            [1, 4],
            [2, 3],
            [3, 2],
            [4, 1],
          ] as const),
        );
        query.sort = sort(rng, 0.4);
        query.page = page(rng, 0.15);
        break;
      case 'ranged':
        query.ranges = ranges(rng);
        if (rng.chance(0.4)) query.refinements = refinements(rng, tenant, 1);
        query.sort = sort(rng, 0.5);
        query.page = page(rng, 0.15);
        break;
      case 'deep page': {
        // Crawlers and patient shoppers: pages 20 to 40 of the listing, some of used cars only.
        const used = rng.chance(0.3) && tenant.listedUsed >= 21 * 25;
        if (used) query.refinements = { car_type: ['used'] };
        const last = Math.ceil((used ? tenant.listedUsed : tenant.listed) / 21);
        query.page = rng.int(20, Math.max(20, Math.min(40, last)));
        query.sort = sort(rng, 0.6);
        break;
      }
    }
    return { kind, query };
  });
}

/** A short description of a query for reports ("text 'corola' tenant=summit p1"). */
export function describe({ kind, query }: BenchQuery): string {
  const parts = [kind, `tenant=${query.scope.tenant}`];
  if (query.query) parts.push(`q='${query.query}'`);
  for (const [attribute, values] of Object.entries(query.refinements ?? {})) parts.push(`${attribute}=${values.join('|')}`);
  for (const [attribute, range] of Object.entries(query.ranges ?? {})) parts.push(`${attribute}=${range.min ?? ''}:${range.max ?? ''}`);
  if (query.sort && query.sort !== 'relevance') parts.push(`sort=${query.sort}`);
  parts.push(`p${query.page ?? 1}`);
  return parts.join(' ');
}
