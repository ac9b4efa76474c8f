/** `@dealer/domain/leads`: the lead forms' rules and schemas (kept off the main entry: Yup is heavy). */
export * from './leadForms';
export * from './leadEvents';
export * from './leadSchema';
export * from './leadView';
export * from './adf';
export * from './leadEmail';
export * from './appointments';
export * from './emailAddress';
export * from './reservationRequest';
