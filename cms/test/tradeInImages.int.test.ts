/**
 * Issue 13, wizard step 3: trade-in photos reach the CMS through `POST /api/trade-in-images/upload`
 * (the site's service account, the shopper's multipart body passed through), are checked while the
 * body streams in (size, type by content, count per valuation), stored as the tenant's private
 * files, read only by that tenant's staff, and tied to the trade-in at the final submit. Through
 * the real REST handlers on PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import sharp from 'sharp';
import type { Payload } from 'payload';
import config from '@payload-config';
import { GRAPHQL_POST, REST_GET, REST_POST } from '@payloadcms/next/routes';
import { MAX_TRADE_IN_IMAGE_BYTES, MAX_TRADE_IN_IMAGES, TRADE_IN_IMAGE_TEXTS } from '@dealer/domain';
import { TRADE_IN_IMAGES_DIR } from '../src/collections/TradeInImages';
import { UPLOAD_TEMP_PREFIX, UPLOAD_TEXTS } from '../src/tradeIns/images/receiveImageUpload';
import { createTestTenant, rest, siteLeadsAuthorization, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
const password = 'test-password-123';
const site = { authorization: siteLeadsAuthorization() };
const ids = {} as Record<'coast' | 'harbour' | 'quiet', number>;
const tokens = {} as Record<'coast' | 'coastAdmin' | 'harbour' | 'superAdmin', string>;
const jwt = (token: string) => ({ authorization: `JWT ${token}` });
let evalCounter = 0;
const newEvalId = () => `EV${Date.now().toString(36)}${++evalCounter}`;

// Force a full garbage collection between memory samples (Jest does not start Node with --expose-gc).
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

// ---------------------------------------------------------------------------------------------
// Images, from bytes

let jpegBytes: Buffer;
let pngBytes: Buffer;
/** A HEIC file's structure: an `ftyp` box (major brand heic) and an `mdat` box; the bytes decide, not its name. */
const heicBytes = (() => {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic')]);
  const content = Buffer.alloc(40, 7);
  const mdat = Buffer.concat([Buffer.from([0, 0, 0, 8 + content.length]), Buffer.from('mdat'), content]);
  return Buffer.concat([ftyp, mdat]);
})();
/** A real JPEG padded with zeros (after its end marker) to `size` bytes. */
const jpegOfSize = (size: number) => Buffer.concat([jpegBytes, Buffer.alloc(size - jpegBytes.length)]);

// ---------------------------------------------------------------------------------------------
// Multipart bodies, built by hand so that broken ones can be sent too

const BOUNDARY = '----trade-in-test-boundary-7d3f';
type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Uint8Array };
const partHead = (part: Part) =>
  'bytes' in part
    ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`
    : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
function multipart(parts: Part[], { closed = true } = {}): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(partHead(part)),
    Buffer.from('bytes' in part ? part.bytes : part.value),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(closed ? `--${BOUNDARY}--\r\n` : '')]);
}
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const photo = (evalId: string, bytes: Uint8Array, filename = 'IMG_0001.jpg', type = 'image/jpeg') =>
  multipart([
    { name: 'evalid', value: evalId },
    { name: 'file', filename, type, bytes },
  ]);

/**
 * A multipart body of one photo made as it is read, 64 KB at a time (a JPEG signature, then zeros):
 * the test never holds it whole, so what memory grows by is the endpoint's doing.
 */
function streamedPhoto(evalId: string, size: number): { body: ReadableStream<Uint8Array>; length: number } {
  const head = Buffer.from(
    `${partHead({ name: 'evalid', value: '' })}${evalId}\r\n${partHead({ name: 'file', filename: 'big.jpg', type: 'image/jpeg', bytes: new Uint8Array() })}`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(new Uint8Array(head));
      if (sent >= size) {
        controller.enqueue(new Uint8Array(tail));
        return controller.close();
      }
      const chunk = new Uint8Array(Math.min(64 * 1024, size - sent));
      if (sent === 0) chunk.set(jpegBytes.subarray(0, Math.min(jpegBytes.length, chunk.length)));
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, length: head.length + size + tail.length };
}

// ---------------------------------------------------------------------------------------------
// Calls through the real REST handlers

type Handler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>;
const POST = REST_POST(config) as Handler;
const GET = REST_GET(config) as Handler;

async function call(handler: Handler, pathAndQuery: string, init: RequestInit & { headers?: Record<string, string> }) {
  const url = new URL(`http://localhost:3001/api/${pathAndQuery}`);
  const request = new Request(url, { ...init, duplex: 'half' } as RequestInit);
  // As Next passes them: the path's segments, each decoded.
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .map(decodeURIComponent);
  return handler(request, { params: Promise.resolve({ slug }) });
}

async function upload(
  body: Uint8Array | ReadableStream<Uint8Array>,
  {
    tenant = 'photo-coast',
    headers = site as Record<string, string>,
    contentType = MULTIPART,
    tokenFor,
  }: { tenant?: string; headers?: Record<string, string>; contentType?: string | null; tokenFor?: string } = {},
): Promise<{ status: number; json: any }> {
  // tokenFor: the valuation the shopper's upload token is for, as the site passes it on.
  const query = `tenant=${tenant}${tokenFor === undefined ? '' : `&evalid=${tokenFor}`}`;
  const response = await call(POST, `trade-in-images/upload?${query}`, {
    method: 'POST',
    body: body as BodyInit,
    headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

async function getFile(filename: string, headers: Record<string, string> = {}, collection = 'trade-in-images') {
  const response = await call(GET, `${collection}/file/${encodeURIComponent(filename)}`, { method: 'GET', headers });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

// ---------------------------------------------------------------------------------------------
// What is stored

const imageCount = async () => (await payload.count({ collection: 'trade-in-images' })).totalDocs;
const storedFiles = () => (fs.existsSync(TRADE_IN_IMAGES_DIR) ? fs.readdirSync(TRADE_IN_IMAGES_DIR).sort() : []);
const tempFiles = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(UPLOAD_TEMP_PREFIX));
const snapshot = async () => ({ docs: await imageCount(), files: storedFiles(), temp: tempFiles() });
const imagesOf = async (evalId: string) =>
  (await payload.find({ collection: 'trade-in-images', where: { eval_id: { equals: evalId } }, depth: 0, pagination: false })).docs;

/** Sends a refused upload and checks that nothing was stored: no document, no file, no temp file. */
async function refused(send: () => Promise<{ status: number; json: any }>) {
  const before = await snapshot();
  const answer = await send();
  expect(await snapshot()).toEqual(before);
  return answer;
}

beforeAll(async () => {
  payload = await startTestPayload();
  jpegBytes = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c00' } })
    .jpeg()
    .toBuffer();
  pngBytes = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#0c0' } })
    .png()
    .toBuffer();
  ids.coast = (await createTestTenant(payload, 'photo-coast')).id;
  ids.harbour = (await createTestTenant(payload, 'photo-harbour')).id;
  ids.quiet = (await createTestTenant(payload, 'photo-quiet')).id;
  await payload.update({ collection: 'tenants', id: ids.quiet, data: { settings: { tradeInImageUpload: false } } });
  const user = async (email: string, data: Record<string, unknown>) => {
    await payload.create({ collection: 'users', data: { email, password, ...data } });
    return (await payload.login({ collection: 'users', data: { email, password } })).token!;
  };
  tokens.coast = await user('editor@photo-coast.test', { tenants: [{ tenant: ids.coast, roles: ['tenant-editor'] }] });
  tokens.coastAdmin = await user('admin@photo-coast.test', { tenants: [{ tenant: ids.coast, roles: ['tenant-admin'] }] });
  tokens.harbour = await user('admin@photo-harbour.test', { tenants: [{ tenant: ids.harbour, roles: ['tenant-admin'] }] });
  tokens.superAdmin = await user('super@photo-platform.test', { roles: ['super-admin'] });
});

afterAll(async () => {
  await stopTestPayload(payload);
});

describe('an accepted photo', () => {
  it.each([
    ['a JPEG', () => jpegBytes, 'IMG_0001.jpg', 'image/jpeg', 'image/jpeg', /\.jpg$/],
    ['a PNG sent as application/octet-stream', () => pngBytes, 'screen shot.PNG', 'application/octet-stream', 'image/png', /\.png$/],
    ['a HEIC (ftyp heic) named photo.jpg', () => heicBytes, 'photo.jpg', 'image/jpeg', 'image/heic', /\.heic$/],
  ])(
    '%s: 201 with its id and count, stored under MEDIA_DIR with the type its bytes show',
    async (_what, bytes, name, sentType, mime, ext) => {
      const evalId = newEvalId();
      const { status, json } = await upload(photo(evalId, bytes(), name, sentType));
      expect(status).toBe(201);
      expect(json).toEqual({ id: expect.any(Number), count: 1 });

      const doc = await payload.findByID({ collection: 'trade-in-images', id: json.id, depth: 0 });
      expect(doc).toMatchObject({
        tenant: ids.coast,
        eval_id: evalId,
        mimeType: mime,
        filesize: bytes().length,
        original_name: name,
        trade_in: null,
      });
      // The server's name, never the shopper's.
      expect(doc.filename).toMatch(new RegExp(`^${evalId}-[0-9a-f]{16}`));
      expect(doc.filename).toMatch(ext);
      expect(TRADE_IN_IMAGES_DIR.startsWith(process.env.MEDIA_DIR!)).toBe(true);
      expect(fs.readFileSync(path.join(TRADE_IN_IMAGES_DIR, doc.filename!)).equals(bytes())).toBe(true);
      expect(tempFiles()).toEqual([]);
    },
  );

  it('one of exactly 10 MB is accepted', async () => {
    const { status, json } = await upload(photo(newEvalId(), jpegOfSize(MAX_TRADE_IN_IMAGE_BYTES)));
    expect(status).toBe(201);
    const doc = await payload.findByID({ collection: 'trade-in-images', id: json.id, depth: 0 });
    expect(doc.filesize).toBe(MAX_TRADE_IN_IMAGE_BYTES);
    expect(fs.statSync(path.join(TRADE_IN_IMAGES_DIR, doc.filename!)).size).toBe(MAX_TRADE_IN_IMAGE_BYTES);
  });

  it('counts the valuation’s photos and keeps another valuation’s apart', async () => {
    const evalId = newEvalId();
    expect((await upload(photo(evalId, jpegBytes))).json.count).toBe(1);
    expect((await upload(photo(evalId, pngBytes, 'b.png', 'image/png'))).json.count).toBe(2);
    expect((await upload(photo(newEvalId(), jpegBytes))).json.count).toBe(1);
    // The same valuation id at another dealer is another valuation.
    expect((await upload(photo(evalId, jpegBytes), { tenant: 'photo-harbour' })).json.count).toBe(1);
  });
});

describe('a refused photo stores nothing', () => {
  it('a body naming another valuation than the upload token’s: 400, and neither valuation gets the photo (issue 39)', async () => {
    const mine = newEvalId();
    const strangers = newEvalId();
    const { status, json } = await refused(() => upload(photo(strangers, jpegBytes), { tokenFor: mine }));
    expect(status).toBe(400);
    expect(json).toEqual({ error: 'This photo names another valuation than the one the shopper may add photos to.', field: 'evalid' });
    expect([await imagesOf(mine), await imagesOf(strangers)]).toEqual([[], []]);
    // The valuation the token is for takes it.
    expect((await upload(photo(mine, jpegBytes), { tokenFor: mine })).status).toBe(201);
  });

  it('10 MB + 1 byte: 413 with the spec’s text', async () => {
    const { status, json } = await refused(() => upload(photo(newEvalId(), jpegOfSize(MAX_TRADE_IN_IMAGE_BYTES + 1))));
    expect(status).toBe(413);
    expect(json).toEqual({ error: TRADE_IN_IMAGE_TEXTS.tooLarge, reason: 'too-large' });
  });

  it('a declared length over the limit: 413 at once', async () => {
    const { status, json } = await refused(() =>
      upload(photo(newEvalId(), jpegBytes), { headers: { ...site, 'content-length': String(MAX_TRADE_IN_IMAGE_BYTES + 64 * 1024 + 1) } }),
    );
    expect(status).toBe(413);
    expect(json.reason).toBe('too-large');
  });

  it('a text file named photo.jpg sent as image/jpeg: 400 wrong-type', async () => {
    const text = Buffer.from('These are not the bytes of an image, whatever the name says.\n'.repeat(50));
    const { status, json } = await refused(() => upload(photo(newEvalId(), text, 'photo.jpg', 'image/jpeg')));
    expect(status).toBe(400);
    expect(json).toEqual({ error: TRADE_IN_IMAGE_TEXTS.wrongType, reason: 'wrong-type' });
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['a file of 3 bytes', Buffer.from([0xff, 0xd8, 0x00])],
  ])('%s: 400 wrong-type', async (_what, bytes) => {
    const { status, json } = await refused(() => upload(photo(newEvalId(), bytes)));
    expect([status, json.reason]).toEqual([400, 'wrong-type']);
  });

  it('the 11th photo of a valuation: 409 with the spec’s text, 10 stored', async () => {
    const evalId = newEvalId();
    for (let i = 1; i <= MAX_TRADE_IN_IMAGES; i++) expect((await upload(photo(evalId, jpegBytes))).json.count).toBe(i);
    const { status, json } = await refused(() => upload(photo(evalId, jpegBytes)));
    expect(status).toBe(409);
    expect(json).toEqual({ error: TRADE_IN_IMAGE_TEXTS.tooMany, reason: 'too-many' });
    expect(await imagesOf(evalId)).toHaveLength(MAX_TRADE_IN_IMAGES);
  });

  it('12 photos of one valuation at once: exactly 10 stored, 2 refused (the count and insert are locked per valuation)', async () => {
    const evalId = newEvalId();
    const answers = await Promise.all(Array.from({ length: 12 }, () => upload(photo(evalId, jpegBytes))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MAX_TRADE_IN_IMAGES);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
    expect(
      answers
        .filter((answer) => answer.status === 201)
        .map((answer) => answer.json.count)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: MAX_TRADE_IN_IMAGES }, (_, i) => i + 1));
    expect(await imagesOf(evalId)).toHaveLength(MAX_TRADE_IN_IMAGES);
    expect(tempFiles()).toEqual([]);
  });

  it.each([
    [
      'a body cut off before its closing boundary',
      () =>
        multipart(
          [
            { name: 'evalid', value: 'EV1' },
            { name: 'file', filename: 'a.jpg', type: 'image/jpeg', bytes: jpegBytes },
          ],
          { closed: false },
        ),
      MULTIPART,
    ],
    ['a body cut off inside the file', () => photo('EV1', jpegOfSize(200_000)).subarray(0, 100_000), MULTIPART],
    ['multipart without a boundary', () => photo('EV1', jpegBytes), 'multipart/form-data'],
    ['another boundary than the body’s', () => photo('EV1', jpegBytes), 'multipart/form-data; boundary=something-else'],
    ['JSON', () => Buffer.from(JSON.stringify({ evalid: 'EV1' })), 'application/json'],
    ['no content type', () => photo('EV1', jpegBytes), ''],
  ])('%s: 400, the upload could not be read', async (_what, body, contentType) => {
    const { status, json } = await refused(() => upload(body(), { contentType }));
    expect(status).toBe(400);
    expect(json).toEqual({ error: UPLOAD_TEXTS.unreadable });
  });

  it.each([
    ['no evalid', [{ name: 'file', filename: 'a.jpg', type: 'image/jpeg', bytes: 'jpeg' }], 'evalid'],
    [
      'an evalid with a slash',
      [
        { name: 'evalid', value: '../EV1' },
        { name: 'file', filename: 'a.jpg', type: 'image/jpeg', bytes: 'jpeg' },
      ],
      'evalid',
    ],
    [
      'an evalid of 65 characters',
      [
        { name: 'evalid', value: 'E'.repeat(65) },
        { name: 'file', filename: 'a.jpg', type: 'image/jpeg', bytes: 'jpeg' },
      ],
      'evalid',
    ],
    ['no file', [{ name: 'evalid', value: 'EV1' }], 'file'],
    [
      'the file under another name',
      [
        { name: 'evalid', value: 'EV1' },
        { name: 'image', filename: 'a.jpg', type: 'image/jpeg', bytes: 'jpeg' },
      ],
      'file',
    ],
    [
      'two files',
      [
        { name: 'evalid', value: 'EV1' },
        { name: 'file', filename: 'a.jpg', type: 'image/jpeg', bytes: 'jpeg' },
        { name: 'file', filename: 'b.jpg', type: 'image/jpeg', bytes: 'jpeg' },
      ],
      'file',
    ],
  ] as const)('%s: 400 naming the field', async (_what, parts, field) => {
    const body = multipart(parts.map((part) => ('bytes' in part ? { ...part, bytes: jpegBytes } : part)) as Part[]);
    const { status, json } = await refused(() => upload(body));
    expect(status).toBe(400);
    expect(json).toEqual({ error: expect.any(String), field });
  });

  it('an unknown tenant, or one without trade-in photos: 404', async () => {
    expect((await refused(() => upload(photo(newEvalId(), jpegBytes), { tenant: 'no-such-dealer' }))).status).toBe(404);
    const quiet = await refused(() => upload(photo(newEvalId(), jpegBytes), { tenant: 'photo-quiet' }));
    expect(quiet).toEqual({ status: 404, json: { error: 'This dealer does not take photos of trade-ins online.' } });
  });
});

describe('the upload streams', () => {
  /**
   * Runs `send` while sampling this process's memory, each sample after a full garbage collection
   * (so it counts what is held, not chunks already thrown away); resolves to the largest growth of
   * heap plus array buffers (where Node keeps stream chunks) over the level before it started.
   */
  async function peakGrowth(send: () => Promise<unknown>): Promise<{ growth: number; samples: number }> {
    const level = () => {
      gc();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    };
    const before = level();
    let peak = before;
    let samples = 0;
    // Each sample is taken 10 ms after the previous one ended: the upload runs between them.
    let sampler: NodeJS.Timeout | undefined;
    const sampleLater = () => {
      sampler = setTimeout(() => {
        samples += 1;
        peak = Math.max(peak, level());
        sampleLater();
      }, 10);
    };
    sampleLater();
    try {
      await send();
    } finally {
      clearTimeout(sampler);
    }
    return { growth: Math.max(peak, level()) - before, samples };
  }

  const MB = 1024 * 1024;
  const growth: Record<string, number> = {};

  afterAll(() => {
    console.info(
      `Memory growth while uploading (MB): ${JSON.stringify(Object.fromEntries(Object.entries(growth).map(([k, v]) => [k, +(v / MB).toFixed(2)])))}`,
    );
  });

  // The endpoint runs in this process, so its memory is this process's. Buffering a body whole
  // would grow it by at least the body's size (10 MB); streaming holds a few 64 KB chunks and the
  // parser's buffers at a time, plus whatever garbage the collector has not reached yet: about
  // 0.5 MB on a quiet machine, 5.3 MB once in a loaded CI run (the file's writes falling behind,
  // so the paused streams hold their high-water marks). Under 7 MB, the body was not held whole.
  it.each([
    ['10 MB + 1 byte (refused while reading)', MAX_TRADE_IN_IMAGE_BYTES + 1, 413],
    ['9.9 MB (accepted, copied to its file)', Math.round(9.9 * MB), 201],
  ])('%s: memory grows by well under the body’s size', async (what, size, expected) => {
    let status = 0;
    const { growth: bytes, samples } = await peakGrowth(async () => {
      const { body, length } = streamedPhoto(newEvalId(), size);
      status = (await upload(body, { headers: { ...site, 'content-length': String(length) } })).status;
    });
    growth[what] = bytes;
    growth[`${what}: samples`] = samples * MB;
    expect(status).toBe(expected);
    // Enough samples that a body held whole, even briefly, would have been seen.
    expect(samples).toBeGreaterThan(3);
    expect(bytes).toBeLessThan(7 * MB);
  });
});

describe('who may upload and read photos', () => {
  let coastPhoto: { id: number; filename: string };

  beforeAll(async () => {
    const { json } = await upload(photo(newEvalId(), jpegBytes));
    const doc = await payload.findByID({ collection: 'trade-in-images', id: json.id, depth: 0 });
    coastPhoto = { id: doc.id, filename: doc.filename! };
  });

  it('anonymous: 401; staff (even a super admin): 403; nothing stored', async () => {
    expect((await refused(() => upload(photo(newEvalId(), jpegBytes), { headers: {} }))).status).toBe(401);
    expect((await refused(() => upload(photo(newEvalId(), jpegBytes), { headers: jwt(tokens.coast) }))).status).toBe(403);
    expect((await refused(() => upload(photo(newEvalId(), jpegBytes), { headers: jwt(tokens.superAdmin) }))).status).toBe(403);
  });

  it('the tenant’s staff read the photo and its file', async () => {
    const doc = await rest('GET', `trade-in-images/${coastPhoto.id}?depth=0`, { headers: jwt(tokens.coast) });
    expect(doc.status).toBe(200);
    expect(doc.json).toMatchObject({
      id: coastPhoto.id,
      filename: coastPhoto.filename,
      url: expect.stringMatching(new RegExp(`/api/trade-in-images/file/${coastPhoto.filename}$`)),
    });
    const file = await getFile(coastPhoto.filename, jwt(tokens.coast));
    expect(file.status).toBe(200);
    expect(file.bytes.equals(jpegBytes)).toBe(true);
  });

  it.each([
    ['anonymous', () => ({})],
    ['the site service account', () => site],
    ['another tenant’s staff', () => jwt(tokens.harbour)],
    ['another tenant’s staff with a forged tenant cookie', () => ({ ...jwt(tokens.harbour), cookie: `payload-tenant=${ids.coast}` })],
  ])('%s: neither the photo, nor its file, nor a list with it', async (_who, headers) => {
    expect([401, 403, 404]).toContain((await rest('GET', `trade-in-images/${coastPhoto.id}?depth=0`, { headers: headers() })).status);
    const file = await getFile(coastPhoto.filename, headers());
    expect([401, 403, 404]).toContain(file.status);
    expect(file.bytes.includes(jpegBytes)).toBe(false);
    const list = await rest('GET', `trade-in-images?depth=0&limit=100&where[tenant][equals]=${ids.coast}`, { headers: headers() });
    if (list.status === 200) expect(list.json.docs).toEqual([]);
    else expect([401, 403]).toContain(list.status);
  });

  it('the public media route does not serve the photo by its path under MEDIA_DIR', async () => {
    const viaMedia = await getFile(`trade-in-images/${coastPhoto.filename}`, {}, 'media');
    expect(viaMedia.status).toBe(404);
    expect(viaMedia.bytes.includes(jpegBytes)).toBe(false);
  });

  it('nobody creates or edits a photo over REST or GraphQL; a super admin deletes one, with its file', async () => {
    const before = await imageCount();
    const form = () => {
      const data = new FormData();
      data.append('file', new Blob([new Uint8Array(jpegBytes)], { type: 'image/jpeg' }), 'direct.jpg');
      data.append('_payload', JSON.stringify({ tenant: ids.coast, eval_id: 'DIRECT1' }));
      return data;
    };
    for (const who of [jwt(tokens.coast), jwt(tokens.superAdmin), site]) {
      const created = await call(POST, 'trade-in-images', { method: 'POST', body: form(), headers: who });
      expect([401, 403]).toContain(created.status);
    }
    const edited = await rest('PATCH', `trade-in-images/${coastPhoto.id}`, {
      headers: jwt(tokens.superAdmin),
      body: { eval_id: 'FORGED' },
    });
    expect([403, 404]).toContain(edited.status);
    const graphQL = await (GRAPHQL_POST(config) as (request: Request) => Promise<Response>)(
      new Request('http://localhost:3001/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...jwt(tokens.superAdmin) },
        body: JSON.stringify({ query: `mutation { updateTradeInImage(id: ${coastPhoto.id}, data: { eval_id: "FORGED" }) { id } }` }),
      }),
    );
    expect(graphQL.status).not.toBe(500);
    expect(await imageCount()).toBe(before);
    expect((await payload.findByID({ collection: 'trade-in-images', id: coastPhoto.id, depth: 0 })).eval_id).not.toBe('FORGED');

    expect((await rest('DELETE', `trade-in-images/${coastPhoto.id}`, { headers: jwt(tokens.coast) })).status).not.toBe(200);
    expect((await rest('DELETE', `trade-in-images/${coastPhoto.id}`, { headers: jwt(tokens.harbour) })).status).not.toBe(200);
    expect(await imageCount()).toBe(before);
    expect((await rest('DELETE', `trade-in-images/${coastPhoto.id}`, { headers: jwt(tokens.superAdmin) })).status).toBe(200);
    expect(await imageCount()).toBe(before - 1);
    expect(fs.existsSync(path.join(TRADE_IN_IMAGES_DIR, coastPhoto.filename))).toBe(false);
  });
});

describe('the final submit', () => {
  const submit = (evalId: string) =>
    rest('POST', 'leads/submit', {
      headers: site,
      body: {
        tenant: 'photo-coast',
        lead: {
          form: 'trade-in',
          idempotency_key: `photo-lead-${evalId}`,
          name: 'Jo Citizen',
          email: 'jo@shopper.test',
          phone: '0412 345 678',
          category: 'Trade-In Enquiry',
          message: 'Photos attached.',
          preferred_contact_method: 'Phone',
          opt_in: true,
        },
        trade_in: {
          eval_id: evalId,
          rego: 'QLD1EV00',
          state: 'QLD',
          vehicle: { evalId, registration: 'QLD1EV00', make: 'Toyota', model: 'HiLux', year: 2019, km: 84000 },
          answers: {
            postcode: '4217',
            odometer: 84000,
            service_history: 'Full service history',
            number_of_keys: '2',
            car_condition: 'Good',
            comments: 'None.',
          },
          last_name: 'Citizen',
          source_page: 'trade-in',
        },
        context: { url: 'https://photo-coast.example.com/trade-in', user_agent: 'Mozilla/5.0 (test)' },
      },
    });

  it('ties the valuation’s photos to the trade-in, which lists them; another valuation’s stay untied', async () => {
    const evalId = newEvalId();
    const other = newEvalId();
    const mine = [(await upload(photo(evalId, jpegBytes))).json.id, (await upload(photo(evalId, pngBytes, 'b.png', 'image/png'))).json.id];
    const theirs = (await upload(photo(other, jpegBytes))).json.id;
    // The same valuation id at another dealer is not this trade-in's.
    const harbours = (await upload(photo(evalId, jpegBytes), { tenant: 'photo-harbour' })).json.id;

    const { status, json } = await submit(evalId);
    expect([status, json.errors]).toEqual([201, undefined]);
    const tradeIn = json.trade_in_id as number;
    for (const id of mine) expect((await payload.findByID({ collection: 'trade-in-images', id, depth: 0 })).trade_in).toBe(tradeIn);
    for (const id of [theirs, harbours])
      expect((await payload.findByID({ collection: 'trade-in-images', id, depth: 0 })).trade_in).toBeNull();

    const shown = await rest('GET', `trade-ins/${tradeIn}?depth=0`, { headers: jwt(tokens.coast) });
    expect(shown.status).toBe(200);
    expect([...shown.json.images.docs].sort()).toEqual([...mine].sort());

    // A new valuation under the same EvalID (the sample service gives one per rego) starts with no photos.
    const again = await upload(photo(evalId, jpegBytes));
    expect([again.status, again.json.count]).toEqual([201, 1]);
  });

  it('deleting the lead deletes its trade-in’s photos and their files', async () => {
    const evalId = newEvalId();
    await upload(photo(evalId, jpegBytes));
    const { status, json } = await submit(evalId);
    expect(status).toBe(201);
    const files = (await imagesOf(evalId)).map((doc) => doc.filename!);
    expect(files).toHaveLength(1);
    // An editor may not: nothing goes.
    expect((await rest('DELETE', `leads/${json.lead_id}`, { headers: jwt(tokens.coast) })).status).toBe(403);
    expect(await imagesOf(evalId)).toHaveLength(1);
    expect((await rest('DELETE', `leads/${json.lead_id}`, { headers: jwt(tokens.coastAdmin) })).status).toBe(200);
    expect(await imagesOf(evalId)).toEqual([]);
    for (const file of files) expect(fs.existsSync(path.join(TRADE_IN_IMAGES_DIR, file))).toBe(false);
  });
});
