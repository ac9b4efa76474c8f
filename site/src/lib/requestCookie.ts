import type { IncomingMessage } from 'node:http';

/** The value of the request's cookie `name`, or null when it has none. */
export function requestCookie(req: Pick<IncomingMessage, 'headers'>, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}
