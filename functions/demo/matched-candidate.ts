import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createAccount } from '../model/account-creation';
import { findUserByEmail, toUser, type UserRecord } from '../model/accounts';
import {
  addEntry,
  recordFile,
  setMatching,
  setVisibility,
  updateExperience,
  updateHeader,
  updateJobPreferences,
  updateSkills,
} from '../model/profile-saves';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';
import { DEMO_PASSWORD } from './accounts';
import type { DemoAccount } from './seed';

/** Local demo data only: a candidate whose profile is complete and matched, so Smart Jobs has something at once. */
export const DEMO_MATCHED_CANDIDATE = 'priya@jobmatch.in';

/** A one-page PDF with a few lines of text: enough to download and open as the demo resume. */
function demoResumePdf(lines: string[]): Buffer {
  const text = lines
    .map((line, i) => `BT /F1 12 Tf 72 ${740 - i * 18} Td (${line.replace(/[()\\]/g, '')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf);
}

const principalOf = (record: UserRecord) => ({ user: toUser(record), record });

/**
 * Creates the matched demo candidate through the same services the profile's screens call, so their
 * saves announce themselves and the demo jobs are matched to them by the real refresh. Left alone once
 * the account exists.
 */
export async function seedDemoMatchedCandidate(): Promise<DemoAccount[]> {
  const account = {
    role: 'candidate (profile complete, matched)',
    email: DEMO_MATCHED_CANDIDATE,
    password: DEMO_PASSWORD,
  };
  if (await findUserByEmail(DEMO_MATCHED_CANDIDATE)) return [account];
  const record = await createAccount({
    email: DEMO_MATCHED_CANDIDATE,
    password: DEMO_PASSWORD,
    firstName: 'Priya',
    lastName: 'Nair',
    role: 'USER',
  });
  const principal = principalOf(record);
  const fileKey = `demo-resumes/${record.id}/${randomUUID()}.pdf`;
  const resume = demoResumePdf([
    'Priya Nair - Backend Engineer',
    'Bangalore, Karnataka - priya@jobmatch.in',
    'Backend Engineer, Flipkart (2021 - present): payments services in Java and Spring Boot on AWS.',
    'Software Engineer, Infosys (2019 - 2021): REST APIs in Node.js and PostgreSQL.',
    'B.Tech Computer Science, RV College of Engineering, 2019',
    'Skills: Java, Spring Boot, Node.js, TypeScript, React, PostgreSQL, AWS, Docker, Kafka',
  ]);
  await s3Client().send(
    new PutObjectCommand({
      Bucket: config.uploadsBucket,
      Key: fileKey,
      Body: resume,
      ContentType: 'application/pdf',
    }),
  );
  await recordFile(principal, 'resume', {
    fileKey,
    fileName: 'Priya-Nair-Resume.pdf',
    fileSize: resume.length,
    contentType: 'application/pdf',
    uploadedAt: new Date().toISOString(),
  });
  await updateHeader(principal, {
    firstName: 'Priya',
    lastName: 'Nair',
    title: 'Backend Engineer - Java, Node.js and AWS',
    location: 'Bangalore',
    summary:
      'Backend engineer with five years of building payment and ordering services for Indian consumer apps, from API design to on-call.',
  });
  await updateJobPreferences(principal, {
    isOpenToRemote: true,
    isOpenToHybrid: true,
    isOpenToOnSite: true,
    location: 'Bangalore',
    preferredLocations: ['Bangalore', 'Hyderabad', 'Pune'],
    jobTypes: ['FULL_TIME'],
    availability: '1 month',
    currentSalary: 1_800_000,
    expectedSalaryMin: 1_200_000,
    expectedSalaryMax: 3_000_000,
    currency: 'INR',
  });
  await updateSkills(principal, {
    currentRole: 'Backend Engineer',
    technicalSkills: [
      'Java',
      'Spring Boot',
      'Node.js',
      'TypeScript',
      'React',
      'PostgreSQL',
      'AWS',
      'Docker',
      'Kafka',
    ],
    languages: ['English', 'Hindi', 'Malayalam'],
  });
  await updateExperience(principal, {
    experienceYears: 5,
    currentPositionTitle: 'Backend Engineer',
    currentCompany: 'Flipkart',
    industryExperience: 'E-commerce',
  });
  await addEntry(principal, 'workExperiences', {
    companyName: 'Flipkart',
    position: 'Backend Engineer',
    location: 'Bangalore',
    startDate: '2021-07',
    endDate: null,
    isCurrent: true,
    description: 'Payments services in Java and Spring Boot on AWS.',
  });
  await addEntry(principal, 'educations', {
    institution: 'RV College of Engineering',
    degree: 'B.Tech',
    fieldOfStudy: 'Computer Science',
    startDate: '2015-08',
    endDate: '2019-05',
    isCurrent: false,
  });
  await setVisibility(principal, true);
  await setMatching(principal, true);
  return [account];
}
