import type { DealProgress } from '@dealer/domain';
import { shownStep, stepErrorsOf, stepFormOf, wholeDollars } from './journeyModel';

const progress = (done: number): DealProgress => {
  const flags = [true, true, true, true, true, true].map((_, i) => i < done);
  return {
    carConfirmed: flags[0]!,
    tradeInDecided: flags[1]!,
    financeDecided: flags[2]!,
    deliveryChosen: flags[3]!,
    depositPaid: flags[4]!,
    agreementRequested: flags[5]!,
  };
};

describe('shownStep', () => {
  it('resumes where the shopper left off', () => {
    expect(shownStep({ state: 'in-progress', progress: progress(2), next_step: 'finance' }, undefined)).toBe('finance');
  });
  it('goes back to a done step when asked, never ahead of the next one', () => {
    const deal = { state: 'in-progress' as const, progress: progress(2), next_step: 'finance' as const };
    expect(shownStep(deal, 'car')).toBe('car');
    expect(shownStep(deal, 'delivery')).toBe('finance');
    expect(shownStep(deal, 'agreement')).toBe('finance');
    expect(shownStep(deal, 'nonsense')).toBe('finance');
  });
  it('shows the agreement (the deal sheet) once requested, whatever is asked', () => {
    expect(shownStep({ state: 'requested', progress: progress(6), next_step: null }, 'car')).toBe('agreement');
  });
});

describe('wholeDollars', () => {
  it.each([
    ['5000', 5000],
    ['$5,000', 5000],
    [' 12 000 ', 12000],
  ])('%s is %d', (typed, expected) => expect(wholeDollars(typed, false)).toBe(expected));
  it('empty is 0 only where that is allowed; cents and words are not whole dollars', () => {
    expect(wholeDollars('', true)).toBe(0);
    expect(wholeDollars('', false)).toBeNull();
    expect(wholeDollars('5000.50', true)).toBeNull();
    expect(wholeDollars('lots', true)).toBeNull();
  });
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('stepFormOf: what each step’s form sends to the CMS', () => {
  it('refuses a form that is no step', () => {
    expect(stepFormOf(form({ step: 'deposit' }))).toMatchObject({ kind: 'invalid', step: null });
  });
  it('the car and the agreement carry nothing else', () => {
    expect(stepFormOf(form({ step: 'car' }))).toEqual({ kind: 'step', step: 'car', data: {} });
    expect(stepFormOf(form({ step: 'agreement' }))).toEqual({ kind: 'agreement' });
  });
  it('the trade-in: none, the profile’s offer, or an offer by its token', () => {
    expect(stepFormOf(form({ step: 'trade-in', trade_in: 'none' }))).toMatchObject({ data: { none: true } });
    expect(stepFormOf(form({ step: 'trade-in', trade_in: 'profile' }))).toMatchObject({ data: { profile: true } });
    expect(stepFormOf(form({ step: 'trade-in', trade_in: 'offer', trade_in_id: '12', offer_token: 'abc' }))).toMatchObject({
      data: { trade_in_id: 12, offer_token: 'abc' },
    });
    expect(stepFormOf(form({ step: 'trade-in', trade_in: 'offer', trade_in_id: 'x', offer_token: 'abc' }))).toEqual({
      kind: 'invalid',
      step: 'trade-in',
      errors: { trade_in: 'Choose your offer or no trade-in.' },
    });
  });
  it('finance: the structure in whole dollars, the application only with what it needs', () => {
    expect(stepFormOf(form({ step: 'finance', finance: 'loan', cash_deposit: '$2,000', term_months: '48', balloon: '' }))).toEqual({
      kind: 'step',
      step: 'finance',
      data: { cash_deposit: 2000, term_months: 48, balloon: 0, credit_application: false },
    });
    expect(
      stepFormOf(
        form({
          step: 'finance',
          finance: 'loan',
          cash_deposit: '0',
          term_months: '60',
          balloon: '0',
          credit_application: 'yes',
          consent: 'yes',
          name: 'Jo',
          email: 'jo@x.test',
        }),
      ),
    ).toMatchObject({ data: { credit_application: true, consent: true, name: 'Jo', email: 'jo@x.test' } });
    expect(stepFormOf(form({ step: 'finance', finance: 'loan', cash_deposit: 'lots', term_months: '60', balloon: '1.5' }))).toEqual({
      kind: 'invalid',
      step: 'finance',
      errors: { cash_deposit: 'Enter whole dollars, e.g. 5000', balloon: 'Enter whole dollars, e.g. 5000' },
    });
    expect(stepFormOf(form({ step: 'finance', finance: 'cash', cash_deposit: 'ignored' }))).toMatchObject({ data: { cash: true } });
  });
  it('delivery: the location for a pick-up, the address for a delivery', () => {
    expect(stepFormOf(form({ step: 'delivery', method: 'pickup', location: 'yard', address: 'x', date: '2026-12-10' }))).toMatchObject({
      data: { method: 'pickup', location: 'yard', date: '2026-12-10' },
    });
    expect(stepFormOf(form({ step: 'delivery', method: 'delivery', location: 'yard', address: '1 Beach Rd', date: '2026-12-10' }))).toEqual(
      { kind: 'step', step: 'delivery', data: { method: 'delivery', address: '1 Beach Rd', date: '2026-12-10' } },
    );
  });
});

describe('stepErrorsOf', () => {
  it('puts the CMS’s field errors under their fields (a valuation under the trade-in choice)', () => {
    expect(stepErrorsOf({ status: 400, body: { errors: [{ field: 'trade_in_id', message: 'No such valuation' }] } })).toEqual({
      trade_in: 'No such valuation',
    });
  });
  it('puts anything else at the top of the step', () => {
    expect(stepErrorsOf({ status: 409, body: { error: 'Finish the steps before this one first.' } })).toEqual({
      form: 'Finish the steps before this one first.',
    });
    expect(stepErrorsOf({ status: 502, body: {} })).toEqual({ form: 'Something went wrong. Please try again.' });
  });
});
