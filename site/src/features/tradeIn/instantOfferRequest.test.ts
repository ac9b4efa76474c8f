/**
 * @jest-environment node
 */
import { ADJUSTMENT_QUESTIONS, DEFAULT_ONLINE_ESTIMATE_RULE } from '@dealer/domain';
import { checkOfferRequest, instantOfferLead, instantOfferMessage } from './instantOfferRequest';

const allAnswered = ADJUSTMENT_QUESTIONS.map((q) => ({ id: q.id, answer: q.answers[0].id }));
const body = {
  evalid: 'QLD1EV00',
  rego: 'qld 1ev-00',
  regoState: 'qld',
  kms: '42,000',
  adjustmentAnswers: allAnswered,
  name: 'Sam Seller',
  phone: '0400 111 222',
  email: 'sam@example.com',
  location_id: 'southport',
  PreferredContactMethod: '',
  finance: 'No',
  idempotency_key: 'offer-key-123456',
};

describe('checkOfferRequest', () => {
  it('reads the first flow: rego and state as looked up, kms as a number, Phone by default', () => {
    const checked = checkOfferRequest(body, ['southport', 'nerang']);
    expect(checked).toEqual({
      input: expect.objectContaining({
        evalId: 'QLD1EV00',
        rego: 'QLD1EV00',
        regoState: 'QLD',
        kms: 42_000,
        adjustmentAnswers: allAnswered,
        locationId: 'southport',
        preferredContactMethod: 'Phone',
        finance: 'No',
      }),
    });
  });

  it('names every wrong field with the domain’s texts, a question by its field', () => {
    const checked = checkOfferRequest(
      { ...body, location_id: 'elsewhere', finance: 'Maybe', kms: 'lots', adjustmentAnswers: allAnswered.slice(1), evalid: '' },
      ['southport'],
    );
    expect(checked).toEqual({
      errors: {
        location_id: '* Please choose an option from the list.',
        finance: '* Please choose an option from the list.',
        kms: '* Please enter the kilometres as a whole number.',
        'adjustment.accident-history': '* This field is required',
        evalid: 'Look the vehicle up again: its valuation id is missing.',
      },
    });
  });
});

describe('the offer’s words', () => {
  it('files the lead as Trade-In Enquiry / Instant Offer at the chosen location, the offer first in its message', () => {
    const checked = checkOfferRequest(body, ['southport']);
    if (!('input' in checked)) throw new Error('expected a valid request');
    const message = instantOfferMessage(checked.input, { amount: 18_450, expiresOn: '2026-12-03' }, DEFAULT_ONLINE_ESTIMATE_RULE);
    expect(message.split('\n')[0]).toBe('Instant offer $18,450, valid until 3 December 2026.');
    expect(message).toContain('Has the vehicle been in an accident or had panel repairs? No.');
    const lead = instantOfferLead(checked.input, message);
    expect(lead).toMatchObject({
      form: 'trade-in',
      category: 'Trade-In Enquiry',
      subcategory: 'Instant Offer',
      location: 'southport',
      preferred_contact_method: 'Phone',
      Rego: 'QLD1EV00',
    });
    expect(instantOfferMessage(checked.input, null, DEFAULT_ONLINE_ESTIMATE_RULE).split('\n')[0]).toBe(
      'We can’t give an online estimate for vehicles over 7 years old or with more than 100,000 km. Please arrange an appraisal.',
    );
  });
});
