/**
 * Engine-neutral helpers over the attribute list: which keys make a CarHit, and the value an
 * engine indexes for one attribute of one car. Every engine derives its documents from these.
 */
import type { CarHit, IndexedCar } from '../port';
import type { StockField } from './fields';

/** Every key of CarHit, in one list (the compile-time check below keeps it complete). */
export const CAR_HIT_KEYS = [
  'id',
  'tenant',
  'slug',
  'name',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'car_type',
  'status',
  'item_type',
  'price',
  'before_price',
  'offer_price',
  'subscription_price',
  'price_type',
  'preorder',
  'km',
  'colour',
  'transmission',
  'fuel',
  'drive',
  'body',
  'seats',
  'reserved',
  'certified',
  'tag',
  'just_sold',
  'sold_date_timestamp',
  'created_at',
  'stocknum',
  'primary_image_url',
  'images',
  'photos_count',
  'dealership_id',
  'dealership_slug',
  'dealership_name',
  'location_name',
  'city',
  'state',
  'specifications',
] as const satisfies readonly (keyof CarHit)[];

type MissingHitKey = Exclude<keyof CarHit, (typeof CAR_HIT_KEYS)[number]>;
const _allHitKeysListed: [MissingHitKey] extends [never] ? true : never = true;
void _allHitKeysListed;

const HIT_KEY_SET: ReadonlySet<string> = new Set(CAR_HIT_KEYS);

/** Whether an attribute is a CarHit key (the rest of IndexedCar exists only for filtering). */
export function isHitKey(key: string): key is keyof CarHit {
  return HIT_KEY_SET.has(key);
}

/** The card fields of an indexed car, and nothing else (no document, no search text). */
export function toCarHit(car: CarHit): CarHit {
  const hit: Record<string, unknown> = {};
  for (const key of CAR_HIT_KEYS) hit[key] = car[key] ?? null;
  return hit as unknown as CarHit;
}

/** Seconds since the epoch for an ISO date (the index's numeric `created_at`), or null. */
export function epochSeconds(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value === '') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

function toText(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return null;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/**
 * The value indexed for one attribute: a string (or null), a de-duplicated list of strings, or a
 * number (or null). `created_at` is indexed as epoch seconds so it can be ranged and sorted.
 */
export function fieldValue(car: IndexedCar, field: StockField): string | string[] | number | null {
  const raw: unknown = (car as unknown as Record<string, unknown>)[field.name];
  switch (field.kind) {
    case 'string':
      return toText(raw);
    case 'string[]': {
      if (!Array.isArray(raw)) return [];
      const values = raw.map(toText).filter((v): v is string => v !== null);
      return [...new Set(values)];
    }
    case 'number':
      return field.name === 'created_at' ? epochSeconds(raw) : toNumber(raw);
  }
}
