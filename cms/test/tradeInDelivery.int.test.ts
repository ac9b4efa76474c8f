/**
 * Issue 13: a trade-in lead's deliveries tell the dealer about the shopper's vehicle. The lead and
 * its trade-in are stored through `POST /api/leads/submit` with the site's key, then the queued
 * delivery jobs run against a real local SMTP server (the dealer inbox and the ADF mailbox) and a
 * real local HTTP server standing in for the CRM; real PostgreSQL, the real adapters.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Payload } from 'payload';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { closeLeadMailTransports } from '../src/leads/delivery/smtpLeadMailer';
import { createTestTenant, rest, siteLeadsAuthorization, startTestPayload, stopTestPayload } from './helpers/testPayload';

// The stand-in CRM listens on loopback over http: an operator's trusted host (LEAD_CRM_TRUSTED_HOSTS).
process.env.LEAD_CRM_TRUSTED_HOSTS = '127.0.0.1';

let payload: Payload;
let tenantId: number;

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

const crmBodies: string[] = [];
const crm: Server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    crmBodies.push(Buffer.concat(chunks).toString('utf8'));
    response.writeHead(201, { 'content-type': 'text/plain' }).end('stored');
  });
});

let keyCounter = 0;
const submit = (lead: Record<string, unknown>, tradeIn: Record<string, unknown>) =>
  rest('POST', 'leads/submit', {
    body: {
      tenant: 'trade-deliver',
      lead: {
        form: 'trade-in',
        idempotency_key: `trade-in-delivery-${Date.now()}-${++keyCounter}`,
        name: 'Jo Citizen',
        email: 'jo@shopper.test',
        phone: '0412 345 678',
        message: 'Call after 5 & not before.',
        category: 'Trade-In Enquiry',
        preferred_contact_method: 'Phone',
        opt_in: true,
        ...lead,
      },
      trade_in: {
        eval_id: 'EV920000',
        rego: 'QLD2EV00',
        state: 'QLD',
        description: 'SR5 Double Cab <2.8L> "Turbo"',
        vehicle: {
          evalId: 'EV920000',
          vin: 'MR0FZ29G401234567',
          engineNumber: '1GD1234567',
          registration: 'QLD2EV00',
          registrationExpiry: '2027-05-01',
          km: 84000,
          make: 'Toyota',
          model: 'HiLux',
          series: 'GUN126R',
          variant: 'SR5',
          year: 2019,
          transmission: 'Automatic',
          redbookCode: 'TOYO19AB',
          body: 'Utility',
          cylinders: 4,
          complianceMonth: 3,
          complianceYear: 2019,
          buildMonth: 2,
          buildYear: 2019,
        },
        answers: {
          postcode: '4217',
          odometer: 84250,
          service_history: 'Partial service history',
          number_of_keys: '2',
          car_condition: 'Fair',
          comments: 'Tow bar & roof racks </comments><injected/>',
        },
        last_name: 'Citizen',
        source_page: 'trade-in',
        ...tradeIn,
      },
      context: { url: 'https://trade-deliver.example.com/trade-in', user_agent: 'Mozilla/5.0 (test)' },
    },
    headers: { authorization: siteLeadsAuthorization() },
  });

/** Runs the lead's queued delivery jobs, as the CMS's job worker does. */
const runDeliveriesOf = async (leadId: number) => {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'deliverLead' } },
    limit: 0,
    depth: 0,
    overrideAccess: true,
  });
  const ids = docs.filter((job) => (job.input as { leadId?: number } | null)?.leadId === leadId).map((job) => job.id);
  expect(ids.length).toBeGreaterThan(0);
  await payload.jobs.run({ where: { id: { in: ids } }, silent: true });
};

beforeAll(async () => {
  payload = await startTestPayload();
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  process.env.LEADS_MAIL_FROM = 'leads@trade-deliver.test';
  await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve));
  const crmUrl = `http://127.0.0.1:${(crm.address() as AddressInfo).port}/adf`;

  tenantId = (await createTestTenant(payload, 'trade-deliver')).id;
  const dealership = await payload.create({
    collection: 'dealerships',
    data: {
      tenant: tenantId,
      name: 'Deliver Toyota',
      slug: 'deliver-toyota',
      leadDelivery: { email: 'sales@deliver-toyota.test', adfEmail: 'adf@deliver-crm.test', crmAdfUrl: crmUrl },
    },
    context: { disableRevalidate: true },
  });
  await payload.create({
    collection: 'locations',
    data: {
      tenant: tenantId,
      dealership: dealership.id,
      name: 'Southport Yard',
      slug: 'southport-yard',
      visible: true,
      address: { lat: -27.967, long: 153.4 },
    },
    context: { disableRevalidate: true },
  });
});

afterAll(async () => {
  closeLeadMailTransports();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  crm.closeAllConnections();
  await new Promise<void>((resolve) => crm.close(() => resolve()));
  delete process.env.SMTP_URL;
  await stopTestPayload(payload);
});

/** A photo uploaded for the valuation before the shopper finished (wizard step 3). */
const uploadPhoto = async (evalId: string, name: string) =>
  payload.create({
    collection: 'trade-in-images',
    data: { tenant: tenantId, eval_id: evalId, original_name: name },
    file: {
      data: await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c00' } })
        .jpeg()
        .toBuffer(),
      mimetype: 'image/jpeg',
      name,
      size: 0,
    },
    overrideAccess: true,
  });

describe('a trade-in lead stored through POST /api/leads/submit', () => {
  it('reaches the dealer inbox, the ADF mailbox and the CRM with the shopper’s vehicle', async () => {
    await uploadPhoto('EV920000', 'front.jpg');
    await uploadPhoto('EV920000', 'rear.jpg');
    await uploadPhoto('EV-OTHER', 'not-this-one.jpg');
    const { status, json } = await submit({}, {});
    expect(status).toBe(201);
    const leadId: number = json.lead_id;
    const queued = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true });
    expect(queued.deliveries?.map((row) => row.channel)).toEqual(['email', 'crm-adf', 'adf-email']);

    await runDeliveriesOf(leadId);
    const delivered = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true });
    expect(delivered.delivery_status).toBe('delivered');

    // The dealer inbox: a "Trade-in vehicle" section, text and HTML.
    const mail = mailbox.find((m) => m.text?.includes(`Lead ${leadId},`) && JSON.stringify(m.to).includes('sales@deliver-toyota.test'));
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Trade-In Enquiry from Jo Citizen: 2019 Toyota HiLux SR5 (trade-in)');
    expect(mail!.text).toContain(
      [
        'Trade-in vehicle:',
        'Vehicle: 2019 Toyota HiLux SR5',
        'Series: GUN126R',
        'Description: SR5 Double Cab <2.8L> "Turbo"',
        'Body: Utility',
        'Transmission: Automatic',
        'VIN: MR0FZ29G401234567',
        'Rego: QLD2EV00 (QLD)',
        'Odometer: 84,250 km',
        'Service history: Partial service history',
        'Keys: 2',
        'Condition: Fair',
        'Comments: Tow bar & roof racks </comments><injected/>',
        'Postcode: 4217 Surfers Paradise QLD',
        'Nearest location: Southport Yard (4.2 km away)',
        'Photos: 2',
      ].join('\n'),
    );
    expect(mail!.html).toContain('<h2 style="font-size:16px">Trade-in vehicle</h2>');
    expect(mail!.html).toContain('<td style="padding:4px 0">SR5 Double Cab &lt;2.8L&gt; &quot;Turbo&quot;</td>');
    expect(mail!.html).toContain('<td style="padding:4px 0">Tow bar &amp; roof racks &lt;/comments&gt;&lt;injected/&gt;</td>');

    // The CRM and the ADF mailbox: the trade-in as the prospect's vehicle, text escaped.
    const adfMail = mailbox.find((m) => m.attachments.some((file) => file.filename === `lead-${leadId}.xml`));
    const attached = adfMail!.attachments[0]!.content.toString('utf8');
    const posted = crmBodies.find((body) => body.includes(`>${leadId}</id>`));
    expect(posted).toBe(attached);
    const vehicle = posted!.slice(posted!.indexOf('<vehicle '), posted!.indexOf('</vehicle>'));
    expect(vehicle).toContain('<vehicle interest="trade-in" status="used">');
    expect(vehicle).toContain('<year>2019</year>');
    expect(vehicle).toContain('<make>Toyota</make>');
    expect(vehicle).toContain('<model>HiLux</model>');
    expect(vehicle).toContain('<vin>MR0FZ29G401234567</vin>');
    expect(vehicle).toContain('<trim>SR5 GUN126R</trim>');
    expect(vehicle).toContain('<odometer units="km">84250</odometer>');
    expect(vehicle).toContain('<condition>fair</condition>');
    expect(vehicle).toContain('Comments: Tow bar &amp; roof racks &lt;/comments&gt;&lt;injected/&gt;');
    expect(vehicle).toContain('Photos: 2</comments>');
    expect(posted).not.toContain('<injected/>');
    expect(posted!.match(/<vehicle /g)).toHaveLength(1);
  });

  it('about a car the shopper is buying: the car, then the trade-in', async () => {
    const car = await payload.create({
      collection: 'cars',
      data: {
        tenant: tenantId,
        name: 'Car D100',
        year: 2022,
        make: 'Kia',
        model: 'Sportage',
        car_type: 'used',
        status: 'in_stock',
        stocknum: 'D100',
        price: 38990,
        dealership: (await payload.find({ collection: 'dealerships', where: { slug: { equals: 'deliver-toyota' } } })).docs[0]!.id,
      },
      context: { disableRevalidate: true },
    });
    const { status, json } = await submit({ car_id: String(car.id) }, { source_page: 'cars/trade-in' });
    expect(status).toBe(201);
    await runDeliveriesOf(json.lead_id);

    const mail = mailbox.find(
      (m) => m.text?.includes(`Lead ${json.lead_id},`) && JSON.stringify(m.to).includes('sales@deliver-toyota.test'),
    );
    expect(mail!.subject).toBe('Trade-In Enquiry from Jo Citizen: 2022 Kia Sportage (D100)');
    expect(mail!.text).toContain('Trade-in vehicle:\nVehicle: 2019 Toyota HiLux SR5\n');
    // No photos uploaded for this valuation (the first test's are tied to its trade-in): no line.
    expect(mail!.text).not.toContain('Photos:');
    const posted = crmBodies.find((body) => body.includes(`>${json.lead_id}</id>`))!;
    expect([...posted.matchAll(/<vehicle [^>]*>/g)].map((match) => match[0])).toEqual([
      '<vehicle interest="buy" status="used">',
      '<vehicle interest="trade-in" status="used">',
    ]);
  });
});
