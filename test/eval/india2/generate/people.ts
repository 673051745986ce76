/**
 * Invented people for the second India-format batch. Independent of the first batch: its own pools and
 * seed. Written to carry what the first batch lacked: school rows (Class X/XII, SSC/HSC with a board and
 * a percentage), employers printed with their city ('Company, City', 'Company - City, State'), a
 * secondary or part-time role beside the main ones, and every rendering with its own templates.
 */

export type Rendering = 'pdf-single' | 'pdf-two-column' | 'docx';
/** `fresh`: a held-out split written after the first two, from its own seed, towns and templates. */
export type Split = 'dev' | 'heldout' | 'fresh';
export type DateStyle = 'Mon YYYY' | 'Month YYYY' | 'MM/YYYY';
/** How an employer's place is printed after its name. */
export type PlaceStyle = 'comma-city' | 'comma-city-state' | 'dash-city' | 'dash-city-state';

export interface Role {
  title: string;
  company: string;
  city: string;
  state: string;
  /** 'YYYY-MM' */
  start: string;
  /** 'YYYY-MM', or 'present' */
  end: string;
  bullets: string[];
  /** A part-time or secondary role (visiting faculty, consultant, freelance) held beside the main one. */
  secondary: boolean;
}

export interface Education {
  degree: string;
  /** Empty when none is printed (Class X, SSC). */
  field: string;
  /** The university or college; for a school row, the board. */
  institution: string;
  year: number;
  grade: string;
  school: boolean;
}

/** Where a person lives, for templates that print more than the town (a street, a PIN code, a native place). */
export interface Address {
  /** 'Flat 304, Sai Krupa Apartments' */
  street: string;
  /** The suburb or area of the town: 'Shivaji Nagar'. */
  area: string;
  /** A six-digit postal (PIN) code. */
  pin: string;
  /** The family's home elsewhere, printed as a permanent address: 'Gandhi Road, Kakinada, Andhra Pradesh - 533001'. */
  permanent: string;
}

export interface Person {
  id: string;
  split: Split;
  rendering: Rendering;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  address: Address;
  headline: string;
  summary: string;
  roles: Role[];
  education: Education[];
  skills: string[];
  languages: string[];
  dateStyle: DateStyle;
  currentWord: string;
  placeStyle: PlaceStyle;
}

function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x9e3779b9) | 0;
    let t = Math.imul(a ^ (a >>> 16), 0x21f0aaad);
    t = Math.imul(t ^ (t >>> 15), 0x735a2d97);
    return ((t ^ (t >>> 15)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Aakash',
  'Bhavya',
  'Chirag',
  'Devika',
  'Eshan',
  'Gayatri',
  'Hemant',
  'Indu',
  'Jatin',
  'Kritika',
  'Lokesh',
  'Madhuri',
  'Naveen',
  'Oviya',
  'Parth',
  'Radhika',
  'Sachin',
  'Trisha',
  'Uday',
  'Vaishnavi',
  'Yash',
  'Anjali',
  'Bharat',
  'Chitra',
  'Dinesh',
  'Fatima',
  'Girish',
  'Hema',
  'Irfan',
  'Jaya',
  'Kiran',
  'Mansi',
  'Nitin',
  'Preeti',
  'Ramesh',
  'Sunita',
  'Tejas',
  'Vandana',
  'Waseem',
  'Sowmya',
];
const LAST = [
  'Acharya',
  'Bhattacharya',
  'Choudhary',
  'Dutta',
  'Ghosh',
  'Jain',
  'Kamath',
  'Lal',
  'Mahajan',
  'Nambiar',
  'Oberoi',
  'Pandey',
  'Qureshi',
  'Raghavan',
  'Subramanian',
  'Thakur',
  'Upadhyay',
  'Venkatesh',
  'Yadav',
  'Zaveri',
  'Gowda',
  'Tripathi',
  'Sethi',
  'Bajaj',
];
/** Where people live and work: cities in the parser's list, and towns and suburbs that are not. */
const PLACES: [string, string][] = [
  ['Pune', 'Maharashtra'],
  ['Navi Mumbai', 'Maharashtra'],
  ['Hosur', 'Tamil Nadu'],
  ['Bengaluru', 'Karnataka'],
  ['Manesar', 'Haryana'],
  ['Hyderabad', 'Telangana'],
  ['Sriperumbudur', 'Tamil Nadu'],
  ['Vadodara', 'Gujarat'],
  ['Mohali', 'Punjab'],
  ['Whitefield', 'Karnataka'],
  ['Noida', 'Uttar Pradesh'],
  ['Bhiwadi', 'Rajasthan'],
  ['Kolkata', 'West Bengal'],
  ['Sanand', 'Gujarat'],
  ['Chennai', 'Tamil Nadu'],
  ['Thane', 'Maharashtra'],
  ['Technopark', 'Kerala'],
  ['Gurugram', 'Haryana'],
];

/** The fresh split's towns: industrial towns and suburbs no earlier batch used, and a few known cities. */
export const FRESH_PLACES: [string, string][] = [
  ['Chakan', 'Maharashtra'],
  ['Ankleshwar', 'Gujarat'],
  ['Dharwad', 'Karnataka'],
  ['Tiruppur', 'Tamil Nadu'],
  ['Baddi', 'Himachal Pradesh'],
  ['Rudrapur', 'Uttarakhand'],
  ['Bhilai', 'Chhattisgarh'],
  ['Kakinada', 'Andhra Pradesh'],
  ['Ernakulam', 'Kerala'],
  ['Pune', 'Maharashtra'],
  ['Ahmedabad', 'Gujarat'],
  ['Hyderabad', 'Telangana'],
];
/** The third dev extension's towns: others again, so tuning on them cannot learn the fresh split's. */
export const DEV_EXTENSION_3_PLACES: [string, string][] = [
  ['Talegaon', 'Maharashtra'],
  ['Halol', 'Gujarat'],
  ['Tumakuru', 'Karnataka'],
  ['Oragadam', 'Tamil Nadu'],
  ['Neemrana', 'Rajasthan'],
  ['Haridwar', 'Uttarakhand'],
  ['Durg', 'Chhattisgarh'],
  ['Nellore', 'Andhra Pradesh'],
  ['Kollam', 'Kerala'],
  ['Bengaluru', 'Karnataka'],
  ['Chennai', 'Tamil Nadu'],
  ['Noida', 'Uttar Pradesh'],
];
const STREETS = [
  'Flat 304, Sai Krupa Apartments',
  'H.No. 12-4-56, Gandhi Road',
  'Plot 17, Shanti Kunj Society',
  'B-202, Green Valley Residency',
  '45, Second Cross Street',
  'Room 9, Laxmi Chawl',
  'Quarter 112, Sector 4',
];
const AREAS = [
  'Shivaji Nagar',
  'Sector 21',
  'Civil Lines',
  'Model Town',
  'Indira Colony',
  'Station Road',
  'MIDC Area',
  'Old Bazaar',
];
/** Native places, printed only in a permanent address: never the person's current location. */
const NATIVE: [string, string][] = [
  ['Kakinada', 'Andhra Pradesh'],
  ['Satara', 'Maharashtra'],
  ['Hubballi', 'Karnataka'],
  ['Karaikudi', 'Tamil Nadu'],
  ['Gorakhpur', 'Uttar Pradesh'],
  ['Bardhaman', 'West Bengal'],
  ['Bhiwani', 'Haryana'],
  ['Kottayam', 'Kerala'],
];

interface Profile {
  area: string;
  titles: string[];
  seniorTitles: string[];
  freshTitle: string;
  companies: string[];
  skills: string[];
  degrees: [string, string][];
  pgDegrees: [string, string][];
  secondary: [string, string][];
  bullets: string[];
}

const PROFILES: Profile[] = [
  {
    area: 'software',
    titles: ['Software Developer', 'Systems Engineer', 'QA Engineer', 'Frontend Developer'],
    seniorTitles: ['Senior Systems Engineer', 'Solution Architect', 'Delivery Manager'],
    freshTitle: 'Graduate Engineer Trainee',
    companies: [
      'Vyom Infotech Pvt. Ltd.',
      'Sparsh Software Services',
      'Kalinga Systems Limited',
      'Neelgiri Technologies',
      'Ujjwal Cloud Solutions Pvt Ltd',
    ],
    skills: [
      'Java',
      'Angular',
      'C#',
      '.NET Core',
      'MySQL',
      'Selenium',
      'Jenkins',
      'Azure',
      'Linux',
      'Python',
      'MongoDB',
      'Hibernate',
    ],
    degrees: [
      ['B.Tech', 'Computer Engineering'],
      ['B.E.', 'Computer Science'],
      ['B.Sc', 'Computer Science'],
    ],
    pgDegrees: [
      ['M.Tech', 'Software Engineering'],
      ['MCA', 'Computer Applications'],
    ],
    secondary: [
      ['Visiting Faculty', 'Pratibha Institute of Computer Studies'],
      ['Freelance Developer', 'Codekart Freelance Network'],
    ],
    bullets: [
      'Migrated a billing module to .NET Core',
      'Wrote Selenium suites covering 600 test cases',
      'Supported production releases every fortnight',
    ],
  },
  {
    area: 'mechanical',
    titles: ['Production Engineer', 'Quality Engineer', 'Design Engineer', 'Maintenance Engineer'],
    seniorTitles: ['Plant Manager', 'Senior Quality Manager', 'Production Head'],
    freshTitle: 'Apprentice Trainee',
    companies: [
      'Shivshakti Auto Components Ltd',
      'Narmada Forgings Pvt Ltd',
      'Ashoka Precision Engineering',
      'Trimurti Castings Limited',
      'Sahyog Tools Private Limited',
    ],
    skills: [
      'AutoCAD',
      'SolidWorks',
      'CATIA',
      'GD&T',
      'PPAP',
      'FMEA',
      'Kaizen',
      '5S',
      'SAP PP',
      'Root Cause Analysis',
      'TPM',
    ],
    degrees: [
      ['B.E.', 'Mechanical Engineering'],
      ['B.Tech', 'Production Engineering'],
      ['Diploma', 'Automobile Engineering'],
    ],
    pgDegrees: [['M.Tech', 'Manufacturing Engineering']],
    secondary: [
      ['Guest Lecturer', 'Vishwakarma Polytechnic Institute'],
      ['Part-time Consultant', 'Udyam Lean Advisors LLP'],
    ],
    bullets: [
      'Cut rejection rate on the machining line from 3% to 0.8%',
      'Ran Kaizen events across two shifts',
      'Prepared PPAP files for three OEM customers',
    ],
  },
  {
    area: 'accounts',
    titles: ['Accountant', 'Tax Associate', 'Accounts Officer', 'Internal Auditor'],
    seniorTitles: ['Chief Accountant', 'Finance Controller', 'Senior Audit Manager'],
    freshTitle: 'Article Assistant',
    companies: [
      'Mehrotra & Associates',
      'Shubh Labh Finance Limited',
      'Kamdhenu Dairy Cooperative',
      'Sarthi Credit Services Pvt Ltd',
      'Dhanlaxmi Traders',
    ],
    skills: [
      'Tally Prime',
      'GST Returns',
      'TDS',
      'Bank Reconciliation',
      'Statutory Audit',
      'Income Tax',
      'Zoho Books',
      'Advanced Excel',
      'Accounts Payable',
      'Costing',
    ],
    degrees: [
      ['B.Com', 'Accountancy'],
      ['BBA', 'Finance and Accounts'],
    ],
    pgDegrees: [
      ['M.Com', 'Accountancy'],
      ['MBA', 'Finance'],
    ],
    secondary: [
      ['Visiting Faculty', 'Saraswati College of Commerce'],
      ['Freelance Tax Consultant', 'Sahaj Tax Desk'],
    ],
    bullets: [
      'Filed GST returns for 40 clients every month',
      'Closed the books within five working days',
      'Handled the statutory audit with the auditors',
    ],
  },
  {
    area: 'education',
    titles: ['Assistant Professor', 'Lecturer', 'Academic Coordinator', 'Curriculum Designer'],
    seniorTitles: ['Associate Professor', 'Head of Department', 'Vice Principal'],
    freshTitle: 'Teaching Assistant',
    companies: [
      'Annapurna Group of Institutions',
      'Gyan Jyoti Academy',
      'Shiksha Learning Solutions Pvt Ltd',
      'Pragati Educational Trust',
    ],
    skills: [
      'Curriculum Planning',
      'Classroom Management',
      'Moodle',
      'Google Classroom',
      'Assessment Design',
      'Student Counselling',
      'MS Office',
      'Research Methodology',
    ],
    degrees: [
      ['B.Sc', 'Physics'],
      ['B.A.', 'English Literature'],
      ['B.Sc', 'Chemistry'],
    ],
    pgDegrees: [
      ['M.Sc', 'Physics'],
      ['M.A.', 'English'],
      ['M.Phil', 'Chemistry'],
    ],
    secondary: [
      ['Visiting Faculty', 'Dnyandeep Institute of Management'],
      ['Freelance Content Writer', 'Vidya Publishing House'],
    ],
    bullets: [
      'Taught four batches of 60 students a year',
      'Set up a departmental question bank',
      'Guided twelve final-year projects',
    ],
  },
  {
    area: 'healthcare',
    titles: ['Clinical Research Associate', 'Pharmacist', 'Medical Coder', 'Quality Assurance Officer'],
    seniorTitles: ['Clinical Project Manager', 'QA Manager', 'Regulatory Affairs Lead'],
    freshTitle: 'Pharmacy Intern',
    companies: [
      'Sanjeevani Lifesciences Ltd',
      'Arogya Diagnostics Pvt Ltd',
      'Dhanvantari Hospitals',
      'Medisetu Clinical Research',
    ],
    skills: [
      'GCP',
      'ICH Guidelines',
      'Medical Coding',
      'ICD-10',
      'Pharmacovigilance',
      'Regulatory Submissions',
      'SOP Writing',
      'LIMS',
      'CAPA',
    ],
    degrees: [
      ['B.Pharm', 'Pharmaceutics'],
      ['B.Sc', 'Microbiology'],
    ],
    pgDegrees: [
      ['M.Pharm', 'Pharmacology'],
      ['M.Sc', 'Clinical Research'],
    ],
    secondary: [
      ['Consultant', 'Aushadh Regulatory Consultants'],
      ['Guest Lecturer', 'Sushrut College of Pharmacy'],
    ],
    bullets: [
      'Monitored eight trial sites across western India',
      'Coded 120 inpatient charts a day at 97% accuracy',
      'Wrote SOPs for the new QC laboratory',
    ],
  },
];

const UNIVERSITIES = [
  'Shivaji University',
  'Gujarat Technological University',
  'Visvesvaraya Technological University',
  'University of Mumbai',
  'Jawaharlal Nehru Technological University',
  'Bharathiar University',
  'Rashtrasant Tukadoji Maharaj Nagpur University',
  'Maulana Abul Kalam Azad University of Technology',
  'Dr. A.P.J. Abdul Kalam Technical University',
  'Punjab Technical University',
  'Amrita Vishwa Vidyapeetham',
  'Sri Venkateswara College of Engineering',
  'Walchand College of Engineering',
  'Government College of Engineering, Karad',
  'Kirori Mal College',
  'Madras Christian College',
  'SRM Institute of Science and Technology',
  'Thapar Institute of Engineering and Technology',
];
/** Class XII boards, with the Class X board that goes with each. */
const BOARDS: [string, string][] = [
  ['CBSE', 'CBSE'],
  ['ISC', 'ICSE'],
  ['Maharashtra State Board', 'Maharashtra State Board'],
  ['Karnataka State Board', 'Karnataka State Board'],
  ['Tamil Nadu State Board', 'Tamil Nadu State Board'],
  ['UP Board', 'UP Board'],
  ['Board of Intermediate Education', 'Board of Secondary Education'],
  ['West Bengal Council of Higher Secondary Education', 'West Bengal Board of Secondary Education'],
];
/** How a school row is named: Class XII and X, HSC and SSC, 12th and 10th, with or without a stream. */
const SCHOOL_NAMES: [string, string][] = [
  ['Class XII', 'Class X'],
  ['HSC', 'SSC'],
  ['12th', '10th'],
  ['Intermediate', 'SSC'],
];
const STREAMS = ['Science', 'Commerce', 'PCM', 'PCB', ''];
const LANGS = [
  ['English', 'Hindi', 'Gujarati'],
  ['English', 'Marathi', 'Hindi'],
  ['English', 'Tamil'],
  ['English', 'Kannada', 'Hindi'],
  ['English', 'Bengali'],
  ['English', 'Telugu'],
  ['English', 'Punjabi', 'Hindi'],
];
const CURRENT_WORDS = ['Present', 'Till Date', 'Current', 'Present', 'Ongoing'];
const DATE_STYLES: DateStyle[] = ['Mon YYYY', 'Month YYYY', 'MM/YYYY'];
const PLACE_STYLES: PlaceStyle[] = ['comma-city', 'dash-city-state', 'comma-city-state', 'dash-city'];
const RENDERINGS: Rendering[] = ['pdf-single', 'pdf-two-column', 'docx'];

const ym = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/**
 * The held-out split: two of every five people (40%), spread evenly over the renderings because the
 * renderings cycle by three and the split by five. Tuning never reads these documents.
 */
export function splitOf(index: number): Split {
  return index % 5 === 1 || index % 5 === 4 ? 'heldout' : 'dev';
}

/** The batch: 60 people, 40% held out. */
export const BATCH = { seed: 771_204_913, idPrefix: 'ib', split: splitOf };
/**
 * More people for the dev split alone, from the same pools with another seed: added after the first
 * fixes, so tuning had more to read without ever reading the held-out documents.
 */
export const DEV_EXTENSION = { seed: 310_587_229, idPrefix: 'ic', split: (_: number): Split => 'dev' };
/** A second dev extension, single-column PDFs only, added later for the same reason. */
export const DEV_EXTENSION_2 = { seed: 902_113_457, idPrefix: 'id', split: (_: number): Split => 'dev' };
/**
 * The fresh held-out split: new people from a new seed, living and working in towns no earlier batch
 * used, rendered through the first templates and the address templates. Written and committed before the
 * parser read it; tuning never reads it.
 */
export const FRESH = {
  seed: 583_920_141,
  idPrefix: 'if',
  split: (_: number): Split => 'fresh',
  places: FRESH_PLACES,
};
/** A third dev extension with the address templates and towns of its own, for tuning beside the fresh split. */
export const DEV_EXTENSION_3 = {
  seed: 127_664_803,
  idPrefix: 'ie',
  split: (_: number): Split => 'dev',
  places: DEV_EXTENSION_3_PLACES,
};

/**
 * A fourth dev extension, single-column PDFs through the first templates and pools, from another seed:
 * more of the kind of document the held-out split's single-column location miss came from, to read.
 */
export const DEV_EXTENSION_4 = { seed: 660_418_027, idPrefix: 'ig', split: (_: number): Split => 'dev' };

export interface Batch {
  seed: number;
  idPrefix: string;
  split: (index: number) => Split;
  /** Where people live and work; the first pools when not given. */
  places?: [string, string][];
}

export function people(count: number, batch: Batch = BATCH): Person[] {
  const random = rng(batch.seed);
  // Addresses draw from a stream of their own, so the earlier batches' people stay as they were rendered.
  const randomAddress = rng(batch.seed ^ 0x5bd1e995);
  const pickAddress = <T>(list: readonly T[]): T => list[Math.floor(randomAddress() * list.length)] as T;
  const places = batch.places ?? PLACES;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length)
      out.push(copy.splice(Math.floor(random() * copy.length), 1)[0] as T);
    return out;
  };
  const now = 2026 * 12 + 10; // November 2026: this batch's "today"
  const used = new Set<string>();
  const out: Person[] = [];
  const pin = () =>
    `${1 + Math.floor(randomAddress() * 8)}${String(Math.floor(randomAddress() * 100_000)).padStart(5, '0')}`;
  const address = (): Address => {
    const [nativeTown, nativeState] = pickAddress(NATIVE);
    return {
      street: pickAddress(STREETS),
      area: pickAddress(AREAS),
      pin: pin(),
      permanent: `${pickAddress(STREETS)}, ${nativeTown}, ${nativeState} - ${pin()}`,
    };
  };
  for (let i = 0; i < count; i++) {
    const profile = PROFILES[i % PROFILES.length] as Profile;
    const level = i % 6 === 0 ? 'fresher' : i % 4 === 1 ? 'senior' : 'mid';
    let firstName = pick(FIRST);
    let lastName = pick(LAST);
    while (used.has(`${firstName} ${lastName}`)) {
      firstName = pick(FIRST);
      lastName = pick(LAST);
    }
    used.add(`${firstName} ${lastName}`);
    const [homeCity, homeState] = pick(places.filter(([c]) => c !== 'Technopark' && c !== 'Whitefield'));
    const digits = `${pick(['9', '8', '7'])}${Array.from({ length: 9 }, () => Math.floor(random() * 10)).join('')}`;
    const phone = pick([
      `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
      `+91-${digits}`,
      digits,
      `+91 ${digits}`,
    ]);
    const gradYear = Math.floor(
      (now - (level === 'fresher' ? 5 : level === 'senior' ? 170 : 80) - Math.floor(random() * 24)) / 12,
    );
    const roleCount = level === 'fresher' ? 1 : level === 'senior' ? 3 : 2;
    const roles: Role[] = [];
    let end = now - Math.floor(random() * 4);
    const employed = level !== 'fresher' && random() < 0.75;
    for (let r = 0; r < roleCount; r++) {
      const length = level === 'fresher' ? 4 + Math.floor(random() * 5) : 16 + Math.floor(random() * 28);
      const start = Math.max(end - length, gradYear * 12 + 6);
      const [city, state] = pick(places);
      roles.push({
        title:
          level === 'fresher'
            ? profile.freshTitle
            : r === 0 && level === 'senior'
              ? pick(profile.seniorTitles)
              : pick(profile.titles),
        company: pick(profile.companies.filter((c) => !roles.some((x) => x.company === c))),
        city,
        state,
        start: ym(start),
        end: r === 0 && employed ? 'present' : ym(end),
        bullets: sample(profile.bullets, 2),
        secondary: false,
      });
      end = start - 1 - Math.floor(random() * 3);
      if (end < gradYear * 12 + 8) break;
    }
    // Two of three experienced people also hold a part-time role, printed after the main ones.
    if (level !== 'fresher' && random() < 0.67) {
      const [title, company] = pick(profile.secondary);
      const [city, state] = pick(places);
      const start = now - 10 - Math.floor(random() * 30);
      const ongoing = random() < 0.5;
      roles.push({
        title,
        company,
        city,
        state,
        start: ym(start),
        end: ongoing ? 'present' : ym(start + 6 + Math.floor(random() * 8)),
        bullets: [],
        secondary: true,
      });
    }
    const education: Education[] = [];
    const [ug, ugField] = pick(profile.degrees);
    const pg = level !== 'fresher' && random() < 0.5 ? pick(profile.pgDegrees) : undefined;
    const cgpa = () => `CGPA ${(6.8 + random() * 2.8).toFixed(2)}/10`;
    const percent = () => `${(58 + random() * 38).toFixed(1)}%`;
    if (pg)
      education.push({
        degree: pg[0],
        field: pg[1],
        institution: pick(UNIVERSITIES),
        year: gradYear,
        grade: cgpa(),
        school: false,
      });
    const ugYear = pg ? gradYear - 2 : gradYear;
    education.push({
      degree: ug,
      field: ugField,
      institution: pick(UNIVERSITIES),
      year: ugYear,
      grade: random() < 0.5 ? percent() : cgpa(),
      school: false,
    });
    // Most Indian resumes list the school years too; one in five does not.
    if (random() < 0.8) {
      const [xii, x] = pick(SCHOOL_NAMES);
      const [xiiBoard, xBoard] = pick(BOARDS);
      const diplomaEntry = ug === 'Diploma';
      const xiiYear = ugYear - (diplomaEntry ? 3 : 4);
      const stream = pick(STREAMS);
      if (!diplomaEntry)
        education.push({
          degree: xii,
          field: xii === 'Intermediate' ? pick(['MPC', 'BiPC', 'MEC']) : stream,
          institution: xiiBoard,
          year: xiiYear,
          grade: percent(),
          school: true,
        });
      education.push({
        degree: x,
        field: '',
        institution: xBoard,
        year: diplomaEntry ? xiiYear : xiiYear - 2,
        grade: xBoard === 'CBSE' && random() < 0.5 ? `CGPA ${(7 + random() * 3).toFixed(1)}` : percent(),
        school: true,
      });
    }
    const headline = roles[0]?.title ?? `${profile.freshTitle} candidate`;
    out.push({
      id: `${batch.idPrefix}${String(i + 1).padStart(3, '0')}`,
      split: batch.split(i),
      rendering: RENDERINGS[i % RENDERINGS.length] as Rendering,
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}${pick(['.', '_', ''])}${lastName.toLowerCase()}${pick(['', '07', '.in'])}@${pick(['example.net', 'example.co.in', 'mailbox.example'])}`,
      phone,
      location: pick([`${homeCity}, ${homeState}`, homeCity, `${homeCity}, India`]),
      address: address(),
      headline,
      summary:
        level === 'fresher'
          ? `Fresh ${ug} graduate seeking a first role in ${profile.area}.`
          : `${profile.area[0]?.toUpperCase()}${profile.area.slice(1)} professional with hands-on work in Indian companies.`,
      roles,
      education,
      skills: sample(profile.skills, 5 + Math.floor(random() * 5)),
      languages: pick(LANGS),
      dateStyle: DATE_STYLES[Math.floor(i / 3) % DATE_STYLES.length] as DateStyle,
      currentWord: pick(CURRENT_WORDS),
      placeStyle: PLACE_STYLES[Math.floor(i / 2) % PLACE_STYLES.length] as PlaceStyle,
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

export function printDate(value: string, p: Person): string {
  if (value === 'present') return p.currentWord;
  const [y, m] = value.split('-');
  const month = Number(m);
  if (p.dateStyle === 'Mon YYYY') return `${MON[month - 1]} ${y}`;
  if (p.dateStyle === 'Month YYYY') return `${MONTH[month - 1]} ${y}`;
  return `${m}/${y}`;
}

export function printRange(r: Role, p: Person, separator = ' – '): string {
  return `${printDate(r.start, p)}${separator}${printDate(r.end, p)}`;
}

/** The employer with its place, as the person prints it: 'Company, City' or 'Company - City, State'. */
export function employerWithPlace(r: Role, p: Person): string {
  switch (p.placeStyle) {
    case 'comma-city':
      return `${r.company}, ${r.city}`;
    case 'comma-city-state':
      return `${r.company}, ${r.city}, ${r.state}`;
    case 'dash-city':
      return `${r.company} - ${r.city}`;
    case 'dash-city-state':
      return `${r.company} - ${r.city}, ${r.state}`;
  }
}

/** The truth file, in the first batch's format, plus the split and the rendering. */
export function truthOf(p: Person) {
  return {
    schemaVersion: 1,
    provenance:
      'Written by the corpus generator from the invented record it rendered; never from parser output.',
    split: p.split,
    rendering: p.rendering,
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
      dates: printRange(r, p),
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
  };
}
