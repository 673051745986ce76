export { expireReads, primeRead, type ReadOptions, startRead } from './read-cache';
export { type PublicRead, usePublicRead } from './use-public-read';
