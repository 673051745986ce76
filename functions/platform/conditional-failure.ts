/** Whether a DynamoDB write failed on its condition (ElectroDB wraps the SDK's error). */
export function isConditionalFailure(error: unknown): boolean {
  return /conditional request failed|ConditionalCheckFailed/i.test(String((error as Error)?.message));
}
