import { siteEnv } from '@/lib/env';

/** Where the server fetches a photo from: the site's own media paths come straight from the CMS. */
export function photoSource(src: string, cmsUrl: string): string {
  return new URL(src, cmsUrl).toString();
}

/** The car's main photo for the window sticker; null (printed without it) when it cannot be fetched in time. */
export async function fetchPhoto(src: string, timeoutMs = 3000): Promise<Buffer | null> {
  const url = photoSource(src, siteEnv().CMS_URL);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const type = response.headers.get('content-type') ?? '';
    // pdfkit reads PNG and JPEG only.
    if (!response.ok || !/image\/(png|jpe?g)/.test(type)) {
      console.warn(`Window sticker photo ${url}: ${response.status} ${type}, left out`);
      return null;
    }
    return Buffer.from(await response.arrayBuffer());
  } catch (error) {
    console.warn(`Window sticker photo ${url} could not be fetched (${(error as Error).message}), left out`);
    return null;
  }
}
