import { MATCHING } from '@shared/constants';
import {
  RECOMMENDATION_SORT_LABELS,
  RECOMMENDATION_SORTS,
  type RecommendationSort,
} from '@shared/matching/types';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/field';
import type { RecommendationQuery } from '../lib/recommendation-query';
import styles from './matching.module.css';

interface RecommendationsToolbarProps {
  query: RecommendationQuery;
  onChange: (change: Partial<Omit<RecommendationQuery, 'page'>>) => void;
  onRefresh: () => void;
  isRefreshing: boolean;
}

/**
 * Search, sort, minimum match and refresh (candidate-side.md section 2, Smart Job Recommendations). The
 * search is sent with its button or Enter; the selects apply at once.
 */
export function RecommendationsToolbar({
  query,
  onChange,
  onRefresh,
  isRefreshing,
}: RecommendationsToolbarProps) {
  const [text, setText] = useState(query.search);
  // Back or a link may change the search in the address: the box follows it.
  useEffect(() => setText(query.search), [query.search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: text.trim() });
  };

  return (
    <search className={styles.toolbar} aria-label="Filter recommendations">
      <form className={styles.searchForm} onSubmit={submit}>
        <InputField
          label="Search matches"
          type="search"
          placeholder="Title, company or skill"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary" className={styles.toolbarButton}>
          Search
        </Button>
      </form>
      <div className={styles.toolbarSelects}>
        <SelectField
          label="Sort by"
          value={query.sort}
          onChange={(event) => onChange({ sort: event.target.value as RecommendationSort })}
        >
          {RECOMMENDATION_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {RECOMMENDATION_SORT_LABELS[sort]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Minimum match"
          value={String(query.minMatch)}
          onChange={(event) => onChange({ minMatch: Number(event.target.value) })}
        >
          {MATCHING.minimumMatchChoices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}% or more
            </option>
          ))}
        </SelectField>
        <Button
          variant="outline"
          className={styles.toolbarButton}
          onClick={onRefresh}
          isLoading={isRefreshing}
          loadingText="Refreshing..."
        >
          Refresh
        </Button>
      </div>
    </search>
  );
}
