/** The car's main photo for the window sticker; null (printed without it) when it cannot be fetched in time. */
export async function fetchPhoto(url: string, timeoutMs = 3000): Promise<Buffer | null> {
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
