/**
 * Step four of the trade-in wizard as the site's route reads it (pure, tested beside): the body
 * checked with the wizard's own rules, the lead that goes with the valuation, and the CMS's field
 * names turned back into the wizard's.
 */
import {
  EVAL_ID_PATTERN,
  TRADE_IN_SOURCE_PAGES,
  hasFieldErrors,
  kmOf,
  normaliseRego,
  regoStateOf,
  tradeInLeadName,
  validateVehicleDetails,
  validateYourDetails,
  type TradeInSourcePage,
  type TradeInSubmission,
  type YourDetailsField,
} from '@dealer/domain';
import { IDEMPOTENCY_KEY_PATTERN, LEAD_FORM_CATEGORY, type LeadSubmission } from '@dealer/domain/leads';

/** The wizard's final body: the vehicle it looked up, step four's fields, and the lead's plumbing. */
export type UpdateEvalField = YourDetailsField | 'evalid' | 'rego' | 'state' | 'manualEntry' | 'car_id' | 'source_page' | 'idempotency_key';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const CAR_ID = /^\d{1,15}$/;

/** The CMS names trade-in fields by their place in the record (`trade_in.answers.postcode`): the wizard by its own names. */
export function wizardFieldOf(cmsField: string): string {
  if (cmsField === 'Rego') return 'rego';
  if (cmsField === 'message') return 'comments';
  if (cmsField === 'trade_in.eval_id') return 'evalid';
  if (cmsField === 'trade_in.description') return 'manualEntry';
  return cmsField.replace(/^trade_in\.(answers\.|vehicle\.)?/, '');
}

export interface CheckedFinalStep {
  tradeIn: Omit<TradeInSubmission, 'vehicle'>;
  contact: { name: string; lastName: string; email: string; phone: string };
  carId?: string;
  termsAccepted?: boolean;
  idempotencyKey: string;
}

/** Step four's fields with the wizard's own texts, plus what the wizard carries from the earlier steps. */
export function checkFinalStep(body: Record<string, unknown>): { input: CheckedFinalStep } | { errors: Record<string, string> } {
  const values = Object.fromEntries(
    ['postcode', 'odometer', 'service_history', 'number_of_keys', 'car_condition', 'comments', 'name', 'last_name', 'phone', 'email'].map(
      (field) => [field, text(body[field])],
    ),
  ) as Record<YourDetailsField, string>;
  const errors: Record<string, string> = { ...(validateYourDetails(values) as Record<string, string>) };
  const vehicleErrors = validateVehicleDetails({ rego: text(body.rego), state: text(body.state) });
  Object.assign(errors, vehicleErrors);
  const evalId = text(body.evalid);
  if (!EVAL_ID_PATTERN.test(evalId)) errors.evalid = 'Look the vehicle up again: its valuation id is missing.';
  const idempotencyKey = text(body.idempotency_key);
  if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) errors.idempotency_key = 'Idempotency key must be 8 to 100 letters, digits, - or _';
  const carId = text(body.car_id);
  if (carId && !CAR_ID.test(carId)) errors.car_id = 'This car is no longer available';
  const sourcePage = TRADE_IN_SOURCE_PAGES.find((page) => page === body.source_page);
  if (!sourcePage) errors.source_page = `The page must be one of ${TRADE_IN_SOURCE_PAGES.join(', ')}`;
  if (hasFieldErrors(errors)) return { errors };
  const description = text(body.manualEntry);
  return {
    input: {
      tradeIn: {
        eval_id: evalId,
        rego: normaliseRego(text(body.rego)),
        state: regoStateOf(text(body.state))!,
        ...(description ? { description } : {}),
        answers: {
          postcode: values.postcode,
          odometer: kmOf(values.odometer)!,
          service_history: values.service_history as TradeInSubmission['answers']['service_history'],
          number_of_keys: values.number_of_keys as TradeInSubmission['answers']['number_of_keys'],
          car_condition: values.car_condition as TradeInSubmission['answers']['car_condition'],
          comments: values.comments,
        },
        last_name: values.last_name,
        source_page: sourcePage as TradeInSourcePage,
      },
      contact: { name: values.name, lastName: values.last_name, email: values.email, phone: values.phone },
      ...(carId ? { carId } : {}),
      ...(body.terms_accepted === true ? { termsAccepted: true } : {}),
      idempotencyKey,
    },
  };
}

/** The lead that goes with the valuation: Trade-In Enquiry, the comments as its message, the rego. */
export function tradeInLead({ tradeIn, contact, carId, termsAccepted, idempotencyKey }: CheckedFinalStep): LeadSubmission {
  return {
    form: 'trade-in',
    idempotency_key: idempotencyKey,
    name: tradeInLeadName(contact.name, contact.lastName),
    email: contact.email,
    phone: contact.phone,
    message: tradeIn.answers.comments,
    category: LEAD_FORM_CATEGORY['trade-in'].category,
    preferred_contact_method: 'Phone',
    opt_in: true,
    Rego: tradeIn.rego,
    ...(carId ? { car_id: carId } : {}),
    // The CMS asks for it where the tenant shows the terms notice (the lead forms' rule).
    ...(termsAccepted ? { terms_accepted: true } : {}),
  };
}
