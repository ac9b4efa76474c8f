import { leadInitialValues, leadSchema, validateLead } from '@dealer/domain/leads';
import {
  IdempotencyKeys,
  leadFormFields,
  leadFormSchema,
  leadFormSchemaOptions,
  leadTenantFacts,
  leadStorageEntries,
  leadSubmissionBody,
  multiStepOf,
  type LeadFormValues,
} from './leadFormModel';
import { leadFormAsksForDate } from './leadFormFields';
import { storedContact } from './leadStorage';
import type { LeadCar, LeadFormOptions } from './leadFormTypes';

const options: LeadFormOptions = {
  messageOptional: false,
  termsNotice: true,
  locale: 'en-AU',
  locations: [{ slug: 'coastline-north', name: 'Coastline North', dealershipSlug: 'coastline-motors' }],
  dealerships: [{ slug: 'coastline-motors', name: 'Coastline Motors' }],
};
const car: LeadCar = {
  id: '42',
  slug: '2022-mazda-cx-5',
  title: '2022 Mazda CX-5',
  stocknum: 'S123',
  make: 'Mazda',
  model: 'CX-5',
  carType: 'used',
  tag: null,
  dealershipSlug: 'coastline-motors',
  locationName: 'Coastline North',
  openingHours: [],
};
const values = (extra: Partial<LeadFormValues> = {}): LeadFormValues => ({
  form: 'enquiry',
  name: ' Ada Lovelace ',
  email: 'ada@example.com',
  phone: '0400 000 000',
  message: 'Is it available?',
  category: 'General Enquiry',
  preferred_contact_method: 'Phone',
  opt_in: true,
  terms_accepted: true,
  Rego: '',
  location: 'coastline-north',
  dealership_slug: '',
  preferred_date: '',
  preferred_time: '',
  additional_services: [],
  website: '',
  ...extra,
});

describe('leadFormFields: the controls of each form (spec §5)', () => {
  it.each([
    ['enquiry', false, ['category', 'location', 'dealership_slug', 'message', 'Rego']],
    ['enquiry', true, ['category', 'message', 'Rego']],
    ['test-drive', true, ['preferred_date', 'preferred_time', 'message']],
    ['request-photos', true, []],
    ['finance', false, ['dealership_slug', 'vehiclePriceBudget', 'message']],
    ['service', false, ['location', 'additional_services', 'Rego', 'preferred_date', 'preferred_time', 'message']],
    ['contact', false, ['location', 'message']],
    ['multi-step', false, ['dealership_slug', 'vehiclePriceBudget', 'message']],
    ['multi-step', true, ['vehiclePriceBudget', 'message']],
  ] as const)('%s (about a car: %s)', (form, aboutCar, fields) => {
    expect(leadFormFields(form, aboutCar)).toEqual(fields);
  });
});

describe('multiStepOf: spec §4 multi-step form, its own fields first, the details last', () => {
  const fields = leadFormFields('multi-step', true);
  it.each([
    ['message', 0],
    ['vehiclePriceBudget', 0],
    ['name', 1],
    ['email', 1],
    ['phone', 1],
    ['terms_accepted', 1],
    ['dealership_slug', 1],
  ])('%s is on step %i', (field, step) => {
    expect(multiStepOf(field, fields)).toBe(step);
  });
});

describe('leadSubmissionBody: what the form sends is what the server accepts', () => {
  it('leaves out empty fields, trims text and adds the car; the server schema accepts it', async () => {
    const body = leadSubmissionBody(values(), 'key-12345678', car);
    expect(body).toMatchObject({
      name: 'Ada Lovelace',
      car_id: '42',
      dealership_slug: 'coastline-motors',
      idempotency_key: 'key-12345678',
    });
    expect(body).not.toHaveProperty('Rego');
    expect(body).not.toHaveProperty('location');
    expect(body).not.toHaveProperty('website');
    const result = await validateLead(body, leadFormSchemaOptions('enquiry', true, options));
    expect(result).toMatchObject({ ok: true });
  });

  it('a filled honeypot travels and the schema refuses it', async () => {
    const body = leadSubmissionBody(values({ website: 'http://spam.example' }), 'key-12345678', null);
    const result = await validateLead(body, leadFormSchemaOptions('enquiry', false, options));
    expect(result.ok).toBe(false);
  });

  it('a typed budget becomes a number', () => {
    const body = leadSubmissionBody(values({ form: 'finance', vehiclePriceBudget: '$25,000' }), 'key-12345678', null);
    expect(body.vehiclePriceBudget).toBe(25000);
  });

  it('without the terms ticked the browser schema says the spec text', async () => {
    const schema = leadSchema('enquiry', leadFormSchemaOptions('enquiry', false, options));
    await expect(schema.validate({ ...values({ terms_accepted: false }), idempotency_key: 'key-12345678' })).rejects.toThrow(
      'You must agree to the terms of use before submitting the form.',
    );
  });
});

describe('leadFormSchema: what Formik checks in the browser', () => {
  it('accepts filled-in values without an idempotency key (added when sending)', async () => {
    const schema = leadFormSchema('contact', leadFormSchemaOptions('contact', false, options));
    const filled = { ...leadInitialValues('contact'), ...values({ form: 'contact' }) };
    await expect(schema.validate(filled, { abortEarly: false })).resolves.toBeTruthy();
  });

  it('still names the empty required fields', async () => {
    const schema = leadFormSchema('contact', leadFormSchemaOptions('contact', false, options));
    await expect(schema.validate(leadInitialValues('contact'), { abortEarly: false })).rejects.toMatchObject({
      errors: expect.arrayContaining(['Name is required', 'Location is required', 'Message is required']),
    });
  });
});

describe('leadTenantFacts: today only for forms that ask a date (no time-zone formatter otherwise)', () => {
  const now = new Date('2026-03-01T13:30:00Z'); // 00:30 on 2 March in Sydney
  it('test drive and service ask a date; contact, enquiry and finance do not', () => {
    expect(leadFormAsksForDate('test-drive')).toBe(true);
    expect(leadFormAsksForDate('service')).toBe(true);
    expect(leadFormAsksForDate('contact')).toBe(false);
    expect(leadFormAsksForDate('enquiry')).toBe(false);
    expect(leadFormAsksForDate('finance')).toBe(false);
  });
  it("gives the dealer's today when asked, nothing otherwise", () => {
    expect(leadTenantFacts(options, now).today).toBe('2026-03-02');
    expect(leadTenantFacts(options, now, false).today).toBeUndefined();
  });
  it('the schema of a form without a date has no today; the test drive refuses a past date', async () => {
    expect(leadFormSchemaOptions('contact', false, options).today).toBeUndefined();
    const testDrive = leadFormSchemaOptions('test-drive', true, options);
    expect(testDrive.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const result = await validateLead(
      leadSubmissionBody(values({ form: 'test-drive', preferred_date: '2001-01-01' }), 'key-12345678', car),
      testDrive,
    );
    expect(JSON.stringify(result)).toContain('Preferred date cannot be in the past');
  });
});

describe('device storage after a stored lead (spec §3: keys prefixed by dealership slug)', () => {
  it('keeps the success category, the car and the complete contact', () => {
    const body = leadSubmissionBody(values(), 'key-12345678', car);
    const entries = Object.fromEntries(leadStorageEntries('coastline-motors', body, car));
    expect(entries['coastline-motorsSuccessCategory']).toBe('General Enquiry');
    expect(JSON.parse(entries['coastline-motorsEnquireCar']!)).toMatchObject({ id: '42', stocknum: 'S123' });
    expect(storedContact(entries['coastline-motorsContactDetails']!)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '0400 000 000',
    });
  });

  it('no contact entry when one of name, email, phone is missing', () => {
    const body = leadSubmissionBody(values({ phone: '' }), 'key-12345678', null);
    expect(leadStorageEntries('x', body, null).map(([key]) => key)).toEqual(['xSuccessCategory']);
  });

  it.each([[null], ['not json'], ['{"name":"A"}']])('storedContact(%s) is null', (raw) => {
    expect(storedContact(raw)).toBeNull();
  });
});

describe('IdempotencyKeys: one key per attempt, the same for retries of the same values', () => {
  it('reuses the key for the same values and makes a new one when they change', () => {
    let n = 0;
    const keys = new IdempotencyKeys(() => `key-${++n}`);
    const first = keys.keyFor(values());
    expect(keys.keyFor(values())).toBe(first);
    expect(keys.keyFor(values({ message: 'Another question' }))).not.toBe(first);
  });
});
