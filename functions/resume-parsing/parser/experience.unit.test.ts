// Boundary: work entries from experience-section lines (title, company, dates, current).
import { describe, expect, it } from 'vitest';
import { cutEmployerPlace, employerPlaceLines } from './employer-place.js';
import {
  DURATION,
  datelessEntries,
  employerLine,
  employerWithPlace,
  isAchievement,
  joinLegalForms,
  joinWrappedHeaders,
  openRanges,
  parseExperience,
  splitGluedRole,
  underOneEmployer,
} from './experience.js';
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
        description: 'Built reports',
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

  it('keeps the printed order of "Title · Company · Team" on the line above the dates', () => {
    const [entry] = parseExperience(
      lines('Founder & CEO · Meridian Labs, Chicago, IL · Executive Team', '03/2022 - Present', '• Scaled'),
    );
    expect(entry).toMatchObject({ position: 'Founder & CEO', companyName: 'Meridian Labs' });
  });

  it('reads the role over an "Employer - Unit" line over the dates', () => {
    const [entry] = parseExperience(
      lines(
        'Sr. Engineering Manager',
        'Northwind Systems - Customer Experience Engineering',
        '04/2021 - Present\tAustin, TX',
        '• Built a team',
      ),
    );
    expect(entry).toMatchObject({
      position: 'Sr. Engineering Manager',
      companyName: 'Northwind Systems - Customer Experience Engineering',
    });
  });

  it('keeps an employer line as printed, less its place, when the role is on another line', () => {
    const [entry] = parseExperience(
      lines(
        'Ohio Valley State University — IT Service Desk — Columbus, Ohio\tJan 2023 - May 2024',
        'Data Analyst',
        '• Analyzed tickets',
      ),
    );
    expect(entry).toMatchObject({
      position: 'Data Analyst',
      companyName: 'Ohio Valley State University — IT Service Desk',
    });
  });

  it("puts back a company's legal form wrapped onto its own line", () => {
    const result = parseExperience(
      lines('Oct 2024 – Now\tSales Executive, Vardhaman Industries', 'Limited', 'Exceeded targets'),
    );
    expect(result[0]).toMatchObject({
      position: 'Sales Executive',
      companyName: 'Vardhaman Industries Limited',
    });
  });
});

describe('employerLine', () => {
  it('drops only a trailing place', () => {
    expect(employerLine('Northwind Robotics – Springfield, IL')).toBe('Northwind Robotics');
    expect(employerLine('Initech Robotics, Denver, CO')).toBe('Initech Robotics');
    expect(employerLine('Engineering Program – State Polytechnic University')).toBe(
      'Engineering Program – State Polytechnic University',
    );
    expect(employerLine('Kaveri Analytics Pvt Ltd | Pune\tJun 2021 – Till date')).toBe(
      'Kaveri Analytics Pvt Ltd',
    );
  });
});

describe('joinLegalForms', () => {
  it('joins a lone legal form to the line above, and nothing else', () => {
    const joined = joinLegalForms(lines('Key Account Manager, Sunrise Pharma Pvt', 'Ltd', 'Limited budgets'));
    expect(joined.map((l) => l.text)).toEqual([
      'Key Account Manager, Sunrise Pharma Pvt Ltd',
      'Limited budgets',
    ]);
    expect(joinLegalForms(lines('Orbitra Cloud Services Pvt.', 'Ltd.')).map((l) => l.text)).toEqual([
      'Orbitra Cloud Services Pvt. Ltd.',
    ]);
  });

  it('joins a legal form with its place, a place after a dash, and a heading broken mid-name', () => {
    const texts = (ls: Line[]) => joinLegalForms(ls).map((l) => l.text);
    expect(texts(lines('Tunga Ledger Private', 'Limited — Karad'))).toEqual([
      'Tunga Ledger Private Limited — Karad',
    ]);
    expect(texts(lines('Tunga Ledger Private', 'Limited, Pune'))).toEqual([
      'Tunga Ledger Private Limited, Pune',
    ]);
    expect(texts(lines('Tunga Ledger Ltd.', '— Karad'))).toEqual(['Tunga Ledger Ltd. — Karad']);
    const heading = (text: string, size: number) => ({ text, size, x: 50, page: 1 });
    expect(
      texts([
        heading('Tunga Ledger', 20),
        heading('Technologies Pvt. Ltd. — Karad', 20),
        heading('Senior Accountant', 13),
        heading('May 2024 – Present', 10),
        heading('Closed the books', 10),
        heading('Prepared the MIS', 10),
      ]),
    ).toEqual([
      'Tunga Ledger Technologies Pvt. Ltd. — Karad',
      'Senior Accountant',
      'May 2024 – Present',
      'Closed the books',
      'Prepared the MIS',
    ]);
    // At the body's size, a line over an employer is a role no word marks ('Medical Coder').
    expect(texts(lines('Medical Coder', 'Tunga Lifesciences Ltd'))).toEqual([
      'Medical Coder',
      'Tunga Lifesciences Ltd',
    ]);
  });
});

describe('entries without dates', () => {
  const at = (x: number, text: string): Line => ({ text, size: 10, x, page: 1 });

  it('reads header lines over bullets as entries', () => {
    const result = parseExperience([
      at(54, 'Production Intern'),
      at(54, 'Example Opera Company'),
      at(64, '• Supported ticketing'),
      at(54, 'Retail Sales Associate'),
      at(54, 'Example Music Store LLC'),
      at(64, '• Matched customers to products'),
    ]);
    expect(result.map((e) => [e.position, e.companyName, e.startDate, e.isCurrent])).toEqual([
      ['Production Intern', 'Example Opera Company', null, false],
      ['Retail Sales Associate', 'Example Music Store LLC', null, false],
    ]);
  });

  it('reads "Title, Company" over an unreadable range and prose, current when it ends in Current', () => {
    const result = datelessEntries(
      lines(
        'Office manager, The Phone Company',
        'January 20XX - Current',
        'Summarize your key responsibilities and accomplishments in the words of the job description.',
        'Office manager, Nod Publishing',
        'March 20XX – December 20XX',
        'Summarize your key responsibilities and accomplishments here, briefly and with numbers.',
      ),
    );
    expect(result.map((e) => [e.position, e.companyName, e.isCurrent])).toEqual([
      ['Office manager', 'The Phone Company', true],
      ['Office manager', 'Nod Publishing', false],
    ]);
  });

  it('needs two blocks that name a role or an employer', () => {
    expect(datelessEntries([at(54, 'Production Intern'), at(64, '• Supported ticketing')])).toEqual([]);
    expect(
      datelessEntries([at(54, 'Hackathon'), at(64, '• Won'), at(54, 'Open source'), at(64, '• Patches')]),
    ).toEqual([]);
  });
});

describe('header parts', () => {
  it('takes the role from another line than the employer, whose leftover part is a campus', () => {
    const [entry] = parseExperience(
      lines(
        'University of California, Berkeley\tBerkeley, CA',
        'Transfer Center Peer\tSeptember 2025-Present',
      ),
    );
    expect(entry).toMatchObject({
      position: 'Transfer Center Peer',
      companyName: 'University of California, Berkeley',
      isCurrent: true,
    });
  });

  it('drops a place after a full stop, and keeps the stop of a legal form', () => {
    const result = parseExperience(
      lines(
        'Platform Engineering Intern, Northwind Technology. San Jose, California',
        'May. 2023 - Aug. 2023',
        'Data Intern, Brightex Inc. Dayton, Ohio',
        'May. 2020 - Aug. 2020',
      ),
    );
    expect(result.map((e) => e.companyName)).toEqual(['Northwind Technology', 'Brightex Inc.']);
  });

  it('knows tutors, educators and members as roles', () => {
    const [entry] = parseExperience(
      lines('Freelance\tBerkeley, CA', 'English Tutor\tMarch 2023-December 2024'),
    );
    expect(entry).toMatchObject({ position: 'English Tutor', companyName: 'Freelance' });
    const [club] = parseExperience(lines('Contoso Composers Circle\tAug 2022 - Present', 'Founding Member'));
    expect(club).toMatchObject({ position: 'Founding Member', companyName: 'Contoso Composers Circle' });
  });

  it('keeps "Company, Inc." whole', () => {
    const [entry] = parseExperience(lines('Acme Cloud, Inc. — Solutions Engineer, Jan 2021 - Present'));
    expect(entry).toMatchObject({ position: 'Solutions Engineer', companyName: 'Acme Cloud, Inc.' });
  });

  it('takes a name printed with its place under "Title, Team" as the employer', () => {
    const result = parseExperience(
      lines(
        'Software Engineer II, Payments Platform\tAug 2024 - Present',
        'Wingtip Financial | Chicago, IL',
        'Software Engineer I, Ledger Ingest\tJul 2022 - Aug 2024',
        'Wingtip Financial | Chicago, IL',
      ),
    );
    expect(result.map((e) => [e.position, e.companyName])).toEqual([
      ['Software Engineer II', 'Wingtip Financial'],
      ['Software Engineer I', 'Wingtip Financial'],
    ]);
    expect(employerWithPlace('Wingtip Financial')).toBeUndefined();
    expect(employerWithPlace('Data Analyst | Pune')).toBeUndefined();
  });

  it('gives roles indented under an employer banner that employer', () => {
    const at = (x: number, text: string): Line => ({ text, size: 10, x, page: 1 });
    const result = parseExperience([
      at(54, 'Acme Corporation'),
      at(68, 'Staff Engineer, Platform Infrastructure\tAug 2024 - Present'),
      at(80, '• Led reliability engineering'),
      at(68, 'Engineer, Identity Services\tAug 2020 - Jul 2022'),
      at(80, '• Shipped single sign-on'),
    ]);
    expect(result.map((e) => [e.position, e.companyName])).toEqual([
      ['Staff Engineer', 'Acme Corporation'],
      ['Engineer', 'Acme Corporation'],
    ]);
  });

  it('drops "City, ST" after the employer\'s comma', () => {
    const [entry] = parseExperience(
      lines('LionLike MindState, Pomona, CA\tJune 2012 – Present', 'Volunteer Coach'),
    );
    expect(entry).toMatchObject({ position: 'Volunteer Coach', companyName: 'LionLike MindState' });
  });

  it('reads dates in brackets after "Title at Company", and "Company (Title)"', () => {
    const [at] = parseExperience(lines('Software Engineer at Flipkart (Jan 2020 - Mar 2022)', '• Built'));
    expect(at).toMatchObject({ position: 'Software Engineer', companyName: 'Flipkart', endDate: '2022-03' });
    const [bracket] = parseExperience(lines('HDFC Bank (Relationship Manager)', '2015 - 2018'));
    expect(bracket).toMatchObject({ position: 'Relationship Manager', companyName: 'HDFC Bank' });
    const [hours] = parseExperience(
      lines('QA Intern (40 hours per week)', 'June 2023 – Sept. 2023', 'Northwind'),
    );
    expect(hours?.position).toBe('QA Intern (40 hours per week)');
  });

  it('joins a header line that ends in a word that cannot end it', () => {
    const joined = joinWrappedHeaders(
      lines(
        'Senior Manager – Strategic Partnerships and',
        'Alliances, Reliance Jio Infocomm Ltd',
        'Apr 2019 - Present',
      ),
    );
    expect(joined.map((l) => l.text)).toEqual([
      'Senior Manager – Strategic Partnerships and Alliances, Reliance Jio Infocomm Ltd',
      'Apr 2019 - Present',
    ]);
    expect(joinWrappedHeaders(lines('• Led sales and', 'Marketing')).length).toBe(2);
  });

  it('reads two places joined by "&" as a place', () => {
    const [entry] = parseExperience(
      lines(
        'PHABRICATOR\t| Open Source Contributor & Team Leader',
        'Jan 2013 – May 2013 | Palo Alto, CA & Ithaca, NY',
      ),
    );
    expect(entry).toMatchObject({
      position: 'Open Source Contributor & Team Leader',
      companyName: 'PHABRICATOR',
    });
  });
});

describe('employers printed with their town', () => {
  it('takes the employer, not the town, from "Company, Town" and "Company - Town, State" over the title', () => {
    expect(
      parseExperience(
        lines(
          'Kamdhenu Dairy Cooperative - Sriperumbudur\tMar 2021 – Present',
          'Accountant',
          'Mehrotra & Associates, Bhiwadi, Rajasthan\tJan 2018 – Feb 2021',
          'Tax Associate',
        ),
      ).map((e) => [e.position, e.companyName]),
    ).toEqual([
      ['Accountant', 'Kamdhenu Dairy Cooperative'],
      ['Tax Associate', 'Mehrotra & Associates'],
    ]);
  });

  it('puts a state wrapped onto the next line back with its town', () => {
    expect(
      parseExperience(
        lines(
          'Annapurna Group of Institutions, Hosur, Tamil\tJul 2021 –',
          'Nadu\tNov 2023',
          'Assistant Professor',
        ),
      ).map((e) => [e.position, e.companyName, e.startDate, e.endDate]),
    ).toEqual([['Assistant Professor', 'Annapurna Group of Institutions', '2021-07', '2023-11']]);
  });

  it("puts a whole state wrapped after the town's comma back with its town", () => {
    expect(
      parseExperience(
        lines(
          'Shiksha Learning Solutions Pvt Ltd, Sangareddy,\tOctober 2024',
          'Telangana\t– Current',
          'Lecturer',
        ),
      ).map((e) => [e.position, e.companyName, e.isCurrent]),
    ).toEqual([['Lecturer', 'Shiksha Learning Solutions Pvt Ltd', true]]);
  });

  it('reads a name printed with its place as the employer, whatever words it and the role use', () => {
    expect(
      parseExperience(
        lines(
          'Medisetu Clinical Research, Sangareddy, Telangana',
          'Medical Coder',
          'Oct 2020 to Apr 2024',
          'Kaveri Seeds - Pune',
          'Field Supervisor',
          'May 2018 to Sep 2020',
        ),
      ).map((e) => [e.position, e.companyName]),
    ).toEqual([
      ['Medical Coder', 'Medisetu Clinical Research'],
      ['Field Supervisor', 'Kaveri Seeds'],
    ]);
    expect(
      employerPlaceLines(lines('Medisetu Clinical Research, Hosakote', 'Medical Coder'), () => false),
    ).toEqual(new Set([0]));
  });

  it('cuts the place from an employer printed with its town and then its dates in brackets', () => {
    expect(
      parseExperience(
        lines('Kaveri Seeds Pvt Ltd, Hosakote (Mar 2020 to Present)', 'Designation: Field Supervisor'),
      ).map((e) => [e.position, e.companyName, e.startDate, e.isCurrent]),
    ).toEqual([['Field Supervisor', 'Kaveri Seeds Pvt Ltd', '2020-03', true]]);
  });

  it('keeps a campus after "University of <name>" and leaves known places to the rules that read them', () => {
    expect(cutEmployerPlace('University of California, Berkeley')).toBe('University of California, Berkeley');
    expect(cutEmployerPlace('Wingtip Financial | Chicago, IL')).toBe('Wingtip Financial | Chicago, IL');
    expect(cutEmployerPlace('Acme Ltd - Engineering')).toBe('Acme Ltd - Engineering');
    expect(cutEmployerPlace('Vyom Infotech Pvt. Ltd., Sanand')).toBe('Vyom Infotech Pvt. Ltd.');
  });
});

describe('a secondary role printed in the other line order', () => {
  it('reads "Visiting Faculty" over the institute as the role, beside roles printed employer first', () => {
    expect(
      parseExperience(
        lines(
          'Gyan Jyoti Academy, Pune\tJun 2020 – Present',
          'Lecturer',
          'Visiting Faculty\tJan 2024 – Jun 2024',
          'Pragati Educational Trust, Thane',
        ),
      ).map((e) => [e.position, e.companyName]),
    ).toEqual([
      ['Lecturer', 'Gyan Jyoti Academy'],
      ['Visiting Faculty', 'Pragati Educational Trust'],
    ]);
  });

  it('reads a freelance role printed employer first among roles printed title first', () => {
    expect(
      parseExperience(
        lines(
          'Systems Engineer\t02/2025 - Present',
          'Vyom Infotech Pvt. Ltd. - Mohali',
          'Codekart Freelance Network - Hosur',
          'Freelance Developer\t10/2023 - Present',
        ),
      ).map((e) => [e.position, e.companyName]),
    ).toEqual([
      ['Systems Engineer', 'Vyom Infotech Pvt. Ltd.'],
      ['Freelance Developer', 'Codekart Freelance Network'],
    ]);
  });
});

describe('dates in a narrow right-hand column', () => {
  it('reads a range wrapped over several lines of the column, even onto a bullet line', () => {
    expect(
      parseExperience(
        lines(
          'Shiksha Learning Solutions Pvt Ltd - Pune\tFebruary',
          'Academic Coordinator\t2024 –',
          '• Guided twelve final-year projects\tPresent',
          'Gyan Jyoti Academy - Navi Mumbai, Maharashtra\tApril 2022 –',
          'Assistant Professor\tDecember',
          '• Taught four batches of 60 students a year\t2023',
        ),
      ).map((e) => [e.position, e.companyName, e.startDate, e.endDate, e.isCurrent]),
    ).toEqual([
      ['Academic Coordinator', 'Shiksha Learning Solutions Pvt Ltd', '2024-02', null, true],
      ['Assistant Professor', 'Gyan Jyoti Academy', '2022-04', '2023-12', false],
    ]);
  });
});

describe('roles laid out by public themes', () => {
  it("reads 'Title, Company' over the dates, leaving out an icon glyph and the computed duration", () => {
    const [entry] = parseExperience(
      lines('\u0000 Software Engineer, Narmada Grid Ltd.', 'Jun, 2022 - Nov, 2023\t\u0000 1 year 5 months'),
    );
    expect(entry).toMatchObject({ position: 'Software Engineer', companyName: 'Narmada Grid Ltd.' });
  });

  it('reads a computed duration as no part of a role', () => {
    expect(DURATION.test('2 yrs 6 mos')).toBe(true);
    expect(DURATION.test('1 year 5 months')).toBe(true);
    expect(DURATION.test('11 mos')).toBe(true);
    expect(DURATION.test('3 Years Sales Lead')).toBe(false);
  });

  it('gives a later role with a title and no employer the employer above it', () => {
    const role = (position: string, companyName: string) => ({
      position,
      companyName,
      startDate: null,
      endDate: null,
      isCurrent: false,
    });
    expect(
      underOneEmployer([role('Senior Analyst', 'Tapi Mills Ltd'), role('Analyst', '')]).map(
        (r) => r.companyName,
      ),
    ).toEqual(['Tapi Mills Ltd', 'Tapi Mills Ltd']);
    expect(underOneEmployer([role('', ''), role('Analyst', '')])[1]?.companyName).toBe('');
  });
});

describe('the left edge of a history', () => {
  it('leaves out a line an icon leads, whose x is the glyph', () => {
    const at = (text: string, x: number) => ({ text, size: 10, x, page: 1 });
    const entries = parseExperience([
      at('\u0000 Technical Lead, Narmada Grid Ltd.', 108),
      at('Aug, 2023 - Present', 115),
      at('Moved batch jobs to events', 145),
      at('Software Engineer, Tapi Mills Ltd.', 115),
      at('Aug, 2020 - Jul, 2023', 115),
      at('Cut response time by a third', 145),
    ]);
    expect(entries.map((e) => [e.position, e.companyName])).toEqual([
      ['Technical Lead', 'Narmada Grid Ltd.'],
      ['Software Engineer', 'Tapi Mills Ltd.'],
    ]);
  });
});

describe('one-line roles and open ranges', () => {
  it('parts a title from the employer run on after it, up to its legal form', () => {
    expect(splitGluedRole('Plant Manager Tapti Mills Pvt. Ltd.')).toEqual([
      'Plant Manager',
      'Tapti Mills Pvt. Ltd.',
    ]);
    expect(splitGluedRole('Marketing Solutions Pvt. Ltd.')).toEqual(['Marketing Solutions Pvt. Ltd.']);
    expect(splitGluedRole('Head of Sales')).toEqual(['Head of Sales']);
  });

  it('reads a role and its employer on the line under the dates', () => {
    const [entry] = parseExperience(
      lines('Jun 2023 - Current', 'Plant Manager Tapti Mills Pvt. Ltd. — Halol', '• Raised OEE'),
    );
    expect(entry).toMatchObject({
      position: 'Plant Manager',
      companyName: 'Tapti Mills Pvt. Ltd.',
      isCurrent: true,
    });
  });

  it('reads a range left open at the end of its cell as a role still held', () => {
    const [entry] = parseExperience(
      lines('Nilgiri Ledger Pvt. Ltd.\t2023-04 —', 'Assistant Finance Manager'),
    );
    expect(entry).toMatchObject({
      position: 'Assistant Finance Manager',
      companyName: 'Nilgiri Ledger Pvt. Ltd.',
      startDate: '2023-04',
      isCurrent: true,
    });
    expect(openRanges(lines('Senior Manager –'))[0]?.text).toBe('Senior Manager –');
  });
});

describe('bullet points printed without their glyphs', () => {
  it('tells an achievement from a title or an employer', () => {
    expect(isAchievement('Raised line OEE from 68% to 81%')).toBe(true);
    expect(isAchievement('Led kaizen teams that cut scrap')).toBe(true);
    expect(isAchievement('Automated MIS reports, saving 12 hours a week')).toBe(true);
    expect(isAchievement('Certified Financial Planner')).toBe(false);
    expect(isAchievement('Managed Services Lead')).toBe(false);
    expect(isAchievement('Senior Data Analyst')).toBe(false);
  });

  it('never takes the last point of one role as the employer of the next', () => {
    const entries = parseExperience(
      lines(
        'Godavari Mills Limited, Nagpur',
        'Senior Analyst',
        'May 2024 – Present',
        'Cleaned and merged vendor data from six systems',
        'Analyst',
        'Oct 2021 – Apr 2024',
        'Built a forecast that flagged late orders early',
        'Sept 2019 - May 2021',
        'Junior Engineer Kosi Works Pvt. Ltd. — Karad',
        'Trained 60 operators on standard work',
      ),
    );
    expect(entries.map((e) => [e.position, e.companyName])).toEqual([
      ['Senior Analyst', 'Godavari Mills Limited'],
      ['Analyst', 'Godavari Mills Limited'],
      ['Junior Engineer', 'Kosi Works Pvt. Ltd.'],
    ]);
    expect(entries[1]?.description).toBe('Built a forecast that flagged late orders early');
  });

  it("reads the town printed under a later role's dates as no employer", () => {
    const entries = parseExperience(
      lines(
        'Godavari Mills Limited',
        'Senior Analyst',
        'May 2024 – Present',
        'Karad',
        'Cleaned and merged vendor data from six systems',
        'Analyst',
        'Oct 2021 – Apr 2024',
        'Karad',
        'Built a forecast that flagged late orders early',
      ),
    );
    expect(entries.map((e) => [e.position, e.companyName, e.description])).toEqual([
      ['Senior Analyst', 'Godavari Mills Limited', 'Cleaned and merged vendor data from six systems'],
      ['Analyst', 'Godavari Mills Limited', 'Built a forecast that flagged late orders early'],
    ]);
    // The first role of a history has no employer above it: a name under its dates is its employer.
    expect(parseExperience(lines('Analyst', 'Oct 2021 – Apr 2024', 'Zerodha'))[0]?.companyName).toBe(
      'Zerodha',
    );
  });

  it('reads a long role line under its dates when one point stands between it and the next dates', () => {
    const entries = parseExperience(
      lines(
        'Jun 2023 - Current',
        'Brand Manager Kosi Riverside Components Private Limited',
        'Cut the cost per lead by a third',
        'Launched two regional campaigns in Konkani',
        'Sept 2019 - May 2022',
        'Digital Marketing Specialist Kosi Riverside Components Private Limited — Coimbatore',
        'Wrote the campaign playbook for new regions',
        'Jan 2017 - Aug 2018',
        'Marketing Executive Tunga Mills Ltd.',
        'Trained the field team on the new CRM',
      ),
    );
    expect(entries.map((e) => [e.position, e.companyName])).toEqual([
      ['Brand Manager', 'Kosi Riverside Components Private Limited'],
      ['Digital Marketing Specialist', 'Kosi Riverside Components Private Limited'],
      ['Marketing Executive', 'Tunga Mills Ltd.'],
    ]);
  });
});
