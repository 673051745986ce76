import {
  CURRENCIES,
  DEFAULT_JOB_LIFETIME_DAYS,
  JOB_CATEGORIES,
  JOB_CATEGORY_LABELS,
  JOB_FUNCTIONS,
  JOB_LIMITS,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  NOTICE_ACCEPTED,
} from '@shared/jobs/options';
import { JOB_MESSAGES, type JobInput } from '@shared/jobs/schemas';
import type { Job } from '@shared/jobs/types';
import { useEffect, useId, useState } from 'react';
import { Controller, type FieldError, type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ChipsInput } from '@/components/ui/chips-input';
import { ErrorAlert } from '@/components/ui/error-alert';
import { CheckboxField, InputField, SelectField, TextareaField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { isAppError } from '@/lib/api-client';
import { useCreateJob } from '../api/create-job';
import { useUpdateJob } from '../api/update-job';
import {
  defaultExpiryDate,
  emptyJobValues,
  indiaDate,
  type JobFormOptions,
  type JobFormValues,
  jobFormValues,
  serverFieldErrors,
  validateJobForm,
} from '../lib/job-form';
import { EMPLOYER_JOB_MESSAGES, failureMessage } from '../lib/messages';
import { CompanySelect } from './company-select';
import styles from './employer-jobs.module.css';
import { RepeatableList } from './repeatable-list';

export interface JobFormModalProps {
  /** The job to edit; absent for a new post. */
  job?: Job;
  /** Admins choose the company; employers post for their own. */
  isAdmin: boolean;
  onClose: () => void;
  /** After a successful save, with the job as the server now has it. */
  onSaved?: (job: Job) => void;
}

/** A YYYY-MM-DD day as people read it in India: 22 Jan 2027. */
function longDate(day: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

function jobFormResolver(options: JobFormOptions): Resolver<JobFormValues, unknown, JobInput> {
  return async (values) => {
    const result = validateJobForm(values, options);
    if (result.ok) return { values: result.body, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(result.errors)) {
      errors[field] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
}

/**
 * The post-job modal (employer-admin-side.md section 2): posts a new job or edits one, checked with the
 * shared job schema before sending and showing the server's field messages when it refuses.
 */
export function JobFormModal({ job, isAdmin, onClose, onSaved }: JobFormModalProps) {
  const formId = useId();
  const toast = useToast();
  // A post's company is chosen once, when an admin posts it; it never changes afterwards.
  const withCompany = isAdmin && !job;
  const [defaultValues] = useState(() => (job ? jobFormValues(job) : emptyJobValues()));
  const [resolver] = useState(() =>
    jobFormResolver({ withCompany, keptExpiry: job ? defaultValues.expiresAt : undefined }),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<JobFormValues, unknown, JobInput>({
    resolver,
    defaultValues,
  });
  const create = useCreateJob();
  const update = useUpdateJob();
  const isSaving = create.isPending || update.isPending;
  // After the modal's own effect has opened the dialog (a parent's effects run after its children's).
  useEffect(() => setFocus(withCompany ? 'companyId' : 'title'), [setFocus, withCompany]);

  const save = async (body: JobInput) => {
    setFailure(null);
    try {
      const saved = job ? await update.mutateAsync({ jobId: job.id, body }) : await create.mutateAsync(body);
      toast.show(
        job
          ? { variant: 'success', title: EMPLOYER_JOB_MESSAGES.updated }
          : {
              variant: 'success',
              title: EMPLOYER_JOB_MESSAGES.created,
              description: EMPLOYER_JOB_MESSAGES.createdDetail,
            },
      );
      onSaved?.(saved);
      onClose();
    } catch (error) {
      if (isAppError(error)) {
        for (const [field, message] of Object.entries(serverFieldErrors(error.details))) {
          setError(field as keyof JobFormValues, { type: 'server', message });
        }
      }
      const fallback = job
        ? EMPLOYER_JOB_MESSAGES.updateFailed
        : isAdmin
          ? EMPLOYER_JOB_MESSAGES.createFailedAdmin
          : EMPLOYER_JOB_MESSAGES.createFailedEmployer;
      const message = failureMessage(error, fallback);
      setFailure(message);
      toast.show({ variant: 'error', title: message });
    }
  };

  const listProps = { control, register, errors };

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={job ? 'Edit job' : 'Post a new job'}
      description={
        job
          ? 'Changes show to candidates as soon as you save.'
          : 'Fields marked * are required. Salaries are yearly, in lakhs (LPA).'
      }
      size="lg"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isSaving}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            isLoading={isSaving}
            loadingText={job ? 'Saving...' : 'Posting...'}
          >
            {job ? 'Save changes' : 'Post Job'}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={handleSubmit(save)}>
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        {withCompany ? (
          <CompanySelect registration={register('companyId')} error={errors.companyId?.message} />
        ) : null}
        {isAdmin && job ? (
          <p className={styles.companyNote}>
            Company: <strong>{job.company.name}</strong>
          </p>
        ) : null}
        <InputField
          label="Job title"
          placeholder="e.g. Senior Frontend Developer"
          isRequired
          maxLength={JOB_LIMITS.titleMax}
          error={errors.title?.message}
          {...register('title')}
        />
        <div className={styles.formRow}>
          <InputField
            label="Location"
            placeholder="e.g. Bengaluru, Karnataka"
            isRequired
            maxLength={JOB_LIMITS.locationMax}
            error={errors.location?.message}
            {...register('location')}
          />
          <SelectField label="Job type" isRequired error={errors.jobType?.message} {...register('jobType')}>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {JOB_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
        </div>
        <div className={styles.formRow}>
          <SelectField
            label="Category"
            placeholder="Select IT or Non-IT"
            isRequired
            error={errors.category?.message}
            {...register('category')}
          >
            {JOB_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {JOB_CATEGORY_LABELS[category]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Function"
            placeholder="Select a job function"
            isRequired
            error={errors.function?.message}
            {...register('function')}
          >
            {JOB_FUNCTIONS.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </SelectField>
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Work arrangement</legend>
          <div className={styles.checkRow}>
            <CheckboxField label="Remote" {...register('isRemote')} />
            <CheckboxField label="Hybrid" {...register('isHybrid')} />
          </div>
        </fieldset>
        <div className={styles.formRow}>
          <InputField
            label="Minimum experience (years)"
            inputMode="numeric"
            isRequired
            error={errors.experienceMin?.message}
            {...register('experienceMin')}
          />
          <InputField
            label="Maximum experience (years)"
            inputMode="numeric"
            placeholder="Optional"
            error={errors.experienceMax?.message}
            {...register('experienceMax')}
          />
        </div>
        <SelectField
          label="Longest notice period accepted"
          error={errors.noticeAcceptedDays?.message}
          {...register('noticeAcceptedDays')}
        >
          <option value="">Any notice period</option>
          {NOTICE_ACCEPTED.map((choice) => (
            <option key={choice.days} value={String(choice.days)}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        <div className={styles.salaryRow}>
          <InputField
            label="Minimum salary (LPA)"
            inputMode="decimal"
            placeholder="e.g. 12"
            error={errors.salaryMin?.message}
            {...register('salaryMin')}
          />
          <InputField
            label="Maximum salary (LPA)"
            inputMode="decimal"
            placeholder="e.g. 18.5"
            error={errors.salaryMax?.message}
            {...register('salaryMax')}
          />
          <SelectField label="Currency" error={errors.currency?.message} {...register('currency')}>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </SelectField>
        </div>
        <TextareaField
          label="Job description"
          placeholder="What the role is about, the team, and what success looks like (at least 50 characters)"
          isRequired
          rows={6}
          maxLength={JOB_LIMITS.descriptionMax}
          error={errors.description?.message}
          {...register('description')}
        />
        <Controller
          control={control}
          name="skills"
          render={({ field, fieldState }) => (
            <ChipsInput
              label="Skills"
              itemName="skill"
              placeholder="e.g. React"
              hint="Press Enter to add each skill."
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              duplicateMessage="This skill is already in the list"
              max={JOB_LIMITS.maxSkills}
              maxMessage={JOB_MESSAGES.tooManySkills}
            />
          )}
        />
        <RepeatableList
          {...listProps}
          name="requirements"
          legend="Requirements"
          itemName="requirement"
          placeholder="e.g. 3+ years with TypeScript"
        />
        <RepeatableList
          {...listProps}
          name="responsibilities"
          legend="Responsibilities"
          itemName="responsibility"
          placeholder="e.g. Build and ship customer-facing features"
        />
        <RepeatableList
          {...listProps}
          name="benefits"
          legend="Benefits"
          itemName="benefit"
          placeholder="e.g. Health insurance for family"
        />
        <div className={styles.formRow}>
          <InputField
            label="Expiry date"
            type="date"
            min={indiaDate(new Date())}
            hint={
              job
                ? 'Leave empty to keep the current date.'
                : `Optional. Left empty, the post stays open for ${DEFAULT_JOB_LIFETIME_DAYS} days (until ${longDate(defaultExpiryDate())}).`
            }
            error={errors.expiresAt?.message}
            {...register('expiresAt')}
          />
          <InputField
            label="Contact email"
            type="email"
            placeholder="Optional, e.g. careers@company.in"
            autoComplete="email"
            error={errors.contactEmail?.message}
            {...register('contactEmail')}
          />
        </div>
      </form>
    </Modal>
  );
}
