/**
 * Issue 10 performance: the served CMS runs queued jobs one at a time (jobs/jobWorker.ts), so a
 * backlog of lead deliveries never runs side by side with itself and the lead endpoint. Real
 * PostgreSQL and a real local SMTP server that counts its open sessions.
 */
import type { AddressInfo } from 'node:net';
import type { Payload } from 'payload';
import { SMTPServer } from 'smtp-server';
import { jobWorkerEnabled, startJobWorker, type JobWorker } from '../src/jobs/jobWorker';
import { closeLeadMailTransports } from '../src/leads/delivery/smtpLeadMailer';
import type { Dealership, Lead, Tenant } from '../src/payload-types';
import { storeLeadWithDeliveries, waitUntil } from './helpers/leads';
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

const storeLead = () => storeLeadWithDeliveries(payload, tenant, dealership);

const statusOf = async (id: number) =>
  (await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })).delivery_status;

describe('the CMS job worker', () => {
  it('is off in tools and tests (PAYLOAD_JOBS_AUTORUN=false) and during next build', () => {
    expect(jobWorkerEnabled({ PAYLOAD_JOBS_AUTORUN: 'false' })).toBe(false);
    expect(jobWorkerEnabled({ NEXT_PHASE: 'phase-production-build' })).toBe(false);
    expect(jobWorkerEnabled({})).toBe(true);
  });

  it('delivers a backlog one job at a time, across several batches', async () => {
    // Jobs other test files left in this worker's database (a revalidation retrying, a delivery
    // to a server that never answers) would run first and hold the queue for their timeouts.
    await payload.delete({ collection: 'payload-jobs', where: { id: { exists: true } }, overrideAccess: true });
    const leads: Lead[] = [];
    for (let i = 0; i < 5; i++) leads.push(await storeLead());
    mostOpenSessions = 0;
    worker = startJobWorker(payload, { batch: 2, idleMs: 20, busyMs: 5 });
    await waitUntil(
      async () => (await Promise.all(leads.map((lead) => statusOf(lead.id)))).every((status) => status === 'delivered'),
      45_000,
      'the five leads delivered',
    );
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
