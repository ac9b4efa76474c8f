/**
 * The first valuation flow (spec §3 "Trade-in valuation (first flow)", §4 expiry label, §7 "submit
 * adjustmentAnswers with id; submit rego and regoState; accept an offer with lead_id", §9 trade-in
 * FAQ): the shopper's vehicle is looked up as in the wizard, they answer the adjustment questions and
 * the odometer, give their details, see an offer with its expiry and may accept it (event 18).
 * The spec shows neither the questions nor the calls' paths: both are ours, decided here.
 */
import type { TradeInVehicleRecord } from './evalExpertResponse';
import { TRADE_IN_VALIDATION_TEXTS } from './tradeInValidation';
import { parseCalendarDate } from '../finance/offerValidity';

export * from './instantOfferSteps';

export interface AdjustmentQuestion {
  id: string;
  question: string;
  answers: readonly { id: string; label: string }[];
}

/** A question with what the sample valuation service takes off for each answer. */
export interface PricedAdjustmentQuestion {
  id: string;
  question: string;
  answers: readonly { id: string; label: string; deduction: number }[];
}

/** An answer as sent with the valuation's id (spec §7 "adjustmentAnswers with id"). */
export interface AdjustmentAnswer {
  id: string;
  answer: string;
}

/**
 * The questions a dealer's buyer asks before pricing a car unseen. Each answer carries what the
 * sample valuation service takes off the price for it (a share of the value); a real provider
 * prices them itself.
 */
export const ADJUSTMENT_QUESTIONS = [
  {
    id: 'accident-history',
    question: 'Has the vehicle been in an accident or had panel repairs?',
    answers: [
      { id: 'none', label: 'No', deduction: 0 },
      { id: 'minor', label: 'Yes, minor repairs', deduction: 0.05 },
      { id: 'major', label: 'Yes, major repairs', deduction: 0.2 },
    ],
  },
  {
    id: 'warning-lights',
    question: 'Are any warning lights on in the dashboard?',
    answers: [
      { id: 'no', label: 'No', deduction: 0 },
      { id: 'yes', label: 'Yes', deduction: 0.1 },
    ],
  },
  {
    id: 'body-condition',
    question: 'How are the paint and body?',
    answers: [
      { id: 'clean', label: 'No marks', deduction: 0 },
      { id: 'light', label: 'A few scratches or small dents', deduction: 0.03 },
      { id: 'heavy', label: 'Large dents, rust or damaged paint', deduction: 0.12 },
    ],
  },
  {
    id: 'tyres',
    question: 'How are the tyres?',
    answers: [
      { id: 'good', label: 'Plenty of tread left', deduction: 0 },
      { id: 'worn', label: 'Due for replacement', deduction: 0.03 },
    ],
  },
  {
    id: 'service-history',
    question: 'Does the vehicle have a service history?',
    answers: [
      { id: 'full', label: 'Full service history', deduction: 0 },
      { id: 'partial', label: 'Partial service history', deduction: 0.04 },
      { id: 'none', label: 'No service history', deduction: 0.08 },
    ],
  },
] as const satisfies readonly PricedAdjustmentQuestion[];

/** Spec §3 "finance (Yes/No)": ours is the question a dealer asks a shopper selling a car. */
export const FINANCE_QUESTION = 'Would you like finance on your next vehicle?';

/** The eligibility rule of the trade-in FAQ (spec §9): no online estimate over 7 years or 100,000 km. */
export interface OnlineEstimateRule {
  /** 7 by default; some tenants say 10. */
  maxAgeYears: number;
  maxKm: number;
}
export const DEFAULT_ONLINE_ESTIMATE_RULE: OnlineEstimateRule = { maxAgeYears: 7, maxKm: 100_000 };

/** The leads of the first flow: both Trade-In Enquiry; the acceptance carries event 18 (spec §9). */
export const INSTANT_OFFER_SUBCATEGORIES = { offer: 'Instant Offer', accepted: 'Offer Accepted' } as const;

export const INSTANT_OFFER_TEXTS = {
  acceptOffer: 'Accept offer',
  accepted: 'Offer accepted. Our buying team will call you to arrange an inspection and payment.',
  expired: 'This offer has expired. Please get a new valuation.',
  detailsSent: 'Your details are with our buying team and they will be in touch shortly.',
  offerNote: 'Subject to an inspection confirming your answers.',
} as const;

/** `We can’t give an online estimate for vehicles over 7 years old or with more than 100,000 km.` */
export const noOnlineEstimateText = (rule: OnlineEstimateRule): string =>
  `We can’t give an online estimate for vehicles over ${rule.maxAgeYears} years old or with more than ${rule.maxKm.toLocaleString('en-AU')} km.`;

/**
 * The FAQ's rule: a vehicle older than `maxAgeYears` (by model year, against the dealer's calendar
 * year) or with more than `maxKm` gets no online estimate. An unknown year is not judged old.
 */
export function onlineEstimateAllowed(
  { year, km }: { year: number | null; km: number },
  today: string,
  rule: OnlineEstimateRule = DEFAULT_ONLINE_ESTIMATE_RULE,
): boolean {
  const thisYear = Number(today.slice(0, 4));
  if (km > rule.maxKm) return false;
  return year === null || thisYear - year <= rule.maxAgeYears;
}

/** A tenant's rule, with the FAQ's defaults for what it leaves empty or sets out of range. */
export function onlineEstimateRuleOf(settings: { maxAgeYears?: number | null; maxKm?: number | null }): OnlineEstimateRule {
  const age = settings.maxAgeYears;
  const km = settings.maxKm;
  return {
    maxAgeYears: typeof age === 'number' && Number.isInteger(age) && age >= 1 && age <= 50 ? age : DEFAULT_ONLINE_ESTIMATE_RULE.maxAgeYears,
    maxKm: typeof km === 'number' && Number.isInteger(km) && km >= 1000 && km <= 999_999 ? km : DEFAULT_ONLINE_ESTIMATE_RULE.maxKm,
  };
}

export type AdjustmentErrors = Record<string, string>;

/** The form field of a question (`adjustment.accident-history`), used for its error too. */
export const adjustmentField = (questionId: string): string => `adjustment.${questionId}`;

/**
 * Checks the shopper's answers against the questions: each question needs one of its answers
 * (missing: required; another: not in the list). Answers to questions not asked are dropped, and a
 * question answered twice keeps the last. Errors are keyed by `adjustmentField(id)`.
 */
export function readAdjustmentAnswers(
  raw: unknown,
  questions: readonly AdjustmentQuestion[] = ADJUSTMENT_QUESTIONS,
): { answers: AdjustmentAnswer[]; errors: AdjustmentErrors } {
  const given = new Map<string, string>();
  const errors: AdjustmentErrors = {};
  if (Array.isArray(raw)) {
    for (const item of raw) {
      if (typeof item !== 'object' || item === null) continue;
      const { id, answer } = item as Record<string, unknown>;
      if (typeof id === 'string' && typeof answer === 'string') given.set(id, answer);
    }
  }
  const answers: AdjustmentAnswer[] = [];
  for (const question of questions) {
    const answer = given.get(question.id);
    if (!answer) errors[adjustmentField(question.id)] = TRADE_IN_VALIDATION_TEXTS.required;
    else if (!question.answers.some((a) => a.id === answer)) errors[adjustmentField(question.id)] = TRADE_IN_VALIDATION_TEXTS.notInList;
    else answers.push({ id: question.id, answer });
  }
  return { answers, errors };
}

/** An answer as staff read it: the question and the answer's words. */
export function describeAdjustmentAnswers(
  answers: readonly AdjustmentAnswer[],
  questions: readonly AdjustmentQuestion[] = ADJUSTMENT_QUESTIONS,
): { question: string; answer: string }[] {
  return answers.flatMap(({ id, answer }) => {
    const question = questions.find((q) => q.id === id);
    const label = question?.answers.find((a) => a.id === answer)?.label;
    return question && label ? [{ question: question.question, answer: label }] : [];
  });
}

/**
 * The sample valuation service's price (the embedded provider; a real one prices itself): the
 * vehicle's value when new loses 15% a year of age (at most 15 years), 6 cents a kilometre, then
 * each answer's share; never under $500, rounded down to $50.
 */
export function sampleOfferAmount(input: {
  newValue: number;
  year: number;
  km: number;
  answers: readonly AdjustmentAnswer[];
  today: string;
}): number {
  const age = Math.min(15, Math.max(0, Number(input.today.slice(0, 4)) - input.year));
  const deduction = input.answers.reduce((sum, { id, answer }) => {
    const question = ADJUSTMENT_QUESTIONS.find((q) => q.id === id);
    const found = question?.answers.find((a) => a.id === answer);
    return sum + (found ? found.deduction : 0);
  }, 0);
  const value = (input.newValue * Math.pow(0.85, age) - input.km * 0.06) * Math.max(0, 1 - deduction);
  return Math.max(500, Math.floor(value / 50) * 50);
}

/** The provider's offer: a whole-dollar amount and the last day it stands (`YYYY-MM-DD`). */
export interface InstantOffer {
  amount: number;
  expiresOn: string;
}

/** Reads the provider's offer answer (`{ offer: { amount, expires } }`, a list's first item too); null when unreadable. */
export function readInstantOffer(raw: unknown): InstantOffer | null {
  const item = Array.isArray(raw) ? raw[0] : raw;
  if (typeof item !== 'object' || item === null) return null;
  const offer = (item as Record<string, unknown>).offer ?? item;
  if (typeof offer !== 'object' || offer === null) return null;
  const { amount, expires, expiresOn } = offer as Record<string, unknown>;
  const value = typeof amount === 'string' ? Number(amount.replace(/[$,\s]/g, '')) : amount;
  const date = (typeof expires === 'string' ? expires : typeof expiresOn === 'string' ? expiresOn : '').trim();
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.round(value) <= 0 || value > 10_000_000) return null;
  // A date, or a date-time whose date is the offer's last day; a date that is not on the calendar is no expiry.
  const day = /^(\d{4}-\d{2}-\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?$/.exec(date)?.[1];
  if (!day) return null;
  try {
    parseCalendarDate(day);
  } catch {
    return null;
  }
  return { amount: Math.round(value), expiresOn: day };
}

/** `$18,450`: whole dollars with thousands separators, as prices are shown (spec §4). */
export const formatOfferAmount = (amount: number): string => `$${Math.round(amount).toLocaleString('en-AU')}`;

/** The first flow's trade-in record as the site hands it to the CMS beside its lead. */
export interface InstantOfferSubmission {
  flow: 'instant-offer';
  eval_id: string;
  rego: string;
  state: string;
  description?: string;
  vehicle: TradeInVehicleRecord;
  kms: number;
  adjustment_answers: AdjustmentAnswer[];
  finance: 'Yes' | 'No';
  /** Null when the FAQ's rule allows no online estimate: the buying team calls instead. */
  offer: InstantOffer | null;
  /** `/sell-my-car`, or the buy-online journey's trade-in step (a valuation against the car being bought). */
  source_page: 'sell-my-car' | 'cars/trade-in';
}
