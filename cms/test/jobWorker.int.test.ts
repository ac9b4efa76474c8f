/**
 * Issue 10 performance: the served CMS runs queued jobs one at a time (jobs/jobWorker.ts), so a
 * backlog of lead deliveries never runs side by side with itself and the lead endpoint. Real
 * PostgreSQL and a real local SMTP server that counts its open sessions.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { commitTransaction, createLocalReq, initTransaction, type Payload } from 'payload';
import { SMTPServer } from 'smtp-server';
import { jobWorkerEnabled, startJobWorker, type JobWorker } from '../src/jobs/jobWorker';
import { deliveryStatusOf, plannedDeliveries, queueLeadDeliveries } from '../src/leads/delivery';
import { closeLeadMailTransports } from '../src/leads/delivery/smtpLeadMailer';
import type { Dealership, Lead, Tenant } from '../src/payload-types';
import { createTestTenant, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
let tenant: Tenant;
let dealership: Dealership;
let worker: JobWorker | undefined;

let openSessions = 0;
let mostOpenSessions = 0;
const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onConnect(_session, callback) {
    openSessions++;
    mostOpenSessions = Math.max(mostOpenSessions, openSessions);
    callback();
  },
  onClose() {
    openSessions--;
  },
  onData(stream, session, callback) {
    // A slow mail server: side-by-side deliveries would overlap here.
    stream.resume();
    stream.on('end', () => {
      received.push(String(session.envelope.rcptTo[0]?.address));
      setTimeout(callback, 30);
    });
  },
});

beforeAll(async () => {
  payload = await startTestPayload();
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  tenant = await createTestTenant(payload, 'worker-motors');
  dealership = await payload.create({
    collection: 'dealerships',
    data: { tenant: tenant.id, name: 'Worker Motors', phone: '07 5555 0100', leadDelivery: { email: 'sales@worker-motors.test' } },
  });
});

afterAll(async () => {
  await worker?.stop();
  closeLeadMailTransports();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  delete process.env.SMTP_URL;
  await stopTestPayload(payload);
});

async function storeLead(): Promise<Lead> {
  const req = await createLocalReq({}, payload);
  await initTransaction(req);
  const deliveries = plannedDeliveries(dealership, tenant);
  const lead = await payload.create({
    collection: 'leads',
    data: {
      tenant: tenant.id,
      form: 'enquiry',
      category: 'General Enquiry',
      name: 'Jo Citizen',
      email: 'jo@shopper.test',
      phone: '0412 345 678',
      message: 'Is it still available?',
      dealership: dealership.id,
      idempotency_key: randomUUID(),
      deliveries,
      delivery_status: deliveryStatusOf(deliveries),
    },
    overrideAccess: true,
    req,
  });
  await queueLeadDeliveries(req, lead);
  await commitTransaction(req);
  return lead;
}

const statusOf = async (id: number) =>
  (await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })).delivery_status;

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the CMS job worker', () => {
  it('is off in tools and tests (PAYLOAD_JOBS_AUTORUN=false) and during next build', () => {
    expect(jobWorkerEnabled({ PAYLOAD_JOBS_AUTORUN: 'false' })).toBe(false);
    expect(jobWorkerEnabled({ NEXT_PHASE: 'phase-production-build' })).toBe(false);
    expect(jobWorkerEnabled({})).toBe(true);
  });

  it('delivers a backlog one job at a time, across several batches', async () => {
    const leads: Lead[] = [];
    for (let i = 0; i < 5; i++) leads.push(await storeLead());
    mostOpenSessions = 0;
    worker = startJobWorker(payload, { batch: 2, idleMs: 20, busyMs: 5 });
    await until(async () => (await Promise.all(leads.map((lead) => statusOf(lead.id)))).every((status) => status === 'delivered'));
    await worker.stop();
    expect(received.filter((to) => to === 'sales@worker-motors.test')).toHaveLength(5);
    // Payload's autoRun ran each batch side by side: two sessions would have been open at once.
    expect(mostOpenSessions).toBe(1);
  });

  it('runs nothing once stopped', async () => {
    const stopped = startJobWorker(payload, { batch: 2, idleMs: 20 });
    await stopped.stop();
    const lead = await storeLead();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOf(lead.id)).toBe('pending');
  });
});
