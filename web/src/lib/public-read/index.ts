export { expireReads, type ReadOptions, startRead } from './read-cache';
export { type PublicRead, usePublicRead } from './use-public-read';
