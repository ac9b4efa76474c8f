/**
 * The car's main photo for the window sticker, fetched by the server (issue 9: outbound fetches).
 * A feed can put any URL on a car, so the server fetches only
 * - the site's own media (`/api/media/file/...`), from CMS_URL (ours, so a private address is fine);
 * - hosts listed in STICKER_IMAGE_HOSTS, and only when every address they resolve to is public:
 *   the check sits in the connection's own DNS lookup, so a name cannot change in between.
 * Redirects are not followed, bodies over 5 MB are cut off, and any failure prints the sticker
 * without a photo.
 */
import http from 'node:http';
import https from 'node:https';
import { hostList, publicOnlyLookup, systemResolve, type Resolve } from '@dealer/outbound';
import { siteEnv } from '@/lib/env';

export const STICKER_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const MEDIA_PATH = '/api/media/file/';

export type PhotoSource = { url: URL; ours: boolean };

/** Where the server may fetch a car photo from, or null when it may not fetch it at all. */
export function photoSource(src: string, cmsUrl: string, allowedHosts: readonly string[]): PhotoSource | null {
  let url: URL;
  try {
    url = new URL(src, cmsUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Checked after URL normalisation: `/api/media/file/../../users` is not media.
  if (url.origin === new URL(cmsUrl).origin) return url.pathname.startsWith(MEDIA_PATH) ? { url, ours: true } : null;
  if (url.username || url.password || !allowedHosts.includes(url.hostname.toLowerCase())) return null;
  return { url, ours: false };
}

export interface FetchPhotoOptions {
  cmsUrl?: string;
  /** Host names (lower case) the photo may come from besides the CMS; STICKER_IMAGE_HOSTS. */
  allowedHosts?: readonly string[];
  resolve?: Resolve;
  timeoutMs?: number;
  maxBytes?: number;
}

export const stickerImageHosts = (env: NodeJS.ProcessEnv = process.env) => hostList(env.STICKER_IMAGE_HOSTS);

class PhotoRefused extends Error {}

function download(source: PhotoSource, resolve: Resolve, timeoutMs: number, maxBytes: number): Promise<Buffer> {
  const client = source.url.protocol === 'https:' ? https : http;
  return new Promise((done, fail) => {
    const request = client.get(
      source.url,
      { signal: AbortSignal.timeout(timeoutMs), ...(source.ours ? {} : { lookup: publicOnlyLookup(resolve) }) },
      (response) => {
        const type = response.headers['content-type'] ?? '';
        const status = response.statusCode ?? 0;
        // pdfkit reads PNG and JPEG only; a redirect (3xx) is not followed.
        if (status !== 200 || !/^image\/(png|jpe?g)\b/i.test(type)) {
          response.destroy();
          return fail(new PhotoRefused(`${status} ${type}`));
        }
        if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
          response.destroy();
          return fail(new PhotoRefused(`larger than ${maxBytes} bytes`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            fail(new PhotoRefused(`larger than ${maxBytes} bytes`));
          } else chunks.push(chunk);
        });
        response.on('end', () => done(Buffer.concat(chunks)));
        response.on('error', fail);
      },
    );
    request.on('error', fail);
  });
}

/** The car's main photo for the window sticker; null (printed without it) when it may not or cannot be fetched. */
export async function fetchPhoto(src: string, options: FetchPhotoOptions = {}): Promise<Buffer | null> {
  const {
    cmsUrl = siteEnv().CMS_URL,
    allowedHosts = stickerImageHosts(),
    resolve = systemResolve,
    timeoutMs = 3000,
    maxBytes = STICKER_PHOTO_MAX_BYTES,
  } = options;
  const source = photoSource(src, cmsUrl, allowedHosts);
  if (!source) {
    console.warn(`Window sticker photo ${src}: neither the site's media nor an allowed host (STICKER_IMAGE_HOSTS), left out`);
    return null;
  }
  try {
    return await download(source, resolve, timeoutMs, maxBytes);
  } catch (error) {
    console.warn(`Window sticker photo ${source.url.href} could not be fetched (${(error as Error).message}), left out`);
    return null;
  }
}
