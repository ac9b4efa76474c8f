export * from './config/siteConfig';
export * from './navigation/navigation';
export * from './promotions/promoWindow';
export * from './tenancy/tenantFromHost';
export * from './routing/siteRoutes';
export * from './locations/openingHours';
export * from './stockFeed/stockFeed';
