/**
 * The site's log of `POST /api/miscellaneous` (spec §7: "success or failure is logged"): a saved
 * valuation at info, and a shopper not signed in (nothing to keep: the browser cannot tell, the
 * session cookie being HttpOnly); anything else as spec §8's 'Failed to save valuation data' with
 * the tenant, the status and the CMS's reason (its text and the fields it named), never the
 * valuation itself.
 */
import { VALUATION_SAVE_FAILED_TEXT } from '@dealer/domain';
import type { CmsAnswer } from '@/features/shoppers/cmsShopperApi';

export interface ValuationSaveLog {
  level: 'info' | 'error';
  line: string;
}

const fieldsOf = (errors: unknown): string[] =>
  Array.isArray(errors)
    ? errors.map((error) => (error as { field?: unknown })?.field).filter((field): field is string => typeof field === 'string')
    : [];

export function valuationSaveLog(tenant: string, answer: CmsAnswer): ValuationSaveLog {
  if (answer.status === 200) return { level: 'info', line: `Valuation saved to a shopper’s profile on ${tenant}` };
  if (answer.status === 401) return { level: 'info', line: `Valuation not saved on ${tenant}: no shopper signed in` };
  const { error, message, errors } = answer.body;
  const reason = [typeof error === 'string' ? error : typeof message === 'string' ? message : null, fieldsOf(errors).join(', ') || null]
    .filter(Boolean)
    .join(' ');
  return { level: 'error', line: `${VALUATION_SAVE_FAILED_TEXT} on ${tenant} (${answer.status}${reason ? `: ${reason}` : ''})` };
}

export function logValuationSave(tenant: string, answer: CmsAnswer): void {
  const { level, line } = valuationSaveLog(tenant, answer);
  if (level === 'info') console.info(line);
  else console.error(line);
}
