/**
 * The site's calls to the CMS's shopper endpoints (issue 14; contract in docs/decisions.md,
 * "Shoppers"). Sign-in (send-code, verify-code) goes with the site's service account key, which
 * the CMS trusts to pass on the shopper's address; everything about a signed-in shopper goes with
 * the shopper's own session token only, so the site's key alone can read or change no watchlist.
 */
export const CMS_SHOPPER_TIMEOUT_MS = 10_000;
export const SIGN_IN_UNAVAILABLE_TEXT = 'Sign-in is not available right now. Please try again in a few minutes.';

export type CmsCaller = { kind: 'site'; apiKey: string } | { kind: 'shopper'; token: string };

export interface CmsAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface CmsShopperConfig {
  cmsUrl: string;
  fetcher?: typeof fetch;
  timeoutMs?: number;
  log?: (line: string) => void;
}

const authorization = (caller: CmsCaller) =>
  caller.kind === 'site' ? `service-accounts API-Key ${caller.apiKey}` : `Shopper ${caller.token}`;

/**
 * POSTs `body` to `{CMS_URL}/api/shoppers{path}` and hands back its status and JSON. An
 * unreachable CMS, a timeout or an answer that is not a JSON object is a 502 with
 * SIGN_IN_UNAVAILABLE_TEXT (logged), so routes pass answers through without guessing.
 */
export async function callCmsShoppers(
  path: string,
  caller: CmsCaller,
  body: Record<string, unknown>,
  config: CmsShopperConfig,
): Promise<CmsAnswer> {
  return callCmsAsShopper(`/shoppers${path}`, caller, body, config);
}

/** The same, for any CMS endpoint a shopper's session may call (`/deals/step`: the buy-online deal). */
export async function callCmsAsShopper(
  apiPath: string,
  caller: CmsCaller,
  body: Record<string, unknown>,
  config: CmsShopperConfig,
): Promise<CmsAnswer> {
  const fetcher = config.fetcher ?? fetch;
  const log = config.log ?? ((line: string) => console.error(line));
  const url = `${config.cmsUrl}/api${apiPath}`;
  try {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: authorization(caller) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs ?? CMS_SHOPPER_TIMEOUT_MS),
    });
    const json: unknown = await response.json().catch(() => null);
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      log(`Shoppers: ${url} answered ${response.status} without a JSON object`);
      return { status: 502, body: { error: SIGN_IN_UNAVAILABLE_TEXT, success: false } };
    }
    // A refused service key is the site's configuration, not the shopper's doing.
    if (caller.kind === 'site' && (response.status === 401 || response.status === 403)) {
      log(`Shoppers: the CMS refused the site's key at ${url} (${response.status}): check LEADS_API_KEY`);
      return { status: 502, body: { error: SIGN_IN_UNAVAILABLE_TEXT, success: false } };
    }
    return { status: response.status, body: json as Record<string, unknown> };
  } catch (error) {
    log(`Shoppers: ${url} could not be reached (${(error as Error).message})`);
    return { status: 502, body: { error: SIGN_IN_UNAVAILABLE_TEXT, success: false } };
  }
}
