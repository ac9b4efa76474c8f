/**
 * Issue 38, the deal sheet: the PDF of a requested purchase agreement, the two emails that carry it
 * (the shopper's and the dealer's) and the shopper's download. Real PostgreSQL, the real REST
 * handlers and a real SMTP server as the mailbox; the PDF is read back with pdf-lib.
 */
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, StandardFonts } from 'pdf-lib';
import { createLocalReq, type Payload } from 'payload';
import config from '@payload-config';
import { REST_POST } from '@payloadcms/next/routes';
import { dealSheet, type DealSheet } from '@dealer/domain';
import { mailDealSheet, queueDealSheetMail } from '../src/deals/dealEmail';
import { dealSheetFacts, DealSheetUnavailableError } from '../src/deals/dealSheetDocument';
import { renderDealSheetPdf, type DealSheetDocument } from '../src/deals/dealSheetPdf';
import { closeAlertMailTransports } from '../src/shoppers/alerts/alertMailer';
import { newSessionToken, sessionExpiresAt, sessionTokenHash } from '../src/shoppers/secrets';
import { createTestTenant, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
const ids = {} as Record<'coast' | 'quiet' | 'harbour' | 'dealer' | 'quietDealer' | 'harbourDealer' | 'location', number>;
let counter = 0;

// ---- The mailbox ----
const mails: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        mails.push(mail);
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
const recipientOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

// ---- Reading the PDF back ----
interface DrawnText {
  text: string;
  x: number;
  size: number;
  bold: boolean;
}

/** WinAnsi codes as text: Latin-1, plus the dashes the sheet uses. */
const winAnsi = (hex: string) => Buffer.from(hex, 'hex').toString('latin1').replace(/\x96/g, '\u2013').replace(/\x97/g, '\u2014');

/** Every string the PDF draws, in order, with its position, size and font (pdf-lib writes `/Font size Tf`, `Tm`, `<hex> Tj`). */
async function drawnTexts(pdf: Uint8Array): Promise<DrawnText[]> {
  const doc = await PDFDocument.load(pdf);
  const drawn: DrawnText[] = [];
  for (const page of doc.getPages()) {
    const contents = doc.context.lookup(page.node.get(PDFName.of('Contents')));
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const content = zlib.inflateSync(Buffer.from(stream.contents)).toString('latin1');
      for (const block of content.matchAll(/\/(\S+) ([\d.]+) Tf[\s\S]*?1 0 0 1 ([\d.-]+) [\d.-]+ Tm\s*<([0-9A-Fa-f]*)> Tj/g)) {
        drawn.push({ text: winAnsi(block[4]!), x: Number(block[3]), size: Number(block[2]), bold: block[1]!.startsWith('Helvetica-Bold') });
      }
    }
  }
  return drawn;
}
const textOf = async (pdf: Uint8Array) => (await drawnTexts(pdf)).map((drawn) => drawn.text).join(' ');

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;

const financedSheet = (): DealSheet =>
  dealSheet({
    carPrice: 41_990,
    priceExcludingCharges: 38_490,
    tradeIn: { description: '2016 Mazda 3 Maxx', amount: 9_000 },
    depositPaid: 200,
    finance: { cashDeposit: 2_000, termMonths: 60, balloon: 0, annualRatePercent: 8.5 },
  });

const document = (extra: Partial<DealSheetDocument> = {}): DealSheetDocument => ({
  dealerName: 'Coastline Motor Group',
  dealershipName: 'Coastline Mazda',
  dealershipPhone: '07 5555 0101',
  carTitle: '2023 Mazda CX-5 Maxx Sport',
  stockNumber: 'D101',
  shopperName: 'Jo Citizen',
  requestedAt: new Date('2026-12-07T02:00:00Z'),
  locale: 'en-AU',
  sheet: financedSheet(),
  guaranteeCovered: true,
  delivery: { method: 'pickup', place: 'Coastline Yard, 1 Marine Parade, Southport QLD 4215', date: '2026-12-11' },
  ...extra,
});

// ---- Deals in the database ----
async function shopperSession(tenant: number) {
  counter += 1;
  const shopper = await payload.create({ collection: 'shoppers', data: { tenant, phone: `+6141255${String(1000 + counter)}` } });
  const token = newSessionToken();
  await payload.create({
    collection: 'shopper-sessions',
    data: { tenant, shopper: shopper.id, token_hash: sessionTokenHash(token), expires_at: sessionExpiresAt(new Date()) },
  });
  return { id: shopper.id, authorization: `Shopper ${token}` };
}

async function newCar(tenant: number, dealership: number) {
  counter += 1;
  return payload.create({
    collection: 'cars',
    data: {
      tenant,
      dealership,
      name: `2023 Mazda CX-5 ${counter}`,
      slug: `2023-mazda-cx-5-s${counter}`,
      year: 2023,
      make: 'Mazda',
      model: 'CX-5',
      badge: 'Maxx Sport',
      car_type: 'used',
      status: 'in_stock',
      stocknum: `S${counter}`,
      price: 38_490,
      price_type: 'egc',
      drive_away_price: 41_990,
    },
    context: { disableRevalidate: true },
  });
}

/**
 * A deal whose agreement was requested, written as requestAgreement writes it: every step done,
 * the deposit held, the sheet fixed and the guarantee decided.
 */
async function requestedDeal({
  tenant = ids.coast,
  dealership = ids.dealer,
  state = 'requested',
}: { tenant?: number; dealership?: number; state?: 'requested' | 'accepted' | 'in-progress' } = {}) {
  const shopper = await shopperSession(tenant);
  const car = await newCar(tenant, dealership);
  const reservation = await payload.create({
    collection: 'reservations',
    data: {
      tenant,
      title: `2023 Mazda CX-5 Maxx Sport (stock ${car.stocknum})`,
      state: 'held',
      car: car.id,
      dealership,
      shopper: shopper.id,
      amount: 200,
      currency: 'AUD',
      name: 'Jo Citizen',
      email: `jo${counter}@shopper.test`,
      phone: '0412 345 678',
      payment_mode: 'embedded',
      payment_intent: `pi_embedded_sheet_${counter}`,
      paid_at: new Date().toISOString(),
      idempotency_key: `sheet-deposit-${counter}`,
    },
    overrideAccess: true,
  });
  const requested = state !== 'in-progress';
  const deal = await payload.create({
    collection: 'deals',
    data: {
      tenant,
      title: `2023 Mazda CX-5 Maxx Sport (stock ${car.stocknum})`,
      state,
      shopper: shopper.id,
      car: car.id,
      dealership,
      car_confirmed: true,
      trade_in: { decided: true },
      finance: { decided: true, cash: false, cash_deposit: 2_000, term_months: 60, balloon: 0, rate_percent: 8.5 },
      // The pick-up location is the coast tenant's; the others deliver.
      delivery:
        tenant === ids.coast
          ? { method: 'pickup', location: ids.location, date: '2026-12-11' }
          : { method: 'delivery', address: '12 Example Street, Burleigh Heads QLD 4220', date: '2026-12-11' },
      reservation: reservation.id,
      requested_at: requested ? new Date().toISOString() : null,
      guarantee_covered: requested,
      sheet: requested
        ? (dealSheet({
            carPrice: 41_990,
            priceExcludingCharges: 38_490,
            depositPaid: 200,
            finance: { cashDeposit: 2_000, termMonths: 60, balloon: 0, annualRatePercent: 8.5 },
          }) as unknown as Record<string, unknown>)
        : null,
    },
    overrideAccess: true,
  });
  return { deal, car, reservation, shopper };
}

// ---- The shopper's download, through the real REST route ----
type Handler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>;
const post = REST_POST(config) as Handler;
const downloadSheet = (authorization: string | null, body: Record<string, unknown>) =>
  post(
    new Request('http://localhost:3001/api/deals/sheet', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: ['deals', 'sheet'] }) },
  );

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  payload = await startTestPayload();
  ids.coast = (await createTestTenant(payload, 'sheet-coast')).id;
  ids.quiet = (await createTestTenant(payload, 'sheet-quiet')).id;
  ids.harbour = (await createTestTenant(payload, 'sheet-harbour')).id;
  await payload.update({ collection: 'tenants', id: ids.harbour, data: { settings: { email: 'sales@sheet-harbour.test' } } });
  const dealership = async (tenant: number, slug: string, leadDelivery?: { email: string }) =>
    (await payload.create({ collection: 'dealerships', data: { tenant, name: slug, slug, phone: '07 5555 0101', leadDelivery } })).id;
  ids.dealer = await dealership(ids.coast, 'sheet-coast-mazda', { email: 'leads@sheet-coast-mazda.test' });
  ids.quietDealer = await dealership(ids.quiet, 'sheet-quiet-mazda');
  ids.harbourDealer = await dealership(ids.harbour, 'sheet-harbour-mazda');
  ids.location = (
    await payload.create({
      collection: 'locations',
      data: {
        tenant: ids.coast,
        dealership: ids.dealer,
        name: 'Sheet Coast Yard',
        slug: 'sheet-coast-yard',
        address: { street: '1 Marine Parade', city: 'Southport', state: 'QLD', postcode: '4215' },
      },
    })
  ).id;
});

afterAll(async () => {
  await stopTestPayload(payload);
  delete process.env.SMTP_URL;
  closeAlertMailTransports();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

beforeEach(() => {
  mails.length = 0;
});

describe('the deal sheet PDF', () => {
  it('is an A4 PDF that reads back: the dealer, when requested, the car, every line, the totals, finance and the guarantee', async () => {
    const pdf = await renderDealSheetPdf(document());
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize().width).toBeCloseTo(A4.width, 1);
    expect(doc.getPage(0).getSize().height).toBeCloseTo(A4.height, 1);
    const text = await textOf(pdf);
    for (const expected of [
      'Deal sheet',
      'Coastline Motor Group',
      'Coastline Mazda, 07 5555 0101',
      // 2 am UTC is 1 pm in Sydney in December (AEDT).
      'Requested Monday 7 December 2026 at 1:00 pm AEDT',
      'Prepared for Jo Citizen',
      '2023 Mazda CX-5 Maxx Sport',
      'Stock number D101',
      'Vehicle price (excl. government charges) $38,490',
      'Government charges and on-road costs $3,500',
      'Trade-in: 2016 Mazda 3 Maxx \u2013$9,000',
      'Deposit paid \u2013$200',
      'Drive-away total $41,990',
      'Balance $32,790',
      'Amount financed $30,790',
      'Term 60 months',
      'Interest rate 8.50% p.a.',
      'Monthly repayment $',
      'Weekly repayment $',
      'Due on delivery $2,000',
      'Pick-up at Coastline Yard, 1 Marine Parade, Southport QLD 4215 on Friday 11 December 2026',
      'Money-back guarantee: covered (48 hours, at most 2 cars per customer in any 12 months)',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Paying without finance');
  });

  it('a cash purchase past the guarantee’s limit, delivered: "Paying without finance", "not covered", the address', async () => {
    const sheet = dealSheet({ carPrice: 25_990, depositPaid: 200 });
    const text = await textOf(
      await renderDealSheetPdf(
        document({
          sheet,
          guaranteeCovered: false,
          delivery: { method: 'delivery', place: '12 Example Street, Burleigh Heads QLD 4220', date: '2026-12-14' },
        }),
      ),
    );
    expect(text).toContain('Paying without finance');
    expect(text).not.toContain('Amount financed');
    expect(text).toContain('Due on delivery $25,790');
    expect(text).toContain('Delivery to 12 Example Street, Burleigh Heads QLD 4220 on Monday 14 December 2026');
    expect(text).toContain('Money-back guarantee: not covered \u2014 this customer has had 2 guaranteed purchases in the last 12 months');
  });

  it('keeps every line inside the page, wrapping long ones, and prints names outside the standard fonts', async () => {
    const long =
      'Trade-in: 2014 Toyota LandCruiser 200 Series Sahara Twin Turbo Diesel with the towing pack, bull bar and roof racks fitted';
    const short = await renderDealSheetPdf(document());
    const wrapped = await renderDealSheetPdf(
      document({
        shopperName: 'Mere T\u0101whiao',
        carTitle: 'A'.repeat(140),
        sheet: { ...financedSheet(), lines: [...financedSheet().lines, { label: long, amount: -12_500 }] },
      }),
    );
    expect(wrapped.length).toBeGreaterThan(short.length);
    const probe = await PDFDocument.create();
    const fonts = { regular: await probe.embedFont(StandardFonts.Helvetica), bold: await probe.embedFont(StandardFonts.HelveticaBold) };
    const drawn = await drawnTexts(wrapped);
    for (const { text, x, size, bold } of drawn) {
      expect(x).toBeGreaterThanOrEqual(MARGIN - 0.01);
      expect(x + (bold ? fonts.bold : fonts.regular).widthOfTextAtSize(text, size)).toBeLessThanOrEqual(A4.width - MARGIN + 0.01);
    }
    const text = drawn.map((d) => d.text).join(' ');
    // The long label wraps onto lines of its own, its amount beside the first.
    expect(text).toContain('\u2013$12,500');
    expect(drawn.filter((d) => d.text.length > 10 && long.includes(d.text)).length).toBeGreaterThan(1);
    // The macron has no WinAnsi code: the letter is kept without it.
    expect(text).toContain('Prepared for Mere Tawhiao');
  });
});

describe('what the sheet is made from', () => {
  it('is read from the deal, its deposit, car, tenant, dealership and pick-up location', async () => {
    const { deal, car, reservation } = await requestedDeal();
    const { document: read } = await dealSheetFacts(payload, deal);
    expect(read).toMatchObject({
      dealerName: 'sheet-coast',
      dealershipName: 'sheet-coast-mazda',
      dealershipPhone: '07 5555 0101',
      carTitle: '2023 Mazda CX-5 Maxx Sport',
      stockNumber: car.stocknum,
      shopperName: reservation.name,
      locale: 'en-AU',
      guaranteeCovered: true,
      delivery: { method: 'pickup', place: 'Sheet Coast Yard, 1 Marine Parade, Southport QLD 4215', date: '2026-12-11' },
    });
    expect(read.sheet).toEqual(deal.sheet);
    expect(read.requestedAt.toISOString()).toBe(deal.requested_at);
  });

  it('is refused for a deal still in progress', async () => {
    const { deal } = await requestedDeal({ state: 'in-progress' });
    await expect(dealSheetFacts(payload, deal)).rejects.toBeInstanceOf(DealSheetUnavailableError);
  });
});

describe('the deal sheet emails', () => {
  it('go to the shopper and the dealership’s lead inbox, each with the PDF attached', async () => {
    const { deal, reservation } = await requestedDeal();
    expect(await mailDealSheet(payload, deal.id)).toBe('sent to the shopper and the dealer');
    expect(mails).toHaveLength(2);
    const toShopper = mails.find((mail) => recipientOf(mail) === reservation.email);
    const toDealer = mails.find((mail) => recipientOf(mail) === 'leads@sheet-coast-mazda.test');
    expect(toShopper?.subject).toBe(`Your deal sheet for ${deal.title}`);
    expect(toDealer?.subject).toBe(`Purchase agreement requested: ${deal.title}`);
    for (const mail of [toShopper!, toDealer!]) {
      expect(mail.headers.get('x-deal-id')).toBe(String(deal.id));
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({ filename: `deal-sheet-${deal.id}.pdf`, contentType: 'application/pdf' });
      expect(mail.attachments[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(mail.text).toContain('Drive-away total: $41,990');
      expect(mail.text).toContain('Deposit paid: $200');
      expect(mail.text).toContain('Money-back guarantee: covered');
    }
    expect(toShopper!.text).toContain('Hi Jo Citizen,');
    expect(toDealer!.text).toContain('Leads → Online purchases');
    expect(toDealer!.text).toContain(`/admin/collections/deals/${deal.id}`);
    expect(toDealer!.text).toContain(reservation.email);
  });

  it('without a dealership inbox, the dealer’s copy goes to the tenant’s email', async () => {
    const { deal } = await requestedDeal({ tenant: ids.harbour, dealership: ids.harbourDealer });
    expect(await mailDealSheet(payload, deal.id)).toBe('sent to the shopper and the dealer');
    expect(mails.map(recipientOf)).toContain('sales@sheet-harbour.test');
  });

  it('with no dealer inbox at all, only the shopper gets it and the outcome says so', async () => {
    const { deal, reservation } = await requestedDeal({ tenant: ids.quiet, dealership: ids.quietDealer });
    expect(await mailDealSheet(payload, deal.id)).toBe(
      'sent to the shopper; no dealer email: neither the dealership nor the tenant has a lead email',
    );
    expect(mails.map(recipientOf)).toEqual([reservation.email]);
  });

  it('are not sent for a deal still in progress, or one already decided', async () => {
    const { deal } = await requestedDeal({ state: 'in-progress' });
    expect(await mailDealSheet(payload, deal.id)).toBe('not sent: the deal is in-progress');
    const { deal: accepted } = await requestedDeal({ state: 'accepted' });
    expect(await mailDealSheet(payload, accepted.id)).toBe('not sent: the deal is accepted');
    expect(mails).toHaveLength(0);
  });

  it('without SMTP_URL are logged, not sent', async () => {
    const { deal } = await requestedDeal();
    const smtpUrl = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      expect(await mailDealSheet(payload, deal.id)).toBe('logged');
    } finally {
      process.env.SMTP_URL = smtpUrl;
    }
    expect(mails).toHaveLength(0);
  });

  it('are sent by the mailDealSheet job once queued', async () => {
    const { deal } = await requestedDeal();
    // This job only: other suites on the same database queue deal sheet mails too.
    const jobId = await queueDealSheetMail(await createLocalReq({}, payload), deal.id);
    await payload.jobs.runByID({ id: jobId });
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.headers.get('x-deal-id') === String(deal.id))).toBe(true);
  });
});

describe('the shopper’s download, POST /api/deals/sheet', () => {
  it('answers the PDF, private and not stored, once the agreement is requested', async () => {
    const { deal, car, shopper } = await requestedDeal();
    const response = await downloadSheet(shopper.authorization, { tenant: 'sheet-coast', car_slug: car.slug });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="deal-sheet-${deal.id}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(await textOf(pdf)).toContain('Prepared for Jo Citizen');
  });

  it('is 409 before the agreement is requested', async () => {
    const { car, shopper } = await requestedDeal({ state: 'in-progress' });
    const response = await downloadSheet(shopper.authorization, { tenant: 'sheet-coast', car_slug: car.slug });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'The deal sheet is ready once the purchase agreement is requested.' });
  });

  it('is nobody else’s: not signed in 401, another tenant’s shopper 401, on their own tenant 404', async () => {
    const { car } = await requestedDeal();
    expect((await downloadSheet(null, { tenant: 'sheet-coast', car_slug: car.slug })).status).toBe(401);
    const harbourShopper = await shopperSession(ids.harbour);
    expect((await downloadSheet(harbourShopper.authorization, { tenant: 'sheet-coast', car_slug: car.slug })).status).toBe(401);
    expect((await downloadSheet(harbourShopper.authorization, { tenant: 'sheet-harbour', car_slug: car.slug })).status).toBe(404);
  });
});
