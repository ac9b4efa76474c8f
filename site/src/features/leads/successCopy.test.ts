import { ENQUIRY_CATEGORIES } from '@dealer/domain/leads';
import { successCopy } from './successCopy';

describe('successCopy: the thank-you page names what happens next per category', () => {
  it.each([
    ['General Enquiry', undefined, 'Thank you for your enquiry'],
    ['Test Drive', undefined, 'Thank you for booking a test drive'],
    ['Finance Enquiry', undefined, 'Thank you for your finance enquiry'],
    ['Service Booking', undefined, 'Thank you for your service booking request'],
    ['Career Enquiry', undefined, 'Thank you for your interest in working with us'],
    ['General Enquiry', 'Career Enquiry', 'Thank you for your interest in working with us'],
    ['General Enquiry', 'Find Me Something Similar', 'Thank you, we will look out for one'],
    ['<script>alert(1)</script>', undefined, 'Thank you for your enquiry'],
    [undefined, undefined, 'Thank you for your enquiry'],
    ['constructor', 'toString', 'Thank you for your enquiry'],
  ])('%s / %s -> %s', (category, subcategory, heading) => {
    expect(successCopy(category, subcategory).heading).toBe(heading);
  });

  it.each(ENQUIRY_CATEGORIES)('%s has next steps', (category) => {
    expect(successCopy(category).nextSteps.length).toBeGreaterThan(0);
  });
});
