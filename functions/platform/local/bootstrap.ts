import {
  CreateTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { BUCKETS, TABLE } from '../resources';

// s3rver knows one key pair; DynamoDB Local and the SES stand-in accept any, so all use it.
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const credentials = LOCAL_CREDENTIALS;
const region = 'ap-south-1';

/** Creates the table from the same definition CDK uses; a table that exists already is left as it is. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region, credentials });
  const keyAttributes = new Set<string>([TABLE.partitionKey, TABLE.sortKey]);
  for (const gsi of TABLE.globalSecondaryIndexes) {
    keyAttributes.add(gsi.partitionKey);
    keyAttributes.add(gsi.sortKey);
  }
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...keyAttributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: TABLE.globalSecondaryIndexes.map((gsi) => ({
          IndexName: gsi.indexName,
          KeySchema: [
            { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
            { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE.timeToLiveAttribute, Enabled: true },
      }),
    );
  }
  client.destroy();
}

/** Creates each bucket with its CORS rules for the web origin; existing buckets get the rules again. */
export async function ensureBuckets(
  endpoint: string,
  bucketNames: Record<keyof typeof BUCKETS, string>,
  webOrigins: string[],
): Promise<void> {
  const client = new S3Client({ endpoint, region, credentials, forcePathStyle: true });
  for (const definition of Object.values(BUCKETS)) {
    const Bucket = bucketNames[definition.id];
    try {
      await client.send(new CreateBucketCommand({ Bucket }));
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
    }
    await client.send(
      new PutBucketCorsCommand({
        Bucket,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: webOrigins,
              AllowedMethods: definition.cors.allowedMethods,
              AllowedHeaders: definition.cors.allowedHeaders,
              ExposeHeaders: definition.cors.exposedHeaders,
              MaxAgeSeconds: definition.cors.maxAgeSeconds,
            },
          ],
        },
      }),
    );
  }
  client.destroy();
}
