import { releaseRunner } from '../../src/jobs/jobHolders';
import { getPayload, type Payload } from 'payload';
import config from '@payload-config';
import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes';
import { migrations } from '../../src/migrations';
import { ensureSiteServiceAccount } from '../../src/leads/siteServiceAccount';
import { closeRateLimits } from '../../src/rateLimit';

/**
 * The site's lead key in integration tests. Not in the environment: the config's start-up hook
 * would ensure the account before the test database is migrated; `startTestPayload` does it after.
 */
export const TEST_LEADS_API_KEY = 'integration-test-leads-api-key-0123456789';
/** The header the site sends with it. */
export const siteLeadsAuthorization = (key = TEST_LEADS_API_KEY) => `service-accounts API-Key ${key}`;

/** A Payload instance on this worker's own database, migrated with the committed migrations. */
export async function startTestPayload(): Promise<Payload> {
  const payload = await getPayload({ config });
  heldAtConnect.set(payload, checkedOutClients(poolOf(payload)));
  await payload.db.migrate({ migrations: migrations as never });
  await ensureSiteServiceAccount(payload, TEST_LEADS_API_KEY);
  return payload;
}

/** pg-pool's own bookkeeping (pg is pinned at 8.20.0): every client, and the idle ones. */
interface PgPool {
  on: (event: string, listener: () => void) => void;
  end: () => Promise<void>;
  _clients?: PgClient[];
  _idle?: Array<{ client: PgClient }>;
}
interface PgClient {
  release?: (error?: Error) => void;
}

const poolOf = (payload: Payload) => (payload.db as unknown as { pool?: PgPool }).pool;

const checkedOutClients = (pool: PgPool | undefined): PgClient[] => {
  const idle = new Set(pool?._idle?.map((item) => item.client));
  return (pool?._clients ?? []).filter((client) => !idle.has(client));
};

/**
 * The client Payload's postgres adapter checks out when it connects and never gives back
 * (@payloadcms/db-postgres connect.js keeps it for its error listener). Left open, each test file
 * kept a PostgreSQL connection and its socket open in its Jest worker until the worker was stopped.
 */
const heldAtConnect = new WeakMap<Payload, PgClient[]>();

export async function stopTestPayload(payload: Payload): Promise<void> {
  const pool = poolOf(payload);
  await payload.destroy();
  await closeRateLimits();
  await releaseRunner();
  if (!pool) return;
  // Stopping PostgreSQL must not crash Jest if a client is still open somehow.
  pool.on('error', () => {});
  const ended = pool.end();
  // Handed back while the pool ends, the client is closed and removed, so end() can finish.
  for (const client of heldAtConnect.get(payload) ?? []) client.release?.();
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
}

type Handler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>;
const handlers: Record<string, Handler> = {
  GET: REST_GET(config) as Handler,
  POST: REST_POST(config) as Handler,
  PATCH: REST_PATCH(config) as Handler,
  DELETE: REST_DELETE(config) as Handler,
};

/**
 * Calls the CMS's real REST route handlers (the same ones `next start` serves) in-process.
 * `path` is relative to /api, e.g. `leads?limit=5`.
 */
export async function rest(
  method: keyof typeof handlers,
  path: string,
  {
    token,
    body,
    rawBody,
    headers: extra = {},
  }: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: any; text: string }> {
  const url = new URL(`http://localhost:3001/api/${path}`);
  const headers = new Headers({ 'content-type': 'application/json' });
  if (token) headers.set('authorization', `JWT ${token}`);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  const request = new Request(url, { method, headers, body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)) });
  const slug = url.pathname.replace(/^\/api\//, '').split('/');
  const response = await handlers[method]!(request, { params: Promise.resolve({ slug }) });
  const text = await response.text();
  const csv = response.headers.get('content-type')?.startsWith('text/csv') ?? false;
  return { status: response.status, json: text && !csv ? JSON.parse(text) : null, text };
}

/**
 * A multipart upload through the real REST handlers, as the admin sends it: the file plus the
 * document's fields as `_payload`.
 */
export async function restUpload(
  method: 'POST' | 'PATCH',
  path: string,
  {
    token,
    authorization,
    file,
    data = {},
  }: { token?: string; authorization?: string; file: { bytes: Uint8Array; name: string; type: string }; data?: Record<string, unknown> },
): Promise<{ status: number; json: any }> {
  const url = new URL(`http://localhost:3001/api/${path}`);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  form.append('_payload', JSON.stringify(data));
  const headers = new Headers();
  if (token) headers.set('authorization', `JWT ${token}`);
  if (authorization) headers.set('authorization', authorization);
  const request = new Request(url, { method, headers, body: form });
  const slug = url.pathname.replace(/^\/api\//, '').split('/');
  const response = await handlers[method]!(request, { params: Promise.resolve({ slug }) });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

const graphQLHandler = GRAPHQL_POST(config) as (request: Request) => Promise<Response>;

/** Calls the CMS's real GraphQL handler in-process (answers 404 unless GRAPHQL_ENABLED=true). */
export async function graphql(
  query: string,
  { token, variables, authorization }: { token?: string; variables?: Record<string, unknown>; authorization?: string } = {},
): Promise<{ status: number; json: any }> {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (token) headers.set('authorization', `JWT ${token}`);
  if (authorization) headers.set('authorization', authorization);
  const request = new Request('http://localhost:3001/api/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const response = await graphQLHandler(request);
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

/** The field errors of a rejected Payload operation (a ValidationError), as { path, message }. */
export async function fieldErrors(operation: Promise<unknown>): Promise<{ path: string; message: string }[]> {
  try {
    await operation;
  } catch (error) {
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors;
    if (!errors) throw error;
    return errors.map(({ path, message }) => ({ path, message }));
  }
  throw new Error('Expected the operation to fail validation, but it succeeded');
}

/** A Lexical rich-text value of one paragraph (offers, pages). */
export const lexical = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    format: '',
    indent: 0,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        version: 1,
        format: '',
        indent: 0,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', version: 1, text, format: 0, style: '', mode: 'normal', detail: 0 }],
      },
    ],
  },
});

/** A minimal tenant for tests: its slug is also its name. */
export const createTestTenant = (payload: Payload, slug: string) =>
  payload.create({
    collection: 'tenants',
    data: { name: slug, slug, template: 'group', locale: 'en-AU', branding: { primaryColour: '#000000', secondaryColour: '#ffffff' } },
  });
