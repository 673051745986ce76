import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import type { FunctionSpec } from '../contract';

/** A Lambda context as the runtime would pass it, for invoking handlers in-process. */
export function lambdaContext(fn: FunctionSpec): Context {
  const deadline = Date.now() + (fn.timeoutSeconds ?? 10) * 1000;
  const functionName = `jobmatch-local-${fn.name}`;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:ap-south-1:000000000000:function:${functionName}`,
    memoryLimitInMB: String(fn.memoryMb ?? 256),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
