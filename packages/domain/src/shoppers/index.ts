/**
 * Shoppers' accounts (issue 14): mobile numbers, one-time codes, send limits, sign-in paths and
 * gated routes. Imported as `@dealer/domain/shoppers`, not from the package's root: the root is
 * loaded by every CMS tool under tsx, and with libphonenumber-js among its modules a cold tsx
 * cache hung `npm run migrate` in 3 of 5 runs (0 of 5 without it; session 15).
 */
export * from './phoneNumber';
export * from './oneTimeCode';
export * from './sendLimits';
export * from './signInPaths';
export * from './gatedRoutes';
export * from './watchlistEntry';
export * from './savedSearch';
