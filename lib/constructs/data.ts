import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

/** The shape of TABLE in functions/platform/resources.ts. */
export interface TableDefinition {
  readonly partitionKey: string;
  readonly sortKey: string;
  readonly globalSecondaryIndexes: readonly { indexName: string; partitionKey: string; sortKey: string }[];
  readonly timeToLiveAttribute: string;
}

export interface DataProps {
  table: TableDefinition;
  /** Keep the table (and refuse deletes) when the stack goes away. */
  retain: boolean;
}

/** The one DynamoDB table, shaped by the shared table definition. */
export class Data extends Construct {
  readonly table: dynamodb.Table;
  readonly indexNames: string[];

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const { table } = props;
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: table.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: table.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: table.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      deletionProtection: props.retain,
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    for (const index of table.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    this.indexNames = table.globalSecondaryIndexes.map((index) => index.indexName);
  }

  /** Index ARNs spelled out one by one, so grants never need an `index/*` wildcard. */
  indexArns(): string[] {
    return this.indexNames.map((name) => `${this.table.tableArn}/index/${name}`);
  }
}
