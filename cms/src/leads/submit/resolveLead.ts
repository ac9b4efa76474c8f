import type { Payload, Where } from 'payload';
import { leadEventId, type LeadFieldError, type LeadSubmission } from '@dealer/domain/leads';
import { listedCarsWhere } from '../../access/cars';
import type { Car, Dealership, Lead, Location, Offer } from '../../payload-types';
import type { TenantLeadContext } from './tenantFacts';

/** A lead ready to store: the validated submission resolved to this tenant's documents. */
export type LeadData = Omit<Lead, 'id' | 'createdAt' | 'updatedAt' | 'deliveries' | 'delivery_status'>;

export type Resolution = { ok: true; data: LeadData; dealership: Dealership | null } | { ok: false; errors: LeadFieldError[] };

/** Postgres ids: the wire carries them as text (LeadSubmission), anything else is no document of ours. */
const numericId = (value: string | undefined) => (value && /^\d{1,15}$/.test(value) ? Number(value) : undefined);

/** The fields of a car a lead keeps (its snapshot, event id, dealership and location). */
const LEAD_CAR_FIELDS = {
  dealership: true,
  location: true,
  stocknum: true,
  vin: true,
  year: true,
  make: true,
  model: true,
  badge: true,
  car_type: true,
  status: true,
  price: true,
  tag: true,
} as const;

/** A car and what a lead keeps of it: the whole car document is large (photos, features, finance), and a lead needs a dozen fields. */
type LeadCar = Pick<Car, 'id' | keyof typeof LEAD_CAR_FIELDS>;

/** The car as it was when the shopper asked (it may be sold or edited since): every lead about a car keeps it. */
export const leadVehicleOf = (car: Omit<LeadCar, 'id' | 'dealership' | 'location' | 'tag'>): NonNullable<Lead['vehicle']> => ({
  stock_number: car.stocknum,
  vin: car.vin ?? null,
  year: car.year,
  make: car.make,
  model: car.model,
  badge: car.badge ?? null,
  car_type: car.car_type,
  vehicle_status: car.status,
  price: car.price ?? null,
});

async function findCar(payload: Payload, where: Where): Promise<LeadCar | undefined> {
  const found = await payload.find({ collection: 'cars', where, depth: 0, limit: 1, pagination: false, select: LEAD_CAR_FIELDS });
  return found.docs[0] as LeadCar | undefined;
}

/** A lead keeps only the offer's id. */
async function findOfferId(payload: Payload, where: Where): Promise<Pick<Offer, 'id'> | undefined> {
  const found = await payload.find({ collection: 'offers', where, depth: 0, limit: 1, pagination: false, select: {} });
  return found.docs[0];
}

/**
 * Turns the ids and slugs of a valid submission into this tenant's car, offer, location and
 * dealership. Anything that is not this tenant's (or not shown on its website) is a 400 naming the
 * field, with the same message whether it belongs to another tenant or to nobody: no leak.
 */
export async function resolveLead(
  payload: Payload,
  context: TenantLeadContext,
  lead: LeadSubmission,
  request: { url?: string; userAgent?: string },
  /** A trade-in lead's location: the one nearest the shopper's postcode (used when the lead names no location and no car). */
  { nearestLocation }: { nearestLocation?: Location | null } = {},
): Promise<Resolution> {
  const { tenant } = context;
  const errors: LeadFieldError[] = [];

  let car: LeadCar | undefined;
  if (lead.car_id) {
    const id = numericId(lead.car_id);
    car =
      id === undefined
        ? undefined
        : await findCar(payload, { and: [{ id: { equals: id } }, { tenant: { equals: tenant.id } }, listedCarsWhere()] });
    if (!car) errors.push({ field: 'car_id', message: 'This car is no longer available' });
  }

  let offer: Pick<Offer, 'id'> | undefined;
  if (lead.offer_id) {
    const id = numericId(lead.offer_id);
    offer =
      id === undefined
        ? undefined
        : await findOfferId(payload, {
            and: [{ id: { equals: id } }, { tenant: { equals: tenant.id } }, { _status: { equals: 'published' } }],
          });
    if (!offer) errors.push({ field: 'offer_id', message: 'This offer is no longer available' });
  }

  let location: Location | undefined;
  if (lead.location) {
    location = context.locations.find((candidate) => candidate.slug === lead.location);
    if (!location) errors.push({ field: 'location', message: 'Choose a location from the list' });
  }

  let chosenDealership: Dealership | undefined;
  if (lead.dealership_slug) {
    chosenDealership = context.dealerships.find((candidate) => candidate.slug === lead.dealership_slug);
    if (!chosenDealership) errors.push({ field: 'dealership_slug', message: 'Choose a dealership from the list' });
  }
  if (errors.length > 0) return { ok: false, errors };
  // A car's own location and dealership come first; otherwise the nearest location decides both.
  if (!location && !car && nearestLocation) location = nearestLocation;

  const idOf = (value: unknown) =>
    value && typeof value === 'object' ? (value as { id: number }).id : (value as number | null | undefined);
  const byId = (id: number | null | undefined) => (id == null ? undefined : context.dealerships.find((candidate) => candidate.id === id));
  // The car's dealership, else the one chosen, else the location's, else the tenant's only one.
  const dealership =
    byId(idOf(car?.dealership)) ??
    chosenDealership ??
    byId(idOf(location?.dealership)) ??
    (context.dealerships.length === 1 ? context.dealerships[0] : undefined) ??
    null;

  const data: LeadData = {
    tenant: tenant.id,
    form: lead.form,
    category: lead.category as Lead['category'],
    subcategory: lead.subcategory || null,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message || null,
    preferred_contact_method: lead.preferred_contact_method,
    opt_in: lead.opt_in,
    terms_accepted: lead.terms_accepted ?? false,
    rego: lead.Rego || null,
    dealership: dealership?.id ?? null,
    location: location?.id ?? idOf(car?.location) ?? null,
    car: car?.id ?? null,
    offer: offer?.id ?? null,
    vehicle: car ? leadVehicleOf(car) : {},
    preferred_date: lead.preferred_date || null,
    preferred_time: lead.preferred_time || null,
    vehicle_price_budget: lead.vehiclePriceBudget ?? null,
    additional_services: (lead.additional_services ?? []) as Lead['additional_services'],
    parts: lead.form === 'parts' ? { make: lead.parts_make, model: lead.parts_model, part: lead.part } : {},
    page_id: lead.page_id || null,
    event_id: leadEventId({ form: lead.form, carType: car?.car_type, carTag: car?.tag }),
    source: 'Website',
    url: request.url ?? null,
    user_agent: request.userAgent ?? null,
    lead_attributes: (lead.lead_attributes as unknown as Lead['lead_attributes']) ?? null,
    idempotency_key: lead.idempotency_key,
  };
  return { ok: true, data, dealership };
}
