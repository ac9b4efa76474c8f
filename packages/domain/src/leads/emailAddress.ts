/**
 * The email addresses the forms accept: exactly the pattern Payload's `email` field validates
 * (payload/dist/fields/validations.js), so an address a form lets through is one the CMS stores.
 * Yup's own `.email()` accepts `jane@localhost`-style addresses that Payload refuses, which turned
 * a valid-looking lead into a 500 (found by the lead submit property test).
 */
const EMAIL_ADDRESS =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i;

export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value);
}
