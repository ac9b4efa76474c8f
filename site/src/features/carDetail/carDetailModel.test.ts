import { mergeSiteConfig } from '@dealer/domain';
import { buildCarDetail, dealerToday, dealershipConfig } from './carDetailModel';
import { testCarDetail, testDealership, testIndexedCar } from './testCar';

const mediaUrl = (url: string | null | undefined) => (url ? `http://cms${url}` : null);

describe('buildCarDetail', () => {
  it('shows an AU price excluding government charges under its drive-away price, never alone', () => {
    const withDriveAway = testCarDetail({ document: { price: 30000, price_type: 'egc', drive_away_price: 33690 } });
    expect(withDriveAway.price).toEqual({
      text: '$33,690',
      label: 'Drive Away',
      secondary: '$30,000 Excl. Govt. Charges',
      wasText: null,
      amount: 33690,
    });
    const without = testCarDetail({ document: { price: 30000, price_type: 'egc' } });
    expect(without.price).toMatchObject({ text: 'Enquire for price', amount: null, secondary: null });
    // Outside AU the component price may stand alone.
    expect(testCarDetail({ locale: 'en-US', document: { price: 30000, price_type: 'egc' } }).price).toMatchObject({
      text: '$30,000',
      label: 'Excl. Govt. Charges',
    });
  });

  it('shows the dealership provider’s finance, and none for a dealership the tenant excludes', () => {
    expect(testCarDetail().finance).toMatchObject({ shown: true, provider: 'A', headline: { label: 'Per Week', value: '$110' } });
    const excluded = buildCarDetail({
      indexed: testIndexedCar(),
      siteConfig: mergeSiteConfig(),
      tenant: { id: 1, slug: 'coastline', settings: { financeExcludedDealerships: [3] } },
      dealership: testDealership(),
      buttonSets: [],
      now: new Date('2026-11-22T01:00:00Z'),
      mediaUrl,
    });
    expect(excluded.finance).toEqual({ shown: false, reason: 'excluded-dealership' });
    const group = buildCarDetail({
      indexed: testIndexedCar(),
      siteConfig: mergeSiteConfig(),
      tenant: { id: 1, slug: 'coastline', settings: { financeExcludedGroup: true } },
      dealership: testDealership(),
      buttonSets: [],
      now: new Date('2026-11-22T01:00:00Z'),
      mediaUrl,
    });
    expect(group.finance).toEqual({ shown: false, reason: 'excluded-group' });
  });

  it('turns finance off for a dealership whose flag override is off', () => {
    const car = testCarDetail({ dealership: testDealership({ features: { finance: 'off' } }) });
    expect(car.finance).toEqual({ shown: false, reason: 'finance-disabled' });
    expect(car.buttons.map((b) => b.id)).not.toContain('finance');
  });

  it('takes the phone in the spec §9 order: the override first, else the location', () => {
    expect(testCarDetail({ dealership: testDealership({ carsSettings: { overridePhone: '1300 000 111' } }) }).phone).toBe('1300 000 111');
    expect(testCarDetail().phone).toBe('(07) 5555 0101');
  });

  it('carries the market disclosures with the CMS data', () => {
    const nz = testCarDetail({ locale: 'en-NZ', document: { consumer_information_notice_url: 'https://x/cin.pdf' } });
    expect(nz.disclosures).toEqual([
      {
        disclosure: { kind: 'consumer-information-notice', label: 'Consumer Information Notice', linkRequired: true },
        url: 'https://x/cin.pdf',
        warrantyTerms: null,
      },
    ]);
    const us = testCarDetail({ locale: 'en-US', document: { dealer_warranty: true, buyers_guide_warranty_terms: '30 days' } });
    expect(us.disclosures[0]).toMatchObject({ disclosure: { heading: 'DEALER WARRANTY' }, warrantyTerms: '30 days' });
    expect(testCarDetail({ locale: 'en-US' }).disclosures[0]).toMatchObject({ disclosure: { heading: 'AS IS - NO DEALER WARRANTY' } });
  });

  it('words the SOLD notice for a caravan', () => {
    expect(testCarDetail({ document: { status: 'sold', sold: true, item_type: 'caravan' } }).sold).toEqual({
      heading: 'Unfortunately this caravan recently sold.',
      body: "But don't worry, we can help you find a similar caravan!",
    });
  });

  it('gives every photo its served URL and a text alternative', () => {
    expect(testCarDetail().images[1]).toEqual({
      src: '/api/media/file/rav4-showroom.png',
      alt: '2021 Toyota RAV4 GX, photo 2 of 2',
    });
  });
});

describe('dealershipConfig', () => {
  it('keeps the tenant value where the dealership inherits', () => {
    const tenant = mergeSiteConfig({ features: { finance: true, reserve: false } });
    const merged = dealershipConfig(tenant, testDealership({ features: { reserve: 'on' }, carsSettings: { noPriceText: 'Call us' } }));
    expect(merged.features).toMatchObject({ finance: true, reserve: true });
    expect(merged.settings.noPriceText).toBe('Call us');
  });
});

describe('dealerToday', () => {
  it.each([
    ['en-AU', '2026-11-22T14:30:00Z', '2026-11-23'],
    ['en-NZ', '2026-11-22T11:30:00Z', '2026-11-23'],
    ['en-US', '2026-11-22T03:00:00Z', '2026-11-21'],
  ] as const)('%s at %s is %s', (locale, instant, day) => {
    expect(dealerToday(locale, new Date(instant))).toBe(day);
  });
});
