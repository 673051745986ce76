// Boundary: the Contact button's mail address (pure).
import { describe, expect, it } from 'vitest';
import { contactHref } from './contact';

describe('contactHref', () => {
  it('opens a mail with a subject naming the candidate', () => {
    expect(contactHref({ firstName: 'Asha', lastName: 'Rao' })).toBe(
      'mailto:?subject=Opportunity%20for%20Asha%20Rao%20via%20Jobmatch',
    );
  });

  it('addresses the candidate when an address is known', () => {
    expect(contactHref({ firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in' })).toBe(
      'mailto:asha%40example.in?subject=Opportunity%20for%20Asha%20Rao%20via%20Jobmatch',
    );
  });
});
