/**
 * The site's half of a lead's journey: it hands the validated lead to the CMS's lead endpoint
 * (`POST {CMS_URL}/api/leads/submit`, issue 10's contract) and maps the answer to what the
 * shopper's form is told. The shopper hears 201 only once the CMS has stored the lead.
 */
import { LEAD_TEXTS, type LeadFieldError, type LeadSubmission } from '@dealer/domain/leads';
import type { InstantOfferSubmission, TradeInSubmission } from '@dealer/domain';

export interface LeadContext {
  url: string;
  user_agent: string;
}

export interface ForwardLeadInput {
  tenant: string;
  lead: LeadSubmission;
  context: LeadContext;
  /** The trade-in's valuation (the wizard's or the instant offer's), stored with its lead (form 'trade-in') in one transaction. */
  trade_in?: TradeInSubmission | InstantOfferSubmission;
}

export interface ForwardLeadConfig {
  cmsUrl: string;
  apiKey: string;
  timeoutMs?: number;
  fetcher?: typeof fetch;
  log?: (line: string) => void;
}

/** What the site answers the form: the status and its JSON body. */
export type LeadAnswer =
  | { status: 201; body: { lead_id: number; trade_in_id?: number; offer_token?: string } }
  | { status: 400; body: { error: string; errors: LeadFieldError[] } }
  /** 503: the CMS (or its database) could not store it now, a retry may work; 502: the CMS refused our call (its key, the tenant). */
  | { status: 502 | 503; body: { error: string } };

export const LEAD_FORWARD_TIMEOUT_MS = 10_000;
export const LEAD_SUBMIT_PATH = '/api/leads/submit';

const unavailable = (status: 502 | 503 = 503): LeadAnswer => ({ status, body: { error: LEAD_TEXTS.submitFailed } });

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function isFieldErrors(value: unknown): value is LeadFieldError[] {
  return (
    Array.isArray(value) &&
    value.every((e) => typeof e === 'object' && e !== null && typeof e.field === 'string' && typeof e.message === 'string')
  );
}

export async function forwardLead(input: ForwardLeadInput, config: ForwardLeadConfig): Promise<LeadAnswer> {
  const fetcher = config.fetcher ?? fetch;
  const log = config.log ?? ((line: string) => console.error(line));
  const url = `${config.cmsUrl}${LEAD_SUBMIT_PATH}`;
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `service-accounts API-Key ${config.apiKey}`,
      },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(config.timeoutMs ?? LEAD_FORWARD_TIMEOUT_MS),
    });
  } catch (error) {
    log(`Lead for ${input.tenant} not stored: the CMS at ${config.cmsUrl} could not be reached (${(error as Error).message})`);
    return unavailable();
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const answer = body as { lead_id?: unknown; trade_in_id?: unknown; offer_token?: unknown; error?: unknown; errors?: unknown } | null;
  if (response.status === 200 || response.status === 201) {
    if (isId(answer?.lead_id) && (input.trade_in === undefined || isId(answer?.trade_in_id))) {
      return {
        status: 201,
        body: {
          lead_id: answer.lead_id,
          ...(input.trade_in ? { trade_in_id: answer.trade_in_id as number } : {}),
          // The first flow's capability to accept its offer (the CMS derives it from the trade-in).
          ...(typeof answer.offer_token === 'string' ? { offer_token: answer.offer_token } : {}),
        },
      };
    }
    log(`Lead for ${input.tenant}: the CMS answered ${response.status} without a lead_id${input.trade_in ? ' and trade_in_id' : ''}`);
    return unavailable(502);
  }
  if (response.status === 400 && isFieldErrors(answer?.errors)) {
    return { status: 400, body: { error: LEAD_TEXTS.errorListHeading, errors: answer.errors } };
  }
  // 401/403 mean our key is wrong, 404 that the CMS does not know the tenant: the operator's
  // problem, not the shopper's. The shopper is told the form could not be sent.
  log(
    `Lead for ${input.tenant} not stored: the CMS answered ${response.status}${
      typeof answer?.error === 'string' ? ` (${answer.error})` : ''
    }${response.status === 401 || response.status === 403 ? ': check LEADS_API_KEY on the site and the CMS' : ''}`,
  );
  return unavailable(response.status >= 500 ? 503 : 502);
}
