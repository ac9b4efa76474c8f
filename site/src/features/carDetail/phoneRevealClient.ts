import type { RevealPhoneTracking } from '@dealer/domain';

/** Spec §7 reveal-phone tracking call, through the site's own route (path not shown in the spec). */
export const PHONE_REVEAL_PATH = '/api/cars/reveal-phone';

export async function sendPhoneReveal(payload: RevealPhoneTracking): Promise<void> {
  const response = await fetch(PHONE_REVEAL_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    keepalive: true,
  });
  if (!response.ok) throw new Error(`Phone reveal tracking answered ${response.status}`);
}
