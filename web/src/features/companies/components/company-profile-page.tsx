import {
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  COMPANY_SIZE_LABELS,
  COMPANY_SIZES,
  type CompanyProfileInput,
  companyProfileSchema,
  INDUSTRIES,
  LOGO_RULES,
  logoProblem,
} from '@shared/companies/profile';
import { formatLongDate } from '@shared/dates';
import type { Company } from '@shared/jobs/types';
import { type FormEvent, useId, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { Button, ButtonLink } from '@/components/ui/button';
import { ChipsInput } from '@/components/ui/chips-input';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { CompanyMark } from '@/features/jobs';
import { useOwnCompany } from '../api/get-own-company';
import { useUpdateCompany } from '../api/update-company';
import { useUploadLogo } from '../api/upload-logo';
import styles from './companies.module.css';

type Values = Required<{ [K in keyof CompanyProfileInput]: NonNullable<CompanyProfileInput[K]> }>;
type Errors = Partial<Record<keyof Values, string>>;

function valuesOf(company: Company): Values {
  return {
    // The identity as it stands: a change waiting for review is shown above the form, not in it.
    name: company.name,
    website: company.website ?? '',
    about: company.description ?? '',
    industry: company.industry ?? '',
    size: (company.size ?? '') as Values['size'],
    headquarters: company.location ?? '',
    officeCities: company.officeCities,
    foundedYear: company.foundedYear ?? ('' as unknown as number),
  };
}

/** The form's values as PUT /companies/me takes them: empty optional fields are sent as null. */
function bodyOf(values: Values): CompanyProfileInput {
  const orNull = (text: string) => (text.trim() ? text : null);
  const year = String(values.foundedYear).trim();
  return {
    name: values.name,
    website: values.website,
    about: orNull(values.about),
    industry: orNull(values.industry),
    size: (orNull(values.size) as CompanyProfileInput['size']) ?? null,
    headquarters: orNull(values.headquarters),
    officeCities: values.officeCities,
    foundedYear: year ? Number(year) : null,
  };
}

function errorsOf(body: CompanyProfileInput): Errors {
  const result = z.safeParse(companyProfileSchema, body);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof Values;
    errors[field] ??= issue.message;
  }
  return errors;
}

function LogoCard({ company }: { company: Company }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadLogo(setProgress);
  const toast = useToast();
  const choose = (file: File | undefined) => {
    if (!file) return;
    const found = logoProblem(file.name, file.size);
    setProblem(found ?? null);
    if (found) return;
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => toast.show({ title: COMPANY_MESSAGES.logoSaved }),
      onError: (error) => setProblem(error.message),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };
  return (
    <section className={styles.card} aria-labelledby={`${inputId}-title`}>
      <CompanyMark company={company} size="lg" />
      <div className={styles.cardText}>
        <h2 className={styles.cardTitle} id={`${inputId}-title`}>
          Logo
        </h2>
        <p className={styles.muted} id={`${inputId}-hint`}>
          PNG, JPEG or WebP, up to 1MB, between {LOGO_RULES.minSide} and {LOGO_RULES.maxSide} pixels on each
          side. A square logo looks best.
        </p>
        <label htmlFor={inputId} className="visually-hidden">
          Choose a logo
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp"
          className="visually-hidden"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <div>
          <Button
            variant="outline"
            size="sm"
            isLoading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {company.logoUrl ? 'Change logo' : 'Upload logo'}
          </Button>
        </div>
        {upload.isPending ? (
          <progress className={styles.progress} max={100} value={progress} aria-label="Logo upload">
            {progress}%
          </progress>
        ) : null}
        {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
      </div>
    </section>
  );
}

function ProfileForm({ company }: { company: Company }) {
  const [values, setValues] = useState<Values>(() => valuesOf(company));
  const [errors, setErrors] = useState<Errors>({});
  const save = useUpdateCompany();
  const toast = useToast();
  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((now) => ({ ...now, [name]: value }));
  const pending = company.pendingChange;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(values);
    const found = errorsOf(body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(body, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved.company));
        toast.show({
          title: COMPANY_MESSAGES.saved,
          ...(saved.changeFiled ? { description: COMPANY_MESSAGES.changeFiled } : {}),
        });
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Company profile">
      {pending ? (
        <p className={styles.notice} role="status">
          Waiting for review since {formatLongDate(pending.requestedAt)}:{' '}
          {[
            pending.name ? `name "${pending.name}"` : null,
            pending.website ? `website ${pending.website}` : null,
          ]
            .filter(Boolean)
            .join(' and ')}
          . Your page shows the current {pending.name ? 'name' : 'website'} until a Jobmatch admin approves
          it.
        </p>
      ) : null}
      <InputField
        label="Company name"
        isRequired
        value={values.name}
        error={errors.name}
        hint="Your verified legal name. A change is reviewed by Jobmatch before it shows."
        disabled={!!pending}
        onChange={(event) => set('name', event.target.value)}
      />
      <InputField
        label="Website"
        isRequired
        type="url"
        value={values.website}
        error={errors.website}
        hint="A website on another domain is reviewed by Jobmatch before it shows."
        disabled={!!pending}
        onChange={(event) => set('website', event.target.value)}
      />
      <TextareaField
        label="About"
        rows={6}
        value={values.about}
        error={errors.about}
        maxLength={COMPANY_LIMITS.aboutMax}
        hint="What you make, who you serve and what working with you is like."
        onChange={(event) => set('about', event.target.value)}
      />
      <div className={styles.row}>
        <InputField
          label="Industry"
          list="company-industries"
          value={values.industry}
          error={errors.industry}
          onChange={(event) => set('industry', event.target.value)}
        />
        <datalist id="company-industries">
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry} />
          ))}
        </datalist>
        <SelectField
          label="Company size"
          placeholder="Select..."
          value={values.size}
          error={errors.size}
          onChange={(event) => set('size', event.target.value as Values['size'])}
        >
          {COMPANY_SIZES.map((size) => (
            <option key={size} value={size}>
              {COMPANY_SIZE_LABELS[size]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={styles.row}>
        <InputField
          label="Headquarters"
          value={values.headquarters}
          error={errors.headquarters}
          onChange={(event) => set('headquarters', event.target.value)}
        />
        <InputField
          label="Founded"
          inputMode="numeric"
          value={String(values.foundedYear)}
          error={errors.foundedYear}
          onChange={(event) => set('foundedYear', event.target.value as unknown as number)}
        />
      </div>
      <ChipsInput
        label="Office cities"
        itemName="city"
        value={values.officeCities}
        onChange={(cities) => set('officeCities', cities)}
        error={errors.officeCities}
        duplicateMessage="This city is already listed"
        max={COMPANY_LIMITS.citiesMax}
        maxMessage={COMPANY_MESSAGES.tooManyCities}
      />
      {save.isError ? <ErrorAlert>{save.error.message}</ErrorAlert> : null}
      <div className={styles.actions}>
        <Button type="submit" isLoading={save.isPending}>
          Save profile
        </Button>
        <ButtonLink to={paths.company.getHref(company.slug ?? company.id)} variant="ghost">
          View public page
        </ButtonLink>
      </div>
    </form>
  );
}

/** /employer/company: the company's public profile, edited by its team admins (issue 34). */
export function CompanyProfilePage() {
  const company = useOwnCompany();
  return (
    <div className={`container ${styles.page} ${styles.narrow}`}>
      <title>Company profile · Jobmatch</title>
      <header>
        <h1 className={styles.title}>Company profile</h1>
        <p className={styles.muted}>
          What candidates read on your company page and beside every job you post.
        </p>
      </header>
      {company.isPending ? (
        <Spinner label="Loading company..." />
      ) : company.isError ? (
        <ErrorAlert>{company.error.message}</ErrorAlert>
      ) : company.data.canEdit ? (
        <>
          <LogoCard company={company.data} />
          <ProfileForm company={company.data} />
        </>
      ) : (
        <div className={styles.empty}>
          <p>{COMPANY_MESSAGES.adminsOnly}</p>
          <ButtonLink to={paths.company.getHref(company.data.slug ?? company.data.id)} variant="outline">
            View public page
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
