import { describe, expect, it } from 'vitest';
import { roleDescription } from './role-description.js';

describe('a role description', () => {
  it('is the bullet points, one a line, without their marks', () => {
    expect(roleDescription(['• Cut response time by 35%', '– Moved batch jobs to events'])).toBe(
      'Cut response time by 35%\nMoved batch jobs to events',
    );
  });

  it('joins a wrapped bullet and drops a label over the list', () => {
    expect(
      roleDescription(['Highlights', '• Grew organic traffic from 20k to', 'one lakh visits a month']),
    ).toBe('Grew organic traffic from 20k to one lakh visits a month');
  });

  it('drops a glyph an icon font left without a text mapping', () => {
    expect(roleDescription(['\u0000\tClosed the monthly books early'])).toBe(
      'Closed the monthly books early',
    );
  });

  it("leaves out the role's town printed over its points", () => {
    expect(roleDescription(['Navi Mumbai', 'Set up vendor payment controls'])).toBe(
      'Set up vendor payment controls',
    );
    expect(roleDescription(['Karad', '• Trained 60 operators'])).toBe('Trained 60 operators');
    // A point of its own, or one further down, stays.
    expect(roleDescription(['Cut scrap by 18%', 'Kaizen'])).toBe('Cut scrap by 18%\nKaizen');
    expect(roleDescription(['Mentoring'])).toBe('Mentoring');
  });

  it('is empty when the role has no lines of its own', () => {
    expect(roleDescription([])).toBe('');
  });
});
