import { autoDealerJsonLd, countryOfLocale, jsonLdScript, openingHoursSpecification } from './autoDealerJsonLd';

const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open', open: '08:30', close: '17:30' }));
const hours = [
  ...weekdays,
  { weekday: 6, status: 'Open', open: '8:30', close: '16:00' },
  { weekday: 0, status: 'Closed', open: null, close: null },
];

describe('AutoDealer JSON-LD (schema.org) for a location', () => {
  it('groups days with the same times, Monday first, and leaves closed days out', () => {
    expect(openingHoursSpecification(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
        opens: '08:30',
        closes: '17:30',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '08:30', closes: '16:00' },
    ]);
  });

  it('skips times it cannot read rather than writing them wrong', () => {
    expect(openingHoursSpecification([{ weekday: 1, status: 'Open', open: 'nine', close: '17:00' }])).toEqual([]);
  });

  it('names the dealer, its page, phone, postal address with country, and hours', () => {
    const data = autoDealerJsonLd({
      name: 'Coastline Toyota',
      url: 'https://coastlinemotors.com.au/locations/coastline-toyota',
      telephone: '07 5550 1100',
      street: '88 Ferry Road',
      city: 'Southport',
      state: 'QLD',
      postcode: '4215',
      country: countryOfLocale('en-AU'),
      hours,
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Coastline Toyota',
      telephone: '07 5550 1100',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '88 Ferry Road',
        addressLocality: 'Southport',
        addressRegion: 'QLD',
        postalCode: '4215',
        addressCountry: 'AU',
      },
    });
    expect((data.openingHoursSpecification as unknown[]).length).toBe(2);
  });

  it('leaves out what a location lacks (no phone, no hours, empty address parts)', () => {
    const data = autoDealerJsonLd({ name: 'Yard', url: 'https://x.example/locations/yard', street: ' ', country: 'NZ', hours: [] });
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('openingHoursSpecification');
    expect(data.address).toEqual({ '@type': 'PostalAddress', addressCountry: 'NZ' });
  });

  it('country from the tenant locale', () => {
    expect([countryOfLocale('en-AU'), countryOfLocale('en-NZ'), countryOfLocale('en-US')]).toEqual(['AU', 'NZ', 'US']);
  });

  it('a name holding </script> cannot end the inline script', () => {
    const script = jsonLdScript(
      autoDealerJsonLd({ name: 'A</script><script>alert(1)</script>', url: 'https://x.example/', country: 'AU', hours: [] }),
    );
    expect(script).not.toContain('</script>');
    expect(JSON.parse(script).name).toBe('A</script><script>alert(1)</script>');
  });
});
