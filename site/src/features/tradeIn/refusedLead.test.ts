import { TRADE_IN_WIZARD_TEXTS } from '@dealer/domain';
import { LEAD_TEXTS } from '@dealer/domain/leads';
import { refusedLead } from './refusedLead';

describe('refusedLead', () => {
  it('names the CMS’s field errors as the wizard’s fields, the first message of each', () => {
    const fieldOf = (field: string) => (field === 'lead.email' ? 'email' : field);
    expect(
      refusedLead(
        {
          status: 400,
          body: {
            error: 'x',
            errors: [
              { field: 'lead.email', message: 'Invalid email' },
              { field: 'lead.email', message: 'second' },
              { field: 'phone', message: 'Required' },
            ],
          },
        },
        fieldOf,
      ),
    ).toEqual({ status: 400, body: { error: LEAD_TEXTS.errorListHeading, errors: { email: 'Invalid email', phone: 'Required' } } });
  });

  it('tells the shopper the step failed when the CMS could not store it', () => {
    expect(refusedLead({ status: 502, body: { error: 'down' } }, String)).toEqual({
      status: 502,
      body: { error: TRADE_IN_WIZARD_TEXTS.stepFailed },
    });
  });
});
