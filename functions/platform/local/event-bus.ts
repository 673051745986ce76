import { randomUUID } from 'node:crypto';
import type { EventBridgeEvent, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { detailTypesOf, type EventRuleSpec } from '../contract';
import type { RunningService } from './dynamodb';
import { listen, readBody } from './http-server';
import { lambdaContext } from './lambda-context';
import { type LoadHandler, loadHandler } from './load-handler';

interface PutEventsEntry {
  EventBusName?: string;
  Source?: string;
  DetailType?: string;
  Detail?: string;
}

/** Lambda retries a failed asynchronous invocation twice; so does the local bus. */
const RETRY_DELAYS_MS = [1_000, 2_000];

/** A delayed rule's event as its queue hands it to the function: a batch of one, the event whole. */
function queueBatchOf(event: EventBridgeEvent<string, unknown>): SQSEvent {
  return {
    Records: [
      {
        messageId: event.id,
        receiptHandle: event.id,
        body: JSON.stringify(event),
        attributes: {
          ApproximateReceiveCount: '1',
          SentTimestamp: String(Date.now()),
          SenderId: 'events.amazonaws.com',
          ApproximateFirstReceiveTimestamp: String(Date.now()),
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:ap-south-1:000000000000:local-delayed-events',
        awsRegion: 'ap-south-1',
      },
    ],
  };
}

export interface EventBusOptions {
  port: number;
  busName: string;
  rules: EventRuleSpec[];
  onDeadLetter?: (event: EventBridgeEvent<string, unknown>, error: unknown) => void;
  load?: LoadHandler;
  /**
   * How long the events of a delayed rule (EventRuleSpec.delaySeconds) are held: by default each rule's
   * own delay, as its queue holds them in AWS. Test stacks shorten it; `null` delivers none of them, for
   * tests that call those consumers themselves once "the delay has passed".
   */
  delaySeconds?: number | null;
}

/**
 * The EventBridge PutEvents API on loopback, applying the same rule table as the AWS rules. Targets are
 * invoked asynchronously, as EventBridge does, with Lambda's retries; events that still fail are logged
 * as dead letters. A delayed rule's events are held first and then handed over as its queue would.
 */
export async function startEventBus(
  options: EventBusOptions,
): Promise<RunningService & { idle(): Promise<void> }> {
  const inFlight = new Set<Promise<void>>();
  const holding = new Set<ReturnType<typeof setTimeout>>();

  /** Waits out a delayed rule's hold; false when the bus does not deliver it at all. */
  const hold = async (rule: EventRuleSpec): Promise<boolean> => {
    if (!rule.delaySeconds) return true;
    const seconds = options.delaySeconds === undefined ? rule.delaySeconds : options.delaySeconds;
    if (seconds === null) return false;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        holding.delete(timer);
        resolve();
      }, seconds * 1000);
      holding.add(timer);
    });
    return true;
  };

  const deliver = async (rule: EventRuleSpec, event: EventBridgeEvent<string, unknown>) => {
    if (!(await hold(rule))) return;
    const handler = await (options.load ?? loadHandler)(rule.fn);
    for (let attempt = 0; ; attempt++) {
      try {
        if (rule.delaySeconds) {
          const result = (await handler(queueBatchOf(event), lambdaContext(rule.fn))) as
            | SQSBatchResponse
            | undefined;
          if (result?.batchItemFailures?.length) throw new Error(`Event ${event.id} failed in ${rule.name}`);
        } else {
          await handler(event, lambdaContext(rule.fn));
        }
        return;
      } catch (error) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) {
          (
            options.onDeadLetter ??
            ((e, err) => console.error(`Event ${e.id} dead-lettered by ${rule.name}`, err))
          )(event, error);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };

  const dispatch = (entry: PutEventsEntry): string => {
    const id = randomUUID();
    const event: EventBridgeEvent<string, unknown> = {
      version: '0',
      id,
      'detail-type': entry.DetailType ?? '',
      source: entry.Source ?? '',
      account: '000000000000',
      time: new Date().toISOString(),
      region: 'ap-south-1',
      resources: [],
      detail: JSON.parse(entry.Detail ?? '{}'),
    };
    for (const rule of options.rules) {
      if (rule.source !== event.source || !detailTypesOf(rule).includes(event['detail-type'])) continue;
      const delivery = deliver(rule, event).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    }
    return id;
  };

  const { stop } = await listen(options.port, async (request, response) => {
    const target = request.headers['x-amz-target'];
    if (request.method !== 'POST' || target !== 'AWSEvents.PutEvents') {
      response.writeHead(400, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(
        JSON.stringify({ __type: 'UnknownOperationException', message: `Unsupported: ${target}` }),
      );
      return;
    }
    const { Entries = [] } = JSON.parse((await readBody(request, 256 * 1024)).toString('utf8')) as {
      Entries?: PutEventsEntry[];
    };
    const results = Entries.map((entry) => {
      if ((entry.EventBusName ?? 'default') !== options.busName) {
        return {
          ErrorCode: 'ResourceNotFoundException',
          ErrorMessage: `Event bus ${entry.EventBusName} does not exist.`,
        };
      }
      try {
        return { EventId: dispatch(entry) };
      } catch {
        return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is malformed.' };
      }
    });
    response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
    response.end(
      JSON.stringify({ FailedEntryCount: results.filter((r) => 'ErrorCode' in r).length, Entries: results }),
    );
  });

  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    async stop() {
      // Held events go with the bus, as a queue's would with a deleted stack.
      for (const timer of holding) clearTimeout(timer);
      holding.clear();
      await stop();
    },
    /** Resolves once every delivery under way has finished: for tests that assert on the effects. */
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
