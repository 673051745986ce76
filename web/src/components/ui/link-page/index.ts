export * from './link-page';
