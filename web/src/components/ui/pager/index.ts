export * from './pager';
