import { VALUATION_SAVE_FAILED_TEXT } from '@dealer/domain';
import { profileValuationOf, saveValuationToProfile, type ShownValuation } from './profileValuationClient';

const wizard: ShownValuation = {
  flow: 'wizard',
  leadId: 41,
  vehicleName: '2019 Mazda CX-5',
  rego: 'nsw 1ev-00',
  state: 'nsw',
  kms: '84,000',
};
const instant: ShownValuation = {
  ...wizard,
  flow: 'instant-offer',
  offer: {
    amount: 18450,
    expires_on: '2026-12-03',
    amount_text: '$18,450',
    expires_label: 'Expires on 3 December 2026',
  } as ShownValuation['offer'],
};

describe('profileValuationOf (spec §7: the valuation result the browser posts)', () => {
  it('the wizard’s: rego as the provider is asked for it, the state, kilometres as a number, no offer', () => {
    expect(profileValuationOf(wizard)).toEqual({
      flow: 'wizard',
      lead_id: 41,
      vehicle: '2019 Mazda CX-5',
      rego: 'NSW1EV00',
      state: 'NSW',
      kms: 84000,
      offer: null,
    });
  });

  it('the instant offer’s keeps only the amount and the last day of its offer', () => {
    expect(profileValuationOf(instant)?.offer).toEqual({ amount: 18450, expires_on: '2026-12-03' });
    expect(profileValuationOf({ ...instant, offer: null })?.offer).toBeNull();
  });

  it.each([
    ['a state no longer readable', { state: '' }],
    ['kilometres no longer readable', { kms: 'lots' }],
  ])('is null for %s', (_case, change) => expect(profileValuationOf({ ...wizard, ...change })).toBeNull());
});

describe('saveValuationToProfile (spec §8: a failure is logged, never shown)', () => {
  const log = jest.fn();
  afterEach(() => log.mockReset());
  const answering = (status: number) => jest.fn(async () => new Response('{}', { status })) as unknown as jest.Mock & typeof fetch;

  it('posts column_name valuation and the value, and logs nothing on success', async () => {
    const fetcher = answering(200);
    await saveValuationToProfile(wizard, { fetcher, log });
    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0] as [string, RequestInit];
    expect([url, init.method, init.keepalive]).toEqual(['/api/miscellaneous', 'POST', true]);
    expect(JSON.parse(String(init.body))).toEqual({ column_name: 'valuation', value: profileValuationOf(wizard) });
    expect(log).not.toHaveBeenCalled();
  });

  it('an anonymous shopper (401: only the server can read the session cookie) is not a failure', async () => {
    await saveValuationToProfile(wizard, { fetcher: answering(401), log });
    expect(log).not.toHaveBeenCalled();
  });

  it('sends nothing when what was typed no longer reads', async () => {
    const fetcher = answering(200);
    await saveValuationToProfile({ ...wizard, kms: '' }, { fetcher, log });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it.each([400, 403, 404, 429, 502])('logs %i as the spec’s text', async (status) => {
    await saveValuationToProfile(wizard, { fetcher: answering(status), log });
    expect(log).toHaveBeenCalledWith(VALUATION_SAVE_FAILED_TEXT, `(${status})`);
  });

  it('logs a network failure, and does not throw', async () => {
    const fetcher = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(saveValuationToProfile(wizard, { fetcher, log })).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(VALUATION_SAVE_FAILED_TEXT, expect.any(TypeError));
  });
});
