export * from './crash-screen';
export * from './error-boundary';
export * from './not-found-view';
