/** Shoppers' accounts (issue 14): mobile numbers, one-time codes, send limits, sign-in paths and gated routes. */
export * from './phoneNumber';
export * from './oneTimeCode';
export * from './sendLimits';
export * from './signInPaths';
export * from './gatedRoutes';
