/**
 * The first valuation flow (the instant offer on `/sell-my-car`) as the site's route reads it (pure,
 * tested beside): the body checked with the domain's rules (spec §3 "Trade-in valuation (first
 * flow)": rego, regoState, adjustmentAnswers, kms, name, phone, email, location_id,
 * PreferredContactMethod, finance), the lead that carries it, and the offer's words.
 */
import {
  EVAL_ID_PATTERN,
  INSTANT_OFFER_SUBCATEGORIES,
  INSTANT_OFFER_TEXTS,
  describeAdjustmentAnswers,
  formatLongDate,
  formatOfferAmount,
  hasFieldErrors,
  kmOf,
  noOnlineEstimateText,
  normaliseRego,
  preferredContactMethodOf,
  readAdjustmentAnswers,
  regoStateOf,
  validateValuationRequest,
  type AdjustmentAnswer,
  type FinanceAnswer,
  type InstantOffer,
  type OnlineEstimateRule,
  type RegoState,
} from '@dealer/domain';
import { IDEMPOTENCY_KEY_PATTERN, LEAD_FORM_CATEGORY, type LeadSubmission, type PreferredContactMethod } from '@dealer/domain/leads';

export interface CheckedOfferRequest {
  evalId: string;
  rego: string;
  regoState: RegoState;
  description?: string;
  kms: number;
  adjustmentAnswers: AdjustmentAnswer[];
  contact: { name: string; phone: string; email: string };
  /** The location's slug (the site names locations by slug). */
  locationId: string;
  preferredContactMethod: PreferredContactMethod;
  finance: FinanceAnswer;
  termsAccepted?: boolean;
  idempotencyKey: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The body's fields with the domain's texts, keyed as the form names them (`adjustment.tyres` for a question). */
export function checkOfferRequest(
  body: Record<string, unknown>,
  locationSlugs: readonly string[],
): { input: CheckedOfferRequest } | { errors: Record<string, string> } {
  const values = {
    rego: text(body.rego),
    regoState: text(body.regoState),
    kms: text(body.kms),
    name: text(body.name),
    phone: text(body.phone),
    email: text(body.email),
    location_id: text(body.location_id),
    PreferredContactMethod: text(body.PreferredContactMethod),
    finance: text(body.finance),
  };
  const errors: Record<string, string> = { ...(validateValuationRequest(values, locationSlugs) as Record<string, string>) };
  const adjustments = readAdjustmentAnswers(body.adjustmentAnswers);
  Object.assign(errors, adjustments.errors);
  const evalId = text(body.evalid);
  if (!EVAL_ID_PATTERN.test(evalId)) errors.evalid = 'Look the vehicle up again: its valuation id is missing.';
  const idempotencyKey = text(body.idempotency_key);
  if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) errors.idempotency_key = 'Idempotency key must be 8 to 100 letters, digits, - or _';
  if (hasFieldErrors(errors)) return { errors };
  const description = text(body.manualEntry);
  return {
    input: {
      evalId,
      rego: normaliseRego(values.rego),
      regoState: regoStateOf(values.regoState)!,
      ...(description ? { description } : {}),
      kms: kmOf(values.kms)!,
      adjustmentAnswers: adjustments.answers,
      contact: { name: values.name, phone: values.phone, email: values.email },
      locationId: values.location_id,
      preferredContactMethod: preferredContactMethodOf(values.PreferredContactMethod) ?? 'Phone',
      finance: values.finance as FinanceAnswer,
      ...(body.terms_accepted === true ? { termsAccepted: true } : {}),
      idempotencyKey,
    },
  };
}

/** The lead's message: what the dealer reads first — the offer (or why there is none), the answers, finance. */
export function instantOfferMessage(input: CheckedOfferRequest, offer: InstantOffer | null, rule: OnlineEstimateRule): string {
  const lines = [
    offer
      ? `Instant offer ${formatOfferAmount(offer.amount)}, valid until ${formatLongDate(offer.expiresOn)}.`
      : `${noOnlineEstimateText(rule)} Please arrange an appraisal.`,
    `Odometer: ${input.kms.toLocaleString('en-AU')} km.`,
    ...describeAdjustmentAnswers(input.adjustmentAnswers).map(({ question, answer }) => `${question} ${answer}.`),
    `Finance on the next vehicle: ${input.finance}.`,
  ];
  return lines.join('\n');
}

/** The lead that carries the first flow's trade-in: Trade-In Enquiry / Instant Offer, at the chosen location. */
export function instantOfferLead(input: CheckedOfferRequest, message: string): LeadSubmission {
  return {
    form: 'trade-in',
    idempotency_key: input.idempotencyKey,
    name: input.contact.name,
    email: input.contact.email,
    phone: input.contact.phone,
    message,
    category: LEAD_FORM_CATEGORY['trade-in'].category,
    subcategory: INSTANT_OFFER_SUBCATEGORIES.offer,
    preferred_contact_method: input.preferredContactMethod,
    opt_in: true,
    Rego: input.rego,
    location: input.locationId,
    ...(input.termsAccepted ? { terms_accepted: true } : {}),
  };
}

/** What the shopper is told when there is no online estimate. */
export const noEstimateMessage = (rule: OnlineEstimateRule): string => `${noOnlineEstimateText(rule)} ${INSTANT_OFFER_TEXTS.detailsSent}`;
