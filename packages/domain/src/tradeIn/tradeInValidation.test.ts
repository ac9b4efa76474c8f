import {
  REGO_STATES,
  hasFieldErrors,
  kmOf,
  normaliseRego,
  preferredContactMethodOf,
  regoStateOf,
  validateValuationRequest,
  validateVehicleDetails,
  validateVehicleSelection,
  validateYourDetails,
} from './tradeInValidation';

const REQUIRED = '* This field is required';

describe('validateVehicleDetails (spec §5: rego and state required)', () => {
  it('lists the spec states in order', () => {
    expect(REGO_STATES).toEqual(['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT']);
  });

  it('accepts a rego with a state', () => {
    expect(validateVehicleDetails({ rego: 'ABC123', state: 'QLD' })).toEqual({});
    expect(validateVehicleDetails({ rego: ' 1ab-2cd ', state: 'nt' })).toEqual({});
  });

  it('requires both', () => {
    expect(validateVehicleDetails({})).toEqual({ rego: REQUIRED, state: REQUIRED });
    expect(validateVehicleDetails({ rego: '   ', state: '' })).toEqual({ rego: REQUIRED, state: REQUIRED });
  });

  it('a state outside the list is not a choice', () => {
    expect(validateVehicleDetails({ rego: 'ABC123', state: 'NZ' })).toEqual({ state: REQUIRED });
  });

  it.each(['ABC<12>', '---', 'ABCDEFGHIJK'])('refuses the rego %j', (rego) => {
    expect(validateVehicleDetails({ rego, state: 'VIC' })).toEqual({ rego: '* Please enter a valid registration number.' });
  });

  it('normalises the rego and state for the lookup', () => {
    expect(normaliseRego(' abc 12-3 ')).toBe('ABC123');
    expect(regoStateOf(' qld ')).toBe('QLD');
    expect(regoStateOf('Queensland')).toBeNull();
  });
});

describe('validateVehicleSelection (spec §5)', () => {
  const offered = ['Corolla Ascent', 'Corolla SX'];
  it('needs one of the descriptions offered', () => {
    expect(validateVehicleSelection({ manualEntry: 'Corolla SX' }, offered)).toEqual({});
    expect(validateVehicleSelection({ manualEntry: '' }, offered)).toEqual({ manualEntry: '* Please choose one car.' });
    expect(validateVehicleSelection({ manualEntry: 'Camry' }, offered)).toEqual({ manualEntry: '* Please choose one car.' });
  });
});

describe('validateYourDetails (spec §5 step four)', () => {
  const valid = {
    postcode: '4215',
    odometer: '84,500',
    service_history: 'Full service history',
    number_of_keys: '2',
    car_condition: 'Good',
    comments: 'Small scratch on the rear bumper.',
    name: 'Jordan',
    last_name: 'Lee',
    phone: '0412 345 678',
    email: 'jordan.lee@example.com',
  };

  it('accepts a complete form', () => {
    expect(validateYourDetails(valid)).toEqual({});
    expect(hasFieldErrors(validateYourDetails(valid))).toBe(false);
  });

  it('requires every field', () => {
    const errors = validateYourDetails({});
    expect(Object.keys(errors).sort()).toEqual(Object.keys(valid).sort());
    expect(new Set(Object.values(errors))).toEqual(new Set([REQUIRED]));
    expect(hasFieldErrors(errors)).toBe(true);
  });

  it.each(['400', '42150', '4a15', '42 1', '-421'])('postcode %j is not 4 digits', (postcode) => {
    expect(validateYourDetails({ ...valid, postcode })).toEqual({ postcode: 'Invalid postcode. Please enter a 4-digit number.' });
  });

  it('a postcode with a leading zero is 4 digits (Darwin)', () => {
    expect(validateYourDetails({ ...valid, postcode: '0800' })).toEqual({});
  });

  it.each([
    ['0', 0],
    ['120000', 120000],
    ['120,000', 120000],
    ['120 000', 120000],
    [84500, 84500],
    ['999,999', 999999],
    ['1,000,000', null],
    ['12.5', null],
    ['12,34', null],
    ['-5', null],
    ['lots', null],
  ])('odometer %j reads as %p', (value, km) => {
    expect(kmOf(value)).toBe(km);
    const errors = validateYourDetails({ ...valid, odometer: value });
    expect(errors.odometer).toBe(km === null ? '* Please enter the kilometres as a whole number.' : undefined);
  });

  it('the selects take only their options', () => {
    expect(validateYourDetails({ ...valid, service_history: 'Some', number_of_keys: '7', car_condition: 'Mint' })).toEqual({
      service_history: '* Please choose an option from the list.',
      number_of_keys: '* Please choose an option from the list.',
      car_condition: '* Please choose an option from the list.',
    });
  });

  it('bounds the lengths', () => {
    expect(validateYourDetails({ ...valid, name: 'x'.repeat(101), comments: 'y'.repeat(5001) })).toEqual({
      name: '* Please use at most 100 characters.',
      comments: '* Please use at most 5000 characters.',
    });
  });

  it.each(['12345', '0412 345 678 999 000', '04x2345678'])('refuses the phone %j', (phone) => {
    expect(validateYourDetails({ ...valid, phone })).toEqual({ phone: '* Please enter a valid phone number.' });
  });

  it.each(['jordan', 'jordan@', 'jordan@example', 'jo dan@example.com', 'jordan@example..com'])('refuses the email %j', (email) => {
    expect(validateYourDetails({ ...valid, email })).toEqual({ email: '* Please enter a valid email address.' });
  });
});

describe('validateValuationRequest (spec §3 first flow)', () => {
  const locations = ['loc-southport', 'loc-brisbane'];
  const valid = {
    rego: 'ABC123',
    regoState: 'QLD',
    kms: '60000',
    name: 'Sam Taylor',
    phone: '+61 412 345 678',
    email: 'sam@example.com',
    location_id: 'loc-southport',
    finance: 'No',
  };

  it('accepts a request, the contact method defaulting to Phone', () => {
    expect(validateValuationRequest(valid, locations)).toEqual({});
    expect(preferredContactMethodOf(undefined)).toBe('Phone');
    expect(preferredContactMethodOf('SMS')).toBe('SMS');
  });

  it('takes Phone, Email or SMS only', () => {
    for (const method of ['Phone', 'Email', 'SMS'])
      expect(validateValuationRequest({ ...valid, PreferredContactMethod: method }, locations)).toEqual({});
    expect(validateValuationRequest({ ...valid, PreferredContactMethod: 'Fax' }, locations)).toEqual({
      PreferredContactMethod: '* Please choose an option from the list.',
    });
  });

  it("finance is Yes or No, and the location one of the dealer's", () => {
    expect(validateValuationRequest({ ...valid, finance: 'Maybe', location_id: 'loc-elsewhere' }, locations)).toEqual({
      finance: '* Please choose an option from the list.',
      location_id: '* Please choose an option from the list.',
    });
  });

  it('requires everything but the contact method', () => {
    expect(Object.keys(validateValuationRequest({}, locations)).sort()).toEqual(
      ['email', 'finance', 'kms', 'location_id', 'name', 'phone', 'rego', 'regoState'].sort(),
    );
  });
});
