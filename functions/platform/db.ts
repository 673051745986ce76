import { dynamoClient } from './clients/dynamo';
import { config } from './config';

/** The client and table every ElectroDB entity of this application uses. */
export function entityConfig() {
  return { client: dynamoClient(), table: config.tableName };
}

/** Builds a value on first use: entities need the table name, which is only read at run time. */
export function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}

export const SERVICE = 'jobmatch';
