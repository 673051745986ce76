import { lpaFromRupees } from '@shared/jobs/format';
import {
  JOB_CATEGORIES,
  JOB_CATEGORY_LABELS,
  JOB_FUNCTIONS,
  JOB_TYPE_LABELS,
  JOB_TYPES,
} from '@shared/jobs/options';
import { SUGGESTED_PLACES } from '@shared/jobs/places';
import { JOB_SORT_LABELS, JOB_SORTS } from '@shared/jobs/search-sort';
import { type FormEvent, useId, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { activeFilterCount, filtersFromForm, type JobSearchFilters } from '../lib/job-filters';
import styles from './job-search.module.css';
import { KeywordBox } from './keyword-box';

/** Years a seeker may pick; the search matches jobs whose range holds them. */
const EXPERIENCE_YEARS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20, 25, 30];

interface JobSearchBarProps {
  /** The form's id: the filter panel's controls belong to it through their `form` attribute. */
  formId: string;
  filters: JobSearchFilters;
  /** `inPlace`: a list choice or a ticked box, which keeps the reader where they are on the page. */
  onSearch: (filters: JobSearchFilters, options: { inPlace: boolean }) => void;
}

/**
 * The search box and location: the search form itself. The filter panel beside the results holds the
 * rest of its controls (tied to it by id), so one submit reads every filter.
 */
export function JobSearchBar({ formId, filters, onSearch }: JobSearchBarProps) {
  const locationListId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const inPlace = form.dataset.inPlace === 'true';
    delete form.dataset.inPlace;
    onSearch(filtersFromForm(new FormData(form)), { inPlace });
  };
  return (
    <search aria-label="Jobs">
      <form id={formId} className={styles.bar} onSubmit={submit}>
        <KeywordBox defaultValue={filters.search} className={styles.searchField} />
        <InputField
          label="Location"
          name="location"
          defaultValue={filters.location}
          placeholder="City, e.g. Bangalore"
          list={locationListId}
          autoComplete="off"
          className={styles.locationField}
        />
        <datalist id={locationListId}>
          {SUGGESTED_PLACES.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
        <Button type="submit" className={styles.searchButton}>
          Search
        </Button>
      </form>
    </search>
  );
}

/**
 * The filters of the search form. A list choice or a ticked box applies at once; skills and salary
 * apply with Apply filters (or Enter). On a phone the panel folds away behind 'Filters'.
 */
export function JobFiltersPanel({ formId, filters }: { formId: string; filters: JobSearchFilters }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = activeFilterCount(filters);

  const applyChoice = (event: FormEvent<HTMLDivElement>) => {
    const target = event.target;
    const isChoice =
      target instanceof HTMLSelectElement ||
      (target instanceof HTMLInputElement && target.type === 'checkbox');
    const form = document.getElementById(formId);
    if (!isChoice || !(form instanceof HTMLFormElement)) return;
    form.dataset.inPlace = 'true';
    form.requestSubmit();
  };

  return (
    <div className={styles.filtersBox}>
      <button
        type="button"
        className={styles.filtersToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Filters{count > 0 ? ` (${count})` : ''}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id={panelId} className={styles.filters} data-open={open || undefined} onChange={applyChoice}>
        <h2 className={styles.filtersTitle}>Filters</h2>
        {/* A plain GET control of the form: before the app starts, Search sends it with the rest. */}
        <SelectField label="Sort by" name="sort" form={formId} defaultValue={filters.sort ?? 'relevance'}>
          {JOB_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {JOB_SORT_LABELS[sort]}
            </option>
          ))}
        </SelectField>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Job type</legend>
          <div className={styles.checks}>
            {JOB_TYPES.map((type) => (
              <label key={type} className={styles.check}>
                <input
                  type="checkbox"
                  name="type"
                  value={type}
                  form={formId}
                  defaultChecked={filters.types.includes(type)}
                />
                {JOB_TYPE_LABELS[type]}
              </label>
            ))}
          </div>
        </fieldset>
        <SelectField
          label="Experience"
          name="experience"
          form={formId}
          defaultValue={filters.experience === null ? '' : String(filters.experience)}
          placeholder="Any experience"
        >
          {EXPERIENCE_YEARS.map((years) => (
            <option key={years} value={years}>
              {years === 0 ? 'Fresher (0 years)' : `${years} ${years === 1 ? 'year' : 'years'}`}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Job function"
          name="function"
          form={formId}
          defaultValue={filters.function ?? ''}
          placeholder="All functions"
        >
          {JOB_FUNCTIONS.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Category"
          name="category"
          form={formId}
          defaultValue={filters.category ?? ''}
          placeholder="IT and Non-IT"
        >
          {JOB_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {JOB_CATEGORY_LABELS[category]}
            </option>
          ))}
        </SelectField>
        <InputField
          label="Skills"
          name="skills"
          form={formId}
          defaultValue={filters.skills.join(', ')}
          placeholder="e.g. React, SQL"
          hint="Separate skills with commas"
          autoComplete="off"
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Salary range</legend>
          <div className={styles.range}>
            <InputField
              label="Minimum salary (LPA)"
              name="salaryMinLpa"
              form={formId}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.5"
              defaultValue={filters.salaryMin === null ? '' : lpaFromRupees(filters.salaryMin)}
            />
            <InputField
              label="Maximum salary (LPA)"
              name="salaryMaxLpa"
              form={formId}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.5"
              defaultValue={filters.salaryMax === null ? '' : lpaFromRupees(filters.salaryMax)}
            />
          </div>
        </fieldset>
        <div className={styles.filterActions}>
          <Button type="submit" form={formId} fullWidth>
            Apply filters
          </Button>
          {count > 0 || filters.search ? (
            <ButtonLink to={paths.jobs.getHref()} variant="ghost" fullWidth>
              Clear filters
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </div>
  );
}
