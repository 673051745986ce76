import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { EventBridgeEvent } from 'aws-lambda';
import { eventsClient } from './clients/events';
import { config } from './config';
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

export type AppEvent<Detail> = EventBridgeEvent<string, Detail>;
