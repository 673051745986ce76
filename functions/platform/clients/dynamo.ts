import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/*
 * One client per process, made on first use. Each AWS client has a module of its own, so a function loads
 * only the clients its code imports (ADR 0004). Locally, the SDK's standard AWS_ENDPOINT_URL_<SERVICE>
 * variables point the clients at the stand-ins, so these modules have no local branch.
 */
let dynamo: DynamoDBDocumentClient | undefined;

export function dynamoClient(): DynamoDBDocumentClient {
  dynamo ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return dynamo;
}
