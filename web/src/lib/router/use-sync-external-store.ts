/*
 * wouter reaches useSyncExternalStore through the use-sync-external-store shim, written for React
 * versions before 18; React 19 has it built in. The build points the shim here (web/vite.config.ts), so
 * every page skips the shim's code and its CommonJS wrapper.
 */
export { useSyncExternalStore } from 'react';
