// Boundary: none (test helpers) - resume PDFs drawn with pdfkit at test time, so no binary is committed.
import PDFDocument from 'pdfkit';
import { pdfkitBytes } from '../fixtures/files';

export interface ResumeFixture {
  firstName: string;
  lastName: string;
  headline: string;
  location: string;
  phone: string;
  email: string;
  roles: { title: string; company: string; city: string; from: string; to: string }[];
  education: { degree: string; field: string; institution: string; year: number }[];
  skills: string[];
  languages: string[];
  /** What recruiters filter on, one statement a line ('Notice period: 30 days'). */
  jobSearch?: string[];
}

/** A plain one-column resume, laid out as the parser's own pdfkit corpus entries are. */
export const MEERA: ResumeFixture = {
  firstName: 'Meera',
  lastName: 'Krishnan',
  headline: 'Senior Data Engineer',
  location: 'Pune, Maharashtra',
  phone: '+91 98450 12345',
  email: 'meera.krishnan@example.in',
  roles: [
    {
      title: 'Senior Data Engineer',
      company: 'Tata Consultancy Services',
      city: 'Pune',
      from: 'Apr 2021',
      to: 'Present',
    },
    { title: 'Data Engineer', company: 'Infosys', city: 'Bengaluru', from: 'Jul 2017', to: 'Mar 2021' },
  ],
  education: [
    {
      degree: 'Bachelor of Technology',
      field: 'Computer Science',
      institution: 'College of Engineering Pune',
      year: 2017,
    },
  ],
  skills: [
    'Python',
    'Apache Spark',
    'SQL',
    'Airflow',
    'Kafka',
    'AWS',
    'Docker',
    'Kubernetes',
    'Scala',
    'Terraform',
    'PostgreSQL',
    'Snowflake',
  ],
  languages: ['English', 'Hindi', 'Marathi'],
  jobSearch: ['Notice period: 30 days', 'Current CTC: 18 LPA'],
};

/** The bullet point every role prints. */
export const ROLE_BULLET = 'Built and ran the batch and streaming pipelines behind the analytics platform.';

/** The resume as a text PDF. */
export function resumePdf(p: ResumeFixture): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Resume' } });
  const width = doc.page.width - 100;
  doc.font('Helvetica-Bold').fontSize(20).text(`${p.firstName} ${p.lastName}`);
  doc.font('Helvetica').fontSize(11).text(p.headline);
  doc.fontSize(9.5).text(`${p.location}  ·  ${p.phone}  ·  ${p.email}`).moveDown(0.2);
  const heading = (title: string) =>
    doc
      .moveDown(0.6)
      .font('Helvetica-Bold')
      .fontSize(11.5)
      .text(title)
      .font('Helvetica')
      .fontSize(9.5)
      .moveDown(0.2);
  heading('Employment History');
  for (const role of p.roles) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(role.title, 50, y, { width: width * 0.65 });
    doc.font('Helvetica').text(`${role.from} - ${role.to}`, 50, y, { width, align: 'right' });
    doc.text(`${role.company}, ${role.city}`, 50);
    doc.text(`•  ${ROLE_BULLET}`, 60);
    doc.x = 50;
    doc.moveDown(0.3);
  }
  heading('Education');
  for (const entry of p.education) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(`${entry.degree} - ${entry.field}`, 50, y, { width: width * 0.7 });
    doc.font('Helvetica').text(String(entry.year), 50, y, { width, align: 'right' });
    doc.text(entry.institution, 50).moveDown(0.3);
  }
  heading('Skills');
  doc.text(p.skills.join(' • '));
  heading('Languages');
  doc.text(p.languages.join(', '));
  if (p.jobSearch?.length) {
    heading('Other Details');
    for (const line of p.jobSearch) doc.text(line);
  }
  return pdfkitBytes(doc);
}
