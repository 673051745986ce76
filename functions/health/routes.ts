import type { FunctionSpec, RouteSpec } from '../platform/contract';

const health: FunctionSpec = {
  name: 'health',
  entry: 'health/entry',
  access: { table: 'read', uploads: 'read', mail: true },
};

export const healthRoutes: RouteSpec[] = [{ method: 'GET', path: '/health', fn: health, audience: 'public' }];
