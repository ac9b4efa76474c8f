/**
 * The PostgreSQL engine's own index table (not a Payload migration): one denormalised row per
 * car, one column per attribute of STOCK_FIELDS. The table is derived data (`reindex` rebuilds
 * it), so `ensureSchema` may add, retype or drop attribute columns freely; structural changes
 * go through a numbered migration below and bump SCHEMA_VERSION.
 */
import type { Pool, PoolClient } from 'pg';
import { STOCK_FIELDS, type StockField } from '../schema/fields';

export const TABLE = 'stock_index';
export const META_TABLE = 'stock_index_meta';
export const SCHEMA_VERSION = 2;

/** Quotes an SQL identifier. Identifiers only ever come from STOCK_FIELDS or this module. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export type ColumnType = 'text' | 'text[]' | 'double precision';

export interface FieldColumn {
  field: StockField;
  /** Unquoted column name ("manufacturer.name" -> manufacturer_name). */
  name: string;
  /** Quoted, ready for SQL. */
  sql: string;
  type: ColumnType;
}

/** Columns that are not attributes. */
export const FIXED_COLUMNS = [
  'id',
  'tenant',
  'slug',
  'show_on_dealer_website',
  'sold_date_timestamp',
  'search_text',
  'search_tsv',
  'hit',
  'document',
  'indexed_at',
] as const;

const TYPE_OF_KIND: Record<StockField['kind'], ColumnType> = { string: 'text', 'string[]': 'text[]', number: 'double precision' };

export const FIELD_COLUMNS: readonly FieldColumn[] = STOCK_FIELDS.map((field) => {
  const name = field.name.replace(/[^A-Za-z0-9_]/g, '_').toLowerCase();
  return { field, name, sql: ident(name), type: TYPE_OF_KIND[field.kind] };
});

export const COLUMN_BY_FIELD: ReadonlyMap<string, FieldColumn> = new Map(FIELD_COLUMNS.map((c) => [c.field.name, c]));

{
  const seen = new Set<string>(FIXED_COLUMNS);
  for (const column of FIELD_COLUMNS) {
    if (!/^[a-z_][a-z0-9_]*$/.test(column.name) || seen.has(column.name))
      throw new Error(`stock-search: attribute '${column.field.name}' maps to an unusable or duplicate column '${column.name}'.`);
    seen.add(column.name);
  }
  // The availability rule and the default order read these attribute columns.
  for (const needed of ['status', 'custom_rank'])
    if (!seen.has(needed)) throw new Error(`stock-search: STOCK_FIELDS must keep '${needed}'.`);
}

/** The column of an attribute; throws for a name outside STOCK_FIELDS (never reached from input). */
export function columnOf(field: StockField): FieldColumn {
  const column = COLUMN_BY_FIELD.get(field.name);
  if (!column) throw new Error(`stock-search: '${field.name}' is not an indexed attribute.`);
  return column;
}

const T = ident(TABLE);

/** Numbered structural migrations. Version 1 creates the table. */
const MIGRATIONS: { version: number; statements: () => string[] }[] = [
  {
    version: 1,
    statements: () => [
      `CREATE TABLE IF NOT EXISTS ${T} (
        id text PRIMARY KEY,
        tenant text NOT NULL,
        slug text NOT NULL,
        show_on_dealer_website boolean NOT NULL,
        sold_date_timestamp timestamptz,
        search_text text NOT NULL DEFAULT '',
        -- Hyphenated words ("CX-5") are indexed as parts (cx, 5) and joined (cx5).
        search_tsv tsvector GENERATED ALWAYS AS (
          to_tsvector('simple'::regconfig, translate(search_text, '-/', '  ') || ' ' || translate(search_text, '-/', ''))
        ) STORED,
        hit jsonb NOT NULL,
        document jsonb NOT NULL,
        indexed_at timestamptz NOT NULL DEFAULT now(),
        ${FIELD_COLUMNS.map((c) => `${c.sql} ${c.type}`).join(',\n        ')},
        -- Deferred so one batch may swap two cars' slugs.
        CONSTRAINT stock_index_tenant_slug_key UNIQUE (tenant, slug) DEFERRABLE INITIALLY DEFERRED
      )`,
    ],
  },
  {
    // The card and the stored car (~2 KB of a ~3 KB row) are read for one page of hits only, while
    // every search scans the attribute columns of all the tenant's cars: keep them out of line so
    // the table proper stays narrow (a third of the pages to scan). A reindex rewrites the rows.
    version: 2,
    statements: () => [
      `ALTER TABLE ${T} ALTER COLUMN hit SET STORAGE EXTERNAL, ALTER COLUMN document SET STORAGE EXTERNAL`,
      // Rows over ~2 KB are toasted down to this size: the largest values (document, hit) go first.
      `ALTER TABLE ${T} SET (toast_tuple_target = 1024)`,
    ],
  },
];

/**
 * GIN indexes batch new entries in a pending list that every search must scan in full (4 MB by
 * default, after a bulk upsert): a small list keeps searches fast and writes batched.
 */
const GIN_OPTIONS = 'WITH (gin_pending_list_limit = 256)';

/** Indexes, created if missing on every ensureSchema (names are stable). */
function indexStatements(): string[] {
  const byField = (name: string) => COLUMN_BY_FIELD.get(name);
  const statements = [
    `CREATE INDEX IF NOT EXISTS stock_index_tenant_rank_idx ON ${T} (tenant, custom_rank DESC NULLS LAST, id)`,
    `CREATE INDEX IF NOT EXISTS stock_index_tenant_status_idx ON ${T} (tenant, status, sold_date_timestamp)`,
    `CREATE INDEX IF NOT EXISTS stock_index_search_text_trgm_idx ON ${T} USING gin (search_text gin_trgm_ops) ${GIN_OPTIONS}`,
    `CREATE INDEX IF NOT EXISTS stock_index_search_tsv_idx ON ${T} USING gin (search_tsv) ${GIN_OPTIONS}`,
  ];
  for (const name of ['car_type', 'make', 'model', 'make_model', 'body', 'dealership_name', 'price', 'year', 'km']) {
    const column = byField(name);
    if (column) statements.push(`CREATE INDEX IF NOT EXISTS stock_index_tenant_${column.name}_idx ON ${T} (tenant, ${column.sql})`);
  }
  for (const column of FIELD_COLUMNS.filter((c) => c.type === 'text[]'))
    statements.push(`CREATE INDEX IF NOT EXISTS stock_index_${column.name}_gin_idx ON ${T} USING gin (${column.sql}) ${GIN_OPTIONS}`);
  return statements;
}

export interface EnsureSchemaResult {
  /** The schema version now in place. */
  version: number;
  /** Migrations applied by this call (empty when the schema was current). */
  migrated: number[];
  /**
   * Attribute columns added or retyped because STOCK_FIELDS changed: rows indexed before hold
   * nulls there until the next reindex.
   */
  reindexNeeded: string[];
}

const FORMAT_OF_TYPE: Record<ColumnType, string> = { text: 'text', 'text[]': 'text[]', 'double precision': 'double precision' };

/** The index names indexStatements creates. */
const INDEX_NAMES = indexStatements().map((statement) => /CREATE INDEX IF NOT EXISTS (\S+)/.exec(statement)![1]!);

/**
 * Whether the schema is already what this code wants, read from the catalogs without taking a
 * lock on the table. Even a no-op `CREATE INDEX IF NOT EXISTS` waits for every open transaction
 * that wrote the table (a reindex, a car being saved): a CMS starting then would hang until they end.
 */
async function schemaIsCurrent(client: PoolClient): Promise<boolean> {
  const { rows } = await client.query<{
    version: string | null;
    trgm: boolean;
    columns: Record<string, string> | null;
    indexes: string[] | null;
  }>(
    `SELECT
       (SELECT value FROM ${ident(META_TABLE)} WHERE key = 'schema_version') AS version,
       EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS trgm,
       (SELECT json_object_agg(attname, format_type(atttypid, atttypmod)) FROM pg_attribute
         WHERE attrelid = to_regclass($1) AND attnum > 0 AND NOT attisdropped) AS columns,
       (SELECT array_agg(indexname::text) FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1) AS indexes`,
    [TABLE],
  );
  const row = rows[0];
  if (!row || Number(row.version) !== SCHEMA_VERSION || !row.trgm || !row.columns) return false;
  if (FIELD_COLUMNS.some((column) => row.columns![column.name] !== FORMAT_OF_TYPE[column.type])) return false;
  const indexes = new Set(row.indexes ?? []);
  return INDEX_NAMES.every((name) => indexes.has(name));
}

/**
 * Idempotent DDL: the pg_trgm extension, the table, its attribute columns and indexes, and the
 * schema version. Safe to call from several processes at once (an advisory lock serialises it).
 * When nothing needs changing it only reads the catalogs (schemaIsCurrent).
 */
export async function ensureSchema(pool: Pool): Promise<EnsureSchemaResult> {
  const client = await pool.connect();
  try {
    const metaExists = await client.query<{ exists: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS exists`, [META_TABLE]);
    if (metaExists.rows[0]?.exists && (await schemaIsCurrent(client))) return { version: SCHEMA_VERSION, migrated: [], reindexNeeded: [] };
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('dealer.stock_index.schema'))`);
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await client.query(`CREATE TABLE IF NOT EXISTS ${ident(META_TABLE)} (key text PRIMARY KEY, value text NOT NULL)`);
    const current = await client.query<{ value: string }>(`SELECT value FROM ${ident(META_TABLE)} WHERE key = 'schema_version'`);
    const from = Number(current.rows[0]?.value ?? 0);
    if (from > SCHEMA_VERSION)
      throw new Error(`stock_index schema is version ${from}, newer than this code (${SCHEMA_VERSION}): deploy the newer engine.`);
    const migrated: number[] = [];
    for (const migration of MIGRATIONS.filter((m) => m.version > from)) {
      for (const statement of migration.statements()) await client.query(statement);
      migrated.push(migration.version);
    }

    // Attribute columns follow STOCK_FIELDS: add new ones, retype changed ones.
    const existing = await client.query<{ column_name: string; type: string }>(
      `SELECT a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type
         FROM pg_attribute a WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped`,
      [TABLE],
    );
    const types = new Map(existing.rows.map((r) => [r.column_name, r.type]));
    const reindexNeeded: string[] = [];
    for (const column of FIELD_COLUMNS) {
      const type = types.get(column.name);
      if (type === FORMAT_OF_TYPE[column.type]) continue;
      if (type !== undefined) await client.query(`ALTER TABLE ${T} DROP COLUMN ${column.sql}`);
      await client.query(`ALTER TABLE ${T} ADD COLUMN ${column.sql} ${column.type}`);
      if (from > 0) reindexNeeded.push(column.field.name);
    }
    for (const statement of indexStatements()) await client.query(statement);

    await client.query(
      `INSERT INTO ${ident(META_TABLE)} (key, value) VALUES ('schema_version', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [String(SCHEMA_VERSION)],
    );
    await client.query('COMMIT');
    return { version: SCHEMA_VERSION, migrated, reindexNeeded };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
