import { LEAD_TEXTS, REQUEST_PHOTOS_MESSAGE } from './leadForms';
import { leadSchemaOptionsFor, validateLead, type LeadSchemaOptions } from './leadSchema';

const valid = {
  form: 'enquiry',
  idempotency_key: 'a1b2c3d4-e5f6',
  name: 'Sam Shopper',
  email: 'sam@example.com',
  phone: '0412 345 678',
  message: 'Is it still available?',
};

async function errorsOf(body: unknown, options?: LeadSchemaOptions) {
  const result = await validateLead(body, options);
  return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.message]));
}

describe('validateLead (spec §5 generic enquiry and test-drive rules)', () => {
  it('accepts a generic enquiry and fills the defaults: General Enquiry, Phone, opted in', async () => {
    const result = await validateLead(valid);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ category: 'General Enquiry', preferred_contact_method: 'Phone', opt_in: true }),
    });
  });

  it('refuses an object whose own toString or valueOf key is no function as any other object, naming the field (issue 39: it threw)', async () => {
    for (const email of [{ toString: 1 }, { nested: { valueOf: 'x' } }, [{ toString: null }]]) {
      const result = await validateLead({ ...valid, email });
      expect(result.ok).toBe(false);
      expect(result.ok ? [] : result.errors.map((error) => error.field)).toContain('email');
    }
    // An unknown top-level key of that name is still reported as unknown.
    expect(await validateLead({ ...valid, toString: 1 })).toEqual({
      ok: false,
      errors: [{ field: 'form', message: 'Unknown field: toString' }],
    });
  });

  it('names every missing field of an empty enquiry', async () => {
    expect(await errorsOf({ form: 'enquiry' })).toEqual({
      idempotency_key: 'Idempotency key is required',
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      message: 'Message is required',
    });
  });

  it('makes the message optional where the tenant says so, and for a test drive', async () => {
    const { message: _m, ...noMessage } = valid;
    expect((await validateLead(noMessage, { messageOptional: true })).ok).toBe(true);
    expect((await validateLead({ ...noMessage, form: 'test-drive' })).ok).toBe(true);
    expect(await errorsOf(noMessage)).toEqual({ message: 'Message is required' });
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Enter a valid email address'],
    // Yup's .email() let this through and the CMS's email field refused it: a 500 instead of a 400.
    ['email', { email: 'pfNO1|c@2' }, 'Enter a valid email address'],
    ['phone', { phone: '12ab' }, 'Enter a valid phone number'],
    ['phone', { phone: '1234567' }, 'Enter a valid phone number'],
    ['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ['message', { message: 'hi <script>alert(1)</script>' }, 'Message must not contain HTML tags'],
    ['name', { name: '<img src=x onerror=alert(1)>' }, 'Name must not contain HTML tags'],
    ['category', { category: 'Free Car' }, 'Choose a category from the list'],
    ['preferred_contact_method', { preferred_contact_method: 'Fax' }, 'Preferred contact method must be Phone, Email or SMS'],
    ['Rego', { Rego: 'ABC<1>' }, 'Rego may contain only letters, digits, spaces and dashes'],
    ['name', { name: 42 }, 'Name must be text'],
    ['website', { website: 'http://spam.example' }, 'This form could not be sent.'],
    ['idempotency_key', { idempotency_key: 'short' }, 'Idempotency key must be 8 to 100 letters, digits, - or _'],
    ['vehiclePriceBudget', { form: 'finance', vehiclePriceBudget: 'about 40k' }, 'Budget must be a number'],
    ['vehiclePriceBudget', { form: 'finance', vehiclePriceBudget: -5 }, 'Budget cannot be negative'],
  ])('rejects a bad %s: %j', async (field, patch, message) => {
    expect((await errorsOf({ ...valid, ...patch }))[field]).toBe(message);
  });

  it('refuses fields it does not know', async () => {
    expect(await errorsOf({ ...valid, tenant: 'another' })).toEqual({ form: 'Unknown field: tenant' });
  });

  it('refuses names of Object.prototype as unknown fields instead of throwing (found by the CMS property test)', async () => {
    expect(await errorsOf({ ...valid, constructor: 0 })).toEqual({ form: 'Unknown field: constructor' });
    expect(await errorsOf({ ...valid, lead_attributes: { visited_pages: [], toString: 'x' } })).toEqual({
      lead_attributes: 'Lead attributes carry only visited_pages and linked_query_params',
    });
  });

  it('accepts a message about prices with < that is not a tag', async () => {
    expect((await validateLead({ ...valid, message: 'Anything <30k with km < 50000?' })).ok).toBe(true);
  });

  it("requires the terms where the tenant shows them, with the spec's words", async () => {
    expect((await errorsOf(valid, { termsRequired: true })).terms_accepted).toBe(LEAD_TEXTS.termsRequired);
    expect((await validateLead({ ...valid, terms_accepted: true }, { termsRequired: true })).ok).toBe(true);
  });

  it('requires a location when the form shows one, and only one of its options', async () => {
    const options = { locations: ['coastline-toyota-southport', 'coastline-used-cars'] };
    expect((await errorsOf(valid, options)).location).toBe('Location is required');
    expect((await errorsOf({ ...valid, location: 'elsewhere' }, options)).location).toBe('Choose a location from the list');
    expect((await validateLead({ ...valid, location: 'coastline-used-cars' }, options)).ok).toBe(true);
  });

  it('requires a preferred dealership only when more than one remains', async () => {
    expect((await validateLead(valid, { dealerships: ['harbour-mazda'] })).ok).toBe(true);
    expect((await errorsOf(valid, { dealerships: ['a', 'b'] })).dealership_slug).toBe('Dealership is required');
  });

  it('files careers under General Enquiry / Career Enquiry whatever the body says', async () => {
    const result = await validateLead({ ...valid, form: 'careers', category: 'Test Drive', subcategory: 'x' });
    expect(result.ok && [result.value.category, result.value.subcategory]).toEqual(['General Enquiry', 'Career Enquiry']);
  });

  it("sends the photos request's own message", async () => {
    const result = await validateLead({ ...valid, form: 'request-photos', car_id: '12', message: 'other' });
    expect(result.ok && result.value.message).toBe(REQUEST_PHOTOS_MESSAGE);
    expect(await errorsOf({ ...valid, form: 'request-photos' })).toEqual({ car_id: 'Car is required' });
  });

  it('a parts enquiry names the make, model and part, files under Parts Enquiry and may leave out the message', async () => {
    const { message: _m, ...noMessage } = valid;
    const parts = {
      ...noMessage,
      form: 'parts',
      category: 'General Enquiry',
      parts_make: 'Toyota',
      parts_model: 'HiLux',
      part: 'Tow bar kit',
    };
    const result = await validateLead(parts);
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ category: 'Parts Enquiry', part: 'Tow bar kit' }) });
    expect(await errorsOf({ ...noMessage, form: 'parts' })).toEqual({
      parts_make: 'Make is required',
      parts_model: 'Model is required',
      part: 'Part is required',
    });
    expect(await errorsOf({ ...parts, part: 'x'.repeat(201) })).toEqual({ part: 'Part must be at most 200 characters' });
  });

  it('no other form carries the parts fields', async () => {
    expect(await errorsOf({ ...valid, part: 'Tow bar kit' })).toEqual({ part: 'Part belongs to a parts enquiry' });
  });

  it('checks a test drive date and time', async () => {
    const drive = { ...valid, form: 'test-drive' };
    expect((await errorsOf({ ...drive, preferred_date: '2026-01-01' }, { today: '2026-11-25' })).preferred_date).toBe(
      'Preferred date cannot be in the past',
    );
    expect((await errorsOf({ ...drive, preferred_time: '10:00' })).preferred_time).toBe('Choose a date for your preferred time');
    expect((await errorsOf({ ...drive, preferred_date: '2026-12-01', preferred_time: '25:00' })).preferred_time).toBe(
      'Preferred time must be a time',
    );
    expect((await validateLead({ ...drive, preferred_date: '2026-12-01', preferred_time: '10:30' }, { today: '2026-11-25' })).ok).toBe(
      true,
    );
  });

  it('rejects a form it does not know, and a body that is not an object', async () => {
    expect(await errorsOf({ ...valid, form: 'loan' })).toEqual({ form: expect.stringMatching(/^Form must be one of enquiry/) });
    expect(await errorsOf([valid])).toEqual({ form: 'The body must be a JSON object' });
    // Every faulty field in one answer: no form and no email names both.
    const { form: _form, email: _email, ...withoutBoth } = valid;
    expect(await errorsOf(withoutBoth)).toEqual({
      form: expect.stringMatching(/^Form must be one of enquiry/),
      email: 'Email is required',
    });
    expect(await errorsOf(null)).toEqual({ form: 'The body must be a JSON object' });
  });

  it('bounds lead attributes', async () => {
    const attrs = (lead_attributes: unknown) => errorsOf({ ...valid, lead_attributes });
    expect(await attrs({ visited_pages: ['/cars/x', '/search/used-cars'], linked_query_params: { utm_source: 'google' } })).toEqual({});
    expect(Object.keys(await attrs({ visited_pages: Array(21).fill('/') }))).toEqual(['lead_attributes.visited_pages']);
    expect(Object.keys(await attrs({ linked_query_params: { 'bad key': 'x' } }))).toEqual(['lead_attributes.linked_query_params']);
  });
});

describe('the budget as people type it', () => {
  it.each([
    ['$42,500', 42500],
    [' 42 500 ', 42500],
    ['30000', 30000],
    [25000, 25000],
  ])('%j is %d', async (typed, budget) => {
    const result = await validateLead({ ...valid, form: 'finance', vehiclePriceBudget: typed });
    expect(result.ok && result.value.vehiclePriceBudget).toBe(budget);
  });

  it('an empty budget is no budget', async () => {
    const result = await validateLead({ ...valid, form: 'finance', vehiclePriceBudget: '' });
    expect(result.ok && result.value.vehiclePriceBudget).toBeUndefined();
  });
});

describe('leadSchemaOptionsFor (which selects a form shows)', () => {
  const facts = { messageOptional: false, termsNotice: true, locations: ['a', 'b'], dealerships: ['x', 'y'], today: '2026-11-25' };
  it('a lead about one car shows neither select', () => {
    expect(leadSchemaOptionsFor('enquiry', true, facts)).toEqual({ messageOptional: false, termsRequired: true, today: '2026-11-25' });
  });
  it.each([
    ['enquiry', ['a', 'b'], ['x', 'y']],
    ['service', ['a', 'b'], undefined],
    ['finance', undefined, ['x', 'y']],
    ['quick-enquiry', undefined, undefined],
  ] as const)('%s without a car: locations %j, dealerships %j', (form, locations, dealerships) => {
    const options = leadSchemaOptionsFor(form, false, facts);
    expect([options.locations, options.dealerships]).toEqual([locations, dealerships]);
  });
});
