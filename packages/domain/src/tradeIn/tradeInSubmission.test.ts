import { checkTradeInSubmission, tradeInLeadName } from './tradeInSubmission';
import { readVehicleRecord } from './evalExpertResponse';

const vehicle = readVehicleRecord({ EvalID: 'EV910000', VIN: 'MR0FZ29G401234567', Make: 'Toyota', Model: 'HiLux', Year: 2019, KM: 84000 });
const valid = {
  eval_id: 'EV910000',
  rego: 'qld 1ev-00',
  state: 'qld',
  vehicle,
  answers: {
    postcode: '4217',
    odometer: '84,000',
    service_history: 'Full service history',
    number_of_keys: '2',
    car_condition: 'Good',
    comments: 'Tow bar fitted.',
  },
  last_name: ' Citizen ',
  source_page: 'trade-in',
};

describe('checkTradeInSubmission', () => {
  it('accepts a finished wizard and normalises it', () => {
    const check = checkTradeInSubmission(valid);
    expect(check).toEqual({
      ok: true,
      value: expect.objectContaining({
        eval_id: 'EV910000',
        rego: 'QLD1EV00',
        state: 'QLD',
        last_name: 'Citizen',
        answers: expect.objectContaining({ odometer: 84000, postcode: '4217' }),
      }),
    });
    if (check.ok) expect(check.value.vehicle).toEqual(vehicle);
  });

  it('names every bad field with the wizard’s own texts', () => {
    const check = checkTradeInSubmission({
      ...valid,
      eval_id: '<x>',
      state: 'XX',
      answers: { ...valid.answers, postcode: '42170', car_condition: 'Shiny', comments: '' },
      source_page: 'elsewhere',
      extra: 1,
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    const byField = Object.fromEntries(check.errors.map((e) => [e.field, e.message]));
    expect(byField).toMatchObject({
      'trade_in.extra': 'Unknown field: extra',
      'trade_in.eval_id': 'The valuation id must be the provider’s EvalID',
      'trade_in.state': 'The state must be one of QLD, NSW, VIC, SA, WA, TAS, ACT, NT',
      'trade_in.answers.postcode': 'Invalid postcode. Please enter a 4-digit number.',
      'trade_in.answers.car_condition': '* Please choose an option from the list.',
      'trade_in.answers.comments': '* This field is required',
      'trade_in.source_page': 'The page must be one of trade-in, sell-my-car, cars/trade-in',
    });
  });

  it('refuses a vehicle record that is not short text and whole numbers', () => {
    const check = checkTradeInSubmission({ ...valid, vehicle: { ...vehicle, make: 'x'.repeat(101), year: 20.5 } });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors.map((e) => e.field)).toEqual(['trade_in.vehicle.make', 'trade_in.vehicle.year']);
    expect(checkTradeInSubmission(null)).toEqual({
      ok: false,
      errors: [{ field: 'trade_in', message: 'The trade-in must be a JSON object' }],
    });
  });

  it('joins first and last name for the lead', () => {
    expect(tradeInLeadName(' Jo ', ' Citizen')).toBe('Jo Citizen');
  });
});
