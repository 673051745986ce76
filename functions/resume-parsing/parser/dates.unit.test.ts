// Boundary: printed resume dates -> normalized months and ranges (no documents involved).
import { describe, expect, it } from 'vitest';
import { findDateRange, findSingleDate, normalizeDate } from './dates.js';

describe('normalizeDate', () => {
  it.each([
    ['Jan 2020', '2020-01'],
    ['January 2020', '2020-01'],
    ['Sept. 2023', '2023-09'],
    ["Mar'19", '2019-03'],
    ['07/2019', '2019-07'],
    ['2019-07', '2019-07'],
    ['15/06/2021', '2021-06'],
    ['01.04.2018', '2018-04'],
    ['2017', '2017'],
  ])('%s -> %s', (printed, expected) => {
    expect(normalizeDate(printed)).toBe(expected);
  });

  it('reads MM/DD/YYYY only when the middle number cannot be a month', () => {
    expect(normalizeDate('06/25/2021')).toBe('2021-06');
  });

  it('refuses what is not a date', () => {
    expect(normalizeDate('Computer Science')).toBeUndefined();
    expect(normalizeDate('13/2020')).toBe('2020');
  });
});

describe('findDateRange', () => {
  it.each(['Present', 'Current', 'Till date', 'Now', 'Ongoing', 'till Date'])(
    'marks "%s" as current',
    (word) => {
      const range = findDateRange(`Software Engineer  Jun 2021 – ${word}`);
      expect(range).toMatchObject({ start: '2021-06', end: null, isCurrent: true });
    },
  );

  it('reads DD/MM/YYYY ranges joined by "to"', () => {
    expect(findDateRange('Duration: 01/07/2019 to 31/03/2022')).toMatchObject({
      start: '2019-07',
      end: '2022-03',
      isCurrent: false,
    });
  });

  it('reads year ranges and keeps the matched text to cut out of the line', () => {
    const range = findDateRange('Acme Ltd | 2016 - 2019 | Pune');
    expect(range).toMatchObject({ start: '2016', end: '2019', raw: '2016 - 2019' });
  });

  it('does not take a phone number or a single date for a range', () => {
    expect(findDateRange('+91 98765 43210')).toBeUndefined();
    expect(findDateRange('Graduated May 2019')).toBeUndefined();
    expect(findSingleDate('Graduated May 2019')?.date).toBe('2019-05');
  });
});
