import { type ReactNode, useEffect, useRef } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSearchParams } from '@/lib/router';
import { useProfile } from '../api/get-profile';
import { clampWizardStep, WIZARD_STEPS } from '../lib/wizard';
import styles from './profile.module.css';
import { ProfileError, ProfileLoading } from './profile-states';
import { ResumeUploadSlot } from './resume-upload-slot';

/**
 * /welcome (spec section 2, Welcome wizard): four steps with 'Step X of 4'. The step is kept in the
 * address (?step=), so Back and reload work, but a resume is required to get past step 2 however the
 * step is asked for. The page passes the files feature's upload widget as `resumeUpload`; the profile's
 * refreshed `resume` is what enables Continue.
 */
export function WelcomeWizard({ resumeUpload }: { resumeUpload?: ReactNode } = {}) {
  const profile = useProfile({ refetchOnWindowFocus: true });
  const [params, setParams] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasResume = Boolean(profile.data?.resume);
  const step = clampWizardStep(params.get('step'), hasResume);
  const firstRender = useRef(true);

  // A new step moves the focus to its heading, so a screen reader reads where the person is now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes, on purpose.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  if (profile.isPending) return <ProfileLoading />;
  if (profile.isError) {
    return (
      <ProfileError
        error={profile.error}
        onRetry={() => void profile.refetch()}
        isRetrying={profile.isFetching}
      />
    );
  }

  const goTo = (next: number) => setParams(next === 1 ? {} : { step: String(next) });
  const total = WIZARD_STEPS.length;
  const current = WIZARD_STEPS[step - 1] ?? WIZARD_STEPS[0];
  const name = profile.data.firstName;

  return (
    <div className={`container ${styles.wizardPage}`}>
      <title>{`Welcome · Step ${step} of ${total} · Jobmatch`}</title>
      <Card padding="spacious" className={styles.wizard}>
        <div className={styles.wizardProgress}>
          <p className={styles.wizardStep} id="wizard-step">
            Step {step} of {total}
          </p>
          <div
            className={styles.wizardTrack}
            role="progressbar"
            aria-labelledby="wizard-step"
            aria-valuemin={1}
            aria-valuemax={total}
            aria-valuenow={step}
          >
            <div className={styles.wizardFill} style={{ width: `${(step / total) * 100}%` }} />
          </div>
        </div>

        <h1 ref={headingRef} tabIndex={-1} className={styles.wizardTitle}>
          {step === 1 ? `Welcome to Jobmatch, ${name}!` : current.title}
        </h1>
        <p className={styles.wizardLead}>{current.lead}</p>

        {step === 1 ? (
          <ul className={styles.wizardList}>
            <li>Upload your resume so employers can see your experience.</li>
            <li>Complete your profile to get accurate job matches.</li>
            <li>Get curated jobs from verified employers across India.</li>
          </ul>
        ) : null}
        {step === 2 ? (resumeUpload ?? <ResumeUploadSlot hasResume={hasResume} />) : null}
        {step === 3 ? (
          <ButtonLink to={paths.candidate.profile.getHref()} variant="secondary">
            Complete Your Profile
          </ButtonLink>
        ) : null}

        <div className={styles.wizardNav}>
          {step > 1 ? (
            <Button variant="outline" onClick={() => goTo(step - 1)}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {step === 1 ? <Button onClick={() => goTo(2)}>Get Started</Button> : null}
          {step === 2 ? (
            <Button onClick={() => goTo(3)} disabled={!hasResume}>
              {hasResume ? 'Continue' : 'Upload Resume to Continue'}
            </Button>
          ) : null}
          {step === 3 ? <Button onClick={() => goTo(4)}>Continue</Button> : null}
          {step === 4 ? (
            <ButtonLink to={paths.candidate.recommendedJobs.getHref()}>Start Job Hunting</ButtonLink>
          ) : null}
        </div>
      </Card>
    </div>
  );
}
