/*
 * What a bundled function gets for `@aws-sdk/client-dynamodb` (the alias is in
 * lib/constructs/lambda-bundling.ts): the client, health's DescribeTable, and the sixteen commands that
 * @aws-sdk/lib-dynamodb's DocumentClient commands wrap, each from its own module.
 * Why: ElectroDB require()s @aws-sdk/lib-dynamodb as a whole, so esbuild must evaluate that package at init
 * together with the package index of @aws-sdk/client-dynamodb it imports, which loads all 63 commands
 * (and their schemas) in every function that touches the table. Through this module the same require
 * reaches only the commands the DocumentClient wraps. A name missing here fails the bundling, never a
 * function. Plain JavaScript: the SDK ships types for its package index only. Code run unbundled (the
 * local stack, the tests) imports the package itself.
 */

export { BatchExecuteStatementCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/BatchExecuteStatementCommand.js';
export { BatchGetItemCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/BatchGetItemCommand.js';
export { BatchWriteItemCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/BatchWriteItemCommand.js';
export { DeleteItemCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/DeleteItemCommand.js';
export { DescribeExportCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/DescribeExportCommand.js';
export { DescribeTableCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/DescribeTableCommand.js';
export { ExecuteStatementCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/ExecuteStatementCommand.js';
export { ExecuteTransactionCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/ExecuteTransactionCommand.js';
export { ExportTableToPointInTimeCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/ExportTableToPointInTimeCommand.js';
export { GetItemCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/GetItemCommand.js';
export { PutItemCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/PutItemCommand.js';
export { QueryCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/QueryCommand.js';
export { ScanCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/ScanCommand.js';
export { SearchVectorsCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/SearchVectorsCommand.js';
export { TransactGetItemsCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/TransactGetItemsCommand.js';
export { TransactWriteItemsCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/TransactWriteItemsCommand.js';
export { UpdateItemCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/UpdateItemCommand.js';
export { DynamoDBClient } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/DynamoDBClient.js';
