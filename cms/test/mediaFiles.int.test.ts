/**
 * Issue 39: a media file that is not on disk is a 404 (it was Payload's 500 and an error log line),
 * for anonymous readers and staff alike; files that are there are still served.
 */
import fs from 'node:fs';
import path from 'node:path';
import config from '@payload-config';
import { REST_GET } from '@payloadcms/next/routes';
import type { Payload } from 'payload';
import sharp from 'sharp';
import { rest, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
let filename = '';

beforeAll(async () => {
  payload = await startTestPayload();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'A swatch', shared: true },
    file: { data: png, mimetype: 'image/png', name: 'media-files-swatch.png', size: png.length },
  });
  filename = media.filename!;
});

afterAll(async () => {
  await stopTestPayload(payload);
});

describe('GET /api/media/file/{name}', () => {
  it('serves a file that is there', async () => {
    const response = await REST_GET(config)(new Request(`http://localhost:3001/api/media/file/${filename}`), {
      params: Promise.resolve({ slug: ['media', 'file', filename] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it.each(['nonexistent.png', 'nonexistent', 'media-files-swatch-9999x9999.png'])(
    'answers 404 for %s, which is not on disk',
    async (name) => {
      const { status, json } = await rest('GET', `media/file/${name}`);
      expect(status).toBe(404);
      expect(json).toEqual({ errors: [{ message: 'Not Found' }] });
    },
  );

  it('answers 404 for a document whose file was removed from disk', async () => {
    const gone = await payload.create({
      collection: 'media',
      data: { alt: 'Gone', shared: true },
      file: {
        data: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000000' } })
          .png()
          .toBuffer(),
        mimetype: 'image/png',
        name: 'media-files-gone.png',
        size: 100,
      },
    });
    fs.rmSync(path.join(process.env.MEDIA_DIR!, gone.filename!));
    expect((await rest('GET', `media/file/${gone.filename}`)).status).toBe(404);
  });
});
