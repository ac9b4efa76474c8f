import { valuationSaveLog } from './profileValuationLog';

describe('valuationSaveLog (spec §7: success or failure is logged; §8 the failure text)', () => {
  it.each([
    [200, { success: true }, 'info', 'Valuation saved to a shopper’s profile on harbour-mazda'],
    [401, { success: false, error: 'Please sign in.' }, 'info', 'Valuation not saved on harbour-mazda: no shopper signed in'],
    [
      403,
      { error: 'This request must come from the dealer’s own website.' },
      'error',
      'Failed to save valuation data on harbour-mazda (403: This request must come from the dealer’s own website.)',
    ],
    [
      400,
      {
        error: 'Please fix the following errors:',
        errors: [
          { field: 'column_name', message: 'x' },
          { field: 'value.kms', message: 'y' },
        ],
      },
      'error',
      'Failed to save valuation data on harbour-mazda (400: Please fix the following errors: column_name, value.kms)',
    ],
    [
      404,
      { error: 'This site does not keep valuations on shoppers’ profiles.' },
      'error',
      'Failed to save valuation data on harbour-mazda (404: This site does not keep valuations on shoppers’ profiles.)',
    ],
    [502, {}, 'error', 'Failed to save valuation data on harbour-mazda (502)'],
  ])('%i', (status, body, level, line) => {
    expect(valuationSaveLog('harbour-mazda', { status, body })).toEqual({ level, line });
  });
});
