import { siteConfigOf } from './siteConfigOf';

describe('siteConfigOf: a tenant document as the site config its pages and API routes read', () => {
  it('takes the tenant’s flags, locale and settings over the defaults', () => {
    const config = siteConfigOf({
      locale: 'en-NZ',
      features: { tradeIn: false },
      settings: { tradeInImageUpload: false, sellMyCarFlow: 'instant-offer', onlineEstimateMaxKm: 150_000 },
    } as Parameters<typeof siteConfigOf>[0]);
    expect(config.features.tradeIn).toBe(false);
    expect(config.settings).toMatchObject({
      locale: 'en-NZ',
      tradeInImageUpload: false,
      sellMyCarFlow: 'instant-offer',
      onlineEstimateMaxKm: 150_000,
    });
  });

  it('keeps the defaults where a tenant saved before a setting existed sends none or an unknown value', () => {
    const config = siteConfigOf({ locale: 'en-AU', features: null, settings: { sellMyCarFlow: 'fax' } } as unknown as Parameters<
      typeof siteConfigOf
    >[0]);
    expect(config.features.tradeIn).toBe(true);
    expect(config.settings.sellMyCarFlow).toBe('wizard');
    expect(config.settings.tradeInImageUpload).toBe(true);
  });
});
