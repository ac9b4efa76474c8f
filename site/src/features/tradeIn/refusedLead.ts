/**
 * What the trade-in wizard's routes answer when the CMS did not store the lead: its field errors
 * under the wizard's own field names (the first message per field), or the step's failure. One
 * mapping for the wizard's last step and the instant offer (issue 41).
 */
import { TRADE_IN_WIZARD_TEXTS } from '@dealer/domain';
import { LEAD_TEXTS } from '@dealer/domain/leads';
import type { LeadAnswer } from '@/features/leads/forwardLead';

export type WizardRefusal =
  | { status: 400; body: { error: string; errors: Record<string, string> } }
  | { status: 502; body: { error: string } };

export function refusedLead(answer: Exclude<LeadAnswer, { status: 201 }>, fieldOf: (field: string) => string): WizardRefusal {
  if (answer.status !== 400) return { status: 502, body: { error: TRADE_IN_WIZARD_TEXTS.stepFailed } };
  const errors: Record<string, string> = {};
  for (const { field, message } of answer.body.errors) errors[fieldOf(field)] ??= message;
  return { status: 400, body: { error: LEAD_TEXTS.errorListHeading, errors } };
}
