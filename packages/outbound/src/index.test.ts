import { hostList, isListedHost, isPublicAddress, publicOnlyLookup, type Resolve } from './index';

const resolvingTo =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('publicOnlyLookup', () => {
  const lookup = (resolve: Resolve, all: boolean) =>
    new Promise<{ error: Error | null; address: unknown }>((done) =>
      publicOnlyLookup(resolve)('photos.example.com', { all }, (error, address) => done({ error, address })),
    );

  it('hands public addresses to the connection', async () => {
    expect(await lookup(resolvingTo('93.184.216.34'), false)).toEqual({ error: null, address: '93.184.216.34' });
    expect((await lookup(resolvingTo('93.184.216.34', '2606:2800:220:1::'), true)).address).toHaveLength(2);
  });

  it('names the host and the address it refuses', async () => {
    const { error } = await lookup(resolvingTo('192.168.1.10'), true);
    expect(error?.message).toBe('photos.example.com resolves to 192.168.1.10, which is not a public address');
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['93.184.216.34', true],
    ['8.8.8.8', true],
    ['2606:2800:220:1:248:1893:25c8:1946', true],
    ['127.0.0.1', false],
    ['127.255.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.0.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:8.8.8.8', true],
    ['not-an-ip', false],
  ])('%s -> %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('operator host lists', () => {
  it('reads a comma-separated list, case-blind, with or without ports', () => {
    const hosts = hostList(' CRM.internal , 10.0.0.5:8443,, ');
    expect(hosts).toEqual(['crm.internal', '10.0.0.5:8443']);
    expect(isListedHost(new URL('https://crm.Internal/adf'), hosts)).toBe(true);
    expect(isListedHost(new URL('http://10.0.0.5:8443/adf'), hosts)).toBe(true);
    expect(isListedHost(new URL('http://10.0.0.5:9000/adf'), hosts)).toBe(false);
    expect(isListedHost(new URL('https://crm.internal.evil.example/adf'), hosts)).toBe(false);
    expect(hostList(undefined)).toEqual([]);
  });
});
