/** Spec §3: what a lead keeps on the device, under keys prefixed by the dealership slug (no Yup here: the island reads it). */
export const leadStorageKeys = (prefix: string) => ({
  successCategory: `${prefix}SuccessCategory`,
  enquireCar: `${prefix}EnquireCar`,
  contactDetails: `${prefix}ContactDetails`,
});
