/** The request body was larger than the endpoint accepts (answer 413). */
export class BodyTooLargeError extends Error {}

/** The body as text, reading the stream only up to `maxBytes` (then BodyTooLargeError, without buffering the rest). */
export async function readBodyCapped(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
