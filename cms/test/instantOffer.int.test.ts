/**
 * Issue 13, the first valuation flow: an instant offer is stored with its lead by
 * `POST /api/leads/submit` (`trade_in.flow: 'instant-offer'`), answered with the offer's token, and
 * accepted by `POST /api/trade-ins/accept-offer` as a lead of its own (Offer Accepted, event 18)
 * whose deliveries are queued in the same transaction. The sample valuation service prices the
 * offer. Real REST handlers, real PostgreSQL.
 */
import type { Payload } from 'payload';
import { ADJUSTMENT_QUESTIONS, calendarDateAt, sampleOfferAmount, tradeInOfferExpiresOn } from '@dealer/domain';
import { leadViewOf } from '../src/leads/delivery/leadViewOf';
import { offerToken } from '../src/tradeIns/offer/offerToken';
import type { Lead, TradeIn } from '../src/payload-types';
import { createTestTenant, rest, siteLeadsAuthorization, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
const site = { authorization: siteLeadsAuthorization() };
const ids = {} as Record<'tenant' | 'other' | 'dealership' | 'location' | 'sample' | 'choiceSample', number>;
let staffToken: string;
let keyCounter = 0;
const newKey = () => `instant-offer-key-${Date.now()}-${++keyCounter}`;

const today = () => calendarDateAt(new Date(), 600);
const inAWeek = () => tradeInOfferExpiresOn(today());

const vehicle = {
  evalId: 'EV910000',
  vin: 'MR0FZ29G401234567',
  engineNumber: null,
  registration: 'QLD1EV00',
  registrationExpiry: null,
  km: 42000,
  make: 'Toyota',
  model: 'HiLux',
  series: 'GUN126R',
  variant: 'SR5',
  year: 2021,
  transmission: 'Automatic',
  redbookCode: null,
  body: 'Utility',
  cylinders: 4,
  complianceMonth: null,
  complianceYear: null,
  buildMonth: null,
  buildYear: null,
};

/** Every question answered with its first (best) answer, but accidents: minor repairs. */
const answers = ADJUSTMENT_QUESTIONS.map((question) => ({
  id: question.id,
  answer: question.id === 'accident-history' ? 'minor' : question.answers[0].id,
}));

/** The instant offer's lead, as the site sends it. */
const offerLead = (extra: Record<string, unknown> = {}) => ({
  form: 'trade-in',
  idempotency_key: newKey(),
  name: 'Jo Citizen',
  email: 'jo@shopper.test',
  phone: '0412 345 678',
  message: 'Instant offer on my HiLux.',
  category: 'Trade-In Enquiry',
  subcategory: 'Instant Offer',
  preferred_contact_method: 'Email',
  opt_in: true,
  location: 'offer-yard',
  Rego: 'QLD1EV00',
  ...extra,
});

/** The instant offer's trade-in (InstantOfferSubmission), as the site sends it. */
const instantOffer = (extra: Record<string, unknown> = {}) => ({
  flow: 'instant-offer',
  eval_id: 'EV910000',
  rego: 'QLD1EV00',
  state: 'QLD',
  vehicle,
  kms: 42000,
  adjustment_answers: answers,
  finance: 'Yes',
  offer: { amount: 18450, expiresOn: inAWeek() },
  source_page: 'sell-my-car',
  ...extra,
});

const submitBody = (lead: unknown, tradeIn: unknown, tenant = 'offer-coast') => ({
  tenant,
  lead,
  context: { url: `https://${tenant}.example.com/sell-my-car`, user_agent: 'Mozilla/5.0 (test)' },
  trade_in: tradeIn,
});
const submit = (body: unknown, headers: Record<string, string> = site) => rest('POST', 'leads/submit', { body, headers });
const accept = (body: unknown, headers: Record<string, string> = site) => rest('POST', 'trade-ins/accept-offer', { body, headers });
const sampleCall = (path: string, body: unknown, headers: Record<string, string> = site) =>
  rest('POST', `valuation-samples/${path}`, { body, headers });

const tradeInById = (id: number) => payload.findByID({ collection: 'trade-ins', id, depth: 0 }) as Promise<TradeIn>;
const leadById = (id: number) => payload.findByID({ collection: 'leads', id, depth: 0 }) as Promise<Lead>;
const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : value);
const counts = async () => ({
  leads: (await payload.count({ collection: 'leads' })).totalDocs,
  tradeIns: (await payload.count({ collection: 'trade-ins' })).totalDocs,
});

/** A stored instant offer: the submission's answer (lead, trade-in and token). */
async function storedOffer(tradeIn: Record<string, unknown> = {}) {
  const { status, json } = await submit(submitBody(offerLead(), instantOffer(tradeIn)));
  expect(status).toBe(201);
  return json as { lead_id: number; trade_in_id: number; offer_token?: string };
}

beforeAll(async () => {
  payload = await startTestPayload();
  ids.tenant = (await createTestTenant(payload, 'offer-coast')).id;
  ids.other = (await createTestTenant(payload, 'offer-other')).id;
  ids.dealership = (
    await payload.create({
      collection: 'dealerships',
      data: { tenant: ids.tenant, name: 'Offer Toyota', slug: 'offer-toyota', leadDelivery: { email: 'buyers@offer-toyota.test' } },
      context: { disableRevalidate: true },
    })
  ).id;
  // A second dealership: the lead's location, not the tenant's only dealership, decides where it goes.
  await payload.create({
    collection: 'dealerships',
    data: { tenant: ids.tenant, name: 'Offer Kia', slug: 'offer-kia', leadDelivery: { email: 'sales@offer-kia.test' } },
    context: { disableRevalidate: true },
  });
  ids.location = (
    await payload.create({
      collection: 'locations',
      data: { tenant: ids.tenant, dealership: ids.dealership, name: 'Offer Yard', slug: 'offer-yard', visible: true },
      context: { disableRevalidate: true },
    })
  ).id;
  const otherDealership = await payload.create({
    collection: 'dealerships',
    data: { tenant: ids.other, name: 'Other Motors', slug: 'other-motors', leadDelivery: { email: 'leads@other.test' } },
    context: { disableRevalidate: true },
  });
  await payload.create({
    collection: 'locations',
    data: { tenant: ids.other, dealership: otherDealership.id, name: 'Other Yard', slug: 'offer-yard', visible: true },
    context: { disableRevalidate: true },
  });

  const sampleVehicle = { make: 'Toyota', model: 'HiLux', variant: 'SR5', year: 2021, body: 'Utility', transmission: 'Automatic' };
  ids.sample = (
    await payload.create({
      collection: 'valuation-samples',
      data: { ...sampleVehicle, registration: 'QLD9OFF1', state: 'QLD', evalId: 'EVOFFER1', vin: 'SAMPLEVINOFFER001', newValue: 55000 },
    })
  ).id;
  ids.choiceSample = (
    await payload.create({
      collection: 'valuation-samples',
      data: {
        ...sampleVehicle,
        registration: 'QLD9OFF2',
        state: 'QLD',
        vin: 'SAMPLEVINOFFER002',
        descriptions: [{ description: '2021 Toyota HiLux SR5' }, { description: '2021 Toyota HiLux Base' }],
      },
    })
  ).id;

  const password = 'test-password-123';
  await payload.create({
    collection: 'users',
    data: { email: 'editor@offer-coast.test', password, tenants: [{ tenant: ids.tenant, roles: ['tenant-admin'] }] },
  });
  staffToken = (await payload.login({ collection: 'users', data: { email: 'editor@offer-coast.test', password } })).token!;
});

afterAll(async () => {
  await stopTestPayload(payload);
});

describe('POST /api/leads/submit with an instant offer', () => {
  it('stores the lead and its trade-in (flow, kms, answers, finance, offer) and answers 201 with the offer token', async () => {
    const { status, json } = await submit(submitBody(offerLead(), instantOffer()));
    expect(status).toBe(201);
    expect(json).toEqual({ lead_id: expect.any(Number), created: true, trade_in_id: expect.any(Number), offer_token: expect.any(String) });
    expect(json.offer_token).toBe(offerToken(payload.config.secret, json.trade_in_id));
    expect(json.offer_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const stored = await tradeInById(json.trade_in_id);
    expect(stored).toMatchObject({
      tenant: ids.tenant,
      lead: json.lead_id,
      flow: 'instant-offer',
      title: '2021 Toyota HiLux · QLD1EV00',
      eval_id: 'EV910000',
      rego: 'QLD1EV00',
      state: 'QLD',
      kms: 42000,
      finance: 'Yes',
      offer: { amount: 18450, expires_on: inAWeek(), accepted_at: null, acceptance_lead: null },
      name: 'Jo Citizen',
      email: 'jo@shopper.test',
      phone: '0412 345 678',
      nearest_location: null,
      postcode_place: null,
      source_page: 'sell-my-car',
      answers: { postcode: null, odometer: null, service_history: null, number_of_keys: null, car_condition: null },
    });
    expect(stored.vehicle).toMatchObject({ make: 'Toyota', model: 'HiLux', year: 2021, km: 42000 });
    expect(
      stored.adjustment_answers?.map(({ question_id, answer_id, question, answer }) => ({ question_id, answer_id, question, answer })),
    ).toEqual(
      ADJUSTMENT_QUESTIONS.map((question) => {
        const answerId = question.id === 'accident-history' ? 'minor' : question.answers[0].id;
        return {
          question_id: question.id,
          answer_id: answerId,
          question: question.question,
          answer: question.answers.find((a) => a.id === answerId)!.label,
        };
      }),
    );

    const lead = await leadById(json.lead_id);
    expect(lead).toMatchObject({
      form: 'trade-in',
      category: 'Trade-In Enquiry',
      subcategory: 'Instant Offer',
      form_completed: true,
      offer_accepted: false,
      event_id: 22,
      rego: 'QLD1EV00',
    });
    // The lead's own location decides, as for any lead (no postcode in this flow).
    expect([idOf(lead.location), idOf(lead.dealership)]).toEqual([ids.location, ids.dealership]);
    expect(lead.deliveries).toMatchObject([{ channel: 'email', target: 'buyers@offer-toyota.test', status: 'pending' }]);
  });

  it('the same submission again answers 200 with the same lead, trade-in and token', async () => {
    const body = submitBody(offerLead(), instantOffer());
    const first = await submit(body);
    const again = await submit(body);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.json).toEqual({ ...first.json, created: false });
    expect(again.json.offer_token).toBe(first.json.offer_token);
  });

  it('an invalid instant offer is a 400 naming its trade_in fields, and nothing is stored', async () => {
    const before = await counts();
    const { status, json } = await submit(
      submitBody(
        offerLead(),
        instantOffer({
          adjustment_answers: answers.slice(1),
          finance: 'Maybe',
          kms: 'lots',
          offer: { amount: -1 },
          source_page: 'trade-in',
        }),
      ),
    );
    expect(status).toBe(400);
    const fields = (json.errors as { field: string }[]).map((error) => error.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'trade_in.adjustment.accident-history',
        'trade_in.finance',
        'trade_in.kms',
        'trade_in.offer',
        'trade_in.source_page',
      ]),
    );
    expect(fields.every((field) => field.startsWith('trade_in'))).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it('an instant offer only travels with a trade-in lead', async () => {
    const { status, json } = await submit(submitBody(offerLead({ form: 'enquiry', category: 'General Enquiry' }), instantOffer()));
    expect(status).toBe(400);
    expect(json.errors).toContainEqual({ field: 'trade_in', message: 'Only a trade-in lead (form "trade-in") may carry a trade-in' });
  });

  it('without an online estimate (offer null): stored without an offer, and no token', async () => {
    const { status, json } = await submit(submitBody(offerLead(), instantOffer({ offer: null })));
    expect(status).toBe(201);
    expect(json).toEqual({ lead_id: expect.any(Number), created: true, trade_in_id: expect.any(Number) });
    const stored = await tradeInById(json.trade_in_id);
    expect(stored.offer).toMatchObject({ amount: null, expires_on: null });
  });
});

describe('POST /api/trade-ins/accept-offer', () => {
  it('accepts: 201 with a new Offer Accepted lead (event 18, deliveries queued) and the trade-in marked accepted', async () => {
    const offer = await storedOffer();
    const before = Date.now();
    const { status, json } = await accept({ tenant: 'offer-coast', lead_id: offer.lead_id, offer_token: offer.offer_token });
    expect(status).toBe(201);
    expect(json).toEqual({ lead_id: expect.any(Number), created: true, accepted_at: expect.any(String), eval_id: 'EV910000' });
    expect(json.lead_id).not.toBe(offer.lead_id);
    expect(Date.parse(json.accepted_at)).toBeGreaterThanOrEqual(before - 1000);

    const acceptance = await leadById(json.lead_id);
    const [year, month, day] = inAWeek().split('-').map(Number);
    const months = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    expect(acceptance).toMatchObject({
      tenant: ids.tenant,
      form: 'trade-in',
      category: 'Trade-In Enquiry',
      subcategory: 'Offer Accepted',
      event_id: 18,
      form_completed: true,
      offer_accepted: true,
      name: 'Jo Citizen',
      email: 'jo@shopper.test',
      phone: '0412 345 678',
      preferred_contact_method: 'Email',
      rego: 'QLD1EV00',
      message: `Offer of $18,450 accepted (expires ${day} ${months[month! - 1]} ${year}).`,
      idempotency_key: `offer-accepted-${offer.trade_in_id}`,
    });
    expect([idOf(acceptance.location), idOf(acceptance.dealership)]).toEqual([ids.location, ids.dealership]);
    expect(acceptance.deliveries).toMatchObject([{ channel: 'email', target: 'buyers@offer-toyota.test', status: 'pending' }]);
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'deliverLead' } }, limit: 0, depth: 0 });
    expect(jobs.docs.some((job) => (job.input as { leadId?: number } | null)?.leadId === json.lead_id)).toBe(true);

    const tradeIn = await tradeInById(offer.trade_in_id);
    expect(tradeIn.offer).toMatchObject({ amount: 18450, expires_on: inAWeek(), acceptance_lead: json.lead_id });
    expect(new Date(tradeIn.offer!.accepted_at!).toISOString()).toBe(json.accepted_at);
    // The first lead stays what the shopper sent.
    expect((await leadById(offer.lead_id)).offer_accepted).toBe(false);

    // The dealer's email and ADF describe the vehicle and the offer for the acceptance lead too.
    const { view } = await leadViewOf(payload, acceptance);
    expect(view.tradeIn).toMatchObject({ year: 2021, make: 'Toyota', model: 'HiLux', rego: 'QLD1EV00', odometer: 42000 });
    expect(view.tradeIn?.comments).toContain('Offer $18,450, expires');
    expect(view.tradeIn?.comments).toContain('accepted by the shopper');
    expect(view.tradeIn?.comments).toContain('Finance wanted: Yes');
    expect(view.tradeIn?.comments).toContain('Has the vehicle been in an accident or had panel repairs? Yes, minor repairs');
    const { view: offerView } = await leadViewOf(payload, await leadById(offer.lead_id));
    expect(offerView.tradeIn?.make).toBe('Toyota');
  });

  it('again: 200 with the same acceptance, and no second lead', async () => {
    const offer = await storedOffer();
    const body = { tenant: 'offer-coast', lead_id: offer.lead_id, offer_token: offer.offer_token };
    const first = await accept(body);
    const leadsAfterFirst = await counts();
    const again = await accept(body);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.json).toEqual({ ...first.json, created: false });
    expect(await counts()).toEqual(leadsAfterFirst);
  });

  it('two accepts at once store exactly one acceptance lead', async () => {
    const offer = await storedOffer();
    const body = { tenant: 'offer-coast', lead_id: offer.lead_id, offer_token: offer.offer_token };
    const answers = await Promise.all([accept(body), accept(body), accept(body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json.lead_id)).size).toBe(1);
    const acceptances = await payload.count({
      collection: 'leads',
      where: { idempotency_key: { equals: `offer-accepted-${offer.trade_in_id}` } },
    });
    expect(acceptances.totalDocs).toBe(1);
    expect((await tradeInById(offer.trade_in_id)).offer?.acceptance_lead).toBe(answers[0]!.json.lead_id);
  });

  it('a wrong token, another tenant’s slug, a wizard trade-in and an unknown lead: the same 404', async () => {
    const offer = await storedOffer();
    const noSuch = { status: 404, json: { error: 'No such offer' } };
    const pick = ({ status, json }: { status: number; json: unknown }) => ({ status, json });
    const otherToken = offerToken(payload.config.secret, offer.trade_in_id + 1000);
    expect(pick(await accept({ tenant: 'offer-coast', lead_id: offer.lead_id, offer_token: otherToken }))).toEqual(noSuch);
    expect(pick(await accept({ tenant: 'offer-coast', lead_id: offer.lead_id, offer_token: 'x' }))).toEqual(noSuch);
    expect(pick(await accept({ tenant: 'offer-other', lead_id: offer.lead_id, offer_token: offer.offer_token }))).toEqual(noSuch);
    expect(pick(await accept({ tenant: 'no-such-site', lead_id: offer.lead_id, offer_token: offer.offer_token }))).toEqual(noSuch);
    expect(pick(await accept({ tenant: 'offer-coast', lead_id: 999999, offer_token: offer.offer_token }))).toEqual(noSuch);

    // A wizard's trade-in has no offer to accept, even with the token its id would have.
    const wizard = await submit(
      submitBody(offerLead({ subcategory: undefined }), {
        eval_id: 'EV910000',
        rego: 'QLD1EV00',
        state: 'QLD',
        vehicle,
        answers: {
          postcode: '4217',
          odometer: 42000,
          service_history: 'Full service history',
          number_of_keys: '2',
          car_condition: 'Good',
          comments: 'Tow bar.',
        },
        last_name: 'Citizen',
        source_page: 'trade-in',
      }),
    );
    expect([wizard.status, wizard.json.errors]).toEqual([201, undefined]);
    expect(wizard.json.offer_token).toBeUndefined();
    expect((await tradeInById(wizard.json.trade_in_id)).flow).toBe('wizard');
    const wizardToken = offerToken(payload.config.secret, wizard.json.trade_in_id);
    expect(pick(await accept({ tenant: 'offer-coast', lead_id: wizard.json.lead_id, offer_token: wizardToken }))).toEqual(noSuch);
    expect((await tradeInById(offer.trade_in_id)).offer?.accepted_at).toBeNull();
  });

  it('an offer past its last day: 410, nothing accepted', async () => {
    const offer = await storedOffer();
    const yesterday = new Date(Date.parse(`${today()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await payload.update({ collection: 'trade-ins', id: offer.trade_in_id, data: { offer: { amount: 18450, expires_on: yesterday } } });
    const before = await counts();
    const { status, json } = await accept({ tenant: 'offer-coast', lead_id: offer.lead_id, offer_token: offer.offer_token });
    expect([status, json]).toEqual([410, { error: 'This offer has expired. Please get a new valuation.' }]);
    expect(await counts()).toEqual(before);
    expect((await tradeInById(offer.trade_in_id)).offer?.accepted_at).toBeNull();
  });

  it('a valuation without an online offer: 409', async () => {
    const offer = await storedOffer({ offer: null });
    const token = offerToken(payload.config.secret, offer.trade_in_id);
    const { status, json } = await accept({ tenant: 'offer-coast', lead_id: offer.lead_id, offer_token: token });
    expect([status, json]).toEqual([409, { error: 'This valuation has no online offer.' }]);
  });

  it('anonymous: 401; staff: 403; nothing accepted', async () => {
    const offer = await storedOffer();
    const body = { tenant: 'offer-coast', lead_id: offer.lead_id, offer_token: offer.offer_token };
    expect((await accept(body, {})).status).toBe(401);
    expect((await accept(body, { authorization: `JWT ${staffToken}` })).status).toBe(403);
    expect((await tradeInById(offer.trade_in_id)).offer?.accepted_at).toBeNull();
  });

  it('a malformed body: 400 naming the fields', async () => {
    const { status, json } = await accept({ tenant: '', lead_id: 'abc', offer_token: 5, extra: true });
    expect(status).toBe(400);
    expect((json.errors as { field: string }[]).map((error) => error.field).sort()).toEqual(['extra', 'lead_id', 'offer_token', 'tenant']);
    const notJson = await rest('POST', 'trade-ins/accept-offer', { rawBody: '{', headers: site });
    expect(notJson.status).toBe(400);
    const tooLarge = await accept({ tenant: 'offer-coast', lead_id: 1, offer_token: 'x'.repeat(5000) });
    expect(tooLarge.status).toBe(413);
  });
});

describe('the sample valuation service’s instant offer', () => {
  it('prices a known EvalID from the sample’s value when new, good for 7 days', async () => {
    const { status, json } = await sampleCall('adjustments', { id: 'EVOFFER1', adjustmentAnswers: answers, kms: '42,000' });
    expect(status).toBe(200);
    const amount = sampleOfferAmount({ newValue: 55000, year: 2021, km: 42000, answers, today: today() });
    expect(json).toEqual({ id: 'EVOFFER1', offer: { amount, expires: inAWeek() } });
    expect(amount).toBeGreaterThan(0);
    // A choice's EvalID; no value when new prices from 30,000.
    const choice = await sampleCall('adjustments', { id: `SAMPLE${ids.choiceSample}-2`, adjustmentAnswers: answers, kms: 42000 });
    expect(choice.json.offer.amount).toBe(sampleOfferAmount({ newValue: 30000, year: 2021, km: 42000, answers, today: today() }));
  });

  it('missing answers or kms: 400 naming them; an id it never gave: []', async () => {
    const missing = await sampleCall('adjustments', { id: 'EVOFFER1', adjustmentAnswers: answers.slice(2), kms: 'many' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.errors).sort()).toEqual(['adjustment.accident-history', 'adjustment.warning-lights', 'kms']);
    const unknown = await sampleCall('adjustments', { id: 'EVNOBODY', adjustmentAnswers: answers, kms: 1000 });
    expect([unknown.status, unknown.json]).toEqual([200, []]);
  });

  it('accept: success for an id it gave, not for another; only the site may call it', async () => {
    expect((await sampleCall('accept', { id: 'EVOFFER1', lead_id: 12 })).json).toEqual({ success: true });
    expect((await sampleCall('accept', { id: `SAMPLE${ids.choiceSample}-1`, lead_id: 12 })).json).toEqual({ success: true });
    expect((await sampleCall('accept', { id: 'EVNOBODY', lead_id: 12 })).json).toEqual({ success: false });
    expect((await sampleCall('accept', { id: 'EVOFFER1', lead_id: 12 }, {})).status).toBe(401);
    expect((await sampleCall('adjustments', { id: 'EVOFFER1' }, { authorization: `JWT ${staffToken}` })).status).toBe(403);
  });
});
