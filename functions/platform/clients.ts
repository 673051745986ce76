import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';

/*
 * One client of each kind per process, made on first use so a cold start pays only for what the function
 * touches. Locally, the SDK's standard AWS_ENDPOINT_URL_<SERVICE> variables point them at the stand-ins,
 * so this code has no local branch.
 */

let dynamo: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
let ses: SESv2Client | undefined;
let events: EventBridgeClient | undefined;

export function dynamoClient(): DynamoDBDocumentClient {
  dynamo ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return dynamo;
}

export function s3Client(): S3Client {
  s3 ??= new S3Client({
    forcePathStyle: config.s3ForcePathStyle,
    // Presigned URLs must not carry a checksum of an empty body; real S3 rejects the upload otherwise.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3;
}

export function sesClient(): SESv2Client {
  ses ??= new SESv2Client({});
  return ses;
}

export function eventsClient(): EventBridgeClient {
  events ??= new EventBridgeClient({});
  return events;
}
