export * from './toast-context';
export * from './toast-provider';
