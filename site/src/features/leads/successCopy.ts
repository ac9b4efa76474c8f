/**
 * The thank-you page's words per lead category (spec §4: after success "the success page loads"):
 * what the shopper sent and what happens next. Categories come from the URL, so an unknown one
 * gets the general text, never the raw value.
 */
export interface SuccessCopy {
  heading: string;
  intro: string;
  nextSteps: string[];
}

const GENERAL: SuccessCopy = {
  heading: 'Thank you for your enquiry',
  intro: 'We have received your enquiry and passed it to our team.',
  nextSteps: [
    'A member of our team will contact you, usually within one business day, by your preferred contact method.',
    'If your enquiry is urgent, please call us during opening hours.',
  ],
};

const BY_CATEGORY: Record<string, SuccessCopy> = {
  'Test Drive': {
    heading: 'Thank you for booking a test drive',
    intro: 'We have received your test drive request.',
    nextSteps: [
      'Our team will contact you to confirm the day and time, and that the vehicle is ready for you.',
      'Please bring your current driver licence to the test drive.',
    ],
  },
  'Finance Enquiry': {
    heading: 'Thank you for your finance enquiry',
    intro: 'We have received your finance enquiry.',
    nextSteps: [
      'Our finance team will contact you to talk through your budget and the options that suit you.',
      'Having your licence, proof of income and any trade-in details at hand will speed things up.',
    ],
  },
  'Service Booking': {
    heading: 'Thank you for your service booking request',
    intro: 'We have received your service booking request.',
    nextSteps: [
      'Our service team will contact you to confirm a time for your vehicle.',
      'Your booking is confirmed once our team has confirmed it with you.',
    ],
  },
  'Career Enquiry': {
    heading: 'Thank you for your interest in working with us',
    intro: 'We have received your career enquiry.',
    nextSteps: ['Our team will review your details and contact you if a suitable role is available.'],
  },
  'Offer Enquiry': {
    heading: 'Thank you for your enquiry about this offer',
    intro: 'We have received your offer enquiry.',
    nextSteps: ['A member of our team will contact you with the details of the offer and how to take it up.'],
  },
  'Trade-In Enquiry': {
    heading: 'Thank you for your trade-in enquiry',
    intro: 'We have received your trade-in enquiry.',
    nextSteps: ['Our buying team will contact you about your vehicle and its valuation.'],
  },
  // A sold car page's request (features/leads/CarLeadPanel.tsx FIND_SIMILAR_SUBCATEGORY).
  'Find Me Something Similar': {
    heading: 'Thank you, we will look out for one',
    intro: 'We have received your request for a similar vehicle.',
    nextSteps: [
      'Our team will contact you with vehicles in stock that match what you are after, and when new ones arrive.',
      'If your request is urgent, please call us during opening hours.',
    ],
  },
  'Parts Enquiry': {
    heading: 'Thank you for your parts enquiry',
    intro: 'We have received your parts enquiry.',
    nextSteps: ['Our parts team will contact you about availability and price.'],
  },
};

/** The copy for a subcategory (e.g. Career Enquiry) or category, the general text otherwise. */
export function successCopy(category: string | undefined, subcategory?: string): SuccessCopy {
  for (const key of [subcategory, category]) if (key && Object.hasOwn(BY_CATEGORY, key)) return BY_CATEGORY[key]!;
  return GENERAL;
}
