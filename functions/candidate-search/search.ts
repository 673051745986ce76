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
 * - evaluate plan: read the counts of every condition's partitions (one BatchGet), then the rarest
 *   condition's postings newest first (its partitions side by side, in growing chunks), checking the other
 *   words and the filters on the summaries, until the page asked for is settled; the total is exact when
 *   the partitions were read to the end, else estimated from the share of matches and the count.
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

/** The first `limit` items of a partition, highest sort key first (its count, then the newest postings). */
async function readTop(pk: string, limit: number): Promise<Stored[]> {
  const page = await dynamoClient().send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (page.Items ?? []) as Stored[];
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
    const items = await readTop(only, page * PAGE + 1);
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
  const evaluated = await evaluate(
    rarest,
    (summary) => {
      const own = new Set(wordsOf(summary));
      return words.every((word) => own.has(word)) && summaryFits(summary, query);
    },
    page * PAGE,
  );
  if (trace)
    Object.assign(trace, {
      plan: 'evaluate',
      requests: 1 + evaluated.requests,
      rounds: 1 + evaluated.rounds,
    });
  const { matches, read, exhausted } = evaluated;
  // Read to the end, the total is exact; stopped early, it is the share of matches so far over the count.
  const total = exhausted
    ? matches.length
    : Math.max(matches.length, Math.round((matches.length / read) * smallest));
  return {
    ...pageOf(
      matches.slice((page - 1) * PAGE, page * PAGE).map(({ summary }) => summary),
      total,
      page,
    ),
    ...(exhausted ? {} : { totalIsEstimate: true }),
  };
}

interface Cursor {
  pk: string;
  start?: Record<string, unknown>;
  done: boolean;
  /** The lowest sort key read so far: whatever is still unread in this partition sorts below it. */
  last?: string;
}

const FIRST_CHUNK = 250;
const LARGEST_CHUNK = 2000;

/**
 * Reads the rarest condition's partitions newest first, side by side, in chunks that double, and stops
 * once the page is settled: `wanted` matches sort above everything still unread in every partition. A
 * common term with a filter so reads a few hundred postings, not its whole partition.
 */
async function evaluate(pks: string[], fits: (summary: CandidateSummary) => boolean, wanted: number) {
  const cursors: Cursor[] = pks.map((pk) => ({ pk, done: false }));
  const matches: { sk: string; summary: CandidateSummary }[] = [];
  const seen = new Set<string>();
  let read = 0;
  let requests = 0;
  let rounds = 0;
  for (let limit = FIRST_CHUNK; ; limit = Math.min(limit * 2, LARGEST_CHUNK)) {
    const active = cursors.filter((cursor) => !cursor.done);
    if (active.length === 0) break;
    const chunks = await Promise.all(
      active.map(async (cursor) => {
        const page = await dynamoClient().send(
          new QueryCommand({
            TableName: config.tableName,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': cursor.pk },
            ScanIndexForward: false,
            Limit: limit,
            ExclusiveStartKey: cursor.start,
          }),
        );
        const items = (page.Items ?? []) as Stored[];
        cursor.start = page.LastEvaluatedKey;
        cursor.done = !page.LastEvaluatedKey;
        cursor.last = items.at(-1)?.sk ?? cursor.last;
        return items;
      }),
    );
    requests += active.length;
    rounds++;
    for (const item of chunks.flat()) {
      if (!isPosting(item)) continue;
      read++;
      const summary = summaryOf(item);
      if (seen.has(summary.id)) continue;
      seen.add(summary.id);
      if (fits(summary)) matches.push({ sk: item.sk, summary });
    }
    const frontier = cursors
      .filter((cursor) => !cursor.done)
      .reduce((highest, cursor) => ((cursor.last ?? '') > highest ? (cursor.last ?? '') : highest), '');
    if (frontier && matches.filter((match) => match.sk > frontier).length >= wanted) break;
  }
  matches.sort((a, b) => b.sk.localeCompare(a.sk));
  return { matches, read, requests, rounds, exhausted: cursors.every((cursor) => cursor.done) };
}
