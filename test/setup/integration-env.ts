// Points handler code imported by a test file at the shared local stack.
import { inject } from 'vitest';

Object.assign(process.env, inject('stackEnv'));
