/** Finance on the car detail page: repayment maths, provider display rules, disclaimers (spec §5, §7, §9). */
export * from './format';
export * from './amortisation';
export * from './calculator';
export * from './lenderEntry';
export * from './offerValidity';
export * from './providerRules';
export * from './disclaimer';
export * from './financeDisplay';
