/**
 * Issue 14: how sign-in codes leave the CMS (the SMS port's adapters, a provider that fails, no
 * provider at all) and what the job worker removes (old codes, expired sessions, nothing else).
 * Real PostgreSQL, a real HTTP server as the provider's webhook, a real SMTP server as the inbox.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { sql } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { removeExpiredSignIns, SIGN_IN_CODE_KEEP_HOURS } from '../src/shoppers/cleanup';
import { closeEmbeddedSmsTransport, embeddedSmsSender } from '../src/shoppers/sms/embeddedSmsSender';
import { httpSmsSender } from '../src/shoppers/sms/httpSmsSender';
import { smsSenderFromEnv } from '../src/shoppers/sms';
import { SmsDeliveryError } from '../src/shoppers/sms/smsSender';
import { createTestTenant, rest, siteLeadsAuthorization, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
let tenantId: number;
const SITE = siteLeadsAuthorization();
const KEY = 'sms-provider-secret-key-abc123';
const HOUR = 3_600_000;

// ---- The provider's webhook: each request answered as `answer` says ----
type Answer = number | 'hold';
let answer: Answer = 202;
const received: { body: string; authorization?: string }[] = [];
const webhook = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    received.push({ body, authorization: req.headers.authorization });
    if (answer !== 'hold') res.writeHead(answer, { 'content-type': 'application/json' }).end(`{"echo":"${KEY}"}`);
  });
});
let webhookUrl = '';

// ---- The local inbox ----
const inbox: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        inbox.push(mail);
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
let smtpUrl = '';

const sendCode = (phone: string, ip = '203.0.113.200') =>
  rest('POST', 'shoppers/send-code', { body: { tenant: 'sms-coast', phone, ip }, headers: { authorization: SITE } });
const codeRows = async (e164: string) =>
  (await payload.db.drizzle.execute(sql`select sms_status from sign_in_codes where phone = ${e164} order by id`)).rows.map(
    (row) => (row as { sms_status: string }).sms_status,
  );
const setSmsEnv = (env: Record<string, string | undefined>) => {
  for (const name of ['SMS_WEBHOOK_URL', 'SMS_API_KEY', 'SMS_ADAPTER', 'SMTP_URL']) delete process.env[name];
  for (const [name, value] of Object.entries(env)) if (value !== undefined) process.env[name] = value;
};

beforeAll(async () => {
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/sms?account=42`;
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  payload = await startTestPayload();
  tenantId = (await createTestTenant(payload, 'sms-coast')).id;
});

afterAll(async () => {
  setSmsEnv({});
  closeEmbeddedSmsTransport();
  await stopTestPayload(payload);
  webhook.closeAllConnections();
  await new Promise((resolve) => webhook.close(resolve));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

beforeEach(() => {
  answer = 202;
  received.length = 0;
});

describe('the HTTP adapter (SMS_WEBHOOK_URL)', () => {
  const message = { to: '+61412345678', text: '123456 is your Coastline sign-in code.', tenant: 'coastline' };

  it('posts { to, text, tenant } with the key as a bearer token, and without a header when there is no key', async () => {
    await httpSmsSender({ url: webhookUrl, apiKey: KEY }).send(message);
    await httpSmsSender({ url: webhookUrl }).send(message);
    expect(received.map((request) => [JSON.parse(request.body), request.authorization])).toEqual([
      [message, `Bearer ${KEY}`],
      [message, undefined],
    ]);
  });

  it.each([400, 401, 500, 503])('a %i answer is an SmsDeliveryError with the status, never the key or the query', async (status) => {
    answer = status;
    const error = await httpSmsSender({ url: webhookUrl, apiKey: KEY })
      .send(message)
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as SmsDeliveryError).status).toBe(status);
    expect((error as Error).message).toBe(`The SMS webhook ${webhookUrl.replace('?account=42', '')} answered ${status}.`);
    expect(JSON.stringify(error)).not.toContain(KEY);
  });

  it('a provider that does not answer in time is an SmsDeliveryError (timeout), not a hang', async () => {
    answer = 'hold';
    const started = Date.now();
    const sending = httpSmsSender({ url: webhookUrl, apiKey: KEY, timeoutMs: 300 }).send(message);
    await expect(sending).rejects.toThrow(
      new SmsDeliveryError(`The SMS webhook ${webhookUrl.replace('?account=42', '')} was not reached: no answer within 300 ms.`),
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    webhook.closeAllConnections();
  });

  it('an unreachable provider is an SmsDeliveryError without the key', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/sms`;
    await new Promise((resolve) => closed.close(resolve));
    const error = await httpSmsSender({ url, apiKey: KEY })
      .send(message)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as Error).message).toBe(`The SMS webhook ${url} was not reached: the request failed.`);
    expect((error as Error).message).not.toContain(KEY);
  });
});

describe('the development adapter (SMS_ADAPTER=embedded)', () => {
  it('logs the message and puts it in the local inbox: subject with the number, body with the text', async () => {
    const logged: string[] = [];
    const sender = embeddedSmsSender({ logger: { info: (line: string) => logged.push(line) } as never }, smtpUrl);
    await sender.send({
      to: '+61412345678',
      text: '654321 is your Coastline sign-in code. It expires in 10 minutes.',
      tenant: 'coastline',
    });
    expect(logged).toEqual([
      '[sms:embedded] to +61412345678: 654321 is your Coastline sign-in code. It expires in 10 minutes. (development adapter)',
    ]);
    const mail = inbox.at(-1)!;
    expect(mail.subject).toBe('SMS to +61412345678');
    expect(mail.to).toMatchObject({ text: '61412345678@sms.localhost' });
    expect(mail.text?.trim()).toBe('654321 is your Coastline sign-in code. It expires in 10 minutes.');
  });

  it('without SMTP_URL it only logs', async () => {
    const logged: string[] = [];
    const before = inbox.length;
    await embeddedSmsSender({ logger: { info: (line: string) => logged.push(line) } as never }, undefined).send({
      to: '+61412345678',
      text: '111111 is your code.',
      tenant: 'coastline',
    });
    expect(logged).toHaveLength(1);
    expect(inbox.length).toBe(before);
  });

  it('is picked only without a webhook; the webhook wins; neither is none', () => {
    const logger = { logger: payload.logger };
    expect(smsSenderFromEnv(logger, { SMS_WEBHOOK_URL: webhookUrl, SMS_ADAPTER: 'embedded' })?.name).toBe('http');
    expect(smsSenderFromEnv(logger, { SMS_ADAPTER: 'embedded' })?.name).toBe('embedded');
    expect(smsSenderFromEnv(logger, { SMS_ADAPTER: 'console' })).toBeNull();
    expect(smsSenderFromEnv(logger, {})).toBeNull();
  });
});

describe('POST /api/shoppers/send-code when the SMS does not go', () => {
  it('a provider answering 500: 502, the row kept as failed (it counts toward the limits), and it cannot be checked', async () => {
    setSmsEnv({ SMS_WEBHOOK_URL: webhookUrl, SMS_API_KEY: KEY });
    answer = 500;
    const { status, json } = await sendCode('0412 345 701');
    expect([status, json]).toEqual([502, { error: 'We could not send the code. Please try again.' }]);
    expect(await codeRows('+61412345701')).toEqual(['failed']);
    const verify = await rest('POST', 'shoppers/verify-code', {
      body: { tenant: 'sms-coast', phone: '0412 345 701', code: '123456' },
      headers: { authorization: SITE },
    });
    expect(verify.json.reason).toBe('no-code');
    answer = 202;
    expect((await sendCode('0412 345 701')).status).toBe(201);
    expect((await sendCode('0412 345 701')).status).toBe(201);
    expect((await sendCode('0412 345 701')).status).toBe(429);
    expect(await codeRows('+61412345701')).toEqual(['failed', 'sent', 'sent']);
  });

  it('no adapter configured: 503, and nothing is stored', async () => {
    setSmsEnv({});
    const { status, json } = await sendCode('0412 345 702');
    expect([status, json]).toEqual([503, { error: 'Sign-in by text message is not set up on this site yet.' }]);
    expect(await codeRows('+61412345702')).toEqual([]);
  });

  it('the development adapter delivers the code to the inbox through the endpoint', async () => {
    setSmsEnv({ SMS_ADAPTER: 'embedded', SMTP_URL: smtpUrl });
    expect((await sendCode('0412 345 703')).status).toBe(201);
    const mail = inbox.find((candidate) => candidate.subject === 'SMS to +61412345703');
    expect(mail?.text).toMatch(/^\d{6} is your sms-coast sign-in code\. It expires in 10 minutes\./);
  });
});

describe('cleanup (the job worker, hourly)', () => {
  it(`removes codes older than ${SIGN_IN_CODE_KEEP_HOURS} h and expired sessions, and nothing else`, async () => {
    const now = new Date();
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR).toISOString();
    const code = async (hoursOld: number) => {
      const doc = await payload.create({
        collection: 'sign-in-codes',
        data: {
          tenant: tenantId,
          phone: '+61412345799',
          code_hash: 'ab',
          expires_at: ago(hoursOld - 0.1),
          checks: 0,
          ip: '192.0.2.1',
          sms_status: 'sent',
          createdAt: ago(hoursOld),
        },
      });
      return doc.id;
    };
    const shopper = (await payload.create({ collection: 'shoppers', data: { tenant: tenantId, phone: '+61412345799' } })).id;
    let hashes = 0;
    const session = async (expiresInHours: number) =>
      (
        await payload.create({
          collection: 'shopper-sessions',
          data: { tenant: tenantId, shopper, token_hash: `cleanup-${++hashes}`, expires_at: ago(-expiresInHours) },
        })
      ).id;
    const oldCodes = [await code(49), await code(24 * 5)];
    const keptCodes = [await code(47), await code(1)];
    const expired = [await session(-1), await session(-0.01)];
    const valid = [await session(1), await session(24 * 29)];

    expect(await removeExpiredSignIns(payload, now, { batch: 1 })).toEqual({ codes: 1, sessions: 1 });
    expect(await removeExpiredSignIns(payload, now)).toEqual({ codes: 1, sessions: 1 });
    expect(await removeExpiredSignIns(payload, now)).toEqual({ codes: 0, sessions: 0 });
    const left = async (collection: 'sign-in-codes' | 'shopper-sessions', ids: number[]) =>
      (await payload.find({ collection, where: { id: { in: ids } }, depth: 0, pagination: false })).docs.map((doc) => doc.id).sort();
    expect(await left('sign-in-codes', [...oldCodes, ...keptCodes])).toEqual([...keptCodes].sort());
    expect(await left('shopper-sessions', [...expired, ...valid])).toEqual([...valid].sort());
  });
});
