/**
 * The `trade-ins` document a trade-in submission becomes (issue 13): the shopper's valuation as the
 * provider recorded it, step four's answers, where the shopper is, and who they are (copied from the
 * lead for the admin's list).
 */
import { normaliseRego, type TradeInSubmission } from '@dealer/domain';
import type { TradeIn } from '../payload-types';

/** What the lead endpoint stores; the lead's id and the title are added when it is written. */
export type TradeInData = Omit<TradeIn, 'id' | 'createdAt' | 'updatedAt' | 'lead' | 'title'>;

/** Where the postcode put the shopper: the nearest visible location, or nothing when the postcode was not found. */
export interface TradeInPlace {
  /** E.g. 'Southport QLD'; null when geocoding found nothing. */
  postcodePlace: string | null;
  nearestLocationId: number | null;
  nearestLocationKm: number | null;
}

/** `2019 Toyota HiLux · QLD1EV00`: the vehicle as a dealer names it, and its rego. */
export function tradeInTitle(
  vehicle: Partial<Pick<NonNullable<TradeIn['vehicle']>, 'year' | 'make' | 'model'>> | null | undefined,
  rego: string,
): string {
  const name = [vehicle?.year, vehicle?.make, vehicle?.model]
    .filter((part) => part !== null && part !== undefined && String(part).trim() !== '')
    .join(' ');
  const plate = normaliseRego(rego);
  return [name || 'Trade-in', plate].filter(Boolean).join(' · ');
}

/** Distances are shown to a dealer; a tenth of a kilometre is plenty. */
const roundKm = (km: number) => Math.round(km * 10) / 10;

/** The trade-in of a lead about to be stored: the submission, the shopper as on the lead, and where they are. */
export function tradeInDataOf(
  submission: TradeInSubmission,
  tenantId: number,
  lead: { name: string; email?: string | null; phone?: string | null; car?: number | { id: number } | null },
  place: TradeInPlace,
): TradeInData {
  const { vehicle, answers } = submission;
  return {
    tenant: tenantId,
    eval_id: submission.eval_id,
    rego: submission.rego,
    state: submission.state,
    description: submission.description ?? null,
    vehicle: {
      evalId: vehicle.evalId,
      vin: vehicle.vin,
      engineNumber: vehicle.engineNumber,
      registration: vehicle.registration,
      registrationExpiry: vehicle.registrationExpiry,
      km: vehicle.km,
      make: vehicle.make,
      model: vehicle.model,
      series: vehicle.series,
      variant: vehicle.variant,
      year: vehicle.year,
      transmission: vehicle.transmission,
      redbookCode: vehicle.redbookCode,
      body: vehicle.body,
      cylinders: vehicle.cylinders,
      complianceMonth: vehicle.complianceMonth,
      complianceYear: vehicle.complianceYear,
      buildMonth: vehicle.buildMonth,
      buildYear: vehicle.buildYear,
    },
    answers: {
      postcode: answers.postcode,
      odometer: answers.odometer,
      service_history: answers.service_history,
      number_of_keys: answers.number_of_keys,
      car_condition: answers.car_condition,
      comments: answers.comments || null,
    },
    name: lead.name,
    last_name: submission.last_name,
    email: lead.email ?? null,
    phone: lead.phone ?? null,
    nearest_location: place.nearestLocationId,
    nearest_location_km: place.nearestLocationKm === null ? null : roundKm(place.nearestLocationKm),
    postcode_place: place.postcodePlace,
    source_page: submission.source_page,
    car: typeof lead.car === 'object' && lead.car !== null ? lead.car.id : (lead.car ?? null),
  };
}
