export * from './crash-screen';
