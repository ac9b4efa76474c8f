/**
 * SQL for the PostgreSQL engine. Every value is a bind parameter; every identifier comes from
 * schema.ts (derived from STOCK_FIELDS), never from the query.
 */
import type { CarHit, IndexedCar } from '../port';
import { MAX_FACET_VALUES, typoTolerant, type NormalizedQuery, type Refinement } from '../normalizeQuery';
import { SORTS } from '../schema/fields';
import { fieldValue, toCarHit } from '../schema/values';
import { COLUMN_BY_FIELD, FIELD_COLUMNS, TABLE, columnOf, ident, type FieldColumn } from './schema';

const T = ident(TABLE);

export interface Sql {
  text: string;
  values: unknown[];
}

/** Collects bind parameters and hands out their placeholders. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown, cast: string): string {
    this.values.push(value);
    return `$${this.values.length}::${cast}`;
  }
}

// The typo rule is shared with the Typesense engine (normalizeQuery.ts).
export { TYPO_MIN_LENGTH } from '../normalizeQuery';

/**
 * Spec §4: listed when in stock or coming soon, or sold within `days` of `now`; never when hidden
 * from the dealer website. Evaluated at query time, so time passing drops a sold car unindexed.
 */
function listed(alias: string, now: string, days: string): string {
  return `${alias}.show_on_dealer_website AND (${alias}.status IN ('in_stock', 'coming_soon') OR (${alias}.status = 'sold' AND ${alias}.sold_date_timestamp >= ${now} - ${days} * interval '1 day'))`;
}

function refinementPredicate(alias: string, refinement: Refinement, p: Params): string {
  const column = `${alias}.${columnOf(refinement.field).sql}`;
  switch (refinement.field.kind) {
    case 'string':
      return `${column} = ANY(${p.add(refinement.values, 'text[]')})`;
    case 'string[]':
      return `${column} && ${p.add(refinement.values, 'text[]')}`;
    case 'number':
      return `${column} = ANY(${p.add(refinement.values, 'double precision[]')})`;
  }
}

interface Scope {
  tenant: string;
  now: string;
  days: string;
}

function scopeParams(query: Pick<NormalizedQuery, 'tenant' | 'now' | 'soldListingDays'>, p: Params): Scope {
  return {
    tenant: p.add(query.tenant, 'text'),
    now: p.add(query.now.toISOString(), 'timestamptz'),
    days: p.add(query.soldListingDays, 'double precision'),
  };
}

/**
 * One statement, one round trip, answers a search: a materialised set of the tenant's listed cars
 * that pass the base refinements, ranges and free text, with one boolean column per shopper
 * refinement; then the count, the page of hits, every facet (one UNION ALL: grouping sets for
 * the unrefined facets, and each refined facet counted without its own refinement) and the
 * numeric stats are read from it.
 */
export interface SearchSqlOptions {
  /** false: the count, facets and stats are known; read only the page of hits. */
  aggregates?: boolean;
  /**
   * Refined facets whose counts the caller already has (from the cached state without that
   * refinement): not counted. When every refined facet is known, the tenant's whole listing need
   * not be read at all: the refinements filter the table directly.
   */
  knownFacets?: ReadonlySet<string>;
}

export function searchSql(query: NormalizedQuery, { aggregates = true, knownFacets = new Set() }: SearchSqlOptions = {}): Sql {
  const p = new Params();
  const scope = scopeParams(query, p);

  const where = [`s.tenant = ${scope.tenant}`, listed('s', scope.now, scope.days)];
  for (const refinement of query.base) where.push(refinementPredicate('s', refinement, p));
  for (const range of query.ranges) {
    const column = `s.${columnOf(range.field).sql}`;
    if (range.min !== undefined) where.push(`${column} >= ${p.add(range.min, 'double precision')}`);
    if (range.max !== undefined) where.push(`${column} <= ${p.add(range.max, 'double precision')}`);
  }

  // Free text: every word must match, by prefix ("hilu" -> HiLux) or, for a longer word that no
  // listed car of the tenant matches by prefix, by trigram word similarity ("corola" -> Corolla).
  // Like Typesense's typo_tokens_threshold, typos are tried only when the exact prefix finds nothing.
  const scores: string[] = [];
  for (const token of query.tokens) {
    const word = p.add(token, 'text');
    const prefix = `to_tsquery('simple', ${word} || ':*')`;
    let match = `s.search_tsv @@ ${prefix}`;
    if (typoTolerant(token)) {
      const noPrefixMatch = `NOT EXISTS (SELECT 1 FROM ${T} x WHERE x.tenant = ${scope.tenant} AND ${listed('x', scope.now, scope.days)} AND x.search_tsv @@ ${prefix})`;
      match = `(${match} OR (${noPrefixMatch} AND ${word} <% s.search_text))`;
    }
    where.push(match);
    scores.push(`CASE WHEN s.search_tsv @@ to_tsquery('simple', ${word}) THEN 3 WHEN s.search_tsv @@ ${prefix} THEN 2 ELSE 1 END`);
  }
  const score = scores.length ? scores.join(' + ') : '0';

  const allRefined = query.refinements.map((r, i) => ({ field: r.field.name, flag: `_r${i}`, sql: refinementPredicate('s', r, p) }));
  // Refinements are flags over the base set only while a refined facet still has to be counted
  // without its own refinement; otherwise they filter the base set itself.
  const countedOwn = allRefined.some((r) => !knownFacets.has(r.field) && query.facets.some((f) => f.name === r.field));
  const refined = countedOwn ? allRefined : [];
  if (!countedOwn) where.push(...allRefined.map((r) => r.sql));
  const allFlags = refined.map((r) => r.flag);

  // Order: text score first for relevance with a query, then the sort's fields, then id (stable).
  const order: { column: string; direction: string }[] = [];
  const sortColumns: FieldColumn[] = [];
  if (query.tokens.length && query.sort === 'relevance') order.push({ column: '_score', direction: 'DESC' });
  for (const { field, direction } of SORTS[query.sort]) {
    const column = COLUMN_BY_FIELD.get(field);
    if (!column) throw new Error(`stock-search: sort field '${field}' is not an indexed attribute.`);
    sortColumns.push(column);
    order.push({ column: column.sql, direction: `${direction === 'asc' ? 'ASC' : 'DESC'} NULLS LAST` });
  }
  order.push({ column: 'id', direction: 'COLLATE "C"' });
  const orderBy = (alias: string) => order.map((o) => `${alias}.${o.column} ${o.direction}`).join(', ');

  // The page: a top-N sort of `source` (aliased src: id, the sort columns, _score), then the
  // stored cards in the same order.
  const pageOfHits = (source: string) => {
    const limit = p.add(query.hitsPerPage, 'int');
    const offset = p.add((query.page - 1) * query.hitsPerPage, 'bigint');
    return `(SELECT coalesce(jsonb_agg(s.hit || jsonb_build_object('just_sold', s.status = 'sold') ORDER BY ${orderBy('pageids')}), '[]'::jsonb)
     FROM (SELECT * FROM ${source} ORDER BY ${orderBy('src')} LIMIT ${limit} OFFSET ${offset}) pageids
     JOIN ${T} s ON s.id = pageids.id)`;
  };

  if (!aggregates) {
    // The count, facets and stats are known (the engine's facet cache): only the page is read,
    // straight from the table (the planner flattens the subquery and may walk an index in order).
    const filters = [...where, ...refined.map((r) => r.sql)];
    const source = `(SELECT s.id, ${sortColumns.map((c) => `s.${c.sql}, `).join('')}(${score}) AS _score
           FROM ${T} s WHERE ${filters.join('\n             AND ')}) src`;
    const text = `SELECT NULL::int AS found,
  ${pageOfHits(source)} AS hits,
  '[]'::jsonb AS facets,
  '[]'::jsonb AS stats`;
    return { text, values: p.values };
  }

  // The materialised set carries only what facets, stats and the order read.
  const carried = new Set<FieldColumn>([...query.facets.map(columnOf), ...query.numericFields.map(columnOf), ...sortColumns]);
  const base = `base AS MATERIALIZED (
    SELECT s.id, ${[...carried].map((c) => `s.${c.sql}`).join(', ')},
      (${score}) AS _score${refined.map((r) => `,\n      (${r.sql}) AS ${r.flag}`).join('')}
    FROM ${T} s
    WHERE ${where.join('\n      AND ')}
  )`;
  // Without shopper refinements the matching set is the base set itself.
  const ctes = allFlags.length ? [base, `m AS MATERIALIZED (SELECT * FROM base WHERE ${allFlags.join(' AND ')})`] : [base];
  const m = allFlags.length ? 'm' : 'base';

  const hits = pageOfHits(`${m} src`);

  // Facets are identified by their position in query.facets, so no name is spelled in SQL.
  // Unrefined one-value facets are counted over the matching set in one pass (grouping sets); list
  // facets and refined facets (over the base set, without their own refinement) one query each.
  const facetSelects: string[] = [];
  const grouped: { position: number; column: FieldColumn }[] = [];
  query.facets.forEach((field, position) => {
    const column = columnOf(field);
    if (knownFacets.has(field.name) && allRefined.some((r) => r.field === field.name)) return;
    const own = refined.find((r) => r.field === field.name);
    if (!own && column.type !== 'text[]') {
      grouped.push({ position, column });
      return;
    }
    const source = own ? 'base' : m;
    const flags = own ? allFlags.filter((f) => f !== own.flag) : [];
    if (column.type === 'text[]') {
      const filter = flags.length ? `WHERE ${flags.join(' AND ')}` : '';
      // unnest in the select list (ProjectSet) is much cheaper than a lateral join per car.
      facetSelects.push(
        `SELECT ${position} AS a, u.v, count(*)::int AS c FROM (SELECT unnest(${column.sql}) AS v FROM ${source} ${filter}) u GROUP BY u.v`,
      );
    } else {
      const filter = [`${column.sql} IS NOT NULL`, ...flags].join(' AND ');
      facetSelects.push(`SELECT ${position} AS a, ${column.sql}::text AS v, count(*)::int AS c FROM ${source} WHERE ${filter} GROUP BY 2`);
    }
  });
  if (grouped.length === 1 && grouped[0]) {
    const { position, column } = grouped[0];
    facetSelects.push(
      `SELECT ${position} AS a, ${column.sql}::text AS v, count(*)::int AS c FROM ${m} WHERE ${column.sql} IS NOT NULL GROUP BY 2`,
    );
  } else if (grouped.length > 1) {
    const which = grouped.map(({ position, column }) => `WHEN GROUPING(${column.sql}) = 0 THEN ${position}`).join(' ');
    const value = grouped.map(({ column }) => `WHEN GROUPING(${column.sql}) = 0 THEN ${column.sql}::text`).join(' ');
    const sets = grouped.map(({ column }) => `(${column.sql})`).join(', ');
    facetSelects.push(
      `SELECT * FROM (SELECT CASE ${which} END AS a, CASE ${value} END AS v, count(*)::int AS c FROM ${m} GROUP BY GROUPING SETS (${sets})) gs WHERE gs.v IS NOT NULL`,
    );
  }
  const facets = facetSelects.length
    ? `(SELECT coalesce(jsonb_agg(jsonb_build_array(f.a, f.v, f.c) ORDER BY f.a, f.c DESC, f.v COLLATE "C"), '[]'::jsonb)
     FROM (SELECT u.a, u.v, u.c, row_number() OVER (PARTITION BY u.a ORDER BY u.c DESC, u.v COLLATE "C") AS rn
           FROM (${facetSelects.join('\n                 UNION ALL ')}) u) f
     WHERE f.rn <= ${MAX_FACET_VALUES})`
    : `'[]'::jsonb`;

  const stats = query.numericFields.length
    ? `(SELECT jsonb_build_array(${query.numericFields
        .map((field) => {
          const column = columnOf(field).sql;
          return `min(${column}), max(${column})`;
        })
        .join(', ')}) FROM ${m})`
    : `'[]'::jsonb`;

  const text = `WITH ${ctes.join(',\n  ')}
SELECT (SELECT count(*)::int FROM ${m}) AS found,
  ${hits} AS hits,
  ${facets} AS facets,
  ${stats} AS stats`;
  return { text, values: p.values };
}

/** The row of one listed car by slug, under the same availability rule and base refinements. */
export function bySlugSql(query: Pick<NormalizedQuery, 'tenant' | 'now' | 'soldListingDays' | 'base'>, slug: string): Sql {
  const p = new Params();
  const scope = scopeParams(query, p);
  const where = [`s.tenant = ${scope.tenant}`, `s.slug = ${p.add(slug, 'text')}`, listed('s', scope.now, scope.days)];
  for (const refinement of query.base) where.push(refinementPredicate('s', refinement, p));
  const text = `SELECT s.hit, s.document, s.search_text, s.show_on_dealer_website, s.status = 'sold' AS just_sold,
    ${FIELD_COLUMNS.map((c) => `s.${c.sql}`).join(', ')}
    FROM ${T} s WHERE ${where.join(' AND ')} LIMIT 1`;
  return { text, values: p.values };
}

/** The row shape bySlugSql reads. */
export interface CarRow {
  hit: CarHit;
  document: Record<string, unknown> | null;
  search_text: string;
  show_on_dealer_website: boolean;
  just_sold: boolean;
  [column: string]: unknown;
}

const UPSERT_COLUMNS: { sql: string; cast: string; value: (car: IndexedCar) => unknown }[] = [
  { sql: 'id', cast: 'text', value: (car) => car.id },
  { sql: 'tenant', cast: 'text', value: (car) => car.tenant },
  { sql: 'slug', cast: 'text', value: (car) => car.slug },
  { sql: 'show_on_dealer_website', cast: 'boolean', value: (car) => car.show_on_dealer_website === true },
  { sql: 'sold_date_timestamp', cast: 'timestamptz', value: (car) => car.sold_date_timestamp || null },
  { sql: 'search_text', cast: 'text', value: (car) => car.search_text ?? '' },
  { sql: 'hit', cast: 'jsonb', value: (car) => JSON.stringify(toCarHit(car)) },
  { sql: 'document', cast: 'jsonb', value: (car) => JSON.stringify(car.document ?? {}) },
  ...FIELD_COLUMNS.map((c) => ({ sql: c.sql, cast: c.type, value: (car: IndexedCar) => fieldValue(car, c.field) })),
];

/** One multi-row INSERT ... ON CONFLICT (id) DO UPDATE for a batch of distinct ids. */
export function upsertSql(cars: readonly IndexedCar[]): Sql {
  const p = new Params();
  const rows = cars.map((car) => `(${UPSERT_COLUMNS.map((c) => p.add(c.value(car), c.cast)).join(', ')})`);
  const names = UPSERT_COLUMNS.map((c) => c.sql);
  const text = `INSERT INTO ${T} (${names.join(', ')}) VALUES\n${rows.join(',\n')}
ON CONFLICT (id) DO UPDATE SET ${names
    .filter((n) => n !== 'id')
    .map((n) => `${n} = EXCLUDED.${n}`)
    .join(', ')}, indexed_at = now()`;
  return { text, values: p.values };
}

/** Parameters per upserted row (a batch must stay under PostgreSQL's 65,535 bind parameters). */
export const PARAMS_PER_ROW = UPSERT_COLUMNS.length;
