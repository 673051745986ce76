/** Whether a DynamoDB write failed on its condition (ElectroDB wraps the SDK's error). */
export function isConditionalFailure(error: unknown): boolean {
  return /conditional request failed|ConditionalCheckFailed/i.test(String((error as Error)?.message));
}

/**
 * A conditional write's outcome: true once written, false when its condition did not hold (a claim someone
 * else holds, a state that moved on); any other failure is thrown.
 */
export function writtenUnlessConditionFails(write: Promise<unknown>): Promise<boolean> {
  return write.then(
    () => true,
    (error: unknown) => {
      if (isConditionalFailure(error)) return false;
      throw error;
    },
  );
}
