export * from './footer';
export * from './header';
export * from './nav-links';
export * from './page-loader';
export * from './root-layout';
