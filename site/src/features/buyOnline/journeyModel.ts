/**
 * The buy-online journey's page model (issue 38; spec §2 `/checkout-journey?car_id=`): which step
 * a shopper sees, what a step's form sends to the CMS, and the deal as the CMS answers it. The
 * rules (step order, the deal sheet's figures, the guarantee) are the domain's and the CMS's; this
 * only reads forms and picks the panel.
 */
import { BUY_ONLINE_STEPS, stepOpen, type BuyOnlineStep, type DealProgress, type DealSheet } from '@dealer/domain';

/** The deal as `POST /api/deals/*` answers it (cms/src/deals/dealService.ts `dealView`). */
export interface JourneyDeal {
  id: number;
  state: 'in-progress' | 'requested' | 'accepted' | 'declined';
  car_slug: string;
  title: string;
  progress: DealProgress;
  next_step: BuyOnlineStep | null;
  trade_in: { description: string | null; amount: number | null; expires_on: string | null } | null;
  finance: {
    cash: boolean;
    cash_deposit: number | null;
    term_months: number | null;
    balloon: number | null;
    rate_percent: number | null;
    credit_application: boolean;
  } | null;
  delivery: { method: 'pickup' | 'delivery'; location: number | null; date: string; address: string | null } | null;
  profile_valuation: { description: string; amount: number; expires_on: string | null } | null;
  deposit_reservation: number | null;
  guarantee_covered: boolean | null;
  sheet: DealSheet | null;
}

/** The steps a shopper posts; the deposit is paid on the reserve page, the agreement requested last. */
export const POSTED_STEPS = ['car', 'trade-in', 'finance', 'delivery', 'agreement'] as const;
export type PostedStep = (typeof POSTED_STEPS)[number];

/**
 * The step shown: the one asked for (`?step=`, going back to change a decision) while the deal is
 * open and that step may be opened, else where the shopper resumes. A requested deal shows its
 * agreement (the deal sheet).
 */
export function shownStep(deal: Pick<JourneyDeal, 'state' | 'progress' | 'next_step'>, asked: unknown): BuyOnlineStep {
  if (deal.state !== 'in-progress') return 'agreement';
  const wanted = BUY_ONLINE_STEPS.find((step) => step === asked);
  if (wanted && wanted !== 'agreement' && stepOpen(wanted, deal.progress)) return wanted;
  return deal.next_step ?? 'agreement';
}

export type StepForm =
  | { kind: 'step'; step: Exclude<PostedStep, 'agreement'>; data: Record<string, unknown> }
  | { kind: 'agreement' }
  | { kind: 'invalid'; step: PostedStep | null; errors: Record<string, string> };

/** Whole dollars as typed: `$5,000`, `5000`, or empty for 0 (when `emptyIsZero`). */
export function wholeDollars(value: string | null, emptyIsZero: boolean): number | null {
  const text = (value ?? '').replace(/[\s$,]/g, '');
  if (text === '') return emptyIsZero ? 0 : null;
  return /^\d{1,8}$/.test(text) ? Number(text) : null;
}

const MONEY_ERROR = 'Enter whole dollars, e.g. 5000';

/** What one step's form sends to the CMS (`POST /api/deals/step`), or why it cannot be sent. */
export function stepFormOf(form: URLSearchParams): StepForm {
  const step = POSTED_STEPS.find((name) => name === form.get('step')) ?? null;
  if (step === null) return { kind: 'invalid', step: null, errors: { step: 'This form is not a step of the journey.' } };
  if (step === 'agreement') return { kind: 'agreement' };
  if (step === 'car') return { kind: 'step', step, data: {} };
  if (step === 'trade-in') {
    const choice = form.get('trade_in');
    if (choice === 'none') return { kind: 'step', step, data: { none: true } };
    if (choice === 'profile') return { kind: 'step', step, data: { profile: true } };
    const id = Number(form.get('trade_in_id'));
    const token = form.get('offer_token');
    if (choice === 'offer' && Number.isInteger(id) && id > 0 && token)
      return { kind: 'step', step, data: { trade_in_id: id, offer_token: token } };
    return { kind: 'invalid', step, errors: { trade_in: 'Choose your offer or no trade-in.' } };
  }
  if (step === 'finance') {
    const choice = form.get('finance');
    if (choice === 'cash') return { kind: 'step', step, data: { cash: true } };
    if (choice !== 'loan') return { kind: 'invalid', step, errors: { finance: 'Choose finance or paying without finance.' } };
    const errors: Record<string, string> = {};
    const cashDeposit = wholeDollars(form.get('cash_deposit'), true);
    const balloon = wholeDollars(form.get('balloon'), true);
    const term = Number(form.get('term_months'));
    if (cashDeposit === null) errors.cash_deposit = MONEY_ERROR;
    if (balloon === null) errors.balloon = MONEY_ERROR;
    if (!Number.isInteger(term)) errors.term_months = 'Choose a term.';
    const apply = form.get('credit_application') === 'yes';
    if (Object.keys(errors).length > 0) return { kind: 'invalid', step, errors };
    return {
      kind: 'step',
      step,
      data: {
        cash_deposit: cashDeposit,
        term_months: term,
        balloon,
        credit_application: apply,
        ...(apply ? { consent: form.get('consent') === 'yes', name: form.get('name') ?? '', email: form.get('email') ?? '' } : {}),
      },
    };
  }
  const method = form.get('method');
  return {
    kind: 'step',
    step,
    data: {
      method,
      date: form.get('date') ?? '',
      ...(method === 'pickup' ? { location: form.get('location') ?? '' } : { address: form.get('address') ?? '' }),
    },
  };
}

/** The CMS's refusal of a step as the form shows it: the field's message under the field, else at the top. */
export function stepErrorsOf(answer: { status: number; body: Record<string, unknown> }): Record<string, string> {
  const list = Array.isArray(answer.body.errors) ? (answer.body.errors as { field?: unknown; message?: unknown }[]) : [];
  const errors: Record<string, string> = {};
  for (const { field, message } of list) {
    if (typeof field === 'string' && typeof message === 'string') errors[field === 'trade_in_id' ? 'trade_in' : field] ??= message;
  }
  if (Object.keys(errors).length === 0)
    errors.form = typeof answer.body.error === 'string' ? answer.body.error : 'Something went wrong. Please try again.';
  return errors;
}
