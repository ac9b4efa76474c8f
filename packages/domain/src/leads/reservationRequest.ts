/**
 * What the checkout form sends to reserve a car (issue 38): the car and the shopper's contact
 * details, checked by the site's route and again by the CMS with this one schema.
 */
import * as yup from 'yup';
import { contactFields, leadFieldErrors, type LeadFieldError } from './leadSchema';

export const CAR_SLUG_MAX = 200;

export const reservationRequestSchema = () =>
  yup
    .object({
      car_slug: yup
        .string()
        .typeError('Car must be text')
        .matches(/^[a-z0-9-]+$/, 'Car must be a car of this site')
        .max(CAR_SLUG_MAX, 'Car must be a car of this site')
        .required('Car is required'),
      ...contactFields(),
    })
    .noUnknown();

export interface ReservationRequest {
  car_slug: string;
  idempotency_key: string;
  name: string;
  email: string;
  phone: string;
}

export type ReservationRequestValidation = { ok: true; value: ReservationRequest } | { ok: false; errors: LeadFieldError[] };

/** Every faulty field at once, each with its message; unknown fields are refused by name. */
export async function validateReservationRequest(body: unknown): Promise<ReservationRequestValidation> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: [{ field: 'body', message: 'The body must be a JSON object' }] };
  }
  const schema = reservationRequestSchema();
  const unknown = Object.keys(body).filter((key) => !Object.hasOwn(schema.fields, key));
  if (unknown.length > 0) return { ok: false, errors: unknown.map((field) => ({ field, message: `Unknown field: ${field}` })) };
  try {
    return { ok: true, value: (await schema.validate(body, { abortEarly: false })) as ReservationRequest };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return { ok: false, errors: leadFieldErrors(error) };
  }
}
