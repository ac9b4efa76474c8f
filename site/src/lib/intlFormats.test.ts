import { dateTimeFormat, numberFormat } from './intlFormats';

describe('intlFormats: one formatter per locale and options', () => {
  it('returns the same formatter for the same locale and options, another for others', () => {
    const a = dateTimeFormat('en-AU', { timeZone: 'Australia/Brisbane', day: 'numeric' });
    expect(dateTimeFormat('en-AU', { timeZone: 'Australia/Brisbane', day: 'numeric' })).toBe(a);
    expect(dateTimeFormat('en-NZ', { timeZone: 'Australia/Brisbane', day: 'numeric' })).not.toBe(a);
    expect(numberFormat('en-AU', { style: 'currency', currency: 'AUD' })).toBe(
      numberFormat('en-AU', { style: 'currency', currency: 'AUD' }),
    );
  });

  it('formats as Intl does', () => {
    const date = new Date('2026-11-25T23:30:00Z');
    expect(dateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)).toBe(
      '2026-11-26',
    );
    expect(numberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 }).format(59990)).toBe('$59,990');
  });
});
