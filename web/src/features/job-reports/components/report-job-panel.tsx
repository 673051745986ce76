import { REPORT_MESSAGES } from '@shared/jobs/reports';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMyReport } from '../api/get-my-report';
import styles from './report-job.module.css';
import { ReportJobDialog } from './report-job-dialog';

export interface ReportJobTarget {
  id: string;
  title: string;
  companyName: string;
}

/**
 * A signed-in person's 'Report this job', or, once they reported it, that they did: a person reports a
 * job once (the server answers a second report with 409).
 */
export default function ReportJobPanel({ job }: { job: ReportJobTarget }) {
  const mine = useMyReport(job.id);
  const [open, setOpen] = useState(false);
  // Its own organisation's job is the employer's to edit or take down, not to report.
  if (mine.data?.ownJob) return null;
  if (mine.data?.reported) {
    return (
      <p className={styles.reported} role="status">
        <strong>{REPORT_MESSAGES.youReported}</strong>
        <span>{REPORT_MESSAGES.youReportedDetail}</span>
      </p>
    );
  }
  return (
    <>
      <p className={styles.entry}>
        <Button variant="ghost" size="sm" disabled={mine.isPending} onClick={() => setOpen(true)}>
          Report this job
        </Button>
      </p>
      {open ? <ReportJobDialog job={job} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
