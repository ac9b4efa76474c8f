/**
 * @jest-environment node
 */
import { checkFinalStep, tradeInLead, wizardFieldOf } from './finalStep';

const body = {
  idempotency_key: 'key-12345678',
  evalid: 'EV910000',
  rego: 'qld 1ev00',
  state: 'qld',
  manualEntry: '',
  postcode: '4217',
  odometer: '84,000',
  service_history: 'Full service history',
  number_of_keys: '2',
  car_condition: 'Good',
  comments: 'Tow bar fitted.',
  name: 'Jo',
  last_name: 'Citizen',
  phone: '0400 000 001',
  email: 'jo@example.com',
  source_page: 'sell-my-car',
};

describe('checkFinalStep', () => {
  it('reads a finished step four into the trade-in and the lead', () => {
    const checked = checkFinalStep(body);
    if (!('input' in checked)) throw new Error(JSON.stringify(checked.errors));
    expect(checked.input.tradeIn).toEqual({
      eval_id: 'EV910000',
      rego: 'QLD1EV00',
      state: 'QLD',
      answers: {
        postcode: '4217',
        odometer: 84000,
        service_history: 'Full service history',
        number_of_keys: '2',
        car_condition: 'Good',
        comments: 'Tow bar fitted.',
      },
      last_name: 'Citizen',
      source_page: 'sell-my-car',
    });
    expect(tradeInLead(checked.input)).toEqual({
      form: 'trade-in',
      idempotency_key: 'key-12345678',
      name: 'Jo Citizen',
      email: 'jo@example.com',
      phone: '0400 000 001',
      message: 'Tow bar fitted.',
      category: 'Trade-In Enquiry',
      preferred_contact_method: 'Phone',
      opt_in: true,
      Rego: 'QLD1EV00',
    });
  });

  it('keeps the chosen description and the car being bought', () => {
    const checked = checkFinalStep({ ...body, manualEntry: '2019 Toyota HiLux SR5', car_id: '42' });
    if (!('input' in checked)) throw new Error('refused');
    expect(checked.input.tradeIn.description).toBe('2019 Toyota HiLux SR5');
    expect(tradeInLead(checked.input).car_id).toBe('42');
  });

  it('answers every bad field with the wizard’s texts', () => {
    const checked = checkFinalStep({ ...body, postcode: '421', comments: ' ', evalid: '', state: 'XX', car_id: 'abc', source_page: 'x' });
    expect('errors' in checked && checked.errors).toEqual({
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
      comments: '* This field is required',
      state: '* This field is required',
      evalid: 'Look the vehicle up again: its valuation id is missing.',
      car_id: 'This car is no longer available',
      source_page: 'The page must be one of trade-in, sell-my-car, cars/trade-in',
    });
  });
});

describe('wizardFieldOf', () => {
  it('names the CMS’s fields as the wizard does', () => {
    expect(wizardFieldOf('trade_in.answers.postcode')).toBe('postcode');
    expect(wizardFieldOf('trade_in.last_name')).toBe('last_name');
    expect(wizardFieldOf('trade_in.eval_id')).toBe('evalid');
    expect(wizardFieldOf('message')).toBe('comments');
    expect(wizardFieldOf('Rego')).toBe('rego');
    expect(wizardFieldOf('email')).toBe('email');
  });
});
