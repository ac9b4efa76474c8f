/**
 * Spec §3: what a lead keeps on the device, under keys prefixed by the dealership slug. No Yup
 * here: the lead form island reads the kept contact before the form's code is loaded.
 */
export const leadStorageKeys = (prefix: string) => ({
  successCategory: `${prefix}SuccessCategory`,
  enquireCar: `${prefix}EnquireCar`,
  contactDetails: `${prefix}ContactDetails`,
});

export interface StoredContact {
  name: string;
  email: string;
  phone: string;
}

/** The contact details stored by an earlier lead, if they are complete. */
export function storedContact(raw: string | null): StoredContact | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredContact>;
    return typeof value.name === 'string' && typeof value.email === 'string' && typeof value.phone === 'string'
      ? { name: value.name, email: value.email, phone: value.phone }
      : null;
  } catch {
    return null;
  }
}

/** The contact this device kept for the tenant, if any (a browser refusing storage keeps none). */
export function keptContact(prefix: string): StoredContact | null {
  try {
    return storedContact(window.localStorage.getItem(leadStorageKeys(prefix).contactDetails));
  } catch {
    return null;
  }
}
