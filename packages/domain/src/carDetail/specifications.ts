/**
 * Specification rows on the car detail page. Spec §5: values that are empty, null or the string
 * 'null' are hidden; caravan body width and length show in feet and metres (1 ft = 0.3048 m).
 * Variant fields (spec §3) are formatted with their units.
 */
import { localeFormat, type Locale } from '../config/siteConfig';
import { formatNumber, roundTo } from '../finance/format';
import { itemTypeOf, type CarType } from './vehicle';

export const METRES_PER_FOOT = 0.3048;

export interface SpecRow {
  key: string;
  label: string;
  value: string;
}

/** Spec §5: hidden when empty, null or 'null' (also undefined, blank and NaN). Zero is a value. */
export function isSpecValueShown(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') {
    const text = value.trim();
    return text !== '' && text.toLowerCase() !== 'null';
  }
  return typeof value === 'boolean';
}

/** Feet to metres, 2 decimals: 23 ft -> 7.01 m. */
export function feetToMetres(feet: number): number {
  // 0.3048 m is 3048 / 10000: multiply first so that whole feet stay exact before rounding.
  return roundTo((feet * 3048) / 10000, 2);
}

/** `23` -> `23 ft (7.01 m)`; `7.5` -> `7.5 ft (2.29 m)`. */
export function formatFeetAndMetres(feet: number): string {
  return `${formatNumber(feet, 2)} ft (${feetToMetres(feet).toFixed(2)} m)`;
}

type Raw = string | number | boolean | null | undefined;

function text(value: Raw): string {
  return typeof value === 'number' ? formatNumber(value, 2) : String(value).trim();
}

const withUnit =
  (unit: string, decimals = 2) =>
  (value: Raw) =>
    typeof value === 'number' ? `${formatNumber(value, decimals)} ${unit}` : `${text(value)} ${unit}`;

/** Builds rows, leaving out every value spec §5 hides. */
function rows(entries: [key: string, label: string, value: Raw, format?: (value: Raw) => string][]): SpecRow[] {
  return entries
    .filter(([, , value]) => isSpecValueShown(value))
    .map(([key, label, value, format = text]) => ({ key, label, value: format(value) }));
}

const positive = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

export interface VariantInput {
  cylinders?: number | null;
  enginesize?: number | null;
  enginesize_litres?: number | null;
  induction?: string | null;
  geartype?: string | null;
  fuelconsumptioncombined?: number | null;
  fuelcapacity?: number | null;
  grossvehiclemass?: number | null;
  vehiclelength?: number | null;
  vehicleheight?: number | null;
  vehiclewidth?: number | null;
  torque?: string | number | null;
  ancaprating?: number | null;
}

/**
 * `4 cyl 2.0L (1998cc)` from cylinders, litres (or cc / 1000) and cc; falls back to the car's
 * free-text engine_size. Zero cylinders or capacity (electric) count as absent.
 */
export function formatEngine(variant: VariantInput | null | undefined, engineSize?: string | null): string | null {
  const cylinders = positive(variant?.cylinders);
  const cc = positive(variant?.enginesize);
  const litres = positive(variant?.enginesize_litres) ?? (cc === null ? null : cc / 1000);
  const parts = [
    cylinders === null ? null : `${cylinders} cyl`,
    litres === null ? null : `${roundTo(litres, 1).toFixed(1)}L`,
    cc === null ? null : `(${Math.round(cc)}cc)`,
  ].filter((part): part is string => part !== null);
  if (parts.length > 0) return parts.join(' ');
  return isSpecValueShown(engineSize) ? String(engineSize).trim() : null;
}

/** A bare number is newton-metres (`350` -> `350 Nm`); text with its own units stays as written. */
export function formatTorque(torque: string | number): string {
  const value = String(torque).trim();
  return /^\d+(\.\d+)?$/.test(value) ? `${formatNumber(Number(value), 1)} Nm` : value;
}

/** `5` -> `5 Stars`, `1` -> `1 Star`. */
export function formatAncap(rating: number): string {
  return `${formatNumber(rating, 1)} ${rating === 1 ? 'Star' : 'Stars'}`;
}

/** Spec §3 variant fields with units (metric, as the feeds give them). */
export function variantSpecifications(variant: VariantInput | null | undefined, engineSize?: string | null): SpecRow[] {
  const v = variant ?? {};
  return rows([
    ['engine', 'Engine', formatEngine(v, engineSize)],
    ['induction', 'Induction', v.induction],
    ['geartype', 'Gearbox', v.geartype],
    ['fuelconsumptioncombined', 'Fuel Consumption (Combined)', v.fuelconsumptioncombined, withUnit('L/100km', 1)],
    ['fuelcapacity', 'Fuel Tank Capacity', v.fuelcapacity, withUnit('L', 1)],
    ['grossvehiclemass', 'Gross Vehicle Mass', v.grossvehiclemass, withUnit('kg', 0)],
    ['vehiclelength', 'Length', v.vehiclelength, withUnit('mm', 0)],
    ['vehiclewidth', 'Width', v.vehiclewidth, withUnit('mm', 0)],
    ['vehicleheight', 'Height', v.vehicleheight, withUnit('mm', 0)],
    ['torque', 'Torque', v.torque, (value) => formatTorque(value as string | number)],
    ['ancaprating', 'ANCAP Safety Rating', v.ancaprating, (value) => (typeof value === 'number' ? formatAncap(value) : text(value))],
  ]);
}

export interface CaravanSpecificationsInput {
  /** Feet */
  body_width?: number | null;
  /** Feet */
  body_length?: number | null;
  /** kg */
  tare_weight?: number | null;
  axle_type?: string | null;
  sleeps?: number | null;
  /** kg */
  aggregate_trailer_mass?: number | null;
}

/** Spec §3 caravan specifications; body width and length in feet and metres (spec §5). */
export function caravanSpecifications(specifications: CaravanSpecificationsInput | null | undefined): SpecRow[] {
  const s = specifications ?? {};
  const feet = (value: Raw) => (typeof value === 'number' ? formatFeetAndMetres(value) : text(value));
  return rows([
    ['body_length', 'Body Length', s.body_length, feet],
    ['body_width', 'Body Width', s.body_width, feet],
    ['tare_weight', 'Tare Weight', s.tare_weight, withUnit('kg', 0)],
    ['aggregate_trailer_mass', 'Aggregate Trailer Mass (ATM)', s.aggregate_trailer_mass, withUnit('kg', 0)],
    ['axle_type', 'Axle Type', s.axle_type],
    ['sleeps', 'Sleeps', s.sleeps],
  ]);
}

export interface SpecificationsCarInput {
  car_type: CarType | string;
  item_type?: string | null;
  km?: number | null;
  simple_transmission?: string | null;
  trans?: string | null;
  simple_fuel?: string | null;
  fuel?: string | null;
  simple_body?: string | null;
  colour?: string | null;
  drive?: string | null;
  seats?: number | null;
  doors?: number | null;
  engine_size?: string | null;
  stocknum?: string | null;
  vin?: string | null;
  regplate?: string | null;
  variant?: VariantInput | null;
  specifications?: CaravanSpecificationsInput | null;
}

const CONDITION: Record<string, string> = { new: 'New', used: 'Used', demo: 'Demo' };

/** Picks the simple value unless it is one spec §5 hides. */
const either = (simple: string | null | undefined, detailed: string | null | undefined) => (isSpecValueShown(simple) ? simple : detailed);

/**
 * All specification rows of a car, in display order: the details strip first (Condition,
 * Transmission, Odometer, Fuel Type: spec §2), then body and identification, then the variant's
 * rows, or a caravan's specifications for caravans. The odometer shows as stored, in the locale's
 * distance unit (en-US tenants store miles in `km`).
 */
export function carSpecifications(car: SpecificationsCarInput, locale: Locale = 'en-AU'): SpecRow[] {
  const caravan = itemTypeOf(car.item_type) === 'caravan';
  return [
    ...rows([
      ['condition', 'Condition', CONDITION[car.car_type] ?? car.car_type],
      ['transmission', 'Transmission', either(car.simple_transmission, car.trans)],
      ['km', 'Odometer', car.km, withUnit(localeFormat(locale).distanceUnit, 0)],
      ['fuel', 'Fuel Type', either(car.simple_fuel, car.fuel)],
      ['body', 'Body Type', car.simple_body],
      ['colour', 'Colour', car.colour],
      ['drive', 'Drive Type', car.drive],
      ['seats', 'Seats', car.seats],
      ['doors', 'Doors', car.doors],
    ]),
    ...(caravan ? caravanSpecifications(car.specifications) : variantSpecifications(car.variant, car.engine_size)),
    ...rows([
      ['stocknum', 'Stock No.', car.stocknum],
      ['vin', 'VIN', car.vin],
      ['regplate', 'Rego', car.regplate],
    ]),
  ];
}
