export * from './close-button';
