import type { LeadForm as LeadFormName } from '@dealer/domain/leads';

/** The pages that show a form, by path (spec §2 routes). */
export const PAGE_LEAD_FORMS: Record<string, { form: LeadFormName; sectionId: string; heading: string; submit: string }> = {
  contact: { form: 'contact', sectionId: 'enquiry-form', heading: 'Send us a message', submit: 'Send Enquiry' },
  'contact-us': { form: 'contact', sectionId: 'enquiry-form', heading: 'Send us a message', submit: 'Send Enquiry' },
  'book-test-drive': { form: 'test-drive', sectionId: 'test-drive', heading: 'Book a Test Drive', submit: 'Book Test Drive' },
  finance: { form: 'finance', sectionId: 'finance-form', heading: 'Finance enquiry', submit: 'Send Finance Enquiry' },
  'finance-enquiry': { form: 'finance', sectionId: 'finance-form', heading: 'Finance enquiry', submit: 'Send Finance Enquiry' },
  'apply-for-finance': { form: 'finance', sectionId: 'finance-form', heading: 'Apply for finance', submit: 'Send Finance Enquiry' },
  // A brand's own finance page (spec §2 "Finance pages of one brand") takes the same enquiry.
  'mazda-finance-page': { form: 'finance', sectionId: 'finance-form', heading: 'Mazda Finance enquiry', submit: 'Send Finance Enquiry' },
  careers: { form: 'careers', sectionId: 'careers-form', heading: 'Register your interest', submit: 'Send' },
  service: { form: 'service', sectionId: 'service-form', heading: 'Book a service', submit: 'Request Booking' },
  'parts/search': { form: 'parts', sectionId: 'parts-form', heading: 'Find a part', submit: 'Send Parts Enquiry' },
  // Finance for one car (spec §2 `/personalised/finance?car_id=`): the finance form about that car.
  'personalised/finance': {
    form: 'finance',
    sectionId: 'finance-form',
    heading: 'Your personalised finance',
    submit: 'Send Finance Enquiry',
  },
};
