import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useResumeInfo } from '../api/get-resume-info';
import styles from './files.module.css';
import { ResumeActions } from './resume-actions';
import { ResumeInfoState } from './resume-manager';
import { ResumeSummary } from './resume-summary';
import { UploadWidget } from './upload-widget';

const GUIDELINES = [
  {
    title: 'Accepted formats',
    text: 'PDF, DOC or DOCX. A PDF keeps your layout the same for every employer.',
  },
  { title: 'Under 2 MB', text: 'Export without embedded images or fonts to keep the file small.' },
  { title: 'Lead with your latest role', text: 'Employers read the top third first: put recent work there.' },
  { title: 'Keep it current', text: 'Replace it whenever your role or skills change; matches use it.' },
];

/** /resume (spec section 2, Resume page): the resume on file, the upload widget and how to prepare one. */
export function ResumePage() {
  const info = useResumeInfo();
  const hasResume = info.data?.hasResume ?? false;
  return (
    <div className={`container ${styles.page}`}>
      <Link to={paths.candidate.profile.getHref()} className={styles.back}>
        <span aria-hidden="true">← </span>Back to Profile
      </Link>
      <div>
        <h1 className={styles.pageTitle}>Your Resume</h1>
        <p className={styles.lead}>
          Employers see your resume with your profile, and it makes your job matches more accurate.
        </p>
      </div>
      <Card as="section" aria-labelledby="resume-upload-title">
        <h2 id="resume-upload-title" className={styles.sectionTitle}>
          {hasResume ? 'Replace Resume' : 'Upload Resume'}
        </h2>
        {info.isSuccess ? (
          <div className={styles.stack}>
            {hasResume ? (
              <div>
                <ResumeSummary info={info.data} />
                <div className={styles.actions}>
                  <ResumeActions />
                </div>
              </div>
            ) : null}
            <UploadWidget kind="resume" title={hasResume ? 'Replace your resume' : 'Upload your resume'} />
          </div>
        ) : (
          <ResumeInfoState query={info} />
        )}
      </Card>
      <section aria-labelledby="resume-guidelines">
        <h2 id="resume-guidelines" className={styles.sectionTitle}>
          Resume guidelines
        </h2>
        <ul className={styles.guides}>
          {GUIDELINES.map((guide) => (
            <li key={guide.title} className={styles.guide}>
              <h3>{guide.title}</h3>
              <p>{guide.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <nav aria-label="Next steps" className={styles.links}>
        <ButtonLink to={paths.jobs.getHref()} variant="secondary">
          Browse Jobs
        </ButtonLink>
        <ButtonLink to={paths.candidate.recommendedJobs.getHref()} variant="outline">
          Recommended Jobs
        </ButtonLink>
      </nav>
    </div>
  );
}
