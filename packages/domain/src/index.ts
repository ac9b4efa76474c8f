export * from './config/siteConfig';
export * from './navigation/navigation';
