import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Resolve } from '@dealer/outbound';
import { fetchPhoto, photoSource } from './fetchPhoto';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A real HTTP server on loopback standing in for the CMS (and for an internal service). */
let server: http.Server;
let cmsUrl: string;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/api/media/file/car.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (req.url === '/api/media/file/car.svg') return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>');
    if (req.url === '/api/media/file/moved.png') return res.writeHead(302, { location: '/internal/secret.png' }).end();
    if (req.url === '/api/media/file/huge.png') {
      // 6 MB in 64 KB chunks, no Content-Length: the reader must stop on its own.
      res.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(64 * 1024);
      let sent = 0;
      const write = () => {
        while (sent < 6 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', write);
        }
        res.end();
      };
      return write();
    }
    if (req.url === '/api/media/file/declared-huge.png')
      return res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(6 * 1024 * 1024) }).end();
    return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  cmsUrl = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  hits.length = 0;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const resolvingTo =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('window sticker photo: outbound fetches (issue 9)', () => {
  it('fetches the site’s own media from the CMS, even on a private address', async () => {
    expect(await fetchPhoto('/api/media/file/car.png', { cmsUrl, allowedHosts: [] })).toEqual(PNG);
    expect(await fetchPhoto(`${cmsUrl}/api/media/file/car.png`, { cmsUrl, allowedHosts: [] })).toEqual(PNG);
  });

  it.each([
    ['another path of the CMS', () => '/api/users/me'],
    ['a media path that climbs out of the media folder', () => '/api/media/file/../../users/me'],
    ['a host not on the allow-list', () => 'https://images.example/car.png'],
    ['a loopback URL not on the allow-list', () => `http://localhost:${port}/car.png`],
    ['a non-http scheme', () => 'file:///etc/passwd'],
  ])('never requests %s', async (_case, src) => {
    expect(await fetchPhoto(src(), { cmsUrl, allowedHosts: ['photos.example.com'], resolve: resolvingTo('93.184.216.34') })).toBeNull();
    expect(hits).toEqual([]);
  });

  it('refuses an allow-listed name that really resolves to loopback (the system resolver)', async () => {
    const photo = await fetchPhoto(`http://localhost:${port}/car.png`, { cmsUrl: 'http://cms.internal:3001', allowedHosts: ['localhost'] });
    expect(photo).toBeNull();
    expect(hits).toEqual([]);
  });

  it.each([
    ['loopback', ['127.0.0.1']],
    ['a private network', ['10.0.0.5']],
    ['the cloud metadata address (link-local)', ['169.254.169.254']],
    ['IPv6 loopback', ['::1']],
    ['IPv4-mapped loopback', ['::ffff:127.0.0.1']],
    ['a public and a private address', ['93.184.216.34', '127.0.0.1']],
  ])('refuses an allow-listed host that resolves to %s', async (_case, addresses) => {
    // The name points at this test's own server: had the check let it through, the server would count a hit.
    const photo = await fetchPhoto(`http://photos.example.com:${port}/car.png`, {
      cmsUrl: 'http://cms.internal:3001',
      allowedHosts: ['photos.example.com'],
      resolve: resolvingTo(...addresses),
    });
    expect(photo).toBeNull();
    expect(hits).toEqual([]);
  });

  it('does not follow redirects', async () => {
    expect(await fetchPhoto('/api/media/file/moved.png', { cmsUrl, allowedHosts: [] })).toBeNull();
    expect(hits).toEqual(['/api/media/file/moved.png']);
  });

  it('stops reading a photo over the size cap', async () => {
    expect(await fetchPhoto('/api/media/file/huge.png', { cmsUrl, allowedHosts: [], maxBytes: 1024 * 1024 })).toBeNull();
    expect(await fetchPhoto('/api/media/file/declared-huge.png', { cmsUrl, allowedHosts: [] })).toBeNull();
  });

  it('leaves out what pdfkit cannot print (SVG)', async () => {
    expect(await fetchPhoto('/api/media/file/car.svg', { cmsUrl, allowedHosts: [] })).toBeNull();
  });
});

describe('photoSource', () => {
  it('fetches the site’s own media paths from the CMS', () => {
    expect(photoSource('/api/media/file/suv-white.png', 'http://cms:3001', [])?.url.href).toBe(
      'http://cms:3001/api/media/file/suv-white.png',
    );
  });

  it('takes an allow-listed host as it is, case-blind', () => {
    expect(photoSource('https://Images.Example/car.jpg', 'http://cms:3001', ['images.example'])).toMatchObject({ ours: false });
  });

  it('refuses credentials in the URL', () => {
    expect(photoSource('https://user:pw@images.example/car.jpg', 'http://cms:3001', ['images.example'])).toBeNull();
  });
});
