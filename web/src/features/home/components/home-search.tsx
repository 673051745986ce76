import { SUGGESTED_PLACES } from '@shared/jobs/places';
import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useNavigate } from '@/lib/router';
import styles from './home.module.css';

/**
 * The home page's job search: a keyword and a city, landing on /jobs with both in its query. A plain GET
 * form to /jobs, so the served page searches before the app has started; once it has, the app navigates.
 */
export function HomeSearch() {
  const navigate = useNavigate();
  const keywordId = useId();
  const cityId = useId();
  const cityListId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    navigate(paths.jobs.getHref({ search: text('search'), location: text('location') }));
  };
  return (
    <search aria-label="Find jobs">
      <form className={styles.search} action={paths.jobs.path} method="get" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={keywordId}>
          Job title, skill or company
        </label>
        <input
          id={keywordId}
          className={styles.searchInput}
          name="search"
          type="search"
          placeholder="Job title, skill or company"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
        />
        <label className="visually-hidden" htmlFor={cityId}>
          City
        </label>
        <input
          id={cityId}
          className={styles.searchInput}
          name="location"
          placeholder="City, e.g. Pune"
          list={cityListId}
          autoComplete="off"
          maxLength={100}
        />
        <datalist id={cityListId}>
          {SUGGESTED_PLACES.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
        <Button type="submit" variant="inverse" size="lg">
          Search Jobs
        </Button>
      </form>
    </search>
  );
}
