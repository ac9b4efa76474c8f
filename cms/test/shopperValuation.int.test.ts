/**
 * Spec §7 `POST /api/miscellaneous` ("Valuation result plus column_name 'valuation' (only for one
 * brand flag)"), the CMS half: `POST /api/shoppers/miscellaneous` keeps the valuation a signed-in
 * shopper was just shown on their profile, where the tenant keeps valuations, and only when it is
 * the one the dealer stored with that lead. Who may call it, what it takes, and that staff read it.
 * Real PostgreSQL and the real REST handlers; valuations stored through `POST /api/leads/submit`.
 */
import type { Payload } from 'payload';
import { ADJUSTMENT_QUESTIONS, calendarDateAt, tradeInOfferExpiresOn } from '@dealer/domain';
import { NO_SUCH_VALUATION_TEXT, VALUATIONS_OFF_TEXT } from '../src/shoppers/endpoints/miscellaneous';
import { newSessionToken, sessionExpiresAt, sessionTokenHash } from '../src/shoppers/secrets';
import { createTestTenant, rest, siteLeadsAuthorization, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
const ids = {} as Record<'harbour' | 'coast', number>;
const staff = {} as Record<'harbour' | 'coast', string>;
const site = { authorization: siteLeadsAuthorization() };
let counter = 0;

const vehicle = {
  evalId: 'EVVAL001',
  vin: 'JM0KF4W7A00123456',
  make: 'Mazda',
  model: 'CX-5',
  variant: 'Maxx Sport',
  year: 2019,
  body: 'Wagon',
  transmission: 'Automatic',
};

/** A valuation stored as the site stores it (the wizard's, or the instant offer's with `offer`): its lead id. */
async function storedValuation(tenant: 'val-harbour' | 'val-coast', flow: 'wizard' | 'instant-offer' = 'wizard'): Promise<number> {
  const lead = {
    form: 'trade-in',
    idempotency_key: `valuation-key-${Date.now()}-${++counter}`,
    name: 'Jo Citizen',
    email: 'jo@shopper.test',
    phone: '0412 345 678',
    message: 'Tow bar fitted.',
    category: 'Trade-In Enquiry',
    preferred_contact_method: 'Phone',
    opt_in: true,
    Rego: 'NSW1EV00',
    ...(flow === 'instant-offer' ? { subcategory: 'Instant Offer', location: `${tenant}-yard` } : {}),
  };
  const tradeIn =
    flow === 'wizard'
      ? {
          eval_id: 'EVVAL001',
          rego: 'NSW1EV00',
          state: 'NSW',
          vehicle,
          answers: {
            postcode: '2000',
            odometer: 84000,
            service_history: 'Full service history',
            number_of_keys: '2',
            car_condition: 'Good',
            comments: 'Tow bar fitted.',
          },
          last_name: 'Citizen',
          source_page: 'trade-in',
        }
      : {
          flow: 'instant-offer',
          eval_id: 'EVVAL001',
          rego: 'NSW1EV00',
          state: 'NSW',
          vehicle,
          kms: 61000,
          adjustment_answers: ADJUSTMENT_QUESTIONS.map((question) => ({ id: question.id, answer: question.answers[0].id })),
          finance: 'No',
          offer: { amount: 18450, expiresOn: inAWeek },
          source_page: 'sell-my-car',
        };
  const { status, json } = await rest('POST', 'leads/submit', {
    body: { tenant, lead, context: { url: `https://${tenant}.example.com/trade-in`, user_agent: 'Mozilla/5.0 (test)' }, trade_in: tradeIn },
    headers: site,
  });
  expect([status, json.errors]).toEqual([201, undefined]);
  return json.lead_id as number;
}
const inAWeek = tradeInOfferExpiresOn(calendarDateAt(new Date(), 600));

/** A signed-in shopper of a tenant: their id and `Authorization` header. */
async function shopper(tenant: number) {
  const created = await payload.create({
    collection: 'shoppers',
    data: { tenant, phone: `+6141277${String(++counter).padStart(4, '0')}` },
  });
  const token = newSessionToken();
  await payload.create({
    collection: 'shopper-sessions',
    data: { tenant, shopper: created.id, token_hash: sessionTokenHash(token), expires_at: sessionExpiresAt(new Date()) },
  });
  return { id: created.id, authorization: `Shopper ${token}` };
}

/** The wizard's result as the browser sends it. */
const wizardValue = (leadId: number, extra: Record<string, unknown> = {}) => ({
  flow: 'wizard',
  lead_id: leadId,
  vehicle: '2019 Mazda CX-5 Maxx Sport',
  rego: 'nsw 1ev00',
  state: 'NSW',
  kms: 84000,
  ...extra,
});

const save = (authorization: string | undefined, body: Record<string, unknown>) =>
  rest('POST', 'shoppers/miscellaneous', { body, headers: authorization ? { authorization } : {} });
const saveValuation = (authorization: string | undefined, value: unknown, tenant = 'val-harbour') =>
  save(authorization, { tenant, column_name: 'valuation', value });
/** The shopper's `valuation` group, or null when none was ever saved. */
const profileOf = async (id: number) => {
  const { valuation } = await payload.findByID({ collection: 'shoppers', id, depth: 0, select: { valuation: true } });
  return valuation?.saved_at ? valuation : null;
};

beforeAll(async () => {
  payload = await startTestPayload();
  for (const [key, slug, keeps] of [
    ['harbour', 'val-harbour', true],
    ['coast', 'val-coast', false],
  ] as const) {
    ids[key] = (await createTestTenant(payload, slug)).id;
    if (keeps) await payload.update({ collection: 'tenants', id: ids[key], data: { settings: { saveValuationToProfile: true } } });
    const dealership = await payload.create({
      collection: 'dealerships',
      data: { tenant: ids[key], name: `${slug} Motors`, slug: `${slug}-motors`, leadDelivery: { email: `leads@${slug}.test` } },
      context: { disableRevalidate: true },
    });
    await payload.create({
      collection: 'locations',
      data: { tenant: ids[key], dealership: dealership.id, name: `${slug} Yard`, slug: `${slug}-yard`, visible: true },
      context: { disableRevalidate: true },
    });
    const password = 'test-password-123';
    const email = `editor@${slug}.test`;
    await payload.create({
      collection: 'users',
      data: { email, password, tenants: [{ tenant: ids[key], roles: ['tenant-editor'] }] } as never,
    });
    staff[key] = `JWT ${(await payload.login({ collection: 'users', data: { email, password } })).token!}`;
  }
});

afterAll(async () => {
  await stopTestPayload(payload);
});

describe('POST /api/shoppers/miscellaneous (spec §7 POST /api/miscellaneous)', () => {
  it('keeps the wizard’s valuation on the signed-in shopper’s profile, with the trade-in stored with its lead; staff of the tenant read it', async () => {
    const leadId = await storedValuation('val-harbour');
    const me = await shopper(ids.harbour);
    const before = Date.now();
    const answer = await saveValuation(me.authorization, wizardValue(leadId));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, column_name: 'valuation', saved_at: expect.any(String) });
    const tradeIn = (await payload.find({ collection: 'trade-ins', where: { lead: { equals: leadId } }, depth: 0 })).docs[0]!;
    expect(await profileOf(me.id)).toEqual({
      saved_at: answer.json.saved_at,
      flow: 'wizard',
      vehicle: '2019 Mazda CX-5 Maxx Sport',
      rego: 'NSW1EV00',
      state: 'NSW',
      kms: 84000,
      offer_amount: null,
      offer_expires_on: null,
      lead: leadId,
      trade_in: tradeIn.id,
    });
    expect(new Date(answer.json.saved_at).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const read = await rest('GET', `shoppers/${me.id}?depth=1`, { headers: { authorization: staff.harbour } });
    expect([read.status, read.json.valuation?.lead?.id, read.json.valuation?.trade_in?.id]).toEqual([200, leadId, tradeIn.id]);
    const otherStaff = await rest('GET', `shoppers/${me.id}?depth=0`, { headers: { authorization: staff.coast } });
    expect(otherStaff.status).toBe(404);
    // Read-only: staff cannot write it either.
    const edit = await rest('PATCH', `shoppers/${me.id}`, {
      body: { valuation: { rego: 'FORGED1' } },
      headers: { authorization: staff.harbour },
    });
    expect(edit.status).toBe(403);
    expect(await profileOf(me.id)).toMatchObject({ rego: 'NSW1EV00', lead: leadId });
  });

  it('the instant offer’s valuation, with its offer, replaces the earlier one; an offer other than the one stored is refused', async () => {
    const me = await shopper(ids.harbour);
    expect((await saveValuation(me.authorization, wizardValue(await storedValuation('val-harbour')))).status).toBe(200);
    const leadId = await storedValuation('val-harbour', 'instant-offer');
    const offered = {
      flow: 'instant-offer',
      lead_id: leadId,
      rego: 'NSW1EV00',
      state: 'NSW',
      kms: 61000,
      offer: { amount: 18450, expires_on: inAWeek },
    };

    const higher = await saveValuation(me.authorization, { ...offered, offer: { amount: 25000, expires_on: inAWeek } });
    expect([higher.status, higher.json]).toEqual([
      400,
      { error: NO_SUCH_VALUATION_TEXT, errors: [{ field: 'value', message: NO_SUCH_VALUATION_TEXT }] },
    ]);
    expect(await profileOf(me.id)).toMatchObject({ flow: 'wizard' });

    expect((await saveValuation(me.authorization, offered)).status).toBe(200);
    expect(await profileOf(me.id)).toMatchObject({
      flow: 'instant-offer',
      vehicle: null,
      kms: 61000,
      offer_amount: 18450,
      offer_expires_on: inAWeek,
      lead: leadId,
    });
  });

  it('a valuation that is not the one stored with that lead (another rego, kilometres, or another tenant’s lead) is refused', async () => {
    const me = await shopper(ids.harbour);
    const leadId = await storedValuation('val-harbour');
    const coastLead = await storedValuation('val-coast');
    for (const value of [
      wizardValue(leadId, { rego: 'NSW1EV01' }),
      wizardValue(leadId, { kms: 84001 }),
      wizardValue(leadId, { flow: 'instant-offer' }),
      wizardValue(coastLead),
      wizardValue(999_999_999),
    ]) {
      const answer = await saveValuation(me.authorization, value);
      expect([answer.status, answer.json.error]).toEqual([400, NO_SUCH_VALUATION_TEXT]);
    }
    expect(await profileOf(me.id)).toBeNull();
  });

  it('no session: 401; a session of another dealer’s site: 401; staff and the site’s key: 403; nothing stored', async () => {
    const leadId = await storedValuation('val-harbour');
    const coastShopper = await shopper(ids.coast);
    const answers = [
      await saveValuation(undefined, wizardValue(leadId)),
      await saveValuation('Shopper not-a-session-token-at-all-0123456789abcdef', wizardValue(leadId)),
      await saveValuation(coastShopper.authorization, wizardValue(leadId)),
      await saveValuation(staff.harbour, wizardValue(leadId)),
      await saveValuation(site.authorization, wizardValue(leadId)),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 403, 403]);
    expect(answers[0]!.json).toEqual({ error: 'Please sign in.', success: false });
    expect(await profileOf(coastShopper.id)).toBeNull();
    const stored = await payload.count({ collection: 'shoppers', where: { 'valuation.lead': { equals: leadId } } });
    expect(stored.totalDocs).toBe(0);
  });

  it('any column but valuation, and values that are not a valuation: 400 by field, nothing stored', async () => {
    const me = await shopper(ids.harbour);
    const leadId = await storedValuation('val-harbour');
    const cases: [Record<string, unknown>, { field: string; message: string }[]][] = [
      [{ column_name: 'phone', value: wizardValue(leadId) }, [{ field: 'column_name', message: 'The column must be one of: valuation' }]],
      [
        { column_name: 'alerts_stopped_at', value: null },
        [
          { field: 'column_name', message: 'The column must be one of: valuation' },
          { field: 'value', message: 'The valuation must be a JSON object' },
        ],
      ],
      [
        { column_name: 'valuation', value: wizardValue(leadId, { kms: '84,000' }) },
        [{ field: 'value.kms', message: 'The kilometres must be a whole number up to 999999' }],
      ],
      [
        { column_name: 'valuation', value: wizardValue(leadId, { email: 'x@y.z' }) },
        [{ field: 'value.email', message: 'Unknown field: email' }],
      ],
      [{ column_name: 'valuation', value: wizardValue(leadId), shopper: 1 }, [{ field: 'shopper', message: 'Unknown field: shopper' }]],
      [
        { column_name: 'valuation', value: wizardValue(leadId, { vehicle: 'x'.repeat(1500) }) },
        [{ field: 'value', message: 'The valuation must be at most 1024 bytes' }],
      ],
    ];
    for (const [body, errors] of cases) {
      const answer = await save(me.authorization, { tenant: 'val-harbour', ...body });
      expect([answer.status, answer.json]).toEqual([400, { error: 'Please fix the following errors:', errors }]);
    }
    // Beyond what any shopper call carries: refused before it is read.
    const huge = await saveValuation(me.authorization, wizardValue(leadId, { vehicle: 'x'.repeat(5000) }));
    expect(huge.status).toBe(413);
    expect(await profileOf(me.id)).toBeNull();
  });

  it('a tenant that does not keep valuations: 404 and nothing stored; an unknown tenant: 404', async () => {
    const me = await shopper(ids.coast);
    const leadId = await storedValuation('val-coast');
    const off = await saveValuation(me.authorization, wizardValue(leadId), 'val-coast');
    expect([off.status, off.json]).toEqual([404, { error: VALUATIONS_OFF_TEXT }]);
    expect(await profileOf(me.id)).toBeNull();
    const unknown = await saveValuation(me.authorization, wizardValue(leadId), 'val-nowhere');
    expect([unknown.status, unknown.json]).toEqual([404, { error: 'No such site' }]);
  });
});
