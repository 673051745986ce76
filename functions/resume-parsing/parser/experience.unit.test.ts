// Boundary: work entries from experience-section lines (title, company, dates, current).
import { describe, expect, it } from 'vitest';
import { parseExperience } from './experience.js';
import type { Line } from './lines.js';

const lines = (...texts: string[]): Line[] => texts.map((text) => ({ text, size: 10, x: 50, page: 1 }));

describe('parseExperience', () => {
  it('reads "Title | Company" over the dates', () => {
    expect(
      parseExperience(
        lines('Data Analyst | Kaveri Analytics Pvt Ltd | Pune', 'Jun 2021 – Till date', '• Built reports'),
      ),
    ).toEqual([
      {
        position: 'Data Analyst',
        companyName: 'Kaveri Analytics Pvt Ltd',
        startDate: '2021-06',
        endDate: null,
        isCurrent: true,
      },
    ]);
  });

  it('reads company and dates on one row with the title below', () => {
    const [entry] = parseExperience(
      lines('Deccan Data Labs\tMar 2019 - Apr 2021', 'Machine Learning Engineer\tHyderabad'),
    );
    expect(entry).toMatchObject({
      position: 'Machine Learning Engineer',
      companyName: 'Deccan Data Labs',
      endDate: '2021-04',
    });
  });

  it('reads labelled portal-style entries', () => {
    const [entry] = parseExperience(
      lines(
        'Sunrise Pharma Pvt Ltd, Mumbai',
        'Designation: Area Sales Manager',
        'Duration: 01/07/2019 to Present',
      ),
    );
    expect(entry).toMatchObject({
      position: 'Area Sales Manager',
      companyName: 'Sunrise Pharma Pvt Ltd',
      isCurrent: true,
    });
  });

  it('reads "Title at Company" and keeps entries apart', () => {
    const result = parseExperience(
      lines(
        'HR Executive at Vistara Talent',
        '05/2020 to 06/2022',
        'Hired 150 people',
        'Recruiter at Kalpa Healthcare',
        '01/2018 to 04/2020',
      ),
    );
    expect(result.map((e) => [e.position, e.companyName, e.startDate, e.endDate])).toEqual([
      ['HR Executive', 'Vistara Talent', '2020-05', '2022-06'],
      ['Recruiter', 'Kalpa Healthcare', '2018-01', '2020-04'],
    ]);
  });

  it('puts back together a date range wrapped in a narrow rail', () => {
    const result = parseExperience(
      lines(
        'May 2021 – Jul\tKey Account Manager, Sunrise Pharma Pvt Ltd',
        '2024\tLed a team of 8',
        '12/2019 – Till\tSales Executive, Ganga Motors',
        'date',
      ),
    );
    expect(result.map((e) => [e.position, e.startDate, e.endDate, e.isCurrent])).toEqual([
      ['Key Account Manager', '2021-05', '2024-07', false],
      ['Sales Executive', '2019-12', null, true],
    ]);
  });
});
