import {
  ADJUSTMENT_QUESTIONS,
  DEFAULT_ONLINE_ESTIMATE_RULE,
  adjustmentField,
  describeAdjustmentAnswers,
  formatOfferAmount,
  noOnlineEstimateText,
  onlineEstimateAllowed,
  onlineEstimateRuleOf,
  readAdjustmentAnswers,
  readInstantOffer,
  sampleOfferAmount,
  type AdjustmentAnswer,
} from './instantOffer';
import { checkInstantOfferSubmission } from './tradeInSubmission';
import { readVehicleRecord } from './evalExpertResponse';

const REQUIRED = '* This field is required';
const NOT_IN_LIST = '* Please choose an option from the list.';

/** Every question answered, in an order other than the questions'. */
const allAnswered: AdjustmentAnswer[] = [
  { id: 'service-history', answer: 'partial' },
  { id: 'tyres', answer: 'good' },
  { id: 'body-condition', answer: 'light' },
  { id: 'warning-lights', answer: 'no' },
  { id: 'accident-history', answer: 'none' },
];

describe('readAdjustmentAnswers', () => {
  it('returns every answer in the questions’ order with no errors', () => {
    const { answers, errors } = readAdjustmentAnswers(allAnswered);
    expect(errors).toEqual({});
    expect(answers).toEqual([
      { id: 'accident-history', answer: 'none' },
      { id: 'warning-lights', answer: 'no' },
      { id: 'body-condition', answer: 'light' },
      { id: 'tyres', answer: 'good' },
      { id: 'service-history', answer: 'partial' },
    ]);
  });

  it('marks a missing question required under adjustment.<id>', () => {
    const { answers, errors } = readAdjustmentAnswers(allAnswered.filter((a) => a.id !== 'tyres'));
    expect(adjustmentField('tyres')).toBe('adjustment.tyres');
    expect(errors).toEqual({ 'adjustment.tyres': REQUIRED });
    expect(answers.map((a) => a.id)).toEqual(['accident-history', 'warning-lights', 'body-condition', 'service-history']);
  });

  it('treats an empty answer as missing', () => {
    const { errors } = readAdjustmentAnswers(allAnswered.map((a) => (a.id === 'tyres' ? { ...a, answer: '' } : a)));
    expect(errors).toEqual({ 'adjustment.tyres': REQUIRED });
  });

  it('refuses an answer that is not one of the question’s', () => {
    const given = allAnswered.map((a) => (a.id === 'accident-history' ? { ...a, answer: 'catastrophic' } : a));
    const { answers, errors } = readAdjustmentAnswers(given);
    expect(errors).toEqual({ 'adjustment.accident-history': NOT_IN_LIST });
    expect(answers).toHaveLength(ADJUSTMENT_QUESTIONS.length - 1);
    expect(answers.some((a) => a.id === 'accident-history')).toBe(false);
  });

  it('does not take another question’s answer id', () => {
    // 'yes' belongs to warning-lights, not to tyres.
    const given = allAnswered.map((a) => (a.id === 'tyres' ? { ...a, answer: 'yes' } : a));
    expect(readAdjustmentAnswers(given).errors).toEqual({ 'adjustment.tyres': NOT_IN_LIST });
  });

  const everyQuestionRequired = Object.fromEntries(ADJUSTMENT_QUESTIONS.map((q) => [`adjustment.${q.id}`, REQUIRED]));

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'accident-history=none'],
    ['an object', { 'accident-history': 'none' }],
    ['a list of junk', [null, 'none', 3, ['accident-history', 'none']]],
    [
      'items with the wrong types',
      [
        { id: 'tyres', answer: 1 },
        { id: 2, answer: 'good' },
        { question: 'tyres', answer: 'good' },
      ],
    ],
  ])('junk (%s) leaves every question required', (_label, raw) => {
    expect(readAdjustmentAnswers(raw)).toEqual({ answers: [], errors: everyQuestionRequired });
  });

  it('checks against the questions it is given', () => {
    const questions = [{ id: 'roof', question: 'Is there a sunroof?', answers: [{ id: 'y', label: 'Yes' }] }];
    expect(readAdjustmentAnswers([{ id: 'roof', answer: 'y' }], questions)).toEqual({ answers: [{ id: 'roof', answer: 'y' }], errors: {} });
    expect(readAdjustmentAnswers([], questions).errors).toEqual({ 'adjustment.roof': REQUIRED });
  });
});

describe('describeAdjustmentAnswers', () => {
  it('gives the question’s and the answer’s words, in the answers’ order', () => {
    expect(
      describeAdjustmentAnswers([
        { id: 'accident-history', answer: 'minor' },
        { id: 'service-history', answer: 'none' },
      ]),
    ).toEqual([
      { question: 'Has the vehicle been in an accident or had panel repairs?', answer: 'Yes, minor repairs' },
      { question: 'Does the vehicle have a service history?', answer: 'No service history' },
    ]);
  });

  it('drops unknown questions and unknown answers', () => {
    expect(
      describeAdjustmentAnswers([
        { id: 'sunroof', answer: 'yes' },
        { id: 'tyres', answer: 'bald' },
        { id: 'tyres', answer: 'worn' },
      ]),
    ).toEqual([{ question: 'How are the tyres?', answer: 'Due for replacement' }]);
    expect(describeAdjustmentAnswers([])).toEqual([]);
  });
});

describe('sampleOfferAmount', () => {
  const today = '2026-06-01';
  const base = { newValue: 50_000, year: 2020, km: 60_000, answers: [] as AdjustmentAnswer[], today };

  it('prices by age, kilometres and answers, rounded down to $50', () => {
    // 50,000 × 0.85^6 − 60,000 × 0.06 = 15,257.48 -> 15,250
    expect(sampleOfferAmount(base)).toBe(15_250);
    // × 0.95 for minor repairs = 14,494.61 -> 14,450
    expect(sampleOfferAmount({ ...base, answers: [{ id: 'accident-history', answer: 'minor' }] })).toBe(14_450);
  });

  it('never rises with the kilometres', () => {
    let previous = Infinity;
    for (let km = 0; km <= 400_000; km += 5_000) {
      const amount = sampleOfferAmount({ ...base, km });
      expect(amount).toBeLessThanOrEqual(previous);
      previous = amount;
    }
    expect(sampleOfferAmount({ ...base, km: 120_000 })).toBeLessThan(sampleOfferAmount({ ...base, km: 20_000 }));
  });

  it('is lower for an older vehicle', () => {
    for (let year = 2026; year > 2012; year -= 1) {
      expect(sampleOfferAmount({ ...base, year: year - 1, km: 10_000 })).toBeLessThan(sampleOfferAmount({ ...base, year, km: 10_000 }));
    }
  });

  it('takes off about each answer’s share', () => {
    const clean = sampleOfferAmount(base);
    for (const [id, answer, share] of [
      ['accident-history', 'major', 0.2],
      ['warning-lights', 'yes', 0.1],
      ['body-condition', 'heavy', 0.12],
      ['tyres', 'worn', 0.03],
      ['service-history', 'none', 0.08],
    ] as const) {
      const amount = sampleOfferAmount({ ...base, answers: [{ id, answer }] });
      expect(amount).toBeLessThan(clean);
      expect(Math.abs(amount - clean * (1 - share))).toBeLessThanOrEqual(50);
    }
    // Shares add up.
    const both = sampleOfferAmount({
      ...base,
      answers: [
        { id: 'accident-history', answer: 'major' },
        { id: 'warning-lights', answer: 'yes' },
      ],
    });
    expect(Math.abs(both - clean * 0.7)).toBeLessThanOrEqual(50);
  });

  it('takes nothing off for a no-deduction answer or an unknown one', () => {
    const clean = sampleOfferAmount(base);
    const noDeduction = ADJUSTMENT_QUESTIONS.map((q) => ({ id: q.id, answer: q.answers[0].id }));
    expect(
      noDeduction.every(({ id, answer }) =>
        ADJUSTMENT_QUESTIONS.some((q) => q.id === id && q.answers[0].id === answer && q.answers[0].deduction === 0),
      ),
    ).toBe(true);
    expect(sampleOfferAmount({ ...base, answers: noDeduction })).toBe(clean);
    expect(
      sampleOfferAmount({
        ...base,
        answers: [
          { id: 'tyres', answer: 'bald' },
          { id: 'sunroof', answer: 'yes' },
        ],
      }),
    ).toBe(clean);
  });

  it('never offers under $500', () => {
    expect(sampleOfferAmount({ ...base, newValue: 3_000, year: 1990, km: 400_000 })).toBe(500);
    expect(sampleOfferAmount({ ...base, newValue: 0, km: 0 })).toBe(500);
    // Every worst answer: 53% off $1,000 is $470, held at $500.
    const allBad = ADJUSTMENT_QUESTIONS.map((q) => ({ id: q.id, answer: q.answers[q.answers.length - 1]!.id }));
    expect(sampleOfferAmount({ ...base, newValue: 1_000, year: 2026, km: 0 })).toBe(1_000);
    expect(sampleOfferAmount({ ...base, newValue: 1_000, year: 2026, km: 0, answers: allBad })).toBe(500);
  });

  it('is always a multiple of $50', () => {
    for (const newValue of [12_345, 33_333, 47_891, 89_999, 150_001]) {
      for (const km of [0, 1, 12_345, 99_999]) {
        for (const year of [2026, 2023, 2019, 2011]) {
          const amount = sampleOfferAmount({ ...base, newValue, km, year, answers: [{ id: 'tyres', answer: 'worn' }] });
          expect(amount % 50).toBe(0);
          expect(amount).toBeGreaterThanOrEqual(500);
        }
      }
    }
  });

  it('counts at most 15 years of age, and none for a model year ahead', () => {
    const capped = sampleOfferAmount({ ...base, newValue: 200_000, year: 2011, km: 0 });
    expect(capped).toBe(Math.floor((200_000 * 0.85 ** 15) / 50) * 50);
    expect(sampleOfferAmount({ ...base, newValue: 200_000, year: 2000, km: 0 })).toBe(capped);
    expect(sampleOfferAmount({ ...base, newValue: 200_000, year: 1970, km: 0 })).toBe(capped);
    expect(sampleOfferAmount({ ...base, newValue: 200_000, year: 2012, km: 0 })).toBeGreaterThan(capped);
    expect(sampleOfferAmount({ ...base, year: 2027, km: 0 })).toBe(sampleOfferAmount({ ...base, year: 2026, km: 0 }));
    expect(sampleOfferAmount({ ...base, year: 2026, km: 0 })).toBe(50_000);
  });
});

describe('onlineEstimateAllowed (the FAQ’s rule)', () => {
  const today = '2026-03-15';

  it('allows a vehicle exactly maxAgeYears old and refuses one a year older', () => {
    expect(onlineEstimateAllowed({ year: 2019, km: 50_000 }, today)).toBe(true);
    expect(onlineEstimateAllowed({ year: 2018, km: 50_000 }, today)).toBe(false);
    expect(onlineEstimateAllowed({ year: 2026, km: 0 }, today)).toBe(true);
  });

  it('allows exactly maxKm and refuses one more', () => {
    expect(onlineEstimateAllowed({ year: 2024, km: 100_000 }, today)).toBe(true);
    expect(onlineEstimateAllowed({ year: 2024, km: 100_001 }, today)).toBe(false);
  });

  it('does not judge an unknown year old, but still counts its kilometres', () => {
    expect(onlineEstimateAllowed({ year: null, km: 10_000 }, today)).toBe(true);
    expect(onlineEstimateAllowed({ year: null, km: 100_001 }, today)).toBe(false);
  });

  it('ages by the dealer’s calendar year', () => {
    expect(onlineEstimateAllowed({ year: 2019, km: 0 }, '2026-12-31')).toBe(true);
    expect(onlineEstimateAllowed({ year: 2019, km: 0 }, '2027-01-01')).toBe(false);
  });

  it('follows a tenant’s 10-year rule', () => {
    const rule = { maxAgeYears: 10, maxKm: 150_000 };
    expect(onlineEstimateAllowed({ year: 2016, km: 150_000 }, today, rule)).toBe(true);
    expect(onlineEstimateAllowed({ year: 2015, km: 50_000 }, today, rule)).toBe(false);
    expect(onlineEstimateAllowed({ year: 2016, km: 150_001 }, today, rule)).toBe(false);
    // Refused under the default rule, allowed under the tenant's.
    expect(onlineEstimateAllowed({ year: 2017, km: 120_000 }, today)).toBe(false);
    expect(onlineEstimateAllowed({ year: 2017, km: 120_000 }, today, rule)).toBe(true);
  });
});

describe('onlineEstimateRuleOf', () => {
  it('gives the FAQ’s 7 years and 100,000 km when the tenant leaves it empty', () => {
    expect(DEFAULT_ONLINE_ESTIMATE_RULE).toEqual({ maxAgeYears: 7, maxKm: 100_000 });
    expect(onlineEstimateRuleOf({})).toEqual({ maxAgeYears: 7, maxKm: 100_000 });
    expect(onlineEstimateRuleOf({ maxAgeYears: null, maxKm: null })).toEqual({ maxAgeYears: 7, maxKm: 100_000 });
  });

  it.each([
    [0, 999],
    [51, 1_000_000],
    [-3, -100_000],
    [7.5, 100_000.5],
    [NaN, Infinity],
    ['10' as unknown as number, '150000' as unknown as number],
  ])('replaces out-of-range values (%p, %p) with the defaults', (maxAgeYears, maxKm) => {
    expect(onlineEstimateRuleOf({ maxAgeYears, maxKm })).toEqual({ maxAgeYears: 7, maxKm: 100_000 });
  });

  it('keeps valid values, each on its own', () => {
    expect(onlineEstimateRuleOf({ maxAgeYears: 10, maxKm: 150_000 })).toEqual({ maxAgeYears: 10, maxKm: 150_000 });
    expect(onlineEstimateRuleOf({ maxAgeYears: 1, maxKm: 1_000 })).toEqual({ maxAgeYears: 1, maxKm: 1_000 });
    expect(onlineEstimateRuleOf({ maxAgeYears: 50, maxKm: 999_999 })).toEqual({ maxAgeYears: 50, maxKm: 999_999 });
    expect(onlineEstimateRuleOf({ maxAgeYears: 10 })).toEqual({ maxAgeYears: 10, maxKm: 100_000 });
    expect(onlineEstimateRuleOf({ maxAgeYears: 0, maxKm: 200_000 })).toEqual({ maxAgeYears: 7, maxKm: 200_000 });
  });
});

describe('noOnlineEstimateText', () => {
  it('says the FAQ’s text for the default rule', () => {
    expect(noOnlineEstimateText(DEFAULT_ONLINE_ESTIMATE_RULE)).toBe(
      'We can’t give an online estimate for vehicles over 7 years old or with more than 100,000 km.',
    );
  });

  it('says a tenant’s own numbers', () => {
    expect(noOnlineEstimateText({ maxAgeYears: 10, maxKm: 150_000 })).toBe(
      'We can’t give an online estimate for vehicles over 10 years old or with more than 150,000 km.',
    );
  });
});

describe('readInstantOffer', () => {
  it('refuses a date not on the calendar, trailing junk and an amount that rounds to nothing', () => {
    expect(readInstantOffer({ offer: { amount: 18450, expires: '2026-13-45' } })).toBeNull();
    expect(readInstantOffer({ offer: { amount: 18450, expires: '2026-02-30' } })).toBeNull();
    expect(readInstantOffer({ offer: { amount: 18450, expires: '2026-12-01junk' } })).toBeNull();
    expect(readInstantOffer({ offer: { amount: 0.4, expires: '2026-12-01' } })).toBeNull();
    expect(readInstantOffer({ offer: { amount: 18450, expires: '2026-12-01T23:59:00+10:00' } })).toEqual({
      amount: 18450,
      expiresOn: '2026-12-01',
    });
  });

  it.each([
    ['{ offer: { amount, expires } }', { offer: { amount: 18_450, expires: '2026-12-01' } }],
    ['a list’s first item', [{ offer: { amount: 18_450, expires: '2026-12-01' } }, { offer: { amount: 1, expires: '2027-01-01' } }]],
    ['the offer itself', { amount: 18_450, expires: '2026-12-01' }],
    ['expiresOn', { offer: { amount: 18_450, expiresOn: '2026-12-01' } }],
    ['the amount as text', { offer: { amount: '$18,450', expires: '2026-12-01' } }],
    ['the amount as spaced text', { offer: { amount: ' 18 450 ', expires: '2026-12-01' } }],
    ['cents rounded', { offer: { amount: 18_449.6, expires: '2026-12-01' } }],
    ['an instant cut to its date', { offer: { amount: 18_450, expires: '2026-12-01T23:59:59+10:00' } }],
  ])('reads %s', (_label, raw) => {
    expect(readInstantOffer(raw)).toEqual({ amount: 18_450, expiresOn: '2026-12-01' });
  });

  it.each([
    ['null', null],
    ['a number', 18_450],
    ['an empty list', []],
    ['a list of junk', ['offer']],
    ['offer not an object', { offer: 'soon' }],
    ['no expiry', { offer: { amount: 18_450 } }],
    ['a date not YYYY-MM-DD', { offer: { amount: 18_450, expires: '01/12/2026' } }],
    ['a date of junk', { offer: { amount: 18_450, expires: 'next week' } }],
    ['an expiry not text', { offer: { amount: 18_450, expires: 20261201 } }],
    ['no amount', { offer: { expires: '2026-12-01' } }],
    ['an amount of words', { offer: { amount: 'eighteen thousand', expires: '2026-12-01' } }],
    ['an empty amount', { offer: { amount: '', expires: '2026-12-01' } }],
    ['a zero amount', { offer: { amount: 0, expires: '2026-12-01' } }],
    ['a negative amount', { offer: { amount: -18_450, expires: '2026-12-01' } }],
    ['a negative amount as text', { offer: { amount: '-$18,450', expires: '2026-12-01' } }],
    ['an absurd amount', { offer: { amount: 10_000_001, expires: '2026-12-01' } }],
    ['an infinite amount', { offer: { amount: Infinity, expires: '2026-12-01' } }],
    ['an amount not a number', { offer: { amount: true, expires: '2026-12-01' } }],
  ])('gives null for %s', (_label, raw) => {
    expect(readInstantOffer(raw)).toBeNull();
  });
});

describe('formatOfferAmount', () => {
  it.each([
    [18_450, '$18,450'],
    [500, '$500'],
    [1_250_000, '$1,250,000'],
    [18_449.6, '$18,450'],
  ])('%p -> %p', (amount, shown) => {
    expect(formatOfferAmount(amount)).toBe(shown);
  });
});

describe('checkInstantOfferSubmission', () => {
  const vehicle = readVehicleRecord({
    EvalID: 'EV920000',
    VIN: 'MR0FZ29G401234567',
    Make: 'Toyota',
    Model: 'HiLux',
    Year: 2021,
    KM: 64000,
  });
  const valid = {
    flow: 'instant-offer',
    eval_id: 'EV920000',
    rego: 'qld 1ev-01',
    state: 'qld',
    description: ' SR5 Double Cab ',
    vehicle,
    kms: '64,000',
    adjustment_answers: allAnswered,
    finance: 'No',
    offer: { amount: '$18,450', expires: '2026-12-01' },
    source_page: 'sell-my-car',
  };

  const errorsOf = (raw: unknown): Record<string, string> => {
    const check = checkInstantOfferSubmission(raw);
    expect(check.ok).toBe(false);
    return check.ok ? {} : Object.fromEntries(check.errors.map((e) => [e.field, e.message]));
  };

  it('accepts a finished instant offer and normalises it', () => {
    expect(checkInstantOfferSubmission(valid)).toEqual({
      ok: true,
      value: {
        flow: 'instant-offer',
        eval_id: 'EV920000',
        rego: 'QLD1EV01',
        state: 'QLD',
        description: 'SR5 Double Cab',
        vehicle,
        kms: 64_000,
        adjustment_answers: readAdjustmentAnswers(allAnswered).answers,
        finance: 'No',
        offer: { amount: 18_450, expiresOn: '2026-12-01' },
        source_page: 'sell-my-car',
      },
    });
  });

  it('accepts no offer (the FAQ’s rule allowed no online estimate), kms as a number and no description', () => {
    const { description: _description, ...rest } = valid;
    const check = checkInstantOfferSubmission({ ...rest, offer: null, kms: 120_000, finance: 'Yes' });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.value.offer).toBeNull();
    expect(check.value.kms).toBe(120_000);
    expect(check.value.finance).toBe('Yes');
    expect(check.value).not.toHaveProperty('description');
  });

  it.each([
    ['an unknown field', { extra: 1 }, 'trade_in.extra', 'Unknown field: extra'],
    ['the wizard’s flow', { flow: 'wizard' }, 'trade_in.flow', 'The flow must be instant-offer'],
    ['no flow', { flow: undefined }, 'trade_in.flow', 'The flow must be instant-offer'],
    ['a bad eval_id', { eval_id: '<script>' }, 'trade_in.eval_id', 'The valuation id must be the provider’s EvalID'],
    ['a rego of symbols', { rego: 'AB#12' }, 'trade_in.rego', 'The rego must be letters and digits'],
    ['an unknown state', { state: 'XX' }, 'trade_in.state', 'The state must be one of QLD, NSW, VIC, SA, WA, TAS, ACT, NT'],
    ['kms in words', { kms: 'lots' }, 'trade_in.kms', '* Please enter the kilometres as a whole number.'],
    ['kms in fractions', { kms: 64_000.5 }, 'trade_in.kms', '* Please enter the kilometres as a whole number.'],
    ['no kms', { kms: undefined }, 'trade_in.kms', '* Please enter the kilometres as a whole number.'],
    ['finance Maybe', { finance: 'Maybe' }, 'trade_in.finance', NOT_IN_LIST],
    [
      'a bad offer',
      { offer: { amount: -1, expires: '2026-12-01' } },
      'trade_in.offer',
      'The offer must be an amount and an expiry date (YYYY-MM-DD)',
    ],
    [
      'an offer with no date',
      { offer: { amount: 18_450 } },
      'trade_in.offer',
      'The offer must be an amount and an expiry date (YYYY-MM-DD)',
    ],
    ['the wizard’s page', { source_page: 'trade-in' }, 'trade_in.source_page', 'The page must be sell-my-car or cars/trade-in'],
    ['a description not text', { description: { text: 'SR5' } }, 'trade_in.description', 'The description must be text'],
    ['a description too long', { description: 'x'.repeat(301) }, 'trade_in.description', 'The description must be at most 300 characters'],
    ['a vehicle not a record', { vehicle: 'HiLux' }, 'trade_in.vehicle', 'The vehicle must be the provider’s record'],
  ])('names the field for %s', (_label, change, field, message) => {
    expect(errorsOf({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it('names a missing adjustment answer as trade_in.adjustment.<id>', () => {
    expect(errorsOf({ ...valid, adjustment_answers: allAnswered.filter((a) => a.id !== 'warning-lights') })).toEqual({
      'trade_in.adjustment.warning-lights': REQUIRED,
    });
    expect(errorsOf({ ...valid, adjustment_answers: allAnswered.map((a) => (a.id === 'tyres' ? { ...a, answer: 'bald' } : a)) })).toEqual({
      'trade_in.adjustment.tyres': NOT_IN_LIST,
    });
    expect(Object.keys(errorsOf({ ...valid, adjustment_answers: undefined }))).toEqual(
      ADJUSTMENT_QUESTIONS.map((q) => `trade_in.adjustment.${q.id}`),
    );
  });

  it('names every bad field at once', () => {
    expect(
      Object.keys(
        errorsOf({ ...valid, flow: 'wizard', eval_id: '', kms: 'lots', finance: 'Maybe', source_page: 'trade-in', extra: 1 }),
      ).sort(),
    ).toEqual(['trade_in.eval_id', 'trade_in.extra', 'trade_in.finance', 'trade_in.flow', 'trade_in.kms', 'trade_in.source_page']);
  });

  it('refuses what is not a JSON object', () => {
    for (const raw of [null, 'trade-in', [valid]]) {
      expect(checkInstantOfferSubmission(raw)).toEqual({
        ok: false,
        errors: [{ field: 'trade_in', message: 'The trade-in must be a JSON object' }],
      });
    }
  });
});
