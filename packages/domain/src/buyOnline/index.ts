export * from './deal';
