export * from './code-entry';
export * from './code-entry-utils';
