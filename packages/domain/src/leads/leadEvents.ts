/**
 * Spec §7/§9: the analytics event id a lead records. 14 new enquiry, 15 used enquiry, 17 test drive
 * of a new car, finance-related, or a car tagged 'Test Drive Only', 48 test drive of a used car,
 * 22 default, 51 careers. (18 offer accepted, 25 a `tel:` click and 39 a favourite are not leads.)
 */
import type { LeadForm } from './leadForms';

export const LEAD_EVENT_IDS = {
  newEnquiry: 14,
  usedEnquiry: 15,
  testDriveOrFinance: 17,
  offerAccepted: 18,
  defaultEnquiry: 22,
  call: 25,
  favouriteAdded: 39,
  usedTestDrive: 48,
  careers: 51,
} as const;

export interface LeadEventInput {
  form: LeadForm;
  /** The car's type when the lead is about a car: new, used or demo. */
  carType?: string | null;
  /** The car's tag text (spec §4 tag banner), e.g. 'Test Drive Only'. */
  carTag?: string | null;
}

/** Demo cars count as new, as they do for the fallback phone (spec §9: "demo falls back to new"). */
const isUsed = (carType: string | null | undefined) => carType?.toLowerCase() === 'used';

export function leadEventId({ form, carType, carTag }: LeadEventInput): number {
  if (form === 'careers') return LEAD_EVENT_IDS.careers;
  if (carTag?.trim().toLowerCase() === 'test drive only') return LEAD_EVENT_IDS.testDriveOrFinance;
  if (form === 'test-drive') return isUsed(carType) ? LEAD_EVENT_IDS.usedTestDrive : LEAD_EVENT_IDS.testDriveOrFinance;
  if (form === 'finance') return LEAD_EVENT_IDS.testDriveOrFinance;
  if (carType) return isUsed(carType) ? LEAD_EVENT_IDS.usedEnquiry : LEAD_EVENT_IDS.newEnquiry;
  return LEAD_EVENT_IDS.defaultEnquiry;
}
