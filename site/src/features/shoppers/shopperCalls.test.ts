import { savedSearchInputOf } from './deviceStore';
import { savedSearchesOf } from './savedSearchClient';
import { answerMessage, callShopperRoute, fieldErrorsOf } from './shopperCalls';

const FAILED = 'An unexpected error occured';

describe('answerMessage: what a refused call tells the shopper', () => {
  it.each([
    [
      'the field messages of a 400, not its heading',
      { error: 'Please fix the following errors:', errors: [{ field: 'email', message: 'Enter a valid email address' }] },
      'Enter a valid email address',
    ],
    [
      'the error of a 409',
      { error: 'You can save up to 20 searches. Remove one to save another.' },
      'You can save up to 20 searches. Remove one to save another.',
    ],
    ['a message where there is no error', { success: false, message: 'Please sign in.' }, 'Please sign in.'],
    ['the general text for anything else', { errors: [{ field: 1 }], error: 5 }, FAILED],
  ])('%s', (_case, body, message) => {
    expect(answerMessage(body)).toBe(message);
  });

  it('keeps only field errors of the expected form', () => {
    expect(fieldErrorsOf({ errors: [{ field: 'email', message: 'm' }, null, 'x', { field: 'path' }] })).toEqual([
      { field: 'email', message: 'm' },
    ]);
    expect(fieldErrorsOf({ errors: 'nope' })).toEqual([]);
  });
});

describe('callShopperRoute', () => {
  const answering = (status: number, body: unknown) =>
    jest.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('POSTs JSON when there is a body, GETs when there is none', async () => {
    const fetcher = answering(200, { ok: 1 });
    await callShopperRoute('/api/account', { alerts: false }, fetcher);
    await callShopperRoute('/api/saved-searches', undefined, fetcher);
    const calls = jest.mocked(fetcher).mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"alerts":false}', headers: { 'content-type': 'application/json' } });
    expect(calls[1]?.[1]?.method).toBeUndefined();
  });

  it('answers the status and body, with a message when refused', async () => {
    expect(await callShopperRoute('/x', {}, answering(201, { created: true }))).toEqual({ ok: true, status: 201, body: { created: true } });
    expect(await callShopperRoute('/x', {}, answering(409, { error: 'Full.' }))).toEqual({
      ok: false,
      status: 409,
      body: { error: 'Full.' },
      message: 'Full.',
    });
  });

  it('a body that is not a JSON object, or no answer at all, is the general failure', async () => {
    expect(await callShopperRoute('/x', {}, answering(502, '<html>'))).toMatchObject({ ok: false, status: 502, message: FAILED });
    expect(await callShopperRoute('/x', {}, answering(200, [1, 2]))).toEqual({ ok: true, status: 200, body: {} });
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await callShopperRoute('/x', {}, offline)).toEqual({ ok: false, status: 0, body: {}, message: FAILED });
  });
});

describe('what the browser keeps and reads back', () => {
  it.each([
    ['a pending search', { title: 'Used Cars', path: '/search/used-cars', criteria: 'query=sr5' }, true],
    ['a path that is not this site’s', { title: 'Used Cars', path: 'https://evil.example/search', criteria: '' }, false],
    ['a member missing', { title: 'Used Cars', path: '/search' }, false],
    ['a member that is not text', { title: 1, path: '/search', criteria: '' }, false],
    ['nothing', null, false],
    ['a string', 'search', false],
  ])('savedSearchInputOf: %s', (_case, value, kept) => {
    expect(savedSearchInputOf(value)).toEqual(kept ? value : null);
  });

  it('savedSearchesOf keeps the entries of the expected form', () => {
    const good = { id: 3, label: 'Used Cars', path: '/search/used-cars', created_at: '2026-11-27T00:00:00Z' };
    expect(savedSearchesOf({ saved_searches: [good, { id: 4, label: 'x' }, null, { ...good, id: '5' }] })).toEqual([
      good,
      { ...good, id: '5' },
    ]);
    expect(savedSearchesOf({ saved_searches: 'none' })).toEqual([]);
  });
});
