import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { EventBridgeEvent } from 'aws-lambda';
import { eventsClient } from './clients/events';
import { config } from './config';
import { ServiceUnavailableError } from './errors';
import { logger } from './logger';
import { EVENT_SOURCE } from './resources';

/** Publishes one application event on the stage's bus; throws if the bus did not take it. */
export async function publishEvent(detailType: string, detail: Record<string, unknown>): Promise<void> {
  const result = await eventsClient().send(
    new PutEventsCommand({
      Entries: [
        {
          EventBusName: config.eventBusName,
          Source: EVENT_SOURCE,
          DetailType: detailType,
          Detail: JSON.stringify(detail),
        },
      ],
    }),
  );
  if (result.FailedEntryCount) {
    const entry = result.Entries?.[0];
    throw new Error(
      `Event ${detailType} was not accepted: ${entry?.ErrorCode ?? 'unknown'} ${entry?.ErrorMessage ?? ''}`,
    );
  }
}

/**
 * Announces a change that already stands and whose notices the caller owes (a mail the event drives). If
 * the bus refuses, the failure is logged with `context` and the caller answers 503: repeating the request
 * announces again, and the consumers send once per change.
 */
export async function announceOrUnavailable(
  detailType: string,
  detail: object,
  context: Record<string, unknown>,
): Promise<void> {
  try {
    await publishEvent(detailType, detail as Record<string, unknown>);
  } catch (error) {
    logger.error(`${detailType} not published`, { ...context, error: String(error) });
    throw new ServiceUnavailableError();
  }
}

export type AppEvent<Detail> = EventBridgeEvent<string, Detail>;
