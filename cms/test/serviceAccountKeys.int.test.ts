/**
 * Issue 10 performance: a service account's API key is checked against the database once per
 * short while, not on every lead (auth/serviceAccountKeys.ts). A change through Payload (a new key,
 * the key disabled, the account deleted) applies to the very next request; a change that bypasses
 * Payload's hooks (another CMS instance) within the time-to-live.
 */
import type { Payload } from 'payload';
import { SERVICE_ACCOUNT_KEY_TTL_MS, serviceAccountOfKeyHeader } from '../src/auth/serviceAccountKeys';
import { enquiryBody } from './helpers/leads';
import { createTestTenant, rest, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
let accountId: number;
const header = (key: string) => `service-accounts API-Key ${key}`;

const submitWith = (key: string) =>
  rest('POST', 'leads/submit', {
    headers: { authorization: header(key) },
    body: {
      tenant: 'key-motors',
      lead: enquiryBody(),
      context: { url: 'https://key-motors.example/', user_agent: 'test' },
    },
  });

beforeAll(async () => {
  payload = await startTestPayload();
  await createTestTenant(payload, 'key-motors');
  accountId = (
    await payload.create({
      collection: 'service-accounts',
      data: { name: 'key-cache-site', purpose: 'site-leads', enableAPIKey: true, apiKey: 'key-cache-first-key-0123456789' },
      overrideAccess: true,
    })
  ).id;
});

afterAll(async () => {
  await stopTestPayload(payload);
});

describe('service account keys kept briefly', () => {
  it('a key replaced through Payload is refused at once, and the new one accepted', async () => {
    expect((await submitWith('key-cache-first-key-0123456789')).status).toBe(201);
    expect((await submitWith('key-cache-first-key-0123456789')).status).toBe(201);
    await payload.update({
      collection: 'service-accounts',
      id: accountId,
      data: { enableAPIKey: true, apiKey: 'key-cache-second-key-0123456789' },
      overrideAccess: true,
    });
    expect((await submitWith('key-cache-first-key-0123456789')).status).toBe(401);
    expect((await submitWith('key-cache-second-key-0123456789')).status).toBe(201);
  });

  it('a key disabled through Payload is refused at once', async () => {
    expect((await submitWith('key-cache-second-key-0123456789')).status).toBe(201);
    await payload.update({ collection: 'service-accounts', id: accountId, data: { enableAPIKey: false }, overrideAccess: true });
    expect((await submitWith('key-cache-second-key-0123456789')).status).toBe(401);
  });

  it('a key removed behind Payload’s back is refused once the time-to-live has passed', async () => {
    const key = 'key-cache-third-key-0123456789';
    const { id } = await payload.create({
      collection: 'service-accounts',
      data: { name: 'key-cache-other', purpose: 'site-leads', enableAPIKey: true, apiKey: key },
      overrideAccess: true,
    });
    let clock = Date.now();
    const signIn = () => serviceAccountOfKeyHeader(payload, header(key), () => clock);
    expect((await signIn())?.id).toBe(id);

    // What another CMS instance's change looks like to this one: no hook runs here.
    await payload.db.updateOne({ collection: 'service-accounts', id, data: { apiKeyIndex: null, apiKey: null } });
    clock += SERVICE_ACCOUNT_KEY_TTL_MS - 1;
    expect((await signIn())?.id).toBe(id);
    clock += 1;
    expect(await signIn()).toBeNull();
  });

  it('only its own header signs in: no header, a wrong key, another collection’s header', async () => {
    expect(await serviceAccountOfKeyHeader(payload, null)).toBeNull();
    expect(await serviceAccountOfKeyHeader(payload, header('not-a-key-of-anyone-0123456789'))).toBeNull();
    expect(await serviceAccountOfKeyHeader(payload, 'users API-Key key-cache-second-key-0123456789')).toBeNull();
    expect(await serviceAccountOfKeyHeader(payload, 'Bearer key-cache-second-key-0123456789')).toBeNull();
  });
});
