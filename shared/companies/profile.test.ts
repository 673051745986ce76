// Boundary: none (pure) - page addresses and what of a company's profile is its verified identity.
import { describe, expect, it } from 'vitest';
import { identityChange, slugCandidates, slugOf, websiteDomain } from './profile';

describe('company page addresses', () => {
  it('makes a slug of the words of a name', () => {
    expect(slugOf('Acme Tech (India) Pvt. Ltd.')).toBe('acme-tech-india-pvt-ltd');
    expect(slugOf('Tata & Sons')).toBe('tata-and-sons');
    expect(slugOf('Café Société')).toBe('cafe-societe');
    expect(slugOf('!!!')).toBe('company');
    expect(slugOf('x'.repeat(80))).toHaveLength(50);
  });

  it('tries numbered slugs, then one made unique by the id', () => {
    expect(slugCandidates('Acme', '01J0ABCDEFGHJKMNPQRSTVWXYZ')).toEqual([
      'acme',
      'acme-2',
      'acme-3',
      'acme-4',
      'acme-5',
      'acme-rstvwxyz',
    ]);
  });
});

describe('identity changes', () => {
  const current = { name: 'Acme Tech', website: 'https://www.acmetech.in' };

  it('files a new name or a website on another domain', () => {
    expect(identityChange(current, { name: 'Acme Labs', website: 'https://acmetech.in' })).toEqual({
      name: 'Acme Labs',
    });
    expect(identityChange(current, { name: 'Acme Tech', website: 'https://acme.example' })).toEqual({
      website: 'https://acme.example',
    });
  });

  it('applies a new page of the same domain and a slip of spacing at once', () => {
    expect(
      identityChange(current, { name: 'Acme  Tech', website: 'http://acmetech.in/careers' }),
    ).toBeUndefined();
    expect(websiteDomain('https://WWW.AcmeTech.in/x')).toBe('acmetech.in');
    expect(websiteDomain(null)).toBe('');
  });
});
