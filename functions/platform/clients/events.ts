import { EventBridgeClient } from '@aws-sdk/client-eventbridge';

/** One client per process, made on first use (see dynamo.ts). */
let events: EventBridgeClient | undefined;

export function eventsClient(): EventBridgeClient {
  events ??= new EventBridgeClient({});
  return events;
}
