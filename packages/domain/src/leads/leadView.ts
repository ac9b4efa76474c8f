/**
 * A stored lead as its deliveries see it (issue 10): plain data, no CMS types. The CMS maps its
 * Lead document to it; the dealer's email and the ADF XML are both rendered from it, so both say
 * the same thing.
 */
import type { PreferredContactMethod } from './leadForms';

export interface LeadViewVehicle {
  /** The car's type as stored: new, used or demo. */
  carType?: string | null;
  year?: number | null;
  make?: string | null;
  model?: string | null;
  badge?: string | null;
  stockNumber?: string | null;
  vin?: string | null;
  /** Whole currency units, as listed. */
  price?: number | null;
}

/** The shopper's own vehicle on a trade-in lead (issue 13): the valuation and what they told us. */
export interface LeadViewTradeIn {
  year?: number | null;
  make?: string | null;
  model?: string | null;
  variant?: string | null;
  series?: string | null;
  body?: string | null;
  transmission?: string | null;
  vin?: string | null;
  rego?: string | null;
  /** The state the rego is in, e.g. QLD. */
  state?: string | null;
  /** The description the shopper chose when the rego matched several vehicles. */
  description?: string | null;
  /** Kilometres, as the shopper told us. */
  odometer?: number | null;
  serviceHistory?: string | null;
  numberOfKeys?: string | null;
  /** Excellent, Good, Fair or Poor. */
  condition?: string | null;
  comments?: string | null;
  postcode?: string | null;
  /** Where the postcode is, e.g. Surfers Paradise QLD. */
  postcodePlace?: string | null;
  /** The visible location nearest the postcode, and how far it is. */
  nearestLocationName?: string | null;
  nearestLocationKm?: number | null;
  /** How many photos the shopper sent; left out when unknown. */
  photoCount?: number | null;
}

export interface LeadView {
  id: number | string;
  /** When the lead was stored (ISO 8601). */
  receivedAt: string;
  category: string;
  subcategory?: string | null;
  name: string;
  email?: string | null;
  phone?: string | null;
  preferredContactMethod?: PreferredContactMethod | null;
  message?: string | null;
  rego?: string | null;
  /** Test drive: YYYY-MM-DD and HH:mm. */
  preferredDate?: string | null;
  preferredTime?: string | null;
  vehiclePriceBudget?: number | null;
  additionalServices?: readonly string[] | null;
  /** A parts enquiry: the shopper's vehicle and the part. */
  parts?: { make?: string | null; model?: string | null; part?: string | null } | null;
  optIn?: boolean | null;
  locationName?: string | null;
  offerTitle?: string | null;
  /** The page the shopper sent it from. */
  url?: string | null;
  vehicle?: LeadViewVehicle | null;
  /** A trade-in lead: the vehicle the shopper wants to trade in or sell. */
  tradeIn?: LeadViewTradeIn | null;
  currency: 'AUD' | 'NZD' | 'USD';
  /** The dealership (or, without one, the tenant) the lead is for. */
  dealer: { name: string; email?: string | null; phone?: string | null };
  /** Who collected the lead: the tenant's website. */
  provider: { name: string; url?: string | null };
}

/** Demo cars count as new, as elsewhere in the domain (spec §9: "demo falls back to new"). */
export const vehicleCondition = (carType: string | null | undefined): 'new' | 'used' =>
  carType?.trim().toLowerCase() === 'used' ? 'used' : 'new';

/** `2021 Mazda CX-5 Maxx Sport`: the car as a dealer names it; empty without one. */
export function vehicleTitle(vehicle: LeadViewVehicle | null | undefined): string {
  if (!vehicle) return '';
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.badge]
    .filter((part) => part !== null && part !== undefined && String(part).trim() !== '')
    .join(' ');
}

export const hasVehicle = (vehicle: LeadViewVehicle | null | undefined): vehicle is LeadViewVehicle =>
  vehicleTitle(vehicle) !== '' || Boolean(vehicle?.stockNumber || vehicle?.vin);

/**
 * The facts about a lead a dealer acts on, beyond name, contact and message, as labelled lines in a
 * fixed order. Empty facts are left out. The email lists them; the ADF carries them in comments
 * (ADF 1.0 has no element for a category, a rego or a preferred time).
 */
export function leadDetailLines(lead: LeadView): { label: string; value: string }[] {
  const money = (amount: number) =>
    new Intl.NumberFormat('en', { style: 'currency', currency: lead.currency, maximumFractionDigits: 0 }).format(amount);
  const vehicle = lead.vehicle;
  const lines: [string, string | null | undefined][] = [
    ['Category', lead.subcategory ? `${lead.category} (${lead.subcategory})` : lead.category],
    ['Car', vehicleTitle(vehicle) || null],
    ['Condition', hasVehicle(vehicle) ? (vehicle.carType ?? null) : null],
    ['Stock number', vehicle?.stockNumber],
    ['VIN', vehicle?.vin],
    ['Price', typeof vehicle?.price === 'number' ? money(vehicle.price) : null],
    ['Offer', lead.offerTitle],
    ['Location', lead.locationName],
    ['Preferred date', lead.preferredDate],
    ['Preferred time', lead.preferredTime],
    ['Budget', typeof lead.vehiclePriceBudget === 'number' ? money(lead.vehiclePriceBudget) : null],
    ['Services', lead.additionalServices?.length ? lead.additionalServices.join(', ') : null],
    ['Part', lead.parts?.part],
    ['Part for', [lead.parts?.make, lead.parts?.model].filter((v) => v && v.trim()).join(' ') || null],
    ['Rego', lead.rego],
    ['Preferred contact', lead.preferredContactMethod],
    ['Marketing opt-in', typeof lead.optIn === 'boolean' ? (lead.optIn ? 'Yes' : 'No') : null],
    ['Sent from', lead.url],
  ];
  return lines
    .filter((line): line is [string, string] => typeof line[1] === 'string' && line[1].trim() !== '')
    .map(([label, value]) => ({ label, value }));
}

const filled = (part: unknown) => part !== null && part !== undefined && String(part).trim() !== '';

/** `2019 Toyota HiLux SR5`: the trade-in as a dealer names it; empty when the valuation named none. */
export function tradeInVehicleTitle(tradeIn: LeadViewTradeIn | null | undefined): string {
  if (!tradeIn) return '';
  return [tradeIn.year, tradeIn.make, tradeIn.model, tradeIn.variant].filter(filled).join(' ');
}

/** `84,000 km` */
export const kilometres = (km: number) => `${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(km)} km`;

/**
 * The shopper's trade-in as labelled lines in a fixed order, empty facts left out: the email's
 * "Trade-in vehicle" section and the comments of the ADF's trade-in vehicle.
 */
export function tradeInLines(tradeIn: LeadViewTradeIn | null | undefined): { label: string; value: string }[] {
  if (!tradeIn) return [];
  const rego = filled(tradeIn.rego) ? [tradeIn.rego, filled(tradeIn.state) ? `(${tradeIn.state})` : null].filter(filled).join(' ') : null;
  const near = filled(tradeIn.nearestLocationName)
    ? typeof tradeIn.nearestLocationKm === 'number'
      ? `${tradeIn.nearestLocationName} (${kilometres(tradeIn.nearestLocationKm)} away)`
      : tradeIn.nearestLocationName
    : null;
  const lines: [string, string | null | undefined][] = [
    ['Vehicle', tradeInVehicleTitle(tradeIn) || null],
    ['Series', tradeIn.series],
    ['Description', tradeIn.description],
    ['Body', tradeIn.body],
    ['Transmission', tradeIn.transmission],
    ['VIN', tradeIn.vin],
    ['Rego', rego],
    ['Odometer', typeof tradeIn.odometer === 'number' ? kilometres(tradeIn.odometer) : null],
    ['Service history', tradeIn.serviceHistory],
    ['Keys', tradeIn.numberOfKeys],
    ['Condition', tradeIn.condition],
    ['Comments', tradeIn.comments],
    ['Postcode', [tradeIn.postcode, tradeIn.postcodePlace].filter(filled).join(' ') || null],
    ['Nearest location', near],
    ['Photos', typeof tradeIn.photoCount === 'number' ? String(tradeIn.photoCount) : null],
  ];
  return lines
    .filter((line): line is [string, string] => typeof line[1] === 'string' && line[1].trim() !== '')
    .map(([label, value]) => ({ label, value }));
}
