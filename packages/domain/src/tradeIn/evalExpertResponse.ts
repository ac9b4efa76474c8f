/**
 * The valuation provider's answers (spec §7, eval-expert): `enter-vin`, `manual-entry` and
 * `update-eval` each answer a list whose first item carries the vehicle (spec §3 "Trade-in vehicle
 * record"). Field names are the provider's, odd spellings included: the description list arrives
 * as `VechielDescriptions` or `VechicleDescriptions`. The answer comes over the network, so it is
 * read from `unknown` and whatever cannot be read is left out rather than trusted.
 */

/**
 * Where the provider puts the descriptions to choose from, first found wins. Both misspellings are
 * in the spec; the correct spelling is read too, so a provider that fixes its typo keeps working.
 */
export const DESCRIPTION_LIST_FIELDS = ['VechielDescriptions', 'VechicleDescriptions', 'VehicleDescriptions'] as const;

/** Spec §3 "Trade-in vehicle record", with names that say what each field is. */
export interface TradeInVehicleRecord {
  /** The provider's id for this valuation: image uploads and the final update name it. */
  evalId: string | null;
  vin: string | null;
  engineNumber: string | null;
  registration: string | null;
  registrationExpiry: string | null;
  km: number | null;
  make: string | null;
  model: string | null;
  series: string | null;
  variant: string | null;
  year: number | null;
  transmission: string | null;
  redbookCode: string | null;
  body: string | null;
  cylinders: number | null;
  complianceMonth: number | null;
  complianceYear: number | null;
  buildMonth: number | null;
  buildYear: number | null;
}

/** One answer of the provider in one shape. */
export interface EvalExpertLookup {
  vehicle: TradeInVehicleRecord;
  /** The descriptions the shopper chooses from (step 2), trimmed, each once, in the provider's order. */
  descriptions: string[];
}

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}

/** Numbers arrive as numbers or as text such as "120,000". */
function wholeNumber(value: unknown): number | null {
  const parsed = typeof value === 'string' && /^\s*\d[\d,\s]*$/.test(value) ? Number(value.replace(/[,\s]/g, '')) : value;
  return typeof parsed === 'number' && Number.isInteger(parsed) && parsed >= 0 ? parsed : null;
}

/** An EvalID of 0 or "0" is the provider saying there is none: nothing can be uploaded against it. */
function evalIdOf(value: unknown): string | null {
  const id = text(value);
  return id === null || /^0+$/.test(id) ? null : id;
}

/** A description is text, or an object holding it (read leniently: the spec does not show the item shape). */
function descriptionOf(item: unknown): string | null {
  if (!isObject(item)) return text(item);
  for (const key of ['Description', 'description', 'Desc', 'desc']) {
    const found = text(item[key]);
    if (found) return found;
  }
  return null;
}

function descriptionsOf(item: Raw): string[] {
  for (const field of DESCRIPTION_LIST_FIELDS) {
    const list = item[field];
    if (!Array.isArray(list)) continue;
    const descriptions = [...new Set(list.map(descriptionOf).filter((d): d is string => d !== null))];
    if (descriptions.length > 0) return descriptions;
  }
  return [];
}

/** The first item of the answer's list; a bare object is taken as that item. */
function firstItem(raw: unknown): Raw {
  const item = Array.isArray(raw) ? raw[0] : raw;
  return isObject(item) ? item : {};
}

/** Reads the vehicle record out of one item of the provider's list. */
export function readVehicleRecord(item: unknown): TradeInVehicleRecord {
  const raw = isObject(item) ? item : {};
  return {
    evalId: evalIdOf(raw.EvalID),
    vin: text(raw.VIN),
    engineNumber: text(raw.EngineNo),
    registration: text(raw.Registration),
    registrationExpiry: text(raw.RegExpiry),
    km: wholeNumber(raw.KM),
    make: text(raw.Make),
    model: text(raw.Model),
    series: text(raw.Series),
    variant: text(raw.Variant),
    year: wholeNumber(raw.Year),
    transmission: text(raw.Transmission),
    redbookCode: text(raw.redbookCode),
    body: text(raw.Body),
    cylinders: wholeNumber(raw.Cylinders),
    complianceMonth: wholeNumber(raw.ComplianceMonth),
    complianceYear: wholeNumber(raw.ComplianceYear),
    buildMonth: wholeNumber(raw.BuildMonth),
    buildYear: wholeNumber(raw.BuildYear),
  };
}

/** Reads any of the provider's answers: an empty list or anything unreadable gives no id and no descriptions. */
export function readEvalExpertResponse(raw: unknown): EvalExpertLookup {
  const item = firstItem(raw);
  return { vehicle: readVehicleRecord(item), descriptions: descriptionsOf(item) };
}

/**
 * A lookup as the provider's list item, as the site's own `/api/eval-expert/*` routes answer it
 * (spec §7 describes those answers in the provider's names): `[]` when nothing matched.
 */
export function evalExpertAnswer({ vehicle, descriptions }: EvalExpertLookup): Raw[] {
  if (!vehicle.evalId && !vehicle.vin && descriptions.length === 0) return [];
  return [
    {
      EvalID: vehicle.evalId ?? 0,
      VIN: vehicle.vin,
      VechielDescriptions: descriptions,
      EngineNo: vehicle.engineNumber,
      Registration: vehicle.registration,
      RegExpiry: vehicle.registrationExpiry,
      KM: vehicle.km,
      Make: vehicle.make,
      Model: vehicle.model,
      Series: vehicle.series,
      Variant: vehicle.variant,
      Year: vehicle.year,
      Transmission: vehicle.transmission,
      redbookCode: vehicle.redbookCode,
      Body: vehicle.body,
      Cylinders: vehicle.cylinders,
      ComplianceMonth: vehicle.complianceMonth,
      ComplianceYear: vehicle.complianceYear,
      BuildMonth: vehicle.buildMonth,
      BuildYear: vehicle.buildYear,
    },
  ];
}
