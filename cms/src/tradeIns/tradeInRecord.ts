/**
 * The `trade-ins` document a trade-in submission becomes (issue 13): the shopper's valuation as the
 * provider recorded it, step four's answers (or the instant offer's answers and offer), where the
 * shopper is, and who they are (copied from the lead for the admin's list).
 */
import { describeAdjustmentAnswers, normaliseRego, type InstantOfferSubmission, type TradeInSubmission } from '@dealer/domain';
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
  const { answers } = submission;
  return {
    tenant: tenantId,
    flow: 'wizard',
    eval_id: submission.eval_id,
    rego: submission.rego,
    state: submission.state,
    description: submission.description ?? null,
    vehicle: vehicleDataOf(submission.vehicle),
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
    car: carIdOf(lead.car),
  };
}

const carIdOf = (car: number | { id: number } | null | undefined) => (typeof car === 'object' && car !== null ? car.id : (car ?? null));

/**
 * The instant offer's trade-in: the provider's record, the odometer, the adjustment answers (their
 * ids, and the words staff read), finance, and the offer (none when the FAQ's rule gave no online
 * estimate). No postcode: the lead's own location decides where it goes, as for any lead.
 */
export function instantOfferDataOf(
  submission: InstantOfferSubmission,
  tenantId: number,
  lead: { name: string; email?: string | null; phone?: string | null; car?: number | { id: number } | null },
): TradeInData {
  return {
    tenant: tenantId,
    flow: 'instant-offer',
    eval_id: submission.eval_id,
    rego: submission.rego,
    // Checked against REGO_STATES by checkInstantOfferSubmission.
    state: submission.state as TradeInData['state'],
    description: submission.description ?? null,
    vehicle: vehicleDataOf(submission.vehicle),
    answers: {},
    kms: submission.kms,
    adjustment_answers: submission.adjustment_answers.map((answer) => {
      const [words] = describeAdjustmentAnswers([answer]);
      return { question_id: answer.id, answer_id: answer.answer, question: words?.question ?? null, answer: words?.answer ?? null };
    }),
    finance: submission.finance,
    offer: submission.offer
      ? { amount: submission.offer.amount, expires_on: submission.offer.expiresOn, accepted_at: null, acceptance_lead: null }
      : {},
    name: lead.name,
    last_name: null,
    email: lead.email ?? null,
    phone: lead.phone ?? null,
    nearest_location: null,
    nearest_location_km: null,
    postcode_place: null,
    source_page: submission.source_page,
    car: carIdOf(lead.car),
  };
}

function vehicleDataOf(vehicle: TradeInSubmission['vehicle']): TradeInData['vehicle'] {
  return {
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
  };
}
