// Boundary: contact details found in header text (phone, e-mail, links, location).
import { describe, expect, it } from 'vitest';
import { findEmail, findLinks, findLocation, findPhone, isPlace } from './contact.js';

describe('findPhone', () => {
  it.each([
    ['Mobile: +91 98765 43210', '+91 98765 43210'],
    ['+91-9876543210 | a@b.in', '+91-9876543210'],
    ['Call 98765-43210', '98765-43210'],
    ['09876543210', '09876543210'],
    ['+91 987 654 3210', '+91 987 654 3210'],
    ['(312) 555-0142 · Austin, TX', '(312) 555-0142'],
    ['+1 312 555 0142', '+1 312 555 0142'],
    ['(718) 555–0100', '(718) 555-0100'],
  ])('%s', (text, expected) => {
    expect(findPhone(text)).toBe(expected);
  });

  it('ignores dates, year ranges and PIN codes', () => {
    expect(findPhone('01/07/2019 - 31/03/2022')).toBeUndefined();
    expect(findPhone('2016 - 2019')).toBeUndefined();
    expect(findPhone('Pune 411014')).toBeUndefined();
  });
});

describe('findEmail', () => {
  it('finds the address inside a contact line', () => {
    expect(findEmail('ravi.k91@example.co.in | +91 99999 00000')).toBe('ravi.k91@example.co.in');
    expect(findEmail('no address here')).toBeUndefined();
  });
});

describe('findLinks', () => {
  it('finds profile and web links without e-mail addresses', () => {
    expect(findLinks('linkedin.com/in/ravi-k | https://github.com/ravi | me@example.com')).toEqual([
      'linkedin.com/in/ravi-k',
      'https://github.com/ravi',
    ]);
  });
});

describe('findLocation', () => {
  it.each([
    ['Address: Pune, Maharashtra 411014', 'Pune, Maharashtra 411014'],
    ['Bengaluru', 'Bengaluru'],
    ['Austin, TX', 'Austin, TX'],
    ['4567 Main Street City, ST 98052', '4567 Main Street City, ST 98052'],
  ])('%s', (cell, expected) => {
    expect(findLocation(cell)).toBe(expected);
  });

  it.each([
    ['Current Location: Sangareddy', 'Sangareddy'],
    ['Present Address - Hosakote, Karnataka', 'Hosakote, Karnataka'],
    ['Current Location: Pune', 'Pune'],
    ['Bhiwandi - 421302', 'Bhiwandi - 421302'],
    ['Sangareddy, Telangana 502001', 'Sangareddy, Telangana 502001'],
    ['Hosakote, India - 562114', 'Hosakote, India - 562114'],
  ])('a town no list knows, labelled or before its PIN code: %s', (cell, expected) => {
    expect(findLocation(cell)).toBe(expected);
  });

  it('takes neither an unlabelled town alone, nor a number named before six digits, nor a state that is not one', () => {
    expect(findLocation('Sangareddy')).toBeUndefined();
    expect(findLocation('Roll Number 123456')).toBeUndefined();
    expect(findLocation('Current Location: Sangareddy, Atlantis')).toBeUndefined();
    expect(findLocation('Sector 21 - 110001')).toBeUndefined();
  });

  it('does not take words that only contain a city name', () => {
    expect(findLocation('Punekar Consulting')).toBeUndefined();
    expect(findLocation('1200 units shipped, Q3 2024')).toBeUndefined();
  });
});

describe('isPlace', () => {
  it('reads places, and places joined by "&", as places', () => {
    expect(isPlace('Palo Alto, CA & Ithaca, NY')).toBe(true);
    expect(isPlace('Pune')).toBe(true);
    expect(isPlace('Research & Development')).toBe(false);
  });
});
