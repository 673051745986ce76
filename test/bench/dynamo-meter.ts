import { AsyncLocalStorage } from 'node:async_hooks';
import { dynamoClient } from '../../functions/platform/clients/dynamo';

/**
 * Counts the DynamoDB commands a piece of work sends, by SDK middleware on the process's one
 * DocumentClient. Each send is one round trip, whether or not it runs beside others: Promise.all saves
 * time, not trips. Only work started inside `commandsSentBy` is counted, so the event consumers a
 * request sets off (which run on the local bus's own connections) are not charged to it.
 */

const READ_COMMANDS = new Set([
  'GetItemCommand',
  'BatchGetItemCommand',
  'QueryCommand',
  'ScanCommand',
  'TransactGetItemsCommand',
  'DescribeTableCommand',
]);

export interface SentCommands {
  /** Command names (QueryCommand, UpdateItemCommand...) in the order they were sent. */
  names: string[];
  /** What each command touched, by the kinds of item its keys name (`GetItem user`), in the same order. */
  details: string[];
}

export const isReadCommand = (name: string) => READ_COMMANDS.has(name);

const scope = new AsyncLocalStorage<SentCommands>();
const METER_NAME = 'bench-dynamo-meter';

/**
 * The kinds of item a command's keys name: ElectroDB's entity (`$user_1` in a sort key) or a hand-made
 * key's prefix (`matchjob#...`). Only to say where a route's trips go.
 */
function itemKindsIn(input: unknown): string[] {
  const text = JSON.stringify(input) ?? '';
  const kinds = [
    ...[...text.matchAll(/"\$([A-Za-z]+)_\d/g)].map((match) => match[1]),
    ...[...text.matchAll(/"([a-z]{3,})#/g)].map((match) => match[1]),
  ];
  return [...new Set(kinds)].filter((kind): kind is string => Boolean(kind));
}

/** Adds the counting middleware once. Call it after the stack has set the environment the client reads. */
export function meterDynamoCommands(): void {
  const stack = dynamoClient().middlewareStack;
  if (stack.identify().some((entry) => entry.startsWith(METER_NAME))) return;
  stack.add(
    (next, context) => async (args) => {
      const sent = scope.getStore();
      if (sent) {
        const name = context.commandName ?? 'UnknownCommand';
        sent.names.push(name);
        sent.details.push(`${name.replace(/Command$/, '')} ${itemKindsIn(args.input).join('+') || '?'}`);
      }
      return next(args);
    },
    { step: 'initialize', name: METER_NAME },
  );
}

/** Runs `work` and records, in `sent`, every DynamoDB command it (and what it awaits) sends. */
export function commandsSentBy<T>(sent: SentCommands, work: () => Promise<T>): Promise<T> {
  return scope.run(sent, work);
}
