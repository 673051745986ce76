/**
 * Invented people (no real persons) written as JSON Resume documents (https://jsonresume.org/schema), for
 * rendering through public themes this project did not write. Own pools and seed, shared with no other
 * batch. Written to carry what resumes from outside the project show and the earlier batches lacked:
 * school rows (Class XII / HSC / SSC with a board and a percentage), foreign degrees (a US 'B.S.' or
 * 'M.S.' with its university), colleges printed with their university ('<College>, University of
 * <City>'), employers printed with their town ('<Company> Limited — <town>', '<Company>, <City>'),
 * several roles under one employer, and what Indian recruiters filter on: notice period, current and
 * expected CTC, spoken languages, a role's bullet points.
 */

/** A JSON Resume document: the parts of the schema the themes print. */
export interface JsonResume {
  basics: {
    name: string;
    label: string;
    email: string;
    phone: string;
    summary: string;
    location: { city: string; region: string; countryCode: string };
    profiles: [];
  };
  work: {
    /** The schema's name of the employer; `company` is the older name some themes still read. */
    name: string;
    company: string;
    position: string;
    location?: string;
    startDate: string;
    endDate?: string;
    highlights: string[];
  }[];
  education: {
    institution: string;
    studyType: string;
    area: string;
    startDate?: string;
    endDate: string;
    score: string;
    courses: [];
  }[];
  skills: { name: string; keywords: string[] }[];
  languages: { language: string; fluency: string }[];
  awards: [];
  publications: [];
  volunteer: [];
  interests: [];
  references: [];
  projects: [];
}

/** What the parser should read, written from the same record as the JSON Resume document. */
export interface Truth {
  contact: { full_name: string; email: string; phone: string; location: string };
  experience: { title: string; company: string; start: string; end: string; description: string }[];
  education: { degree: string; field: string; institution: string; year: number }[];
  skills: string[];
  languages: string[];
  /** Days; 0 for an immediate joiner. Absent when the resume does not say. */
  noticePeriodDays?: number;
  /** Rupees a year, as the resume states them. */
  currentCtc?: number;
  expectedCtc?: number;
}

export interface Person {
  id: string;
  resume: JsonResume;
  truth: Truth;
}

/** A small seeded generator (mulberry32) so the batch comes out the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Aarav',
  'Ishaan',
  'Kavya',
  'Meera',
  'Rohan',
  'Sneha',
  'Vikram',
  'Ananya',
  'Harsh',
  'Pooja',
  'Nikhil',
  'Divya',
  'Siddhant',
  'Ritika',
  'Arjun',
  'Lakshmi',
  'Pranav',
  'Shreya',
  'Manoj',
  'Farah',
  'Imran',
  'Gurpreet',
  'Tanvi',
  'Yash',
  'Bhavna',
  'Karthik',
  'Nandini',
  'Rahul',
  'Zoya',
  'Abhishek',
];
const LAST = [
  'Kulkarni',
  'Iyer',
  'Menon',
  'Chatterjee',
  'Bhatt',
  'Reddy',
  'Nair',
  'Deshpande',
  'Saxena',
  'Pillai',
  'Banerjee',
  'Joshi',
  'Gill',
  'Qureshi',
  'Hegde',
  'Rathore',
  'Mukherjee',
  'Naidu',
  'Patil',
  'Sinha',
];
const HOMES: [city: string, region: string][] = [
  ['Pune', 'Maharashtra'],
  ['Bengaluru', 'Karnataka'],
  ['Hyderabad', 'Telangana'],
  ['Chennai', 'Tamil Nadu'],
  ['Kolkata', 'West Bengal'],
  ['Ahmedabad', 'Gujarat'],
  ['Noida', 'Uttar Pradesh'],
  ['Gurugram', 'Haryana'],
  ['Mumbai', 'Maharashtra'],
  ['Kochi', 'Kerala'],
  ['Jaipur', 'Rajasthan'],
  ['Indore', 'Madhya Pradesh'],
];
/** Towns with plants and offices that a resume prints after its employer. */
const TOWNS = [
  'Pithampur',
  'Baddi',
  'Halol',
  'Ranjangaon',
  'Talegaon',
  'Bawal',
  'Dahej',
  'Vapi',
  'Rudrapur',
  'Nashik',
  'Coimbatore',
  'Mysuru',
  'Vadodara',
  'Aurangabad',
  'Jamshedpur',
  'Haridwar',
];
const EMPLOYER_ROOTS = [
  'Sahyadri Auto Components',
  'Brahmaputra Infosystems',
  'Kaveri Ledger Technologies',
  'Nilgiri Analytics',
  'Vindhya Cements',
  'Godavari Lifesciences',
  'Aravalli Logistics',
  'Konkan Foods',
  'Narmada Power Systems',
  'Tapti Textiles',
  'Malabar Retail',
  'Deccan Cloudworks',
  'Satpura Engineering',
  'Ganga Consumer Products',
  'Indus Payments',
  'Shivalik Securities',
  'Kesari Steel',
  'Palash Digital',
  'Chinar Insurance Brokers',
  'Mahanadi Polymers',
];
const LEGAL = ['Pvt. Ltd.', 'Private Limited', 'Limited', 'Ltd.', 'LLP'];

interface Track {
  ladder: string[];
  skills: string[];
  bullets: string[];
  degrees: [degree: string, field: string][];
}
const TRACKS: Track[] = [
  {
    ladder: [
      'Associate Software Engineer',
      'Software Engineer',
      'Senior Software Engineer',
      'Technical Lead',
    ],
    skills: ['Java', 'Spring Boot', 'Kafka', 'PostgreSQL', 'Docker', 'Kubernetes', 'AWS', 'React', 'Redis'],
    bullets: [
      'Built the payment reconciliation service handling 2 lakh transactions a day',
      'Cut API response time by 35% by caching hot queries',
      'Moved nightly batch jobs to event-driven consumers',
      'Mentored four junior engineers through code reviews',
      'Wrote the on-call runbook and reduced pages by half',
      'Migrated the monolith login flow to a separate service',
    ],
    degrees: [
      ['B.Tech', 'Computer Science'],
      ['B.E.', 'Information Technology'],
      ['B.S.', 'Computer Science'],
    ],
  },
  {
    ladder: ['Junior Data Analyst', 'Data Analyst', 'Senior Data Analyst', 'Analytics Manager'],
    skills: ['SQL', 'Python', 'Power BI', 'Tableau', 'Excel', 'Pandas', 'Snowflake', 'Statistics'],
    bullets: [
      'Designed the weekly sales dashboard used by 40 regional managers',
      'Automated MIS reports, saving 12 hours of manual work a week',
      'Built a churn model that flagged at-risk accounts two months early',
      'Cleaned and merged distributor data from six ERPs',
      'Ran pricing experiments across 300 stores',
    ],
    degrees: [
      ['B.Sc', 'Statistics'],
      ['M.S.', 'Business Analytics'],
      ['B.Com', 'Accounting'],
    ],
  },
  {
    ladder: ['Accounts Executive', 'Senior Accountant', 'Assistant Finance Manager', 'Finance Manager'],
    skills: ['Tally ERP 9', 'SAP FICO', 'GST Filing', 'TDS', 'Financial Reporting', 'Excel', 'Budgeting'],
    bullets: [
      'Closed the monthly books three days earlier',
      'Handled GST returns and TDS filings for five entities',
      'Prepared board-level MIS and variance analysis',
      'Coordinated statutory audits with the auditors',
      'Set up vendor payment controls in SAP',
    ],
    degrees: [
      ['B.Com', 'Accounting and Finance'],
      ['MBA', 'Finance'],
      ['M.Com', 'Taxation'],
    ],
  },
  {
    ladder: ['Marketing Executive', 'Digital Marketing Specialist', 'Brand Manager', 'Senior Brand Manager'],
    skills: ['SEO', 'Google Ads', 'Meta Ads', 'Content Strategy', 'Google Analytics', 'HubSpot', 'Canva'],
    bullets: [
      'Grew organic traffic from 20k to 1.1 lakh monthly visits',
      'Launched two regional campaigns in Marathi and Tamil',
      'Managed a monthly ad budget of 25 lakh rupees',
      'Built the influencer programme across tier-2 cities',
      'Brought cost per lead down by 28%',
    ],
    degrees: [
      ['BBA', 'Marketing'],
      ['MBA', 'Marketing'],
      ['B.A.', 'Mass Communication'],
    ],
  },
  {
    ladder: [
      'Graduate Engineer Trainee',
      'Production Engineer',
      'Senior Production Engineer',
      'Plant Manager',
    ],
    skills: ['Lean Manufacturing', 'Six Sigma', 'AutoCAD', 'SAP PP', 'Kaizen', 'TPM', 'Root Cause Analysis'],
    bullets: [
      'Raised line OEE from 68% to 81%',
      'Led kaizen teams that cut scrap by 18%',
      'Commissioned a new press line on schedule',
      'Trained 60 operators on standard work',
      'Brought down changeover time by 40 minutes',
    ],
    degrees: [
      ['B.E.', 'Mechanical Engineering'],
      ['B.Tech', 'Production Engineering'],
      ['M.Tech', 'Industrial Engineering'],
    ],
  },
];

/** Indian institutes, each printed as the resume writes it. */
const INSTITUTES = [
  'Government College of Engineering, Amravati',
  'Vellore Institute of Technology',
  'Manipal Institute of Technology',
  'PSG College of Technology',
  'Institute of Management Studies, Indore',
  'Nirma University',
  'Jadavpur University',
  'Symbiosis Centre for Management Studies',
];
/** A college printed with the university it belongs to: '<College>, University of <City>'. */
const COLLEGES = [
  'Kirti Nagar College of Commerce',
  'Sardar Patel College of Science',
  'Mahatma Phule College of Arts and Commerce',
  'Sree Narayana College',
  'St. Aloysius College',
];
const UNIVERSITY_CITIES = [
  'Mumbai',
  'Delhi',
  'Madras',
  'Calcutta',
  'Hyderabad',
  'Lucknow',
  'Rajasthan',
  'Mysore',
];
const FOREIGN_UNIVERSITIES = [
  'Arizona State University',
  'University of Texas at Dallas',
  'Purdue University',
  'Northeastern University',
  'University of Illinois at Chicago',
];
/** A school row: its name and the board that examined it. Truth records the board as its institution. */
const BOARDS = [
  'CBSE',
  'Maharashtra State Board',
  'ICSE',
  'Karnataka Secondary Education Examination Board',
  'Tamil Nadu State Board',
  'Gujarat Secondary and Higher Secondary Education Board',
  'West Bengal Council of Higher Secondary Education',
];
const XII = ['Class XII', 'HSC', '12th'];
const X = ['Class X', 'SSC', '10th'];
const STREAMS = ['Science (PCM)', 'Commerce', 'Science (PCB)', 'Science'];
const LANGUAGES = [
  'Hindi',
  'Marathi',
  'Tamil',
  'Telugu',
  'Kannada',
  'Bengali',
  'Gujarati',
  'Malayalam',
  'Punjabi',
  'Urdu',
];
const FLUENCY = ['Native speaker', 'Fluent', 'Professional working proficiency', 'Conversational'];

const SEED = 0x3717;

export function people(count: number): Person[] {
  const rand = random(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const month = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;
  const usedEmployers = new Set<string>();
  const out: Person[] = [];
  for (let i = 0; i < count; i++) {
    const first = FIRST[i % FIRST.length] as string;
    const last = pick(LAST);
    const [city, region] = pick(HOMES);
    const track = TRACKS[i % TRACKS.length] as Track;
    const email = `${first.toLowerCase()}.${last.toLowerCase()}${int(1, 99)}@example.in`;
    const phone = pick([
      `+91 ${int(70, 99)}${int(100, 999)} ${int(10000, 99999)}`,
      `+91-${int(7000, 9999)}${int(100000, 999999)}`,
      `${int(70000, 99999)} ${int(10000, 99999)}`,
    ]);

    // Work: two or three employers back from today; the first (latest) may hold two roles.
    const employers = int(2, 3);
    const work: JsonResume['work'] = [];
    const experience: Truth['experience'] = [];
    let endYear = 2026;
    let endMonth = int(1, 10);
    let rung = Math.min(track.ladder.length - 1, employers + int(0, 1));
    for (let e = 0; e < employers; e++) {
      let root = pick(EMPLOYER_ROOTS);
      while (usedEmployers.has(`${i}:${root}`)) root = pick(EMPLOYER_ROOTS);
      usedEmployers.add(`${i}:${root}`);
      const company = `${root} ${pick(LEGAL)}`;
      const style = pick(['plain', 'plain', 'dash-town', 'comma-city', 'location']);
      const town = pick(TOWNS);
      const printed =
        style === 'dash-town'
          ? `${company} — ${town}`
          : style === 'comma-city'
            ? `${company}, ${pick(HOMES)[0]}`
            : company;
      const roles = e === 0 && rand() < 0.6 ? 2 : 1;
      for (let r = 0; r < roles; r++) {
        const startYear = endYear - int(1, 3);
        const startMonth = int(1, 12);
        const current = e === 0 && r === 0;
        const bullets = [...track.bullets].sort(() => rand() - 0.5).slice(0, int(2, 3));
        const position = track.ladder[Math.max(0, rung)] as string;
        rung -= 1;
        work.push({
          name: printed,
          company: printed,
          position,
          ...(style === 'location' ? { location: town } : {}),
          startDate: month(startYear, startMonth),
          ...(current ? {} : { endDate: month(endYear, endMonth) }),
          highlights: bullets,
        });
        experience.push({
          title: position,
          company,
          start: month(startYear, startMonth),
          end: current ? 'present' : month(endYear, endMonth),
          description: bullets.join('\n'),
        });
        endYear = startMonth === 1 ? startYear - 1 : startYear;
        endMonth = startMonth === 1 ? 12 : startMonth - 1;
      }
      if (rand() < 0.4) endYear -= 1;
    }

    // Education: a degree (sometimes two), then two school rows for most people.
    const education: JsonResume['education'] = [];
    const truthEducation: Truth['education'] = [];
    let gradYear = endYear;
    const [degree, field] = pick(track.degrees);
    const degrees: [string, string][] =
      rand() < 0.3
        ? [
            ['M.S.', field],
            [degree, field],
          ]
        : [[degree, field]];
    for (const [d, f] of degrees) {
      const foreign = d === 'B.S.' || d === 'M.S.';
      const institution = foreign
        ? pick(FOREIGN_UNIVERSITIES)
        : rand() < 0.4
          ? `${pick(COLLEGES)}, University of ${pick(UNIVERSITY_CITIES)}`
          : pick(INSTITUTES);
      const length = d.startsWith('M') ? 2 : d === 'B.Tech' || d === 'B.E.' || d === 'B.S.' ? 4 : 3;
      education.push({
        institution,
        studyType: d,
        area: f,
        startDate: String(gradYear - length),
        endDate: String(gradYear),
        score: pick(['8.4 CGPA', '7.9 CGPA', '72%', '3.6 GPA', 'First Class']),
        courses: [],
      });
      truthEducation.push({ degree: d, field: f, institution, year: gradYear });
      gradYear -= length;
    }
    if (rand() < 0.75) {
      const board = pick(BOARDS);
      const xii = pick(XII);
      const stream = pick(STREAMS);
      education.push({
        institution: board,
        studyType: xii,
        area: stream,
        // With a start, as people write the years of a school row; several themes print no end alone.
        startDate: String(gradYear - 2),
        endDate: String(gradYear),
        score: `${int(62, 96)}.${int(0, 9)}%`,
        courses: [],
      });
      truthEducation.push({ degree: xii, field: stream, institution: board, year: gradYear });
      const x = X[XII.indexOf(xii)] as string;
      education.push({
        institution: board,
        studyType: x,
        area: '',
        startDate: String(gradYear - 3),
        endDate: String(gradYear - 2),
        score: `${int(65, 98)}.${int(0, 9)}%`,
        courses: [],
      });
      truthEducation.push({ degree: x, field: '', institution: board, year: gradYear - 2 });
    }

    // What recruiters filter on, in the summary as people write it, for most people.
    const notice = pick([0, 15, 30, 60, 90]);
    const current = int(4, 30) * 100_000 + pick([0, 50_000]);
    const expected = Math.round((current * (1.2 + rand() * 0.3)) / 100_000) * 100_000;
    const states = rand() < 0.8;
    const lakh = (n: number) => `${(n / 100_000).toFixed(n % 100_000 ? 1 : 0)}`;
    const noticeText =
      notice === 0
        ? pick(['Immediate joiner.', 'Notice period: Immediate.'])
        : pick([
            `Notice period: ${notice} days.`,
            `Notice Period - ${notice} Days.`,
            `Serving notice period of ${notice} days.`,
          ]);
    const ctcText = pick([
      `Current CTC: ${lakh(current)} LPA. Expected CTC: ${lakh(expected)} LPA.`,
      `Current CTC: ₹${lakh(current)} Lakhs per annum; Expected CTC: ₹${lakh(expected)} Lakhs per annum.`,
      `CTC (current): INR ${lakh(current)} LPA | Expected: INR ${lakh(expected)} LPA.`,
    ]);
    const intro = `${track.ladder[0]?.split(' ').pop()} professional with ${2026 - endYear} years of experience.`;
    const summary = states ? `${intro} ${noticeText} ${ctcText}` : intro;

    const spoken = ['English', ...[...LANGUAGES].sort(() => rand() - 0.5).slice(0, int(1, 2))];
    const skills = [...track.skills].sort(() => rand() - 0.5).slice(0, int(5, 7));
    const resume: JsonResume = {
      basics: {
        name: `${first} ${last}`,
        label: work[0]?.position ?? '',
        email,
        phone,
        summary,
        location: { city, region, countryCode: 'IN' },
        profiles: [],
      },
      work,
      education,
      skills: [{ name: 'Key skills', keywords: skills }],
      languages: spoken.map((language) => ({ language, fluency: pick(FLUENCY) })),
      awards: [],
      publications: [],
      volunteer: [],
      interests: [],
      references: [],
      projects: [],
    };
    out.push({
      id: `jr${String(i + 1).padStart(3, '0')}`,
      resume,
      truth: {
        contact: { full_name: `${first} ${last}`, email, phone, location: `${city}, ${region}` },
        experience,
        education: truthEducation,
        skills,
        languages: spoken,
        ...(states ? { noticePeriodDays: notice, currentCtc: current, expectedCtc: expected } : {}),
      },
    });
  }
  return out;
}
