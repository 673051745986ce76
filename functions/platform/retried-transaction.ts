import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from './clients/dynamo';
import { wait } from './wait';

type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** Tries of a transaction that keeps meeting other writers on the same items (counters most often). */
const ATTEMPTS = 8;

/**
 * Runs one TransactWriteItems, trying again (with jittered backoff) while it is cancelled only because
 * another transaction touched the same items at that moment. Answers 'ok', or the indexes of the items
 * whose condition failed, for the caller to read: an index writer's last item is its version check.
 */
export async function retriedTransaction(items: TransactItems, what: string): Promise<'ok' | number[]> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      await dynamoClient().send(new TransactWriteCommand({ TransactItems: items }));
      return 'ok';
    } catch (error) {
      const { name, CancellationReasons } = error as {
        name?: string;
        CancellationReasons?: { Code?: string }[];
      };
      if (name !== 'TransactionCanceledException') throw error;
      const codes = (CancellationReasons ?? []).map((reason) => reason.Code);
      const failed = codes.flatMap((code, index) => (code === 'ConditionalCheckFailed' ? [index] : []));
      if (failed.length > 0) return failed;
      await wait(10 * 2 ** attempt + Math.random() * 20);
    }
  }
  throw new Error(`${what} kept conflicting with other writes`);
}
