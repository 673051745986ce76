/*
 * `react/jsx-runtime` in the web build, its tests and the prerender (web/vite.config.ts): Preact's,
 * with its compatibility layer and the head-tag hoisting React 19 does (head-tags.ts).
 */
import './head-tags';

export * from 'preact/compat/jsx-runtime';
