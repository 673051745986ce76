/**
 * Invented people for the India-format evaluation corpus. Every name, employer and number here is
 * made up from pools and a seeded generator; the truth files are written from these records.
 */

export interface Role {
  title: string;
  company: string;
  city: string;
  /** 'YYYY-MM' */
  start: string;
  /** 'YYYY-MM', or 'present' */
  end: string;
  bullets: string[];
}

export interface Degree {
  degree: string;
  field: string;
  institution: string;
  year: number;
  grade: string;
}

export type DateStyle = 'Mon YYYY' | 'Month YYYY' | 'MM/YYYY' | 'DD/MM/YYYY';

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  headline: string;
  summary: string;
  roles: Role[];
  education: Degree[];
  skills: string[];
  languages: string[];
  certifications: string[];
  dateStyle: DateStyle;
  currentWord: string;
  linkedin: string;
}

function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Aarav',
  'Ishita',
  'Rohan',
  'Priyanka',
  'Vikram',
  'Sneha',
  'Karthik',
  'Ananya',
  'Siddharth',
  'Meera',
  'Arjun',
  'Kavya',
  'Nikhil',
  'Pooja',
  'Rahul',
  'Divya',
  'Aditya',
  'Shreya',
  'Harish',
  'Lakshmi',
  'Manoj',
  'Nandini',
  'Pranav',
  'Ritika',
  'Sanjay',
  'Tanvi',
  'Varun',
  'Yamini',
  'Gaurav',
  'Bhavna',
  'Deepak',
  'Farah',
  'Imran',
  'Jyoti',
  'Kunal',
  'Lavanya',
  'Mohit',
  'Neha',
  'Omkar',
  'Pallavi',
  'Rajat',
  'Swati',
  'Tarun',
  'Uma',
  'Vivek',
  'Zoya',
  'Abhishek',
  'Charu',
  'Dhruv',
];
const LAST = [
  'Mehta',
  'Iyer',
  'Kulkarni',
  'Reddy',
  'Nair',
  'Chatterjee',
  'Sharma',
  'Deshpande',
  'Pillai',
  'Bose',
  'Rao',
  'Menon',
  'Agarwal',
  'Joshi',
  'Gupta',
  'Krishnan',
  'Banerjee',
  'Patil',
  'Verma',
  'Naidu',
  'Saxena',
  'Kapoor',
  'Hegde',
  'Shetty',
  'Mishra',
  'Chauhan',
  'Bhat',
  'Das',
  'Sinha',
  'Khan',
];
const CITIES = [
  ['Bengaluru', 'Karnataka', '560034'],
  ['Pune', 'Maharashtra', '411014'],
  ['Hyderabad', 'Telangana', '500081'],
  ['Chennai', 'Tamil Nadu', '600096'],
  ['Mumbai', 'Maharashtra', '400076'],
  ['Noida', 'Uttar Pradesh', '201301'],
  ['Gurugram', 'Haryana', '122002'],
  ['Kolkata', 'West Bengal', '700091'],
  ['Ahmedabad', 'Gujarat', '380015'],
  ['Kochi', 'Kerala', '682030'],
  ['Jaipur', 'Rajasthan', '302017'],
  ['Indore', 'Madhya Pradesh', '452010'],
  ['Coimbatore', 'Tamil Nadu', '641004'],
  ['Chandigarh', 'Chandigarh', '160017'],
  ['New Delhi', 'Delhi', '110017'],
] as const;

interface FieldProfile {
  name: string;
  titles: string[];
  seniorTitles: string[];
  internTitle: string;
  companies: string[];
  skills: string[];
  degrees: [string, string][];
  pgDegrees: [string, string][];
  certifications: string[];
  bullets: string[];
}

const FIELDS: FieldProfile[] = [
  {
    name: 'software',
    titles: ['Software Engineer', 'Associate Software Engineer', 'Backend Developer', 'Full Stack Developer'],
    seniorTitles: ['Senior Software Engineer', 'Technical Lead', 'Engineering Manager', 'Principal Engineer'],
    internTitle: 'Software Engineering Intern',
    companies: [
      'Nimbus Softech Pvt Ltd',
      'Kaveri Infosystems Limited',
      'Tarang Technologies',
      'Bluepeak Labs',
      'Sahyadri Software Solutions',
      'Orbitra Cloud Services Pvt. Ltd.',
    ],
    skills: [
      'Java',
      'Spring Boot',
      'Python',
      'JavaScript',
      'TypeScript',
      'React',
      'Node.js',
      'SQL',
      'PostgreSQL',
      'Docker',
      'Kubernetes',
      'AWS',
      'Git',
      'REST APIs',
      'Microservices',
      'Redis',
      'Kafka',
      'Go',
    ],
    degrees: [
      ['B.Tech', 'Computer Science and Engineering'],
      ['B.E.', 'Information Technology'],
      ['BCA', 'Computer Applications'],
      ['B.Tech', 'Electronics and Communication'],
    ],
    pgDegrees: [
      ['M.Tech', 'Computer Science'],
      ['MCA', 'Computer Applications'],
    ],
    certifications: [
      'AWS Certified Developer – Associate',
      'Oracle Certified Professional Java SE 11',
      'Certified Kubernetes Application Developer',
    ],
    bullets: [
      'Built REST services handling 2 million requests a day',
      'Cut build times by 40% by reworking the CI pipeline',
      'Mentored four junior engineers',
    ],
  },
  {
    name: 'data',
    titles: ['Data Analyst', 'Data Scientist', 'Business Intelligence Analyst', 'Machine Learning Engineer'],
    seniorTitles: ['Senior Data Scientist', 'Lead Data Engineer', 'Analytics Manager'],
    internTitle: 'Data Science Intern',
    companies: [
      'Kaveri Analytics Private Limited',
      'Quantiva Insights',
      'Deccan Data Labs',
      'Meghdoot Technologies Pvt Ltd',
      'Prism Decision Sciences',
    ],
    skills: [
      'Python',
      'SQL',
      'Pandas',
      'NumPy',
      'scikit-learn',
      'TensorFlow',
      'Power BI',
      'Tableau',
      'Apache Spark',
      'Statistics',
      'Machine Learning',
      'Excel',
      'Airflow',
      'R',
    ],
    degrees: [
      ['B.Tech', 'Computer Science'],
      ['B.Sc', 'Statistics'],
      ['B.Sc', 'Mathematics'],
    ],
    pgDegrees: [
      ['M.Sc', 'Data Science'],
      ['M.Tech', 'Artificial Intelligence'],
      ['M.Sc', 'Statistics'],
    ],
    certifications: [
      'Google Data Analytics Professional Certificate',
      'Microsoft Certified: Power BI Data Analyst Associate',
    ],
    bullets: [
      'Built churn models that lifted retention by 6%',
      'Automated weekly reporting with Airflow and SQL',
      'Presented insights to the leadership team',
    ],
  },
  {
    name: 'finance',
    titles: ['Financial Analyst', 'Accounts Executive', 'Credit Analyst', 'Audit Associate'],
    seniorTitles: ['Finance Manager', 'Senior Financial Analyst', 'Assistant Vice President'],
    internTitle: 'Finance Intern',
    companies: [
      'Suvarna Capital Limited',
      'Indus Crest Bank',
      'Meridian Finserv Pvt Ltd',
      'Anand Rathi & Co.',
      'Trident Wealth Advisors',
    ],
    skills: [
      'Financial Modelling',
      'Tally ERP',
      'SAP FICO',
      'GST',
      'Excel',
      'Budgeting',
      'Forecasting',
      'IFRS',
      'Ind AS',
      'Taxation',
      'Valuation',
      'MIS Reporting',
    ],
    degrees: [
      ['B.Com', 'Accounting and Finance'],
      ['BBA', 'Finance'],
    ],
    pgDegrees: [
      ['MBA', 'Finance'],
      ['PGDM', 'Finance'],
    ],
    certifications: ['CFA Level II', 'NISM Series V-A'],
    bullets: [
      'Prepared monthly MIS reports for the CFO',
      'Handled GST filings for 12 entities',
      'Reduced month-end close from 8 to 5 days',
    ],
  },
  {
    name: 'marketing',
    titles: ['Digital Marketing Executive', 'Content Strategist', 'Brand Executive', 'SEO Specialist'],
    seniorTitles: ['Marketing Manager', 'Senior Brand Manager', 'Head of Growth'],
    internTitle: 'Marketing Intern',
    companies: [
      'Chai Point Media',
      'Saffron Brandworks',
      'Kesari Digital Pvt Ltd',
      'Lotus Consumer Goods Limited',
      'Pinnacle Adcom',
    ],
    skills: [
      'SEO',
      'Google Ads',
      'Meta Ads',
      'Content Marketing',
      'Google Analytics',
      'Email Marketing',
      'Brand Strategy',
      'Copywriting',
      'HubSpot',
      'Social Media Marketing',
    ],
    degrees: [
      ['BBA', 'Marketing'],
      ['B.A.', 'Mass Communication'],
      ['B.Com', 'Commerce'],
    ],
    pgDegrees: [
      ['MBA', 'Marketing'],
      ['PGDM', 'Marketing Communications'],
    ],
    certifications: ['Google Ads Search Certification', 'HubSpot Inbound Marketing'],
    bullets: [
      'Grew organic traffic by 70% in a year',
      'Ran festive campaigns across six cities',
      'Managed a monthly ad budget of ₹25 lakh',
    ],
  },
  {
    name: 'sales',
    titles: [
      'Sales Executive',
      'Business Development Executive',
      'Key Account Manager',
      'Inside Sales Representative',
    ],
    seniorTitles: ['Regional Sales Manager', 'Area Sales Manager', 'Zonal Sales Head'],
    internTitle: 'Sales Intern',
    companies: [
      'Vardhaman Industries Limited',
      'Sunrise Pharma Pvt Ltd',
      'Ganga Motors',
      'Apex Telecom Services',
      'Nandi Foods Private Limited',
    ],
    skills: [
      'B2B Sales',
      'Lead Generation',
      'CRM',
      'Salesforce',
      'Negotiation',
      'Channel Sales',
      'Key Account Management',
      'Market Research',
      'Excel',
    ],
    degrees: [
      ['BBA', 'Sales and Marketing'],
      ['B.Com', 'Commerce'],
      ['B.Sc', 'Chemistry'],
    ],
    pgDegrees: [
      ['MBA', 'Sales and Marketing'],
      ['PGDM', 'Marketing'],
    ],
    certifications: ['Salesforce Certified Administrator'],
    bullets: [
      'Exceeded quarterly targets by 120%',
      'Opened 40 new distributor accounts',
      'Led a team of 8 field executives',
    ],
  },
  {
    name: 'hr',
    titles: ['HR Executive', 'Talent Acquisition Specialist', 'HR Generalist', 'Recruiter'],
    seniorTitles: ['HR Business Partner', 'HR Manager', 'Head of People'],
    internTitle: 'HR Intern',
    companies: [
      'Sampark Staffing Solutions',
      'Vistara Talent Pvt Ltd',
      'Kalpa Healthcare',
      'Nirmaan Infrastructure Limited',
      'Tarang Technologies',
    ],
    skills: [
      'Talent Acquisition',
      'Onboarding',
      'Payroll',
      'Employee Engagement',
      'HRIS',
      'Labour Law',
      'Performance Management',
      'Naukri RMS',
      'Workday',
      'Excel',
    ],
    degrees: [
      ['BBA', 'Human Resources'],
      ['B.A.', 'Psychology'],
    ],
    pgDegrees: [
      ['MBA', 'Human Resource Management'],
      ['PGDM', 'Human Resources'],
    ],
    certifications: ['SHRM Certified Professional'],
    bullets: [
      'Hired 150 engineers in one year',
      'Rolled out a new performance review cycle',
      'Ran payroll for 900 employees',
    ],
  },
  {
    name: 'operations',
    titles: ['Operations Executive', 'Supply Chain Analyst', 'Logistics Coordinator', 'Operations Associate'],
    seniorTitles: ['Operations Manager', 'Senior Supply Chain Manager', 'Plant Head'],
    internTitle: 'Operations Intern',
    companies: [
      'Godavari Logistics Pvt Ltd',
      'Shakti Steel Limited',
      'Konkan Cold Chain',
      'Vahan Fleet Services',
      'Ananta Retail Limited',
    ],
    skills: [
      'Supply Chain Management',
      'Inventory Management',
      'SAP MM',
      'Vendor Management',
      'Lean Six Sigma',
      'Excel',
      'Process Improvement',
      'Warehouse Management',
      'Procurement',
    ],
    degrees: [
      ['B.E.', 'Mechanical Engineering'],
      ['B.Tech', 'Industrial Engineering'],
      ['Diploma', 'Mechanical Engineering'],
    ],
    pgDegrees: [
      ['MBA', 'Operations Management'],
      ['PGDM', 'Supply Chain Management'],
    ],
    certifications: ['Lean Six Sigma Green Belt', 'APICS CSCP'],
    bullets: [
      'Cut warehouse dispatch time by 30%',
      'Managed 25 vendors across three states',
      'Set up a new fulfilment centre',
    ],
  },
  {
    name: 'design',
    titles: ['UI/UX Designer', 'Product Designer', 'Graphic Designer', 'Visual Designer'],
    seniorTitles: ['Senior Product Designer', 'Design Lead', 'Creative Director'],
    internTitle: 'Design Intern',
    companies: [
      'Rangoli Studio',
      'Pixelkraft Design Pvt Ltd',
      'Bluepeak Labs',
      'Kesari Digital Pvt Ltd',
      'Moonstone Interactive',
    ],
    skills: [
      'Figma',
      'Adobe XD',
      'Sketch',
      'Photoshop',
      'Illustrator',
      'User Research',
      'Wireframing',
      'Prototyping',
      'Design Systems',
      'HTML',
      'CSS',
    ],
    degrees: [
      ['B.Des', 'Communication Design'],
      ['B.Des', 'Interaction Design'],
      ['BFA', 'Applied Arts'],
    ],
    pgDegrees: [['M.Des', 'Interaction Design']],
    certifications: ['Google UX Design Certificate'],
    bullets: [
      'Redesigned checkout and lifted conversion by 12%',
      'Built the company design system',
      'Ran 30 user interviews per quarter',
    ],
  },
];

const UG_INSTITUTIONS = [
  'IIT Bombay',
  'IIT Madras',
  'NIT Trichy',
  'NIT Warangal',
  'IIIT Hyderabad',
  'Anna University',
  'Savitribai Phule Pune University',
  'Osmania University',
  'Jadavpur University',
  'Delhi University',
  'Manipal Institute of Technology',
  'VIT University',
  'Christ University',
  "St. Xavier's College, Mumbai",
  'Loyola College, Chennai',
  'National Institute of Design',
  'Government Polytechnic, Nagpur',
  'PSG College of Technology',
  'R.V. College of Engineering',
  'Symbiosis College of Arts and Commerce',
];
const PG_INSTITUTIONS = [
  'IIM Ahmedabad',
  'IIM Bangalore',
  'XLRI Jamshedpur',
  'Symbiosis Institute of Business Management',
  'IIT Delhi',
  'IIT Kharagpur',
  'NMIMS University',
  'University of Hyderabad',
  'IIIT Bangalore',
  'National Institute of Design',
];
const LANGS = [
  ['English', 'Hindi'],
  ['English', 'Hindi', 'Marathi'],
  ['English', 'Tamil'],
  ['English', 'Telugu', 'Hindi'],
  ['English', 'Kannada'],
  ['English', 'Bengali', 'Hindi'],
  ['English', 'Malayalam'],
];
const CURRENT_WORDS = ['Present', 'Till date', 'Current', 'Present', 'Now', 'Till Date', 'Ongoing'];
const DATE_STYLES: DateStyle[] = ['Mon YYYY', 'Month YYYY', 'MM/YYYY', 'DD/MM/YYYY'];

function ym(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The corpus' people: `count` of them, spread over the fields, freshers and seniors. */
export function people(count: number): Person[] {
  const random = rng(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length)
      out.push(copy.splice(Math.floor(random() * copy.length), 1)[0] as T);
    return out;
  };
  const now = 2026 * 12 + 9; // October 2026: the corpus' "today"
  const out: Person[] = [];
  const usedNames = new Set<string>();
  for (let i = 0; i < count; i++) {
    const field = FIELDS[i % FIELDS.length] as FieldProfile;
    const level = i % 5 === 0 ? 'fresher' : i % 3 === 0 ? 'senior' : 'mid';
    let firstName = pick(FIRST);
    let lastName = pick(LAST);
    while (usedNames.has(`${firstName} ${lastName}`)) {
      firstName = pick(FIRST);
      lastName = pick(LAST);
    }
    usedNames.add(`${firstName} ${lastName}`);
    const [city, state, pin] = pick(CITIES);
    const digits = `${pick(['9', '8', '7', '6'])}${Array.from({ length: 9 }, () => Math.floor(random() * 10)).join('')}`;
    const phone = pick([
      `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
      `+91-${digits}`,
      `${digits.slice(0, 5)}-${digits.slice(5)}`,
      `+91 ${digits}`,
      `0${digits}`,
      `+91 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
    ]);
    const location = pick([`${city}, ${state}`, `${city}, ${state} ${pin}`, `${city}, India`, city]);
    const roleCount =
      level === 'fresher' ? (random() < 0.5 ? 1 : 0) : level === 'senior' ? 3 + Math.floor(random() * 2) : 2;
    const roles: Role[] = [];
    let end = now - Math.floor(random() * 3);
    const currentlyEmployed = level !== 'fresher' && random() < 0.8;
    const gradYear = Math.floor(
      (now - (level === 'fresher' ? 4 : level === 'senior' ? 150 : 70) - Math.floor(random() * 20)) / 12,
    );
    for (let r = 0; r < roleCount; r++) {
      const length = level === 'fresher' ? 3 + Math.floor(random() * 4) : 14 + Math.floor(random() * 30);
      const start = end - length;
      const isCurrent = r === 0 && currentlyEmployed;
      const title =
        level === 'fresher'
          ? field.internTitle
          : r === 0 && level === 'senior'
            ? pick(field.seniorTitles)
            : pick(field.titles);
      const [roleCity] = pick(CITIES);
      roles.push({
        title,
        company: pick(field.companies),
        city: roleCity,
        start: ym(Math.max(start, gradYear * 12 + 6)),
        end: isCurrent ? 'present' : ym(end),
        bullets: sample(field.bullets, 2),
      });
      end = start - 1 - Math.floor(random() * 3);
      if (end < gradYear * 12 + 6) break;
    }
    const education: Degree[] = [];
    const [ug, ugField] = pick(field.degrees);
    const hasPg = level !== 'fresher' && random() < 0.55;
    if (hasPg) {
      const [pg, pgField] = pick(field.pgDegrees);
      education.push({
        degree: pg,
        field: pgField,
        institution: pick(PG_INSTITUTIONS),
        year: gradYear,
        grade: `CGPA ${(7 + random() * 2.5).toFixed(2)}/10`,
      });
    }
    education.push({
      degree: ug,
      field: ugField,
      institution: pick(UG_INSTITUTIONS),
      year: hasPg ? gradYear - 2 : gradYear,
      grade:
        random() < 0.5 ? `${(62 + random() * 30).toFixed(1)}%` : `CGPA ${(6.5 + random() * 3).toFixed(1)}`,
    });
    const years = roles.length
      ? Math.max(1, Math.round((now - Number(roles.at(-1)?.start.slice(0, 4)) * 12) / 12))
      : 0;
    const headline = roles[0]?.title ?? `Aspiring ${pick(field.titles)}`;
    out.push({
      id: `in${String(i + 1).padStart(3, '0')}`,
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}${pick(['', '91', '.work', '22'])}@${pick(['example.com', 'example.in', 'mail.example.org'])}`,
      phone,
      location,
      headline,
      summary:
        level === 'fresher'
          ? `Recent ${ug} graduate looking for an entry-level role in ${field.name}.`
          : `${field.name[0]?.toUpperCase()}${field.name.slice(1)} professional with ${years}+ years of experience across Indian and global teams.`,
      roles,
      education,
      skills: sample(field.skills, 6 + Math.floor(random() * 6)),
      languages: pick(LANGS),
      certifications: random() < 0.5 ? sample(field.certifications, 1) : [],
      dateStyle: DATE_STYLES[i % DATE_STYLES.length] as DateStyle,
      currentWord: pick(CURRENT_WORDS),
      linkedin: `linkedin.com/in/${firstName.toLowerCase()}-${lastName.toLowerCase()}-${Math.floor(random() * 900 + 100)}`,
    });
  }
  return out;
}

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A 'YYYY-MM' month printed in the person's style; DD/MM/YYYY uses the 1st for starts, the 28th for ends. */
export function printDate(value: string, style: DateStyle, currentWord: string, isEnd: boolean): string {
  if (value === 'present') return currentWord;
  const [y, m] = value.split('-');
  const month = Number(m);
  switch (style) {
    case 'Mon YYYY':
      return `${MON[month - 1]} ${y}`;
    case 'Month YYYY':
      return `${MONTH[month - 1]} ${y}`;
    case 'MM/YYYY':
      return `${m}/${y}`;
    case 'DD/MM/YYYY':
      return `${isEnd ? '28' : '01'}/${m}/${y}`;
  }
}

export function printRange(role: Role, p: Person, separator = ' – '): string {
  return `${printDate(role.start, p.dateStyle, p.currentWord, false)}${separator}${printDate(role.end, p.dateStyle, p.currentWord, true)}`;
}

/** The truth file of a person, in the offlinecv format plus explicit start/end months and graduation year. */
export function truthOf(p: Person, dates: (role: Role) => string) {
  return {
    schemaVersion: 1,
    provenance:
      'Written by the corpus generator from the invented record it rendered; never from parser output.',
    contact: {
      full_name: `${p.firstName} ${p.lastName}`,
      email: p.email,
      phone: p.phone,
      location: p.location,
    },
    title: p.headline,
    experience: p.roles.map((r) => ({
      title: r.title,
      company: r.company,
      dates: dates(r),
      start: r.start,
      end: r.end,
    })),
    education: p.education.map((e) => ({
      degree: e.degree,
      field: e.field,
      institution: e.institution,
      year: e.year,
    })),
    skills: p.skills,
    languages: p.languages,
    certifications: p.certifications,
  };
}
