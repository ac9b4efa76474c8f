/**
 * API-key sign-in of service accounts with a short memory (issue 10 performance). Payload's own
 * API-key strategy looks the account up in the database on every request; the site sends one
 * request per lead, so the account found for a key is kept for a short time, keyed by the key's
 * HMAC (the same `apiKeyIndex` Payload stores, never the key itself). Any change to a service
 * account through Payload (a new key, the key disabled, another purpose, a deletion) forgets every
 * kept account at once; another CMS instance's change is seen within the time-to-live.
 */
import crypto from 'node:crypto';
import type { AuthStrategy, Payload } from 'payload';
import { forgetOnChange } from '../hooks/forgetOnChange';
import type { ServiceAccount } from '../payload-types';

export const SERVICE_ACCOUNTS_SLUG = 'service-accounts';
/** How long an account found for a key is reused without asking the database again. */
export const SERVICE_ACCOUNT_KEY_TTL_MS = 30_000;
const MAX_KEPT_KEYS = 100;
const HEADER_PREFIX = `${SERVICE_ACCOUNTS_SLUG} API-Key `;

type SignedInAccount = ServiceAccount & { collection: typeof SERVICE_ACCOUNTS_SLUG; _strategy: 'api-key' };
const kept = new Map<string, { expiresAt: number; account: SignedInAccount }>();
// Bumped by each forget: a look-up that started before it does not keep what it read.
let generation = 0;

/** Forgets every kept account (after any change to a service account). */
export function forgetServiceAccountKeys(): void {
  generation++;
  kept.clear();
}

export const forgetServiceAccountKeysHooks = forgetOnChange(forgetServiceAccountKeys);

/**
 * The service account holding the key of an `Authorization: service-accounts API-Key <key>`
 * header, or null (no such header, or no account holds the key: Payload's own strategy then runs,
 * which also knows keys stored by Payload before 3.46).
 */
export async function serviceAccountOfKeyHeader(
  payload: Payload,
  authorization: string | null,
  clock: () => number = Date.now,
): Promise<SignedInAccount | null> {
  if (!authorization?.startsWith(HEADER_PREFIX)) return null;
  const apiKeyIndex = crypto.createHmac('sha256', payload.secret).update(authorization.slice(HEADER_PREFIX.length)).digest('hex');
  const hit = kept.get(apiKeyIndex);
  // A copy: Payload decorates the user of each request.
  if (hit && hit.expiresAt > clock()) return { ...hit.account };
  const lookedUpIn = generation;
  const found = await payload.find({
    collection: SERVICE_ACCOUNTS_SLUG,
    where: { apiKeyIndex: { equals: apiKeyIndex } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  });
  const doc = found.docs[0];
  if (!doc) {
    kept.delete(apiKeyIndex);
    return null;
  }
  const account: SignedInAccount = { ...doc, collection: SERVICE_ACCOUNTS_SLUG, _strategy: 'api-key' };
  if (lookedUpIn !== generation) return account;
  if (kept.size >= MAX_KEPT_KEYS) kept.clear();
  kept.set(apiKeyIndex, { expiresAt: clock() + SERVICE_ACCOUNT_KEY_TTL_MS, account });
  return { ...account };
}

/** Runs before Payload's own API-key strategy of the collection (Payload puts custom strategies first). */
export const keptServiceAccountKeyStrategy: AuthStrategy = {
  name: 'service-account-api-key',
  authenticate: async ({ headers, payload }) => ({ user: await serviceAccountOfKeyHeader(payload, headers.get('Authorization')) }),
};
