import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  CANDIDATE_SEARCH,
  type CandidateSearchPage,
  type CandidateSearchQuery,
  type CandidateSummary,
  summaryFits,
} from '../../shared/candidates/reach';
import { cityKey, searchedPlaceKeys } from '../../shared/jobs/places';
import { searchWords } from '../../shared/jobs/search-text';
import { dynamoClient } from '../platform/clients/dynamo';
import { config } from '../platform/config';
import { BadRequestError } from '../platform/errors';
import { COUNT_SK, placeTerm, termPk, wordPlaceTerm, wordsOf, wordTerm } from './index-keys';

/*
 * Employers' candidate search (ADR 0033), read from the index without a scan. Each condition of a search
 * (a word; or the place when no word is given) is a union of term partitions: a word in a city is its
 * `wc:` partition, a word in a region the partitions of the region and each of its cities. Then:
 * - page plan: one partition and no filter a summary must answer: read `page x 20` postings backwards,
 *   the count first (one round, one request);
 * - evaluate plan: read the counts of every condition's partitions (one BatchGet), read every posting of
 *   the rarest condition (its partitions side by side), check the other words and the filters on the
 *   summaries, sort by last update, slice (two rounds; the second grows with the rarest term's size).
 */

export const SEARCH_MESSAGES = {
  needsTerm: 'Enter a skill, job title or city to search.',
  experienceRange: 'The minimum experience cannot be more than the maximum.',
  salaryRange: 'The minimum salary cannot be more than the maximum.',
} as const;

/** What the bench and the tests read of a search besides its answer. */
export interface SearchTrace {
  plan: 'page' | 'evaluate' | 'empty';
  requests: number;
  rounds: number;
}

const PAGE = CANDIDATE_SEARCH.pageSize;

type Stored = { pk: string; sk: string; c?: string; n?: number };

/** A partition's items, highest sort key first: all of them, or the first `limit`; with the requests made. */
async function readPartition(pk: string, limit?: number): Promise<{ items: Stored[]; requests: number }> {
  const items: Stored[] = [];
  let start: Record<string, unknown> | undefined;
  let requests = 0;
  do {
    const page = await dynamoClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: start,
      }),
    );
    requests++;
    items.push(...((page.Items ?? []) as Stored[]));
    start = limit ? undefined : page.LastEvaluatedKey;
  } while (start);
  return { items, requests };
}

async function readCounts(pks: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (let start = 0; start < pks.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = pks
      .slice(start, start + 100)
      .map((pk) => ({ pk, sk: COUNT_SK }));
    while (keys && keys.length > 0) {
      const { Responses, UnprocessedKeys } = await dynamoClient().send(
        new BatchGetCommand({ RequestItems: { [config.tableName]: { Keys: keys } } }),
      );
      for (const item of (Responses?.[config.tableName] ?? []) as Stored[]) counts.set(item.pk, item.n ?? 0);
      keys = UnprocessedKeys?.[config.tableName]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return counts;
}

const summaryOf = (item: Stored) => JSON.parse(item.c ?? '{}') as CandidateSummary;
const isPosting = (item: Stored) => item.sk !== COUNT_SK;

/** The conditions of a search: each a union of partitions; every one must hold. */
function conditionsOf(query: CandidateSearchQuery): { words: string[]; conditions: string[][] } {
  const words = searchWords(query.keyword ?? '');
  const places = query.city ? searchedPlaceKeys(cityKey(query.city)) : [];
  if (words.length === 0)
    return { words, conditions: places.length ? [places.map((place) => termPk(placeTerm(place)))] : [] };
  const conditions = words.map((word) =>
    places.length ? places.map((place) => termPk(wordPlaceTerm(word, place))) : [termPk(wordTerm(word))],
  );
  return { words, conditions };
}

const hasFilters = (query: CandidateSearchQuery) =>
  query.experienceMin !== undefined ||
  query.experienceMax !== undefined ||
  query.notice !== undefined ||
  query.salaryMin !== undefined ||
  query.salaryMax !== undefined;

function checkRanges(query: CandidateSearchQuery) {
  if (
    query.experienceMin !== undefined &&
    query.experienceMax !== undefined &&
    query.experienceMin > query.experienceMax
  )
    throw new BadRequestError(SEARCH_MESSAGES.experienceRange);
  if (query.salaryMin !== undefined && query.salaryMax !== undefined && query.salaryMin > query.salaryMax)
    throw new BadRequestError(SEARCH_MESSAGES.salaryRange);
}

const pageOf = (candidates: CandidateSummary[], total: number, page: number): CandidateSearchPage => ({
  candidates,
  total,
  page,
  pages: Math.ceil(total / PAGE),
});

/** Searches the candidates who are public and open to contact. */
export async function searchCandidates(
  query: CandidateSearchQuery,
  trace?: SearchTrace,
): Promise<CandidateSearchPage> {
  checkRanges(query);
  const { words, conditions } = conditionsOf(query);
  if (conditions.length === 0) throw new BadRequestError(SEARCH_MESSAGES.needsTerm);
  const { page } = query;
  const only = conditions.length === 1 && conditions[0]?.length === 1 ? conditions[0][0] : undefined;
  if (only && !hasFilters(query)) {
    const { items } = await readPartition(only, page * PAGE + 1);
    const total = items.find((item) => item.sk === COUNT_SK)?.n ?? 0;
    const postings = items.filter(isPosting);
    if (trace) Object.assign(trace, { plan: 'page', requests: 1, rounds: 1 });
    return pageOf(postings.slice((page - 1) * PAGE, page * PAGE).map(summaryOf), total, page);
  }
  const counts = await readCounts(conditions.flat());
  const sizes = conditions.map((pks) => pks.reduce((sum, pk) => sum + (counts.get(pk) ?? 0), 0));
  const smallest = Math.min(...sizes);
  if (smallest === 0) {
    if (trace) Object.assign(trace, { plan: 'empty', requests: 1, rounds: 1 });
    return pageOf([], 0, page);
  }
  const rarest = conditions[sizes.indexOf(smallest)] ?? [];
  const partitions = await Promise.all(rarest.map((pk) => readPartition(pk)));
  const read = partitions.flatMap(({ items }) => items).filter(isPosting);
  const seen = new Set<string>();
  const matches: CandidateSummary[] = [];
  for (const item of read) {
    const summary = summaryOf(item);
    if (seen.has(summary.id)) continue;
    seen.add(summary.id);
    const own = new Set(wordsOf(summary));
    if (words.every((word) => own.has(word)) && summaryFits(summary, query)) matches.push(summary);
  }
  matches.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id));
  if (trace)
    Object.assign(trace, {
      plan: 'evaluate',
      requests: 1 + partitions.reduce((sum, { requests }) => sum + requests, 0),
      // Pages of one partition follow each other: the longest partition's pages are the rounds after the counts.
      rounds: 1 + Math.max(...partitions.map(({ requests }) => requests)),
    });
  return pageOf(matches.slice((page - 1) * PAGE, page * PAGE), matches.length, page);
}
