export * from './crash-screen';
export * from './not-found-view';
