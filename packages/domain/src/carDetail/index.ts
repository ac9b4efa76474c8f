/** Business rules of the car detail page (spec §2, §4, §5, §9). */
export * from './vehicle';
export * from './dealerComments';
export * from './lists';
export * from './specifications';
export * from './phoneReveal';
export * from './phoneRevealSchema';
export * from './soldNotice';
export * from './marketPrice';
export * from './marketRules';
export * from './soldCarPage';
