/**
 * The browser's half of spec §7 `POST /api/miscellaneous` ("Valuation result plus column_name
 * 'valuation' (only for one brand flag)"): once a valuation is shown (the wizard's final step, the
 * instant offer), it goes to the signed-in shopper's profile where the tenant keeps valuations.
 * The shopper is shown no failure, which is only logged (spec §8 'Failed to save valuation data');
 * the wizard waits for the answer, briefly, before it loads the success page.
 */
import { VALUATION_SAVE_FAILED_TEXT, kmOf, normaliseRego, regoStateOf, type ProfileValuation } from '@dealer/domain';

export interface ShownValuation {
  flow: ProfileValuation['flow'];
  leadId: number;
  vehicleName: string | null;
  /** The rego, state and kilometres as the shopper typed them (checked by the wizard already). */
  rego: string;
  state: string;
  kms: string;
  offer?: { amount: number; expires_on: string } | null;
}

/** The valuation as the profile keeps it, or null when what was typed no longer reads (then nothing is sent). */
export function profileValuationOf(shown: ShownValuation): ProfileValuation | null {
  const state = regoStateOf(shown.state);
  const kms = kmOf(shown.kms);
  if (!state || kms === null) return null;
  return {
    flow: shown.flow,
    lead_id: shown.leadId,
    vehicle: shown.vehicleName,
    rego: normaliseRego(shown.rego),
    state,
    kms,
    offer: shown.flow === 'instant-offer' && shown.offer ? { amount: shown.offer.amount, expires_on: shown.offer.expires_on } : null,
  };
}

export interface SaveValuationOptions {
  fetcher?: typeof fetch;
  log?: (message: string, detail: unknown) => void;
}

/**
 * Posts the valuation. Only the server knows whether someone is signed in (the session cookie is
 * HttpOnly, and the device store's copy may be stale), so it answers 401 for an anonymous shopper:
 * nothing to keep, not a failure. Anything else but 200 is logged. Never throws.
 */
export async function saveValuationToProfile(
  shown: ShownValuation,
  { fetcher = fetch, log = (message, detail) => console.error(message, detail) }: SaveValuationOptions = {},
): Promise<void> {
  const value = profileValuationOf(shown);
  if (!value) return;
  try {
    const response = await fetcher('/api/miscellaneous', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ column_name: 'valuation', value }),
      // The wizard goes on to its success page at once: the save outlives the page if it must.
      keepalive: true,
    });
    if (!response.ok && response.status !== 401) log(VALUATION_SAVE_FAILED_TEXT, `(${response.status})`);
  } catch (error) {
    log(VALUATION_SAVE_FAILED_TEXT, error);
  }
}
