import { leadEmail, leadEmailSubject } from './leadEmail';
import type { LeadView } from './leadView';

const lead: LeadView = {
  id: 7,
  receivedAt: '2026-11-25T06:54:18.000Z',
  category: 'Used Vehicle Enquiry',
  name: 'Jo Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  preferredContactMethod: 'Email',
  message: 'Can I see it on Saturday?\nMorning is best.',
  vehicle: { carType: 'used', year: 2019, make: 'Toyota', model: 'Corolla', badge: 'Ascent', stockNumber: 'U77', price: 18990 },
  currency: 'AUD',
  dealer: { name: 'Coastline Toyota' },
  provider: { name: 'Coastline website' },
};

describe('leadEmailSubject (issue 10: the category, the shopper and the car)', () => {
  it.each<[string, LeadView, string]>([
    ['a car', lead, 'Used Vehicle Enquiry from Jo Citizen: 2019 Toyota Corolla Ascent (U77)'],
    ['no car', { ...lead, category: 'General Enquiry', vehicle: null }, 'General Enquiry from Jo Citizen'],
    [
      'a subcategory names the form',
      { ...lead, category: 'General Enquiry', subcategory: 'Career Enquiry', vehicle: null },
      'Career Enquiry from Jo Citizen',
    ],
    [
      'an offer',
      { ...lead, category: 'Offer Enquiry', vehicle: null, offerTitle: 'Free servicing' },
      'Offer Enquiry from Jo Citizen: Free servicing',
    ],
    [
      'line breaks cannot reach the header',
      { ...lead, name: 'Jo\r\nBcc: x@example.com', vehicle: null },
      'Used Vehicle Enquiry from Jo Bcc: x@example.com',
    ],
  ])('%s', (_name, view, expected) => {
    expect(leadEmailSubject(view)).toBe(expected);
  });
});

describe('leadEmail bodies', () => {
  it('the text body has the contact, the message and every detail line, in order', () => {
    const { text } = leadEmail(lead);
    expect(text).toBe(
      [
        'Used Vehicle Enquiry from Jo Citizen: 2019 Toyota Corolla Ascent (U77)',
        '',
        'Name: Jo Citizen',
        'Email: jo@example.com',
        'Phone: 0412 345 678',
        '',
        'Message:',
        'Can I see it on Saturday?\nMorning is best.',
        '',
        'Category: Used Vehicle Enquiry',
        'Car: 2019 Toyota Corolla Ascent',
        'Condition: used',
        'Stock number: U77',
        'Price: A$18,990',
        'Preferred contact: Email',
        '',
        'Lead 7, received 2026-11-25T06:54:18.000Z (UTC) by Coastline website.',
        'Reply to this email to answer Jo Citizen.',
        '',
      ].join('\n'),
    );
  });

  it('a parts enquiry lists the part and the vehicle it is for', () => {
    const { text } = leadEmail({
      ...lead,
      category: 'Parts Enquiry',
      vehicle: null,
      parts: { make: 'Mazda', model: 'BT-50', part: 'Tonneau cover' },
    });
    expect(text).toContain('Category: Parts Enquiry\nPart: Tonneau cover\nPart for: Mazda BT-50\n');
  });

  it('the HTML body escapes what the shopper typed', () => {
    const { html } = leadEmail({ ...lead, name: '<script>alert(1)</script>', message: 'A & B <b>bold</b>' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('A &amp; B &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain(
      '<th align="left" valign="top" style="padding:4px 12px 4px 0">Stock number</th><td style="padding:4px 0">U77</td>',
    );
  });

  it('without an email, the text says to call back', () => {
    expect(leadEmail({ ...lead, email: null }).text).toContain('Call Jo Citizen back on 0412 345 678.');
  });
});

describe('a trade-in lead’s email (issue 13: the shopper’s vehicle)', () => {
  const tradeInLead: LeadView = {
    ...lead,
    category: 'Trade-In Enquiry',
    message: 'Tow bar fitted.',
    vehicle: null,
    tradeIn: {
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
      description: 'SR5 Double Cab 2.8L Turbo Diesel',
      odometer: 84000,
      serviceHistory: 'Full service history',
      numberOfKeys: '2',
      condition: 'Good',
      comments: 'Small dent, rear bumper.',
      postcode: '4217',
      postcodePlace: 'Surfers Paradise QLD',
      nearestLocationName: 'Southport',
      nearestLocationKm: 4.23,
      photoCount: 3,
    },
  };

  it('the subject names the trade-in when there is no car to buy; a car to buy comes first', () => {
    expect(leadEmailSubject(tradeInLead)).toBe('Trade-In Enquiry from Jo Citizen: 2019 Toyota HiLux SR5 (trade-in)');
    expect(leadEmailSubject({ ...tradeInLead, vehicle: lead.vehicle })).toBe(
      'Trade-In Enquiry from Jo Citizen: 2019 Toyota Corolla Ascent (U77)',
    );
  });

  it('the text body has a "Trade-in vehicle" section after the details, every fact in order', () => {
    const { text } = leadEmail(tradeInLead);
    expect(text).toContain(
      [
        'Category: Trade-In Enquiry',
        'Preferred contact: Email',
        '',
        'Trade-in vehicle:',
        'Vehicle: 2019 Toyota HiLux SR5',
        'Series: GUN126R',
        'Description: SR5 Double Cab 2.8L Turbo Diesel',
        'Body: Utility',
        'Transmission: Automatic',
        'VIN: MR0FZ29G401234567',
        'Rego: QLD1EV00 (QLD)',
        'Odometer: 84,000 km',
        'Service history: Full service history',
        'Keys: 2',
        'Condition: Good',
        'Comments: Small dent, rear bumper.',
        'Postcode: 4217 Surfers Paradise QLD',
        'Nearest location: Southport (4.2 km away)',
        'Photos: 3',
        '',
        'Lead 7, received',
      ].join('\n'),
    );
  });

  it('empty facts are left out: no nearest location for an unknown postcode, no photos when not counted', () => {
    const { text } = leadEmail({
      ...tradeInLead,
      tradeIn: {
        ...tradeInLead.tradeIn,
        nearestLocationName: null,
        nearestLocationKm: null,
        postcodePlace: null,
        photoCount: undefined,
        description: '  ',
        series: null,
      },
    });
    expect(text).toContain('Comments: Small dent, rear bumper.\nPostcode: 4217\n\nLead 7');
    expect(text).not.toMatch(/Nearest location|Photos|Description|Series/);
  });

  it('the HTML body has the section, with what the shopper typed escaped', () => {
    const { html } = leadEmail({
      ...tradeInLead,
      tradeIn: { ...tradeInLead.tradeIn, comments: 'Roof racks <b>& tow bar</b>', description: '"SR5" <Double Cab>' },
    });
    expect(html).toContain('<h2 style="font-size:16px">Trade-in vehicle</h2>');
    expect(html).toContain(
      '<th align="left" valign="top" style="padding:4px 12px 4px 0">Odometer</th><td style="padding:4px 0">84,000 km</td>',
    );
    expect(html).toContain('<td style="padding:4px 0">Roof racks &lt;b&gt;&amp; tow bar&lt;/b&gt;</td>');
    expect(html).toContain('<td style="padding:4px 0">&quot;SR5&quot; &lt;Double Cab&gt;</td>');
    expect(html).not.toContain('<b>');
  });

  it('other leads have no trade-in section', () => {
    const { text, html } = leadEmail(lead);
    expect(text).not.toContain('Trade-in vehicle');
    expect(html).not.toContain('Trade-in vehicle');
  });
});
