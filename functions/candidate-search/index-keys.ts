import type { CandidateSummary } from '../../shared/candidates/reach';
import { searchWords } from '../../shared/jobs/search-text';
import type { CandidateSearchEntry } from '../model/events';

/*
 * The layout of the candidate search index in the one table (ADR 0033), read by the writer, the search
 * and the bench. A term is a word of the candidate's skills or headline (`w:java`), the candidate's place
 * (`c:bangalore`) or both (`wc:java|bangalore`: the search recruiters make most, skill in a city, is one
 * partition). Each term's partition holds one posting per candidate, `sk = <updatedAt> <candidateId>`
 * (read backwards: recently updated first) with the summary as compact JSON, and its count at `~count`,
 * which sorts after every posting, so a backwards page read meets the count first.
 */

const PREFIX = 'candsearch#';
export const COUNT_SK = '~count';
/** Words per candidate the index files: a generous skill list, bounded so a save stays a few writes. */
const MAX_WORDS = 40;

export const termPk = (term: string) => `${PREFIX}${term}`;
export const wordTerm = (word: string) => `w:${word}`;
export const placeTerm = (place: string) => `c:${place}`;
export const wordPlaceTerm = (word: string, place: string) => `wc:${word}|${place}`;

export const statePk = (candidateId: string) => `candsearchstate#${candidateId}`;
export const STATE_SK = 'state';

/** The words a candidate is found by: their skills and headline, cut as job search cuts them. */
export function wordsOf(summary: Pick<CandidateSummary, 'skills' | 'headline'>): string[] {
  return searchWords([...summary.skills, summary.headline ?? ''].join(' ')).slice(0, MAX_WORDS);
}

/** The terms a searchable candidate is filed under. */
export function termsOf(entry: CandidateSearchEntry): string[] {
  const words = wordsOf(entry.summary);
  const { place } = entry;
  return [
    ...words.map(wordTerm),
    ...(place ? [placeTerm(place), ...words.map((word) => wordPlaceTerm(word, place))] : []),
  ];
}

export const postingSk = (summary: CandidateSummary) => `${summary.updatedAt} ${summary.id}`;

/** A posting's key as the state item lists it. */
export const postingKey = (pk: string, sk: string) => `${pk}\n${sk}`;
export const keyOfPosting = (key: string) => {
  const [pk = '', sk = ''] = key.split('\n');
  return { pk, sk };
};

/** Every item of a candidate's entry (postings with their summary), for the writer and a bulk load. */
export function postingItems(entry: CandidateSearchEntry) {
  const sk = postingSk(entry.summary);
  const json = JSON.stringify(entry.summary);
  return termsOf(entry).map((term) => ({ pk: termPk(term), sk, c: json }));
}
