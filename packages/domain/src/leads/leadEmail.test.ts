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
