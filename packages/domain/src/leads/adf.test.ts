import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { escapeXml, leadAdfXml } from './adf';
import { dtdToRelaxNg } from './fixtures/dtdToRelaxNg';
import type { LeadView } from './leadView';

const ADF_DTD = readFileSync(path.join(__dirname, 'fixtures', 'adf-1.0.dtd'), 'utf8');
const ADF_GRAMMAR = dtdToRelaxNg(ADF_DTD);

/**
 * libxml2's xmllint (in WebAssembly) validating against the ADF 1.0 DTD. That build has no
 * `--dtdvalid`, so the DTD goes in as its RELAX NG translation (fixtures/dtdToRelaxNg.ts).
 */
async function validateAgainstAdfDtd(xml: string) {
  return validateXML({
    xml: { fileName: 'lead.xml', contents: xml },
    schema: { fileName: 'adf-1.0.rng', contents: ADF_GRAMMAR },
    extension: 'relaxng',
  });
}

const base: LeadView = {
  id: 42,
  receivedAt: '2026-11-25T06:54:18.123Z',
  category: 'New Vehicle Enquiry',
  name: 'Jo Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  preferredContactMethod: 'Phone',
  message: 'Is it still available?',
  optIn: true,
  url: 'https://coastline.example/cars/123',
  vehicle: {
    carType: 'new',
    year: 2026,
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Maxx Sport',
    stockNumber: 'N123',
    vin: 'JM0KF4W7A00123456',
    price: 45990,
  },
  currency: 'AUD',
  dealer: { name: 'Coastline Mazda', email: 'leads@coastline.example', phone: '07 5555 0000' },
  provider: { name: 'Coastline Motor Group website', url: 'https://coastline.example' },
};

/** The text of the first element `name` (entities decoded), or null. */
function textOf(xml: string, name: string): string | null {
  const match = new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`).exec(xml);
  if (!match) return null;
  return match[1]!
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('leadAdfXml (issue 10: ADF 1.0 to the dealer CRM)', () => {
  const cases: [string, LeadView, (xml: string) => void][] = [
    [
      'a new car: vehicle status new, interest buy, year/make/model/vin/stock/trim/price in ADF order',
      base,
      (xml) => {
        expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
        expect(xml).toContain('<prospect status="new">');
        expect(xml).toContain('<id sequence="1" source="Coastline Motor Group website">42</id>');
        expect(textOf(xml, 'requestdate')).toBe('2026-11-25T06:54:18+00:00');
        expect(xml).toContain('<vehicle interest="buy" status="new">');
        const vehicle = xml.slice(xml.indexOf('<vehicle'), xml.indexOf('</vehicle>'));
        expect([...vehicle.matchAll(/<(\w+)[ >]/g)].map((m) => m[1])).toEqual([
          'vehicle',
          'year',
          'make',
          'model',
          'vin',
          'stock',
          'trim',
          'price',
        ]);
        expect(xml).toContain('<price type="asking" currency="AUD">45990</price>');
        expect(xml).toContain('<name part="full" type="individual">Jo Citizen</name>');
        expect(xml).toContain('<email preferredcontact="0">jo@example.com</email>');
        expect(xml).toContain('<phone type="voice" preferredcontact="1">0412 345 678</phone>');
        expect(textOf(xml, 'vendorname')).toBe('Coastline Mazda');
        expect(xml).toContain('<name part="full" type="business">Coastline Motor Group website</name>');
        expect(textOf(xml, 'service')).toBe('New Vehicle Enquiry');
        expect(textOf(xml, 'comments')).toBe(
          [
            'Is it still available?',
            '',
            'Category: New Vehicle Enquiry',
            'Car: 2026 Mazda CX-5 Maxx Sport',
            'Condition: new',
            'Stock number: N123',
            'VIN: JM0KF4W7A00123456',
            'Price: A$45,990',
            'Preferred contact: Phone',
            'Marketing opt-in: Yes',
            'Sent from: https://coastline.example/cars/123',
          ].join('\n'),
        );
      },
    ],
    [
      'a used car: vehicle status used; a demo car counts as new',
      { ...base, category: 'Used Vehicle Enquiry', vehicle: { ...base.vehicle, carType: 'used', vin: null, badge: null } },
      (xml) => {
        expect(xml).toContain('<vehicle interest="buy" status="used">');
        expect(xml).not.toContain('<vin>');
        expect(xml).not.toContain('<trim>');
        expect(leadAdfXml({ ...base, vehicle: { ...base.vehicle, carType: 'demo' } })).toContain('status="new"');
      },
    ],
    [
      'a test drive: interest test-drive, the preferred date and time in the comments, SMS as a cellphone',
      { ...base, category: 'Test Drive', preferredDate: '2026-11-27', preferredTime: '10:30', preferredContactMethod: 'SMS', message: '' },
      (xml) => {
        expect(xml).toContain('<vehicle interest="test-drive" status="new">');
        expect(xml).toContain('<phone type="cellphone" preferredcontact="1">');
        expect(textOf(xml, 'comments')).toMatch(/^Category: Test Drive\n[\s\S]*Preferred date: 2026-11-27\nPreferred time: 10:30\n/);
      },
    ],
    [
      'no car (a general enquiry): the one vehicle ADF requires, with empty year, make and model',
      { ...base, category: 'General Enquiry', vehicle: null, preferredContactMethod: 'Email' },
      (xml) => {
        expect(xml).toMatch(/<vehicle interest="buy" status="new">\s*<year><\/year>\s*<make><\/make>\s*<model><\/model>\s*<\/vehicle>/);
        expect(xml).toContain('<email preferredcontact="1">jo@example.com</email>');
        expect(textOf(xml, 'comments')).not.toContain('Car:');
      },
    ],
    [
      'special characters (& < > quotes) are escaped, in text and in attributes',
      {
        ...base,
        name: 'Jo "JJ" O\'Brien & <Sons>',
        message: 'Price < $50k & > $40k? Say "yes" </comments><injected/>',
        dealer: { ...base.dealer, name: 'Smith & Sons <Motors>' },
        provider: { name: 'A "quoted" & <odd> site' },
      },
      (xml) => {
        expect(xml).toContain('<name part="full" type="individual">Jo &quot;JJ&quot; O&apos;Brien &amp; &lt;Sons&gt;</name>');
        expect(xml).toContain('source="A &quot;quoted&quot; &amp; &lt;odd&gt; site"');
        expect(xml).not.toContain('<injected/>');
        expect(textOf(xml, 'comments')).toMatch(/^Price < \$50k & > \$40k\? Say "yes" <\/comments><injected\/>\n/);
        expect(textOf(xml, 'vendorname')).toBe('Smith & Sons <Motors>');
      },
    ],
    [
      'characters XML cannot carry (NUL, other controls) are dropped; accents and emoji are kept',
      { ...base, name: 'Zoë\u0000 Ng\u0007', message: 'Thanks 🚗\u001b' },
      (xml) => {
        expect(textOf(xml, 'name')).toBe('Zoë Ng');
        expect(textOf(xml, 'comments')).toMatch(/^Thanks 🚗\n/);
      },
    ],
    [
      'a dealer with a phone and no email, a shopper with only a phone, a service booking with its services',
      {
        ...base,
        category: 'Service Booking',
        email: null,
        vehicle: null,
        rego: 'ABC123',
        additionalServices: ['Brakes', 'Tyres'],
        dealer: { name: 'Coastline Service', phone: '07 5555 0001' },
      },
      (xml) => {
        const vendor = xml.slice(xml.indexOf('<vendor>'), xml.indexOf('</vendor>'));
        expect(vendor).not.toContain('<email');
        expect(vendor).toContain('<phone type="voice">07 5555 0001</phone>');
        const customer = xml.slice(xml.indexOf('<customer>'), xml.indexOf('</customer>'));
        expect(customer).not.toContain('<email');
        expect(textOf(xml, 'comments')).toContain('Services: Brakes, Tyres\nRego: ABC123');
      },
    ],
    [
      'a dealer with neither email nor phone: an empty email keeps the contact valid',
      { ...base, dealer: { name: 'Quiet Motors' } },
      (xml) => {
        const vendor = xml.slice(xml.indexOf('<vendor>'), xml.indexOf('</vendor>'));
        expect(vendor).toContain('<email></email>');
      },
    ],
  ];

  it.each(cases)('%s, and it is valid ADF 1.0 (DTD)', async (_name, lead, check) => {
    const xml = leadAdfXml(lead);
    check(xml);
    const result = await validateAgainstAdfDtd(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('the DTD check catches what a CRM would reject: elements out of order, a bad attribute value, a missing vendor', async () => {
    const xml = leadAdfXml(base);
    const outOfOrder = xml.replace(/(<year>2026<\/year>\n\s*)(<make>Mazda<\/make>)/, '<make>Mazda</make>\n        <year>2026</year>');
    const badStatus = xml.replace('status="new">', 'status="pending">');
    const noVendor = xml.replace(/<vendor>[\s\S]*<\/vendor>\n/, '');
    for (const invalid of [outOfOrder, badStatus, noVendor]) {
      expect(invalid).not.toBe(xml);
      expect((await validateAgainstAdfDtd(invalid)).valid).toBe(false);
    }
  });

  it('rejects a lead without a valid request date rather than sending a bad one', () => {
    expect(() => leadAdfXml({ ...base, receivedAt: 'yesterday' })).toThrow('Not a date: yesterday');
  });
});

describe('escapeXml', () => {
  it.each([
    ['&', '&amp;'],
    ['<tag>', '&lt;tag&gt;'],
    [`"it's"`, '&quot;it&apos;s&quot;'],
    ['a\u0000b\u001fc\ud800d', 'abcd'],
    ['tab\tnew\nline\r', 'tab\tnew\nline\r'],
  ])('%j -> %j', (input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });
});

describe('leadAdfXml of a trade-in lead (issue 13: the shopper’s vehicle)', () => {
  const tradeIn: NonNullable<LeadView['tradeIn']> = {
    year: 2019,
    make: 'Toyota',
    model: 'HiLux',
    variant: 'SR5',
    series: 'GUN126R',
    body: 'Utility',
    transmission: 'Automatic',
    vin: 'MR0FZ29G401234567',
    rego: 'QLD1EV00',
    state: 'QLD',
    odometer: 84000,
    serviceHistory: 'Full service history',
    numberOfKeys: '2',
    condition: 'Good',
    comments: 'Tow bar fitted.',
    postcode: '4217',
    postcodePlace: 'Surfers Paradise QLD',
    nearestLocationName: 'Southport',
    nearestLocationKm: 4.2,
  };
  const tradeInLead: LeadView = { ...base, category: 'Trade-In Enquiry', message: 'Call after 5.', vehicle: null, tradeIn };
  const vehicles = (xml: string) => [...xml.matchAll(/<vehicle [^>]*>[\s\S]*?<\/vehicle>/g)].map((match) => match[0]);
  const elementsOf = (vehicle: string) => [...vehicle.matchAll(/<(\w+)[ >]/g)].map((match) => match[1]);

  const cases: [string, LeadView, (xml: string) => void][] = [
    [
      'no car to buy: the trade-in is the one vehicle, interest trade-in, status used, in ADF order',
      tradeInLead,
      (xml) => {
        const [vehicle, ...others] = vehicles(xml);
        expect(others).toEqual([]);
        expect(vehicle).toContain('<vehicle interest="trade-in" status="used">');
        expect(elementsOf(vehicle!)).toEqual([
          'vehicle',
          'year',
          'make',
          'model',
          'vin',
          'trim',
          'bodystyle',
          'transmission',
          'odometer',
          'condition',
          'comments',
        ]);
        expect(textOf(vehicle!, 'year')).toBe('2019');
        expect(textOf(vehicle!, 'make')).toBe('Toyota');
        expect(textOf(vehicle!, 'model')).toBe('HiLux');
        expect(textOf(vehicle!, 'vin')).toBe('MR0FZ29G401234567');
        expect(textOf(vehicle!, 'trim')).toBe('SR5 GUN126R');
        expect(textOf(vehicle!, 'bodystyle')).toBe('Utility');
        expect(textOf(vehicle!, 'transmission')).toBe('Automatic');
        expect(vehicle).toContain('<odometer units="km">84000</odometer>');
        expect(textOf(vehicle!, 'condition')).toBe('good');
        expect(textOf(vehicle!, 'comments')).toBe(
          [
            'Vehicle: 2019 Toyota HiLux SR5',
            'Series: GUN126R',
            'Body: Utility',
            'Transmission: Automatic',
            'VIN: MR0FZ29G401234567',
            'Rego: QLD1EV00 (QLD)',
            'Odometer: 84,000 km',
            'Service history: Full service history',
            'Keys: 2',
            'Condition: Good',
            'Comments: Tow bar fitted.',
            'Postcode: 4217 Surfers Paradise QLD',
            'Nearest location: Southport (4.2 km away)',
          ].join('\n'),
        );
        // The customer's comments stay the message and the lead's details.
        const customer = xml.slice(xml.indexOf('<customer>'), xml.indexOf('</customer>'));
        expect(textOf(customer, 'comments')).toMatch(/^Call after 5\.\n\nCategory: Trade-In Enquiry\n/);
        expect(textOf(xml, 'service')).toBe('Trade-In Enquiry');
      },
    ],
    [
      'a car to buy as well: the car first (interest buy), then the trade-in',
      { ...tradeInLead, vehicle: { ...base.vehicle, carType: 'used' } },
      (xml) => {
        expect(vehicles(xml).map((vehicle) => vehicle.slice(0, vehicle.indexOf('>') + 1))).toEqual([
          '<vehicle interest="buy" status="used">',
          '<vehicle interest="trade-in" status="used">',
        ]);
      },
    ],
    [
      'a valuation that named no vehicle: empty year, make and model; no condition ADF does not know',
      { ...tradeInLead, tradeIn: { rego: 'ABC123', state: 'NSW', odometer: 120500.4, condition: 'Shiny' } },
      (xml) => {
        const [vehicle] = vehicles(xml);
        expect(elementsOf(vehicle!)).toEqual(['vehicle', 'year', 'make', 'model', 'odometer', 'comments']);
        expect(vehicle).toContain('<year></year>');
        expect(vehicle).toContain('<odometer units="km">120500</odometer>');
        expect(textOf(vehicle!, 'comments')).toBe('Rego: ABC123 (NSW)\nOdometer: 120,500.4 km\nCondition: Shiny');
      },
    ],
    [
      'what the shopper typed is escaped in the trade-in too',
      {
        ...tradeInLead,
        tradeIn: { ...tradeIn, make: 'Ford & Sons', variant: '"XLT" <4x4>', comments: 'Dent </comments><injected/>\u0000 & scratch' },
      },
      (xml) => {
        const [vehicle] = vehicles(xml);
        expect(vehicle).toContain('<make>Ford &amp; Sons</make>');
        expect(vehicle).toContain('<trim>&quot;XLT&quot; &lt;4x4&gt; GUN126R</trim>');
        expect(vehicle).not.toContain('<injected/>');
        expect(textOf(vehicle!, 'comments')).toContain('Comments: Dent </comments><injected/> & scratch\n');
      },
    ],
  ];

  it.each(cases)('%s, and it is valid ADF 1.0 (DTD)', async (_name, lead, check) => {
    const xml = leadAdfXml(lead);
    check(xml);
    const result = await validateAgainstAdfDtd(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('the DTD check catches a trade-in with its odometer in a unit ADF does not know', async () => {
    const xml = leadAdfXml(tradeInLead).replace('units="km"', 'units="furlongs"');
    expect((await validateAgainstAdfDtd(xml)).valid).toBe(false);
  });

  it('leads of other forms are as before: one vehicle, no trade-in', () => {
    const xml = leadAdfXml(base);
    expect(vehicles(xml)).toHaveLength(1);
    expect(xml).not.toContain('trade-in');
  });
});
