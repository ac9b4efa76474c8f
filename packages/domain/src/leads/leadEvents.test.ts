import { leadEventId, type LeadEventInput } from './leadEvents';

describe('leadEventId (spec §7, §9 analytics ids)', () => {
  it.each<[string, LeadEventInput, number]>([
    ['careers enquiry -> 51', { form: 'careers' }, 51],
    ['enquiry on a new car -> 14', { form: 'enquiry', carType: 'new' }, 14],
    ['enquiry on a demo car counts as new -> 14', { form: 'quick-enquiry', carType: 'demo' }, 14],
    ['enquiry on a used car -> 15', { form: 'enquiry', carType: 'used' }, 15],
    ['request photos of a used car -> 15', { form: 'request-photos', carType: 'Used' }, 15],
    ['test drive of a new car -> 17', { form: 'test-drive', carType: 'new' }, 17],
    ['test drive with no car -> 17', { form: 'test-drive' }, 17],
    ['test drive of a used car -> 48', { form: 'test-drive', carType: 'used' }, 48],
    ['finance enquiry -> 17', { form: 'finance', carType: 'used' }, 17],
    ["a car tagged 'Test Drive Only' -> 17", { form: 'enquiry', carType: 'used', carTag: 'Test Drive Only' }, 17],
    ['general enquiry with no car -> 22', { form: 'enquiry' }, 22],
    ['contact form -> 22', { form: 'contact' }, 22],
    ['service booking -> 22', { form: 'service' }, 22],
  ])('%s', (_name, input, expected) => {
    expect(leadEventId(input)).toBe(expected);
  });
});
