// Boundary: printed resume dates -> normalized months and ranges (no documents involved).
import { describe, expect, it } from 'vitest';
import { dateOnlyLine, findDateRange, findSingleDate, normalizeDate } from './dates.js';

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

describe('a range whose dash has no text', () => {
  it('reads two month-year dates side by side as a range', () => {
    expect(findDateRange('DevOps Engineer\tSep. 2023 Mar. 2024')).toMatchObject({
      start: '2023-09',
      end: '2024-03',
    });
    expect(findDateRange('Mar. 2021 Present')).toMatchObject({ start: '2021-03', isCurrent: true });
  });

  it('does not pair bare years or a date with prose', () => {
    expect(findDateRange('Won in 2019 2020 finals')).toBeUndefined();
    expect(findDateRange('Since May 2019 we shipped')).toBeUndefined();
  });
});

describe('dateOnlyLine', () => {
  it.each([
    ['January 20XX - Current', true],
    ['March 20XX – December 20XX', false],
    ['Summer 2021', false],
    ["Jan '21 - now", true],
  ])('%s is a date line, current: %s', (text, isCurrent) => {
    expect(dateOnlyLine(text)).toEqual({ isCurrent });
  });

  it('is undefined for any other line', () => {
    expect(dateOnlyLine('Office manager, The Phone Company')).toBeUndefined();
    expect(dateOnlyLine('Team of 5')).toBeUndefined();
    expect(dateOnlyLine('')).toBeUndefined();
  });
});

describe('a range with its start only', () => {
  it('reads "Since", "From" and "onwards" as current', () => {
    expect(findDateRange('Since Jan 2021')).toMatchObject({ start: '2021-01', end: null, isCurrent: true });
    expect(findDateRange('Senior Developer, TCS, since 2019')).toMatchObject({
      start: '2019',
      isCurrent: true,
    });
    expect(findDateRange('Mar 2020 onwards')).toMatchObject({ start: '2020-03', isCurrent: true });
  });

  it('leaves a date inside a sentence alone', () => {
    expect(findDateRange('• Led the payments team since 2019 and hired six engineers')).toBeUndefined();
  });
});
