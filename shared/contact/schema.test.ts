// Boundary: the contact form schema (pure), shared by the web form and the handler.
import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './schema';

const valid = {
  name: 'Priya Nair',
  email: 'priya@example.in',
  subject: 'Partnership',
  message: 'We would like to list our internship programme on Jobmatch.',
};

function firstError(input: unknown) {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('contactMessageSchema', () => {
  it('accepts a complete message and trims it', () => {
    expect(contactMessageSchema.parse({ ...valid, name: '  Priya Nair ' }).name).toBe('Priya Nair');
  });

  it.each([
    ['name', 'P', 'Name must be at least 2 characters'],
    ['name', '   P   ', 'Name must be at least 2 characters'],
    ['email', 'priya@', 'Please enter a valid email address'],
    ['subject', 'Hey!', 'Subject must be at least 5 characters'],
    ['message', 'Nineteen characters', 'Message must be at least 20 characters'],
  ])('refuses %s %j with the spec message', (field, value, message) => {
    expect(firstError({ ...valid, [field]: value })).toBe(message);
  });

  it('accepts the shortest valid values at each boundary', () => {
    expect(
      contactMessageSchema.safeParse({ ...valid, name: 'Al', subject: 'Hello', message: 'x'.repeat(20) })
        .success,
    ).toBe(true);
  });

  it.each(['name', 'email', 'subject', 'message'])(
    'says what is wrong when %s is missing or not text',
    (field) => {
      expect(firstError({ ...valid, [field]: undefined })).toBeDefined();
      expect(firstError({ ...valid, [field]: 42 })).toBeDefined();
    },
  );
});
