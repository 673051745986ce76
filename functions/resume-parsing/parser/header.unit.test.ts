// Boundary: the name of a resume's header, as the profile should spell it.
import { describe, expect, it } from 'vitest';
import { parseHeader, properCase, townBesideContact, wrappedEmail } from './header.js';
import type { Line } from './lines.js';

describe('properCase', () => {
  it('spells a name set in capitals in title case', () => {
    expect(properCase('SIDDHARTH RAO')).toBe('Siddharth Rao');
    expect(properCase('ANNA WIŚNIEWSKA')).toBe('Anna Wiśniewska');
    expect(properCase("JEAN-LUC D'SOUZA")).toBe("Jean-Luc D'Souza");
    expect(properCase('JORDAN A. PATEL')).toBe('Jordan A. Patel');
  });

  it('keeps a name printed in mixed case, and single capitals, as they are', () => {
    expect(properCase('Ravi McDonald')).toBe('Ravi McDonald');
    expect(properCase('Etta')).toBe('Etta');
    expect(properCase('A')).toBe('A');
  });
});

describe('parseHeader', () => {
  it('does not take the school printed beside the contact details for a headline', () => {
    const at = (text: string, size: number): Line => ({ text, size, x: 100, page: 1 });
    const info = parseHeader(
      [at('Jane Smith', 18), at('Springfield State University · jane.smith@example.com', 10)],
      [],
      [at('Jane Smith', 18), at('Springfield State University · jane.smith@example.com', 10)],
    );
    expect(info).toMatchObject({ firstName: 'Jane', lastName: 'Smith', title: '' });
  });
});

describe('townBesideContact', () => {
  const at = (text: string): Line => ({ text, size: 0, x: 0, page: 1 });

  it('reads a town no list knows from the contact line or the line next to it', () => {
    expect(townBesideContact([at('Hosur | +91 98765 43210 | a.b@example.in')], 'Indu Jain')).toBe('Hosur');
    expect(
      townBesideContact([at('Indu Jain'), at('a.b@example.in | +91-9876543210'), at('Manesar')], 'Indu Jain'),
    ).toBe('Manesar');
  });

  it('reads the town after a "Current Location:" label', () => {
    expect(
      townBesideContact([at('Current Location: Sangareddy'), at('Mobile No.: +91 98765 43210')], 'Indu Jain'),
    ).toBe('Sangareddy');
  });

  it('reads the town on the contact line before a headline no title word marks, and never the headline', () => {
    const head = [at('Indu Jain'), at('Pharmacist'), at('Phone: +91 98765 43210  Email: a@b.in  Sangareddy')];
    expect(townBesideContact(head, 'Indu Jain')).toBe('Sangareddy');
    expect(
      townBesideContact([at('Medical Coder'), at('+91 98765 43210')], 'Indu Jain', 'Medical Coder'),
    ).toBe('');
  });

  it('never takes the name, a headline or a heading', () => {
    expect(townBesideContact([at('Chanchal'), at('Sharma'), at('+91 98765 43210')], 'Chanchal Sharma')).toBe(
      '',
    );
    expect(townBesideContact([at('Systems Engineer'), at('+91 98765 43210')], 'Indu Jain')).toBe('');
    expect(townBesideContact([at('+91 98765 43210'), at('Skills')], 'Indu Jain')).toBe('');
  });
});

describe('a place wrapped onto the next contact line', () => {
  it("reads the town and its state whole, not the state's last word", () => {
    const at = (text: string, size = 10): Line => ({ text, size, x: 50, page: 1 });
    const header = [
      at('Indu Jain', 20),
      at('Phone: +91-9876543210\tEmail: indu_jain07@mailbox.example\tHosur, Tamil'),
      at('Nadu'),
    ];
    expect(parseHeader(header, [], header).location).toBe('Hosur, Tamil Nadu');
  });

  it("reads a city's name broken between its words whole", () => {
    const at = (text: string, size = 10): Line => ({ text, size, x: 50, page: 1 });
    const header = [
      at('Indu Jain', 20),
      at('Phone: +91-9876543210\tEmail: indu_jain07@mailbox.example\tNavi'),
      at('Mumbai, Maharashtra'),
    ];
    expect(parseHeader(header, [], header).location).toBe('Navi Mumbai, Maharashtra');
  });
});

describe('where the person lives now', () => {
  const at = (text: string, size = 10): Line => ({ text, size, x: 50, page: 1 });

  it('reads the current location in the header before a permanent address in the personal details', () => {
    const header = [
      at('INDU JAIN', 18),
      at('Current Location: Sangareddy'),
      at('Mobile No.: +91 98765 43210'),
      at('Email ID: indu@example.in'),
    ];
    const personal = [at('Permanent Address: 12, Gandhi Road, Karaikudi, Tamil Nadu - 630001')];
    expect(parseHeader(header, personal, [...header, ...personal]).location).toBe('Sangareddy');
  });

  it('reads a town no list knows under the name, before its PIN code', () => {
    const header = [at('Indu Jain', 20), at('Bhiwandi - 421302'), at('+91 98765 43210 | indu@example.in')];
    expect(parseHeader(header, [], header).location).toBe('Bhiwandi - 421302');
  });

  it('reads a postal address of three lines in a sidebar', () => {
    const header = [
      at('ADDRESS'),
      at('Room 9, Laxmi Chawl,'),
      at('Station Road,'),
      at('Hosakote, Karnataka - 562114'),
      at('PHONE'),
      at('+91 98765 43210'),
    ];
    expect(parseHeader(header, [], header).location).toBe('Hosakote, Karnataka - 562114');
  });
});

describe('an address wrapped in a narrow sidebar', () => {
  it('is finished by the piece of domain on the next line', () => {
    expect(wrappedEmail('meera.n43@example.', 'in')).toBe('meera.n43@example.in');
    expect(wrappedEmail('Pune', 'in')).toBeUndefined();
    expect(wrappedEmail('meera.n43@example.', 'Key skills')).toBeUndefined();
  });

  it('is finished anywhere in its domain when the address fills its line alone', () => {
    expect(wrappedEmail('meera.n43@examp', 'le.in')).toBe('meera.n43@example.in');
    expect(wrappedEmail('meera.n43@example.i', 'n')).toBe('meera.n43@example.in');
    // Beside other text the line's end is the address's end only at a dot or the '@'.
    expect(wrappedEmail('Mail: meera.n43@examp', 'le.in')).toBeUndefined();
    expect(wrappedEmail('meera.n43@example', 'Pune')).toBeUndefined();
  });
});
