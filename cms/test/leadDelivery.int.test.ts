/**
 * Issue 10, lead delivery as an outbox: every lead reaches the dealer exactly once, even when the
 * CRM is down or the CMS is killed mid-delivery. Real PostgreSQL, a real local SMTP server and a
 * real local HTTP server standing in for the CRM; the real nodemailer and fetch adapters.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { jest } from '@jest/globals';
import { sql } from '@payloadcms/db-postgres';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Payload } from 'payload';
import { SMTPServer } from 'smtp-server';
import { LEAD_DELIVERY_RETRIES, retryWindowMs } from '../src/jobs/deliverLeadTask';
import { deliveryStatusOf, plannedDeliveries } from '../src/leads/delivery';
import { recoverStalledDeliveries, STALLED_DELIVERY_AFTER_MS } from '../src/leads/delivery/recoverStalledDeliveries';
import { RUNNER_LOCK_NAMESPACE } from '../src/jobs/jobHolders';
import { CRM_TIMEOUT_MS, httpCrmAdfClient } from '../src/leads/delivery/httpCrmAdfClient';
import { closeLeadMailTransports, smtpLeadMailer } from '../src/leads/delivery/smtpLeadMailer';
import type { Dealership, Lead, PayloadJob, Tenant } from '../src/payload-types';
import { storeLeadWithDeliveries, waitUntil } from './helpers/leads';
import { createTestTenant, startTestPayload, stopTestPayload } from './helpers/testPayload';

// The stand-in CRM listens on loopback over http: an operator's trusted host (LEAD_CRM_TRUSTED_HOSTS).
process.env.LEAD_CRM_TRUSTED_HOSTS = '127.0.0.1';

let payload: Payload;
let tenant: Tenant;

// ---- The dealer's mail server: a real SMTP server that keeps what it receives ----
const mailbox: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        mailbox.push(mail);
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});

// ---- The dealer's CRM: a real HTTP server; each path behaves as a test sets it ----
type CrmRequest = { path: string; headers: IncomingHttpHeaders; body: string; status: number };
const crmRequests: CrmRequest[] = [];
/** 'hold': the request is recorded (status 0) and never answered, like a CRM that is mid-reply. */
const crmBehaviour = new Map<string, () => { status: number; body: string } | 'hold'>();
const crm: Server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const path = request.url ?? '/';
    if (path === '/silent/adf') return; // never answers
    const behaviour = crmBehaviour.get(path)?.() ?? { status: 404, body: 'no such CRM' };
    if (behaviour === 'hold') {
      crmRequests.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), status: 0 });
      return;
    }
    const { status, body } = behaviour;
    crmRequests.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), status });
    response.writeHead(status, { 'content-type': 'text/plain' }).end(body);
  });
});
let crmBase = '';
/** A CRM endpoint that fails `failures` times (503), then accepts. */
const flakyCrm = (path: string, failures: number) => {
  let left = failures;
  crmBehaviour.set(path, () => (left-- > 0 ? { status: 503, body: 'CRM is down for maintenance' } : { status: 201, body: 'stored' }));
  return `${crmBase}${path}`;
};
const requestsTo = (path: string) => crmRequests.filter((request) => request.path === path);

beforeAll(async () => {
  payload = await startTestPayload();
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  process.env.LEADS_MAIL_FROM = 'leads@delivery.test';
  await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve));
  crmBase = `http://127.0.0.1:${(crm.address() as AddressInfo).port}`;

  tenant = await createTestTenant(payload, 'delivery-motors');
});

afterAll(async () => {
  closeLeadMailTransports();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  crm.closeAllConnections();
  await new Promise<void>((resolve) => crm.close(() => resolve()));
  delete process.env.SMTP_URL;
  await stopTestPayload(payload);
});

const dealershipWith = (name: string, leadDelivery: Dealership['leadDelivery']) =>
  payload.create({ collection: 'dealerships', data: { tenant: tenant.id, name, phone: '07 5555 0100', leadDelivery } });

/** A used-car enquiry of this tenant, stored with its deliveries queued (commit: false rolls both back). */
const storeLead = (dealership: Dealership, data: Partial<Lead> = {}, options: { commit?: boolean } = {}) =>
  storeLeadWithDeliveries(
    payload,
    tenant,
    dealership,
    {
      category: 'Used Vehicle Enquiry',
      vehicle: { year: 2019, make: 'Toyota', model: 'Corolla', badge: 'Ascent', stock_number: 'U77', car_type: 'used', price: 18990 },
      url: 'https://delivery-motors.example/cars/u77',
      ...data,
    },
    options,
  );

const jobsOf = async (leadId: number): Promise<PayloadJob[]> =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'deliverLead' } },
      limit: 0,
      depth: 0,
      overrideAccess: true,
    })
  ).docs.filter((job) => (job.input as { leadId?: number } | null)?.leadId === leadId);

/** Runs the lead's runnable jobs the way the CMS's runner does (it skips jobs waiting for their backoff). */
const runJobsOf = async (leadId: number) => {
  const ids = (await jobsOf(leadId)).map((job) => job.id);
  if (ids.length > 0) await payload.jobs.run({ where: { id: { in: ids } }, silent: true });
};
/** Skips the backoff wait: what the passing of time would do. */
const endBackoffOf = async (leadId: number) => {
  for (const job of await jobsOf(leadId)) {
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { waitUntil: null }, overrideAccess: true });
  }
};
const leadById = (id: number) => payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true });

describe('the delivery rows a lead starts with', () => {
  const tenantWith = (email?: string) => ({ id: 1, name: 'T', slug: 't', settings: { email } }) as Tenant;
  const dealer = (leadDelivery: Dealership['leadDelivery']) => ({ id: 1, name: 'D', leadDelivery }) as Dealership;

  it.each<[string, Dealership | null, Tenant, [string, string][]]>([
    ['the dealership inbox', dealer({ email: 'sales@d.test' }), tenantWith('info@t.test'), [['email', 'sales@d.test']]],
    ['the tenant email when the dealership has no inbox', dealer({}), tenantWith('info@t.test'), [['email', 'info@t.test']]],
    ['the tenant email when there is no dealership', null, tenantWith('info@t.test'), [['email', 'info@t.test']]],
    [
      'every channel configured',
      dealer({ email: 'sales@d.test', crmAdfUrl: 'https://crm.test/adf', adfEmail: 'adf@crm.test' }),
      tenantWith(),
      [
        ['email', 'sales@d.test'],
        ['crm-adf', 'https://crm.test/adf'],
        ['adf-email', 'adf@crm.test'],
      ],
    ],
    ['nowhere to go', dealer({ email: '  ' }), tenantWith(), []],
  ])('%s', (_name, dealership, owner, expected) => {
    const rows = plannedDeliveries(dealership, owner);
    expect(rows.map((row) => [row.channel, row.target])).toEqual(expected);
    expect(rows.every((row) => row.status === 'pending' && row.attempts === 0)).toBe(true);
  });

  it.each<[string, ('pending' | 'delivered' | 'failed')[], string]>([
    ['no rows: nowhere to deliver', [], 'failed'],
    ['all delivered', ['delivered', 'delivered'], 'delivered'],
    ['one still trying', ['delivered', 'pending'], 'pending'],
    ['one ran out of retries', ['delivered', 'failed', 'pending'], 'failed'],
  ])('lead status: %s', (_name, statuses, expected) => {
    expect(deliveryStatusOf(statuses.map((status) => ({ status })))).toBe(expected);
  });

  it('retries last at least 24 hours', () => {
    expect(retryWindowMs(LEAD_DELIVERY_RETRIES)).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
  });
});

describe('delivering to a CRM that fails 3 times, then accepts', () => {
  it('the CRM stores the lead exactly once, and the lead shows delivered after 4 attempts', async () => {
    const url = flakyCrm('/flaky/adf', 3);
    const dealership = await dealershipWith('Flaky CRM Toyota', { crmAdfUrl: url, crmAuthorization: 'Bearer crm-secret' });
    const lead = await storeLead(dealership);
    expect(lead.deliveries?.map((row) => [row.channel, row.target, row.status])).toEqual([['crm-adf', url, 'pending']]);
    expect(await jobsOf(lead.id)).toHaveLength(1);

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const startedAt = Date.now();
      await runJobsOf(lead.id);
      expect(requestsTo('/flaky/adf')).toHaveLength(attempt);
      const stored = await leadById(lead.id);
      expect(stored.delivery_status).toBe('pending');
      expect(stored.deliveries?.[0]).toMatchObject({ status: 'pending', attempts: attempt });
      expect(stored.deliveries?.[0]?.last_error).toBe(`CRM ${url} answered 503: CRM is down for maintenance`);
      // Exponential backoff from one minute: the runner leaves the job alone until then.
      const [job] = await jobsOf(lead.id);
      const wait = new Date(job!.waitUntil!).getTime() - startedAt;
      expect(wait).toBeGreaterThanOrEqual(2 ** (attempt - 1) * 60_000 - 1_000);
      expect(wait).toBeLessThan(2 ** (attempt - 1) * 60_000 + 10_000);
      await runJobsOf(lead.id);
      expect(requestsTo('/flaky/adf')).toHaveLength(attempt);
      await endBackoffOf(lead.id);
    }
    await runJobsOf(lead.id);

    const requests = requestsTo('/flaky/adf');
    expect(requests.map((request) => request.status)).toEqual([503, 503, 503, 201]);
    expect(requests.filter((request) => request.status < 300)).toHaveLength(1);
    for (const request of requests) {
      expect(request.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(request.headers.authorization).toBe('Bearer crm-secret');
      expect(request.headers['idempotency-key']).toBe(`lead-${lead.id}-crm`);
    }
    const accepted = requests[3]!.body;
    expect(accepted).toContain('<vehicle interest="buy" status="used">');
    expect(accepted).toContain('<stock>U77</stock>');
    expect(accepted).toContain('<name part="full" type="individual">Jo Citizen</name>');
    expect(accepted).toContain('<vendorname>Flaky CRM Toyota</vendorname>');

    const stored = await leadById(lead.id);
    expect(stored.delivery_status).toBe('delivered');
    expect(stored.deliveries?.[0]).toMatchObject({ status: 'delivered', attempts: 4 });
    expect(Date.now() - new Date(stored.deliveries![0]!.delivered_at!).getTime()).toBeLessThan(60_000);
    // The completed job is gone: nothing runs it again.
    expect(await jobsOf(lead.id)).toEqual([]);
    await runJobsOf(lead.id);
    expect(requestsTo('/flaky/adf')).toHaveLength(4);
  });
});

describe('delivering by email', () => {
  it('the dealer inbox gets the lead with the shopper and the car, the ADF mailbox gets it with lead-{id}.xml, each once', async () => {
    const dealership = await dealershipWith('Inbox Toyota', { email: 'sales@inbox.test', adfEmail: 'adf@crm-mail.test' });
    const lead = await storeLead(dealership, { message: 'Can I see it on Saturday? Mornings & evenings suit.' });
    expect(lead.deliveries?.map((row) => row.channel)).toEqual(['email', 'adf-email']);

    // Both jobs run in one batch, side by side: each records its own row.
    await runJobsOf(lead.id);
    const toSales = mailbox.filter(
      (mail) => mail.text?.includes(`Lead ${lead.id},`) && JSON.stringify(mail.to).includes('sales@inbox.test'),
    );
    const toAdf = mailbox.filter((mail) => mail.attachments.some((file) => file.filename === `lead-${lead.id}.xml`));
    expect(toSales).toHaveLength(1);
    expect(toAdf).toHaveLength(1);

    const mail = toSales[0]!;
    expect(mail.subject).toBe('Used Vehicle Enquiry from Jo Citizen: 2019 Toyota Corolla Ascent (U77)');
    expect(mail.from?.text).toBe('leads@delivery.test');
    expect(mail.replyTo?.text).toBe('jo@shopper.test');
    expect(mail.text).toContain('Name: Jo Citizen\nEmail: jo@shopper.test\nPhone: 0412 345 678');
    expect(mail.text).toContain('Can I see it on Saturday? Mornings & evenings suit.');
    expect(mail.text).toContain('Car: 2019 Toyota Corolla Ascent\nCondition: used\nStock number: U77\nPrice: A$18,990');
    expect(mail.html).toContain('Mornings &amp; evenings suit.');
    expect(mail.attachments).toEqual([]);

    const adfMail = toAdf[0]!;
    expect(JSON.stringify(adfMail.to)).toContain('adf@crm-mail.test');
    const xml = adfMail.attachments[0]!.content.toString('utf8');
    expect(adfMail.attachments[0]!.contentType).toBe('application/xml');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>')).toBe(true);
    expect(xml).toContain(`<id sequence="1" source="delivery-motors website">${lead.id}</id>`);
    expect(xml).toContain('Mornings &amp; evenings suit.');

    // The Message-ID comes from the lead and the channel: a copy sent again after a crash is the same message.
    expect(mail.messageId).toBe(`<lead-${lead.id}-email@delivery.test>`);
    expect(adfMail.messageId).toBe(`<lead-${lead.id}-adf-email@delivery.test>`);

    const stored = await leadById(lead.id);
    expect(stored.delivery_status).toBe('delivered');
    expect(stored.deliveries?.map((row) => [row.channel, row.status, row.attempts])).toEqual([
      ['email', 'delivered', 1],
      ['adf-email', 'delivered', 1],
    ]);
    await runJobsOf(lead.id);
    expect(mailbox.filter((m) => m.text?.includes(`Lead ${lead.id},`))).toHaveLength(2);
  });

  it('with the mail server unreachable, the attempt fails with a reason a person can act on', async () => {
    const dealership = await dealershipWith('Unreachable Mail Toyota', { email: 'sales@unreachable.test' });
    const lead = await storeLead(dealership);
    const smtpUrl = process.env.SMTP_URL;
    process.env.SMTP_URL = 'smtp://127.0.0.1:9';
    try {
      await runJobsOf(lead.id);
    } finally {
      process.env.SMTP_URL = smtpUrl;
    }
    const row = (await leadById(lead.id)).deliveries?.[0];
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.last_error).toMatch(/^SMTP smtp:\/\/127\.0\.0\.1:9 did not accept the email to sales@unreachable\.test: .*ECONNREFUSED/);
  });
});

describe('the channel adapters fail with a reason a person can act on', () => {
  it('a CRM that does not answer in time (10 s in production) fails the attempt', async () => {
    expect(CRM_TIMEOUT_MS).toBe(10_000);
    const post = httpCrmAdfClient({ timeoutMs: 300 }).post({ url: `${crmBase}/silent/adf`, xml: '<adf/>', idempotencyKey: 'lead-0-crm' });
    await expect(post).rejects.toThrow(`CRM ${crmBase}/silent/adf could not be reached: no answer within 0.3 s`);
  });

  it('a CRM without an authorization setting gets no Authorization header', async () => {
    const url = flakyCrm('/open/adf', 0);
    await httpCrmAdfClient().post({ url, xml: '<adf/>', authorization: null, idempotencyKey: 'lead-0-crm' });
    expect(requestsTo('/open/adf')[0]?.headers.authorization).toBeUndefined();
  });

  it('without SMTP_URL an email attempt fails saying so', async () => {
    const send = smtpLeadMailer(() => ({ LEADS_MAIL_FROM: 'leads@delivery.test' })).send({
      to: 'a@b.test',
      subject: 's',
      text: 't',
      html: 'h',
    });
    await expect(send).rejects.toThrow('SMTP_URL is not set: lead emails cannot be sent. See .env.example.');
  });
});

describe('a delivery that keeps failing', () => {
  it('ends failed with its last error on the lead after the last retry, and the job is kept with its error', async () => {
    crmBehaviour.set('/broken/adf', () => ({ status: 500, body: 'CRM exploded' }));
    const dealership = await dealershipWith('Broken CRM Toyota', { crmAdfUrl: `${crmBase}/broken/adf` });
    const lead = await storeLead(dealership);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const totalAttempts = LEAD_DELIVERY_RETRIES.attempts + 1;
    try {
      for (let attempt = 1; attempt <= totalAttempts; attempt += 1) {
        await runJobsOf(lead.id);
        const stored = await leadById(lead.id);
        expect(stored.deliveries?.[0]?.attempts).toBe(attempt);
        expect(stored.deliveries?.[0]?.status).toBe(attempt < totalAttempts ? 'pending' : 'failed');
        expect(stored.delivery_status).toBe(attempt < totalAttempts ? 'pending' : 'failed');
        await endBackoffOf(lead.id);
      }
      // The final failure is logged once as an error (issue 9's rule for exhausted jobs).
      expect(errors.mock.calls.filter((call) => String(call[0]).includes('(deliverLead) failed 12 time(s)'))).toHaveLength(1);
    } finally {
      errors.mockRestore();
    }
    const stored = await leadById(lead.id);
    expect(stored.deliveries?.[0]?.last_error).toBe(`CRM ${crmBase}/broken/adf answered 500: CRM exploded`);
    const [job] = await jobsOf(lead.id);
    expect(job).toMatchObject({ hasError: true, totalTried: totalAttempts });
    // No more attempts once it has failed.
    await runJobsOf(lead.id);
    expect(requestsTo('/broken/adf')).toHaveLength(totalAttempts);
  });
});

describe('queueing happens in the transaction that stores the lead', () => {
  it('a rolled-back transaction leaves neither the lead nor its delivery jobs', async () => {
    const dealership = await dealershipWith('Rollback Toyota', { email: 'sales@rollback.test', crmAdfUrl: `${crmBase}/rollback/adf` });
    const key = randomUUID();
    const lead = await storeLead(dealership, { idempotency_key: key }, { commit: false });
    expect(lead.deliveries).toHaveLength(2);
    const leads = await payload.find({ collection: 'leads', where: { idempotency_key: { equals: key } }, overrideAccess: true });
    expect(leads.docs).toEqual([]);
    expect(await jobsOf(lead.id)).toEqual([]);
  });

  it('a committed one has one job per delivery row, each naming its row', async () => {
    const dealership = await dealershipWith('Commit Toyota', { email: 'sales@commit.test', crmAdfUrl: `${crmBase}/commit/adf` });
    const lead = await storeLead(dealership);
    const jobs = await jobsOf(lead.id);
    expect(jobs.map((job) => (job.input as { deliveryId: string }).deliveryId).sort()).toEqual(
      lead.deliveries!.map((row) => row.id).sort(),
    );
  });
});

/** The CMS's job runner in a process of its own (test/processes/cmsJobRunner.ts), on this worker's database. */
function startJobRunner(jobIds: (string | number)[]): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/processes/cmsJobRunner.ts', ...jobIds.map(String)], {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return { child, output: () => output };
}

/**
 * For a runner that did not get where it should: the steps it printed (cmsJobRunner.ts marks each
 * with its time) and what this database's other sessions were doing, then the runner is killed.
 */
async function stalledRunnerReport(runner: { child: ChildProcess; output: () => string }): Promise<string> {
  const db = payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<{ rows: unknown[] }> } };
  const sessions = await db.drizzle.execute(
    sql`select pid, state, wait_event_type, wait_event, xact_start, left(query, 200) as query
          from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  runner.child.kill('SIGKILL');
  return `The runner printed:\n${runner.output().slice(-3000)}\nDatabase sessions: ${JSON.stringify(sessions.rows, null, 1)}`;
}

describe('the CMS killed during a delivery', () => {
  it('a CMS process killed (SIGKILL) mid-post to the CRM leaves the lead stored; the restarted CMS delivers it', async () => {
    let crmUp = false;
    crmBehaviour.set('/crash/adf', () => (crmUp ? { status: 201, body: 'stored' } : 'hold'));
    const dealership = await dealershipWith('Crashed CMS Toyota', { crmAdfUrl: `${crmBase}/crash/adf` });
    const lead = await storeLead(dealership);
    const [job] = await jobsOf(lead.id);

    const first = startJobRunner([job!.id]);
    const exited = once(first.child, 'exit');
    // The delivery is on the wire, the CRM has not answered: the process dies there.
    await waitUntil(() => requestsTo('/crash/adf').length === 1 || first.child.exitCode !== null, 90_000, 'the CRM request').catch(
      async (error: Error) => {
        throw new Error(`${error.message}\n${await stalledRunnerReport(first)}`);
      },
    );
    expect({ exitCode: first.child.exitCode, output: first.child.exitCode === null ? '' : first.output() }).toEqual({
      exitCode: null,
      output: '',
    });
    first.child.kill('SIGKILL');
    expect((await exited)[1]).toBe('SIGKILL');

    expect((await jobsOf(lead.id))[0]).toMatchObject({ id: job!.id, processing: true });
    expect(await leadById(lead.id)).toMatchObject({ delivery_status: 'pending' });

    // The dead process is on record as the job's holder (issue 39).
    const db = payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }> } };
    const { rows: holders } = await db.drizzle.execute(sql`select runner_key from job_holders where job_id = ${job!.id}`);
    expect(holders).toHaveLength(1);

    // The CMS is started again at once (no waiting for a timeout), and the CRM answers now: the
    // job's holder is gone, so the new process takes the job back before it runs.
    crmUp = true;
    const second = startJobRunner([job!.id]);
    const secondExit = once(second.child, 'exit');
    let report = '';
    const hung = setTimeout(async () => (report = await stalledRunnerReport(second)), 120_000);
    const [code] = await secondExit;
    clearTimeout(hung);
    expect({ code, done: second.output().includes('done'), report }).toEqual({ code: 0, done: true, report: '' });

    expect(requestsTo('/crash/adf').map((request) => request.status)).toEqual([0, 201]);
    expect(await leadById(lead.id)).toMatchObject({
      delivery_status: 'delivered',
      deliveries: [expect.objectContaining({ status: 'delivered' })],
    });
    expect(await jobsOf(lead.id)).toEqual([]);
  }, 240_000);

  it('a job whose holder process is alive is left alone; once the holder is gone it is taken back at once', async () => {
    const url = flakyCrm('/held/adf', 0);
    const dealership = await dealershipWith('Held CMS Toyota', { crmAdfUrl: url });
    const lead = await storeLead(dealership);
    const [job] = await jobsOf(lead.id);
    // Another live process: a session of its own holding a runner lock, and the job marked as its.
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    const key = 424242;
    await holder.query('select pg_advisory_lock($1, $2)', [RUNNER_LOCK_NAMESPACE, key]);
    const db = payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<unknown> } };
    await db.drizzle.execute(sql`update payload_jobs set processing = true where id = ${job!.id}`);
    await db.drizzle.execute(sql`insert into job_holders (job_id, runner_key) values (${job!.id}, ${key})`);
    try {
      expect(await recoverStalledDeliveries(payload)).not.toContain(job!.id);
    } finally {
      await holder.end();
    }
    // The holder's connection is gone (its process died): the next look takes the job back, well within the timeout.
    expect(await recoverStalledDeliveries(payload)).toContain(job!.id);
    await runJobsOf(lead.id);
    expect(requestsTo('/held/adf').map((request) => request.status)).toEqual([201]);
    expect((await leadById(lead.id)).delivery_status).toBe('delivered');
  });

  it('leaves the job processing; on restart it goes back in the queue and the lead is delivered, to the CRM once', async () => {
    const url = flakyCrm('/killed/adf', 0);
    const dealership = await dealershipWith('Killed CMS Toyota', { crmAdfUrl: url });
    const lead = await storeLead(dealership);
    const [job] = await jobsOf(lead.id);
    // What a process killed mid-attempt leaves: Payload's processing mark, stamped when it started.
    const db = payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<unknown> } };
    await db.drizzle.execute(
      sql`update payload_jobs set processing = true, updated_at = now() - interval '10 minutes' where id = ${job!.id}`,
    );
    await runJobsOf(lead.id);
    expect(requestsTo('/killed/adf')).toHaveLength(0);
    expect((await leadById(lead.id)).delivery_status).toBe('pending');

    // A delivery still within the stalled threshold belongs to a live process: it is left alone.
    expect(await recoverStalledDeliveries(payload, 20 * 60_000)).not.toContain(job!.id);
    expect(await recoverStalledDeliveries(payload, STALLED_DELIVERY_AFTER_MS)).toContain(job!.id);
    await runJobsOf(lead.id);

    expect(requestsTo('/killed/adf').map((request) => request.status)).toEqual([201]);
    const stored = await leadById(lead.id);
    expect(stored.delivery_status).toBe('delivered');
    expect(stored.deliveries?.[0]).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(await jobsOf(lead.id)).toEqual([]);
  });

  it('a delivery job run again after its row was delivered sends nothing', async () => {
    const url = flakyCrm('/recorded/adf', 0);
    const dealership = await dealershipWith('Recorded Toyota', { crmAdfUrl: url });
    const lead = await storeLead(dealership);
    await runJobsOf(lead.id);
    expect(requestsTo('/recorded/adf')).toHaveLength(1);
    // The same delivery queued again (a re-run after a crash) finds its row delivered and sends nothing.
    await payload.jobs.queue({ task: 'deliverLead', input: { leadId: lead.id, deliveryId: lead.deliveries![0]!.id! } });
    await runJobsOf(lead.id);
    expect(requestsTo('/recorded/adf')).toHaveLength(1);
    expect(await jobsOf(lead.id)).toEqual([]);
  });
});
