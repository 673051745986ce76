// Boundary: a shared zod/mini schema as a form's rules - which message each field shows, and what is submitted.
import { loginSchema } from '@shared/auth/schemas';
import { contactMessageSchema } from '@shared/contact/schema';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorsFromIssues, schemaValidator } from './validation';

const validateContact = schemaValidator(contactMessageSchema);

describe('schemaValidator', () => {
  it('names each failing field once, with the first rule it breaks', () => {
    expect(validateContact({ name: 'A', email: 'not-an-email', subject: 'Hi', message: '' })).toEqual({
      valid: false,
      errors: {
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        subject: 'Subject must be at least 5 characters',
        message: 'Message must be at least 20 characters',
      },
    });
  });

  it('leaves out the fields that pass', () => {
    const validation = validateContact({
      name: 'Priya Sharma',
      email: 'priya@example.com',
      subject: 'Plans',
      message: 'short',
    });
    expect(validation).toEqual({
      valid: false,
      errors: { message: 'Message must be at least 20 characters' },
    });
  });

  it('submits the values as the schema leaves them', () => {
    const validation = schemaValidator(loginSchema)({
      email: '  Asha@Example.COM ',
      password: 'secret-pass',
      rememberMe: true,
    });
    expect(validation).toEqual({
      valid: true,
      data: { email: 'asha@example.com', password: 'secret-pass', rememberMe: true },
    });
  });

  it('checks an optional field only when it is there', () => {
    const validateLogin = schemaValidator(loginSchema);
    const values = { email: 'asha@example.com', password: 'secret-pass', rememberMe: false };
    expect(validateLogin(values).valid).toBe(true);
    expect(validateLogin({ ...values, code: '' })).toEqual({
      valid: false,
      errors: { code: 'Please enter a valid 6-digit code' },
    });
  });

  it('names a rule across fields by the path the schema gives it', () => {
    const schema = z
      .object({ password: z.string(), confirm: z.string() })
      .check(
        z.refine((v) => v.password === v.confirm, { message: 'Passwords do not match', path: ['confirm'] }),
      );
    expect(schemaValidator(schema)({ password: 'a', confirm: 'b' })).toEqual({
      valid: false,
      errors: { confirm: 'Passwords do not match' },
    });
  });
});

describe('errorsFromIssues', () => {
  it('joins nested paths with dots and keeps the first message of each', () => {
    expect(
      errorsFromIssues([
        { path: ['address', 'city'], message: 'City is required' },
        { path: ['address', 'city'], message: 'City is too short' },
        { path: ['toString'], message: 'A field named like an object method still counts' },
      ]),
    ).toEqual({
      'address.city': 'City is required',
      toString: 'A field named like an object method still counts',
    });
  });
});
