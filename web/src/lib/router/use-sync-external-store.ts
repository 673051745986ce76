/*
 * wouter reaches useSyncExternalStore through the use-sync-external-store shim, written for React
 * versions before 18. The build points the shim here (web/vite.config.ts), so every page skips
 * the shim's code and its CommonJS wrapper and uses the hook of Preact's compatibility layer.
 */
export { useSyncExternalStore } from 'react';
