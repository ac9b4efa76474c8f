/** Trade-in valuation rules (issue 13): the wizard, its fields, photos, postcodes and the offer's expiry. */
export * from './evalExpertResponse';
export * from './tradeInWizard';
export * from './tradeInValidation';
export * from './tradeInImages';
export * from './postcodeTable';
export * from './nearestLocation';
export * from './offerExpiry';
export * from './tradeInSubmission';
export * from './instantOffer';
export * from './profileValuation';
