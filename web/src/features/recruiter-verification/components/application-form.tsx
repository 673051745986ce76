import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_SIZES,
  DOCUMENT_KINDS,
  type DocumentKind,
  INDUSTRIES,
  RECRUITER_MESSAGES,
  type RecruiterApplicationBody,
  type RecruiterApplicationInput,
  recruiterApplicationSchema,
} from '@shared/recruiters/schemas';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { isAppError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useSubmitApplication } from '../api/submit-application';
import { useDocumentUpload } from '../hooks/use-document-upload';
import { serverFieldErrors } from '../lib/server-errors';
import { DocumentInput } from './document-input';
import styles from './recruiter-verification.module.css';

type FormValues = Omit<RecruiterApplicationInput, DocumentKind>;

function useDocuments() {
  const businessLicense = useDocumentUpload('businessLicense');
  const identityProof = useDocumentUpload('identityProof');
  const companyLogo = useDocumentUpload('companyLogo');
  return { businessLicense, identityProof, companyLogo };
}

/** The recruiter application (employer-admin-side.md sections 2 and 5): company, contact, needs, documents. */
export function ApplicationForm() {
  const user = useUser();
  const toast = useToast();
  const documents = useDocuments();
  // On the mutation, not on the call: the form gives way to the status screen as soon as it succeeds.
  const submit = useSubmitApplication({
    mutationConfig: {
      onSuccess: () =>
        toast.show({
          variant: 'success',
          title: RECRUITER_MESSAGES.submitted,
          description: RECRUITER_MESSAGES.submittedDetail,
        }),
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, RecruiterApplicationBody>({
    resolver: zodResolver(recruiterApplicationSchema) as never,
    defaultValues: {
      companyName: user?.companyName ?? '',
      companyWebsite: '',
      companySize: '',
      industry: '',
      jobTitle: user?.jobTitle ?? '',
      workEmail: user?.email ?? '',
      phoneNumber: '',
      linkedinProfile: user?.linkedinProfile ?? '',
      companyDescription: '',
      hiringNeeds: '',
    },
  });
  const uploading = DOCUMENT_KINDS.some((kind) => documents[kind].state.status === 'uploading');

  const onSubmit = handleSubmit((values) => {
    const body: RecruiterApplicationBody = { ...values };
    for (const kind of DOCUMENT_KINDS) {
      const { state } = documents[kind];
      if (state.status === 'uploaded') body[kind] = { fileKey: state.fileKey, fileName: state.fileName };
    }
    submit.mutate(body, {
      onError: (error) => {
        if (!isAppError(error)) return;
        for (const [field, message] of Object.entries(serverFieldErrors(error.details))) {
          if ((DOCUMENT_KINDS as readonly string[]).includes(field))
            documents[field as DocumentKind].fail(message);
          else setError(field as keyof FormValues, { message });
        }
      },
    });
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Recruiter application">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Company</legend>
        <div className={styles.grid}>
          <InputField
            label="Company name"
            isRequired
            error={errors.companyName?.message}
            {...register('companyName')}
          />
          <InputField
            label="Company website"
            isRequired
            type="url"
            placeholder="https://"
            error={errors.companyWebsite?.message}
            {...register('companyWebsite')}
          />
          <SelectField
            label="Company size"
            isRequired
            placeholder="Select size"
            error={errors.companySize?.message}
            {...register('companySize')}
          >
            {COMPANY_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} employees
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Industry"
            isRequired
            placeholder="Select industry"
            error={errors.industry?.message}
            {...register('industry')}
          >
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
          </SelectField>
        </div>
        <TextareaField
          label="Company description"
          isRequired
          rows={4}
          error={errors.companyDescription?.message}
          {...register('companyDescription')}
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>You</legend>
        <div className={styles.grid}>
          <InputField
            label="Job title"
            isRequired
            error={errors.jobTitle?.message}
            {...register('jobTitle')}
          />
          <InputField
            label="Work email"
            isRequired
            type="email"
            autoComplete="email"
            error={errors.workEmail?.message}
            {...register('workEmail')}
          />
          <InputField
            label="Phone number"
            isRequired
            type="tel"
            autoComplete="tel"
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
          <InputField
            label="LinkedIn profile"
            type="url"
            placeholder="https://www.linkedin.com/in/..."
            hint="Optional"
            error={errors.linkedinProfile?.message}
            {...register('linkedinProfile')}
          />
        </div>
        <TextareaField
          label="Hiring needs"
          isRequired
          rows={3}
          hint="Which roles, how many, and how soon."
          error={errors.hiringNeeds?.message}
          {...register('hiringNeeds')}
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Documents</legend>
        <p className={styles.hint}>Documents help us verify your company faster.</p>
        <div className={styles.documents}>
          {DOCUMENT_KINDS.map((kind) => (
            <DocumentInput
              key={kind}
              kind={kind}
              state={documents[kind].state}
              onFile={(file) => void documents[kind].upload(file)}
              onRemove={documents[kind].remove}
            />
          ))}
        </div>
      </fieldset>

      {submit.isError &&
      !Object.keys(serverFieldErrors(isAppError(submit.error) ? submit.error.details : null)).length ? (
        <ErrorAlert>{submit.error.message}</ErrorAlert>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          size="lg"
          isLoading={submit.isPending}
          loadingText="Submitting..."
          disabled={uploading}
        >
          Submit Application
        </Button>
      </div>
    </form>
  );
}
