import { dynamoClient } from '../../functions/platform/clients/dynamo';

export interface RoundTrips {
  requests: number;
  rounds: number;
}

/**
 * Counts DynamoDB requests and round trips (a round starts when a request goes out while none is in
 * flight: requests sent together with Promise.all are one round) of what `run` does in this process.
 */
export async function roundTripsOf(run: () => Promise<unknown>): Promise<RoundTrips> {
  const meter = { requests: 0, rounds: 0, inFlight: 0 };
  const name = `meter-${Math.random()}`;
  dynamoClient().middlewareStack.add(
    (next) => async (args) => {
      meter.requests += 1;
      if (meter.inFlight === 0) meter.rounds += 1;
      meter.inFlight += 1;
      try {
        return await next(args);
      } finally {
        meter.inFlight -= 1;
      }
    },
    { step: 'initialize', name },
  );
  try {
    await run();
  } finally {
    dynamoClient().middlewareStack.remove(name);
  }
  return { requests: meter.requests, rounds: meter.rounds };
}
