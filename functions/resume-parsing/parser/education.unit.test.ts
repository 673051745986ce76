// Boundary: degree names -> levels, the highest degree, and education entries from lines.
import { describe, expect, it } from 'vitest';
import {
  degreeLevel,
  highestDegree,
  isBoard,
  isSchoolRow,
  joinWrappedSchools,
  parseEducation,
  splitDegree,
  splitGluedSchool,
  yearSide,
} from './education.js';
import type { Line } from './lines.js';

const lines = (...texts: string[]): Line[] => texts.map((text) => ({ text, size: 10, x: 50, page: 1 }));

describe('degreeLevel', () => {
  it.each([
    ['B.Tech', 'bachelor'],
    ['B.E.', 'bachelor'],
    ['BCA', 'bachelor'],
    ['B.Sc', 'bachelor'],
    ['B.Com (Hons)', 'bachelor'],
    ['Bachelor of Science', 'bachelor'],
    ['M.Tech', 'master'],
    ['M.E.', 'master'],
    ['MCA', 'master'],
    ['MBA', 'master'],
    ['PGDM', 'master'],
    ['M.Sc', 'master'],
    ['M.Pharm', 'master'],
    ['Ph.D', 'phd'],
    ['PhD in Physics', 'phd'],
    ['Diploma in Mechanical Engineering', 'diploma'],
    ['Associate degree, H.R. Management', 'associate'],
    ['Certificate in Digital Marketing', 'certificate'],
    ['B.F.A. in Graphic Design', 'bachelor'],
    ['M.B.A.', 'master'],
    ['B.C.A', 'bachelor'],
  ])('%s -> %s', (degree, level) => {
    expect(degreeLevel(degree)).toBe(level);
  });
});

describe('highestDegree', () => {
  it('ranks certificate < diploma < associate < bachelor < master < phd < doctorate', () => {
    expect(highestDegree(['Diploma', 'B.Tech', 'M.Tech'])).toBe('master');
    expect(highestDegree(['Certificate in Excel', 'Diploma in Design'])).toBe('diploma');
    expect(highestDegree(['MBA', 'Ph.D'])).toBe('phd');
    expect(highestDegree(['Class XII'])).toBeNull();
  });
});

describe('splitDegree', () => {
  it.each([
    ['B.Tech in Computer Science and Engineering', 'B.Tech', 'Computer Science and Engineering'],
    ['MBA (Finance)', 'MBA', 'Finance'],
    ['B.Sc, Statistics', 'B.Sc', 'Statistics'],
    ['B.E. - Mechanical Engineering', 'B.E.', 'Mechanical Engineering'],
    ['Master of Science', 'Master of Science', ''],
    ['B.F.A. in Graphic Design', 'B.F.A.', 'Graphic Design'],
    ['MBA Finance', 'MBA', 'Finance'],
    ['B.S., Computer Science, cum laude', 'B.S.', 'Computer Science'],
    ['B.A. in History with High Honors', 'B.A.', 'History'],
  ])('%s', (printed, degree, field) => {
    expect(splitDegree(printed)).toEqual({ degree, field });
  });
});

describe('parseEducation', () => {
  it('keeps the start a range printed, at its precision, and none when only the end was printed', () => {
    const [ranged, single] = parseEducation(
      lines('M.Tech, IIT Bombay', '2018 - 2020', 'B.Tech, NIT Trichy', '2018'),
    );
    expect(ranged).toMatchObject({ startDate: '2018', endDate: '2020' });
    expect(single?.endDate).toBe('2018');
    expect(single).not.toHaveProperty('startDate');
  });

  it('pairs degrees with their institutions and years, grades left out', () => {
    const result = parseEducation(
      lines(
        'M.Tech in Computer Science',
        'IIT Bombay | 2019 | CGPA 8.9/10',
        'B.E. in IT, Anna University, 2017, 78.5%',
      ),
    );
    expect(result).toEqual([
      { degree: 'M.Tech', fieldOfStudy: 'Computer Science', institution: 'IIT Bombay', endDate: '2019' },
      { degree: 'B.E.', fieldOfStudy: 'IT', institution: 'Anna University', endDate: '2017' },
    ]);
  });
});

describe("a school's place", () => {
  it('is not a degree ("Boston, MA" is not a Master of Arts)', () => {
    const result = parseEducation(
      ['State University\tBoston, MA', 'Bachelor of Engineering\tExpected May 2019'].map((text) => ({
        text,
        size: 10,
        x: 40,
        page: 1,
      })),
    );
    expect(result).toEqual([
      {
        degree: 'Bachelor of Engineering',
        fieldOfStudy: '',
        institution: 'State University',
        endDate: '2019-05',
      },
    ]);
  });
});

describe('schools no word marks', () => {
  const edu = (...texts: string[]) =>
    parseEducation(texts.map((text) => ({ text, size: 10, x: 54, page: 1 })));

  it("takes the bare name above each degree, and that line's dates", () => {
    expect(
      edu(
        'Caltech\tSep 2022 – Present',
        'Ph.D., Applied Mathematics',
        'MIT\tMay 2022',
        'M.S., Computer Science',
        'Georgia Tech\tMay 2020',
        'B.S., Computer Science, cum laude, GPA: 3.72/4.00',
      ).map((e) => [e.degree, e.fieldOfStudy, e.institution, e.endDate]),
    ).toEqual([
      ['Ph.D.', 'Applied Mathematics', 'Caltech', null],
      ['M.S.', 'Computer Science', 'MIT', '2022-05'],
      ['B.S.', 'Computer Science', 'Georgia Tech', '2020-05'],
    ]);
  });

  it('looks below when the other entries print their schools below', () => {
    expect(
      edu(
        'BS Computer Science',
        'Lakeside Institute of Technology\t2015 – 2019',
        'Certificate Program in Applied Analytics\t2022',
        'Northwind Continuing Education',
      ).map((e) => e.institution),
    ).toEqual(['Lakeside Institute of Technology', 'Northwind Continuing Education']);
  });

  it('does not take coursework or honours for a school', () => {
    expect(edu('B.S. Computer Science', 'Relevant Coursework: Algorithms').map((e) => e.institution)).toEqual(
      [''],
    );
  });

  it('reads the part after a degree without a field as its field, not a school', () => {
    expect(
      edu('Bachelor of Technology - Computer Science\t2017', 'College of Engineering Pune').map((e) => [
        e.degree,
        e.fieldOfStudy,
        e.institution,
      ]),
    ).toEqual([['Bachelor of Technology', 'Computer Science', 'College of Engineering Pune']]);
  });

  it('reads a qualification table without boards or affiliating universities as entries', () => {
    expect(
      edu(
        'Qualification\tInstitute\tBoard/University\tYear\tScore',
        'B.E. (Mechanical)\tPSG College of Technology\tAnna University\t2016\t78%',
        'Class XII\tDAV Public School\tCBSE\t2012\t88%',
      ).map((e) => [e.degree, e.fieldOfStudy, e.institution, e.endDate]),
    ).toEqual([
      ['B.E.', 'Mechanical', 'PSG College of Technology', '2016'],
      ['Class XII', '', 'DAV Public School', '2012'],
    ]);
  });

  it('drops a bracketed abbreviation of the degree and a bracketed "Pursuing"', () => {
    expect(splitDegree('Master of Computer Applications (MCA)')).toEqual({
      degree: 'Master of Computer Applications',
      field: '',
    });
    expect(edu('M.Tech in VLSI Design, NIT Calicut (Pursuing)').map((e) => e.institution)).toEqual([
      'NIT Calicut',
    ]);
  });
});

describe('school rows', () => {
  const edu = (...texts: string[]) => parseEducation(lines(...texts));

  it('keeps Class XII and Class X with their board as institution, below a degree', () => {
    expect(
      edu(
        'B.Sc, Computer Science\t2026',
        'Jawaharlal Nehru Technological University | 67.1%',
        'Intermediate (MEC)\t2022',
        'West Bengal Council of Higher Secondary Education | 65.8%',
        'SSC\t2020',
        'West Bengal Board of Secondary Education | 73.0%',
      ).map((e) => [e.degree, e.fieldOfStudy, e.institution, e.endDate]),
    ).toEqual([
      ['B.Sc', 'Computer Science', 'Jawaharlal Nehru Technological University', '2026'],
      ['Intermediate', 'MEC', 'West Bengal Council of Higher Secondary Education', '2022'],
      ['SSC', '', 'West Bengal Board of Secondary Education', '2020'],
    ]);
  });

  it('reads a qualification table with a board column and percentages', () => {
    expect(
      edu(
        'Course\tBoard / University\tYear of Passing\tPercentage / CGPA',
        'B.Com (Accountancy)\tShivaji University\t2019\tCGPA 7.90/10',
        'HSC (Commerce)\tMaharashtra State Board\t2016\t81.4%',
        'SSC\tCBSE\t2014\tCGPA 9.2',
      ).map((e) => [e.degree, e.fieldOfStudy, e.institution, e.endDate]),
    ).toEqual([
      ['B.Com', 'Accountancy', 'Shivaji University', '2019'],
      ['HSC', 'Commerce', 'Maharashtra State Board', '2016'],
      ['SSC', '', 'CBSE', '2014'],
    ]);
  });

  it('takes a board after a comma or in brackets as the institution, never as the stream', () => {
    expect(edu('Class X, ICSE\t2012').map((e) => [e.degree, e.institution])).toEqual([['Class X', 'ICSE']]);
    expect(edu('12th (UP Board)\t2014').map((e) => [e.degree, e.fieldOfStudy, e.institution])).toEqual([
      ['12th', '', 'UP Board'],
    ]);
  });

  it('reads the year under the school and grade, not the one above the next degree', () => {
    expect(
      parseEducation(
        lines(
          'M.Com, Accountancy',
          'University of Mumbai',
          'CGPA 8.79/10 · 2018',
          'HSC (Science)',
          'UP Board',
          '67.4% · 2012',
          'SSC',
          'UP Board',
          '90.1% · 2010',
        ),
      ).map((e) => [e.degree, e.institution, e.endDate?.slice(0, 4)]),
    ).toEqual([
      ['M.Com', 'University of Mumbai', '2018'],
      ['HSC', 'UP Board', '2012'],
      ['SSC', 'UP Board', '2010'],
    ]);
  });

  it('tells where a section prints its years from the first and last of them', () => {
    expect(yearSide([1, 4, 7], [0, 3, 6])).toBe('above');
    expect(yearSide([0, 3, 6], [2, 5, 8])).toBe('below');
    expect(yearSide([1, 4], [0, 5])).toBeUndefined();
    expect(yearSide([0, 3], [0, 3])).toBeUndefined();
  });

  it("takes a board's name wrapped before 'Education' for the board, not the wrapped word", () => {
    expect(isBoard('West Bengal Council of Higher Secondary')).toBe(true);
    expect(
      parseEducation(
        lines('Hill View Council of Higher Secondary', 'HSC (Commerce)\t2013\t75.6%', 'Education'),
      ).map((e) => [e.degree, e.institution]),
    ).toEqual([['HSC', 'Hill View Council of Higher Secondary']]);
  });

  it('does not read a board whose name mentions a level as a degree', () => {
    expect(isBoard('Board of Intermediate Education')).toBe(true);
    expect(isBoard('West Bengal Council of Higher Secondary Education')).toBe(true);
    expect(isBoard('Board / University')).toBe(false);
    expect(isSchoolRow('Class XII')).toBe(true);
    expect(isSchoolRow('B.Tech')).toBe(false);
  });
});

describe('education as other layouts print it', () => {
  it("keeps '<College>, University of <City>' whole", () => {
    const [entry] = parseEducation(
      lines('Kirti Nagar College of Commerce, University of Mumbai\t2015 - 2018', 'B.Com'),
    );
    expect(entry).toMatchObject({
      degree: 'B.Com',
      institution: 'Kirti Nagar College of Commerce, University of Mumbai',
      endDate: '2018',
    });
  });

  it("reads a foreign degree 'at' its university, and school rows 'at' their board", () => {
    const entries = parseEducation(
      lines(
        'M.S. Business Analytics at Arizona State University\tAug 2016 - May 2018',
        'Class XII Science at Maharashtra State Board\t2012',
      ),
    );
    expect(entries).toMatchObject([
      {
        degree: 'M.S.',
        fieldOfStudy: 'Business Analytics',
        institution: 'Arizona State University',
        endDate: '2018-05',
      },
      { degree: 'Class XII', institution: 'Maharashtra State Board', endDate: '2012' },
    ]);
  });

  it("reads 'Field, Degree, School' in that order", () => {
    const [entry] = parseEducation(
      lines('Statistics, B.Sc, Sardar Patel College of Science, University of Delhi'),
    );
    expect(entry).toMatchObject({
      degree: 'B.Sc',
      fieldOfStudy: 'Statistics',
      institution: 'Sardar Patel College of Science, University of Delhi',
    });
  });

  it('reads the field on the line between the school and the degree, icon glyphs left out', () => {
    const entries = parseEducation(
      lines(
        'Example Centre for Management Studies\t2015 — 2017',
        '\u0000\tTaxation',
        'M.Com',
        'Tamil Nadu State Board\t— 2013',
        '\u0000\tScience',
        'HSC',
      ),
    );
    expect(entries).toMatchObject([
      {
        degree: 'M.Com',
        fieldOfStudy: 'Taxation',
        institution: 'Example Centre for Management Studies',
        endDate: '2017',
      },
      { degree: 'HSC', fieldOfStudy: 'Science', institution: 'Tamil Nadu State Board', endDate: '2013' },
    ]);
  });
});

describe('boards printed over their school rows', () => {
  it('gives each row the board above it, not the next row', () => {
    const entries = parseEducation(
      lines('ICSE', 'HSC Science (PCM)\t2014', 'Tamil Nadu State Board', 'SSC\t2012'),
    );
    expect(entries.map((e) => [e.degree, e.institution])).toEqual([
      ['HSC', 'ICSE'],
      ['SSC', 'Tamil Nadu State Board'],
    ]);
  });
});

describe('a degree, its field and its school run together', () => {
  it('starts the school after the field, or right after the degree', () => {
    expect(splitGluedSchool('M.S. Civil Engineering University of Ohio')).toEqual([
      'M.S. Civil Engineering',
      'University of Ohio',
    ]);
    expect(splitGluedSchool('B.E. Civil Engineering Rajaram College of Engineering, Satara')).toEqual([
      'B.E. Civil Engineering',
      'Rajaram College of Engineering, Satara',
    ]);
    expect(splitGluedSchool('Class XII Science (PCB) Goa Board of Secondary Education')).toEqual([
      'Class XII Science (PCB)',
      'Goa Board of Secondary Education',
    ]);
    expect(splitGluedSchool('HSC Commerce Bihar Secondary and Higher Secondary Education Board')).toEqual([
      'HSC Commerce',
      'Bihar Secondary and Higher Secondary Education Board',
    ]);
    expect(splitGluedSchool('SSC Punjab State Board')).toEqual(['SSC', 'Punjab State Board']);
    expect(splitGluedSchool('M.Com Taxation Ohio State University')).toEqual([
      'M.Com Taxation',
      'Ohio State University',
    ]);
    expect(splitGluedSchool('M.S. Civil Engineering')).toBeUndefined();
    expect(splitGluedSchool('Rajaram College of Engineering')).toBeUndefined();
  });

  it('reads each entry of a section printed that way, its years on the line above', () => {
    expect(
      parseEducation(
        lines(
          'Jan 2014 - Jan 2016',
          'M.S. Civil Engineering Ohio State University',
          'Jan 2010 - Jan 2012',
          'Class XII Science Punjab State Board',
          'Jan 2009 - Jan 2010',
          'Class X Punjab State Board',
        ),
      ).map((e) => [e.degree, e.fieldOfStudy, e.institution, e.endDate?.slice(0, 4)]),
    ).toEqual([
      ['M.S.', 'Civil Engineering', 'Ohio State University', '2016'],
      ['Class XII', 'Science', 'Punjab State Board', '2012'],
      ['Class X', '', 'Punjab State Board', '2010'],
    ]);
  });
});

describe('a school name wrapped in its cell', () => {
  it('finishes a name that ends on "of", or a board, with the short line under it', () => {
    const texts = (ls: Line[]) => joinWrappedSchools(ls).map((l) => l.text);
    expect(texts(lines('B.Sc at Kamla College, University of\tJan 2015 - Jan 2018', 'Jammu'))).toEqual([
      'B.Sc at Kamla College, University of Jammu\tJan 2015 - Jan 2018',
    ]);
    expect(texts(lines('Goa Secondary Education Examination', 'Board', '12th'))).toEqual([
      'Goa Secondary Education Examination Board',
      '12th',
    ]);
    // A board printed whole under a degree's line is a line of its own.
    expect(texts(lines('12th - PCB\t2012', 'UP Board'))).toEqual(['12th - PCB\t2012', 'UP Board']);
    expect(texts(lines('MBA', 'Kerala State Board'))).toEqual(['MBA', 'Kerala State Board']);
    // A board's last word may finish a school row's line; a name left open ends whatever the next size.
    expect(
      texts(lines('Class XII at Goa Secondary Education Examination\tJan 2013 - Jan 2015', 'Board')),
    ).toEqual(['Class XII at Goa Secondary Education Examination Board\tJan 2013 - Jan 2015']);
    const [name, town] = lines('Kamla College of Science, University of', 'Jammu');
    expect(
      texts([
        { ...(name as Line), size: 20 },
        { ...(town as Line), size: 16 },
      ]),
    ).toEqual(['Kamla College of Science, University of Jammu']);
  });

  it('finishes a name wrapped at a comma, before its "of", or anywhere in a degree line\'s school', () => {
    const texts = (ls: Line[]) => joinWrappedSchools(ls).map((l) => l.text);
    expect(texts(lines('B.E. at Rajaram College of Engineering,\tJan 2015 - Jan 2019', 'Satara'))).toEqual([
      'B.E. at Rajaram College of Engineering, Satara\tJan 2015 - Jan 2019',
    ]);
    expect(texts(lines('Civics, B.A., Kamla College of Arts, University', 'of Jammu'))).toEqual([
      'Civics, B.A., Kamla College of Arts, University of Jammu',
    ]);
    expect(
      texts(
        lines('HSC Science at Goa Secondary and Higher Secondary\tJan 2013 - Jan 2015', 'Education Board'),
      ),
    ).toEqual(['HSC Science at Goa Secondary and Higher Secondary Education Board\tJan 2013 - Jan 2015']);
    expect(texts(lines('B.Com at Kamla Centre for Management\tJan 2015 - Jan 2018', 'Studies'))).toEqual([
      'B.Com at Kamla Centre for Management Studies\tJan 2015 - Jan 2018',
    ]);
    expect(texts(lines('Class XII at Goa Council of Higher Secondary', 'Education'))).toEqual([
      'Class XII at Goa Council of Higher Secondary Education',
    ]);
    // A school's line with its town is whole: the field under it is a line of its own.
    expect(texts(lines('Rajaram College of Engineering, Satara\t2015 — 2017', 'Taxation'))).toEqual([
      'Rajaram College of Engineering, Satara\t2015 — 2017',
      'Taxation',
    ]);
  });

  it("reads a school row's stream after 'in'", () => {
    expect(splitDegree('Class XII in Science (PCM)')).toEqual({
      degree: 'Class XII',
      field: 'Science (PCM)',
    });
    expect(splitDegree('12th in Commerce')).toEqual({ degree: '12th', field: 'Commerce' });
  });
});

describe('schools printed over their degrees', () => {
  it("pairs each degree with the school above it, never the next entry's below", () => {
    expect(
      parseEducation(
        lines(
          'Ohio State University',
          '2018 — 2020',
          'Business Analytics',
          'M.S.',
          'Rajaram College of Commerce',
          '2015 — 2018',
          'Statistics',
          'B.Sc',
        ),
      ).map((e) => [e.degree, e.fieldOfStudy, e.institution, e.endDate?.slice(0, 4)]),
    ).toEqual([
      ['M.S.', 'Business Analytics', 'Ohio State University', '2020'],
      ['B.Sc', 'Statistics', 'Rajaram College of Commerce', '2018'],
    ]);
  });
});
