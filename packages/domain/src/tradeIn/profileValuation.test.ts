import {
  PROFILE_VALUATION_MAX_BYTES,
  profileColumnErrors,
  readProfileValuation,
  valuationMatchesStored,
  type ProfileValuation,
  type StoredValuationFacts,
} from './profileValuation';

const wizard = { flow: 'wizard', lead_id: 41, vehicle: ' 2019 Mazda CX-5 Maxx ', rego: 'nsw 1ev-00', state: 'nsw', kms: 84000 };
const instant = {
  flow: 'instant-offer',
  lead_id: 42,
  rego: 'QLD4CH07',
  state: 'QLD',
  kms: 61000,
  offer: { amount: 18450, expires_on: '2026-12-03' },
};

describe('profileColumnErrors (spec §7: column_name "valuation")', () => {
  it.each([['valuation', []]])('accepts %s', (column, errors) => expect(profileColumnErrors(column)).toEqual(errors));
  it.each([['phone'], ['VALUATION'], [''], [null], [['valuation']]])('refuses %p by field', (column) =>
    expect(profileColumnErrors(column)).toEqual([{ field: 'column_name', message: 'The column must be one of: valuation' }]),
  );
});

describe('readProfileValuation (spec §7: the valuation result)', () => {
  it('reads the wizard’s result: rego as the provider is asked for it, the state, the vehicle trimmed, no offer', () => {
    expect(readProfileValuation(wizard)).toEqual({
      ok: true,
      valuation: { flow: 'wizard', lead_id: 41, vehicle: '2019 Mazda CX-5 Maxx', rego: 'NSW1EV00', state: 'NSW', kms: 84000, offer: null },
    });
  });

  it('reads the instant offer with its amount and last day; without a vehicle name it is null', () => {
    expect(readProfileValuation(instant)).toEqual({ ok: true, valuation: { ...instant, vehicle: null } });
  });

  it('an instant offer without an online estimate has a null offer', () => {
    expect(readProfileValuation({ ...instant, offer: null })).toMatchObject({ ok: true, valuation: { offer: null } });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an unknown flow', { flow: 'lease' }, 'value.flow', 'The flow must be wizard or instant-offer'],
    ['a lead id as text', { lead_id: '41' }, 'value.lead_id', 'The lead id must be a positive whole number'],
    ['lead id 0', { lead_id: 0 }, 'value.lead_id', 'The lead id must be a positive whole number'],
    ['a vehicle that is not text', { vehicle: { make: 'Mazda' } }, 'value.vehicle', 'The vehicle must be text'],
    ['a vehicle of 201 characters', { vehicle: 'x'.repeat(201) }, 'value.vehicle', 'The vehicle must be at most 200 characters'],
    ['a rego with symbols', { rego: 'AB<1>' }, 'value.rego', 'The rego must be letters and digits'],
    ['a missing rego', { rego: undefined }, 'value.rego', 'The rego must be letters and digits'],
    ['a state outside the eight', { state: 'XX' }, 'value.state', 'The state must be one of QLD, NSW, VIC, SA, WA, TAS, ACT, NT'],
    ['kilometres as typed', { kms: '84,000' }, 'value.kms', 'The kilometres must be a whole number up to 999999'],
    ['a million kilometres', { kms: 1_000_000 }, 'value.kms', 'The kilometres must be a whole number up to 999999'],
    ['an offer on the wizard', { offer: { amount: 1, expires_on: '2026-12-03' } }, 'value.offer', 'The wizard makes no offer'],
    ['a member it does not know', { phone: '0412345678' }, 'value.phone', 'Unknown field: phone'],
  ])('refuses %s by field', (_case, change, field, message) => {
    expect(readProfileValuation({ ...wizard, ...change })).toEqual({ ok: false, errors: [{ field, message }] });
  });

  it.each<[string, unknown, string, string]>([
    [
      'an offer with other members',
      { amount: 1, expires_on: '2026-12-03', accepted: true },
      'value.offer',
      'The offer must be { amount, expires_on }',
    ],
    ['an amount in cents', { amount: 18450.5, expires_on: '2026-12-03' }, 'value.offer.amount', 'The amount must be whole dollars'],
    ['an amount of $0', { amount: 0, expires_on: '2026-12-03' }, 'value.offer.amount', 'The amount must be whole dollars'],
    [
      'a day not on the calendar',
      { amount: 1, expires_on: '2026-02-30' },
      'value.offer.expires_on',
      'The expiry must be a date (YYYY-MM-DD)',
    ],
    ['a date-time', { amount: 1, expires_on: '2026-12-03T00:00:00Z' }, 'value.offer.expires_on', 'The expiry must be a date (YYYY-MM-DD)'],
  ])('refuses %s', (_case, offer, field, message) => {
    expect(readProfileValuation({ ...instant, offer })).toEqual({ ok: false, errors: [{ field, message }] });
  });

  it.each([
    ['text', 'valuation'],
    ['a list', [wizard]],
    ['null', null],
  ])('refuses %s as the value', (_case, value) => {
    expect(readProfileValuation(value)).toEqual({
      ok: false,
      errors: [{ field: 'value', message: 'The valuation must be a JSON object' }],
    });
  });

  it(`refuses a value over ${PROFILE_VALUATION_MAX_BYTES} bytes before reading its fields`, () => {
    expect(readProfileValuation({ ...wizard, padding: 'x'.repeat(PROFILE_VALUATION_MAX_BYTES) })).toEqual({
      ok: false,
      errors: [{ field: 'value', message: `The valuation must be at most ${PROFILE_VALUATION_MAX_BYTES} bytes` }],
    });
  });
});

describe('valuationMatchesStored: only a valuation the dealer stored with that lead is kept', () => {
  const offered = readProfileValuation(instant) as { ok: true; valuation: ProfileValuation };
  const stored: StoredValuationFacts = {
    flow: 'instant-offer',
    rego: 'QLD4CH07',
    state: 'QLD',
    kms: 61000,
    offer: { amount: 18450, expires_on: '2026-12-03' },
  };

  it('matches the same flow, rego, state, kilometres and offer', () =>
    expect(valuationMatchesStored(offered.valuation, stored)).toBe(true));

  it.each<[string, Partial<StoredValuationFacts>]>([
    ['another rego', { rego: 'QLD4CH08' }],
    ['another state', { state: 'NSW' }],
    ['other kilometres', { kms: 60000 }],
    ['another amount', { offer: { amount: 19000, expires_on: '2026-12-03' } }],
    ['another expiry', { offer: { amount: 18450, expires_on: '2026-12-04' } }],
    ['no offer stored (the FAQ’s rule)', { offer: { amount: null, expires_on: null } }],
    ['the other flow', { flow: 'wizard', offer: null }],
  ])('does not match %s', (_case, change) => expect(valuationMatchesStored(offered.valuation, { ...stored, ...change })).toBe(false));

  it('a valuation without an offer matches a trade-in without one', () => {
    const none = { ...offered.valuation, offer: null };
    expect(valuationMatchesStored(none, { ...stored, offer: { amount: null, expires_on: null } })).toBe(true);
    expect(valuationMatchesStored(none, { ...stored, offer: null })).toBe(true);
  });
});
