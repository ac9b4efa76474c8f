/**
 * The Typesense collection behind the stock alias, derived from STOCK_FIELDS, and the document
 * indexed for one car. Pure: no client, no I/O.
 */
import type { CollectionCreateSchema, CollectionFieldSchema } from 'typesense';
import type { IndexedCar } from '../port';
import { STOCK_FIELDS, type StockField } from '../schema/fields';
import { fieldValue, isHitKey, toCarHit } from '../schema/values';

/** Bumped when the document shape changes in a way a schema update cannot express. */
export const TYPESENSE_SCHEMA_VERSION = 1;

/** Default alias; collections behind it are named `{alias}_{epoch ms}`. */
export const DEFAULT_ALIAS = 'stock';

/**
 * Numeric attributes that are whole numbers: int64 (exact, and facet values read "7", not a float
 * rendering). The rest are float, which is single precision in Typesense: exact for whole prices
 * below 16.7 million.
 */
const INTEGER_FIELDS: ReadonlySet<string> = new Set(['year', 'km', 'seats', 'custom_rank', 'created_at']);

export interface TypesenseField {
  /** The attribute (STOCK_FIELDS name). */
  attribute: string;
  field: StockField;
  /** Its name in the collection ("manufacturer.name" -> manufacturer_name: a dot would mean a nested object). */
  name: string;
  type: 'string' | 'string[]' | 'int64' | 'float';
}

function typesenseType(field: StockField): TypesenseField['type'] {
  switch (field.kind) {
    case 'string':
      return 'string';
    case 'string[]':
      return 'string[]';
    case 'number':
      return INTEGER_FIELDS.has(field.name) ? 'int64' : 'float';
  }
}

export const TYPESENSE_FIELDS: readonly TypesenseField[] = STOCK_FIELDS.map((field) => ({
  attribute: field.name,
  field,
  name: field.name.replace(/[^A-Za-z0-9_]/g, '_').toLowerCase(),
  type: typesenseType(field),
}));

export const FIELD_BY_ATTRIBUTE: ReadonlyMap<string, TypesenseField> = new Map(TYPESENSE_FIELDS.map((f) => [f.attribute, f]));
export const FIELD_BY_NAME: ReadonlyMap<string, TypesenseField> = new Map(TYPESENSE_FIELDS.map((f) => [f.name, f]));

/** Fields that are not attributes. `hit` and `car` are stored JSON, never indexed. */
export const FIXED_FIELDS: readonly CollectionFieldSchema[] = [
  { name: 'tenant', type: 'string', facet: true },
  { name: 'slug', type: 'string', facet: false },
  { name: 'show_on_dealer_website', type: 'bool', facet: false },
  { name: 'sold_date_timestamp', type: 'int64', facet: false, optional: true, sort: true },
  { name: 'search_text', type: 'string', facet: false },
  // Typesense cannot sort by `id`: a copy of it breaks ties so pages never overlap.
  { name: 'sort_id', type: 'string', facet: false, sort: true },
  { name: 'hit', type: 'string', facet: false, index: false, optional: true },
  { name: 'car', type: 'string', facet: false, index: false, optional: true },
];

{
  const seen = new Set<string>(['id', ...FIXED_FIELDS.map((f) => f.name)]);
  for (const field of TYPESENSE_FIELDS) {
    if (!/^[a-z_][a-z0-9_]*$/.test(field.name) || seen.has(field.name))
      throw new Error(`stock-search: attribute '${field.attribute}' maps to an unusable or duplicate Typesense field '${field.name}'.`);
    seen.add(field.name);
  }
  // The availability rule and the default order read these attributes.
  for (const needed of ['status', 'custom_rank'])
    if (!FIELD_BY_ATTRIBUTE.has(needed)) throw new Error(`stock-search: STOCK_FIELDS must keep '${needed}'.`);
}

/** The Typesense field of an attribute; throws for a name outside STOCK_FIELDS (never reached from input). */
export function typesenseField(attribute: string): TypesenseField {
  const field = FIELD_BY_ATTRIBUTE.get(attribute);
  if (!field) throw new Error(`stock-search: '${attribute}' is not an indexed attribute.`);
  return field;
}

/**
 * Every attribute is optional (cars lack some values) and faceted: string attributes for their
 * counts, numbers because Typesense reports min/max (facet stats) only for faceted fields.
 */
export function collectionFields(): CollectionFieldSchema[] {
  return [
    ...FIXED_FIELDS,
    ...TYPESENSE_FIELDS.map((f): CollectionFieldSchema => {
      const numeric = f.type === 'int64' || f.type === 'float';
      return numeric
        ? { name: f.name, type: f.type, facet: true, optional: true, sort: true }
        : { name: f.name, type: f.type, facet: f.field.facet, optional: true };
    }),
  ];
}

export function collectionSchema(name: string): CollectionCreateSchema {
  return { name, fields: collectionFields() };
}

export interface SchemaChanges {
  /** The `fields` of a collection update (drop then add for a changed field). */
  fields: (CollectionFieldSchema | { name: string; drop: true })[];
  /** Attributes (or fixed fields) whose indexed values need a reindex: added or retyped. */
  reindexNeeded: string[];
}

const COMPARED = ['type', 'facet', 'optional', 'index', 'sort'] as const;
const sameField = (live: CollectionFieldSchema, expected: CollectionFieldSchema) =>
  // Only what we set is compared: Typesense fills in the rest with its defaults.
  COMPARED.every((key) => expected[key] === undefined || (live[key] ?? (key === 'index' ? true : undefined)) === expected[key]);

/** What brings a live collection's fields in line with the expected ones. */
export function schemaChanges(
  live: readonly CollectionFieldSchema[],
  expected: readonly CollectionFieldSchema[] = collectionFields(),
): SchemaChanges {
  const liveByName = new Map(live.map((f) => [f.name, f]));
  const expectedNames = new Set(expected.map((f) => f.name));
  const fields: SchemaChanges['fields'] = [];
  const reindexNeeded: string[] = [];
  for (const field of expected) {
    const current = liveByName.get(field.name);
    if (current && sameField(current, field)) continue;
    if (current) fields.push({ name: field.name, drop: true });
    fields.push(field);
    reindexNeeded.push(FIELD_BY_NAME.get(field.name)?.attribute ?? field.name);
  }
  // Attributes dropped from STOCK_FIELDS stop being indexed (their values stay stored until a reindex).
  for (const field of live) if (!expectedNames.has(field.name) && field.name !== 'id') fields.push({ name: field.name, drop: true });
  return { fields, reindexNeeded };
}

/**
 * The free text as indexed: lower-case words of letters and digits, and for a word with
 * punctuation ("CX-9", "2.5i") its parts and its joined form too, so "CX-9", "cx9" and "cx 9"
 * all find it (as the PostgreSQL engine indexes it).
 */
export function indexedSearchText(text: string | null | undefined): string {
  const out: string[] = [];
  for (const word of (text ?? '').toLowerCase().split(/\s+/)) {
    const parts = word.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    out.push(...parts);
    if (parts.length > 1) out.push(parts.join(''));
  }
  return out.join(' ');
}

/** What getBySlug returns besides the card: the same fields and values the PostgreSQL engine returns. */
export function storedCar(car: IndexedCar): Record<string, unknown> {
  const rest: Record<string, unknown> = {};
  for (const f of TYPESENSE_FIELDS) if (!isHitKey(f.attribute)) rest[f.attribute] = fieldValue(car, f.field);
  rest.show_on_dealer_website = car.show_on_dealer_website === true;
  rest.search_text = car.search_text ?? '';
  rest.document = car.document ?? {};
  return rest;
}

export type TypesenseDocument = Record<string, string | number | boolean | string[]> & { id: string };

/** The indexed value of a numeric attribute: whole for int64 fields (Typesense rejects 12.5 there). */
function numericValue(field: TypesenseField, value: number): number {
  return field.type === 'int64' ? Math.round(value) : value;
}

/** The document for one car (checked by checkCar first). Missing values are left out, not null. */
export function toDocument(car: IndexedCar): TypesenseDocument {
  const doc: TypesenseDocument = {
    id: car.id,
    tenant: car.tenant,
    slug: car.slug,
    show_on_dealer_website: car.show_on_dealer_website === true,
    search_text: indexedSearchText(car.search_text),
    sort_id: car.id,
    hit: JSON.stringify(toCarHit(car)),
    car: JSON.stringify(storedCar(car)),
  };
  if (car.sold_date_timestamp) doc.sold_date_timestamp = Math.floor(Date.parse(car.sold_date_timestamp) / 1000);
  for (const f of TYPESENSE_FIELDS) {
    const value = fieldValue(car, f.field);
    if (value === null) continue;
    if (typeof value === 'number') doc[f.name] = numericValue(f, value);
    else if (Array.isArray(value)) {
      if (value.length) doc[f.name] = value;
    } else doc[f.name] = value;
  }
  return doc;
}
