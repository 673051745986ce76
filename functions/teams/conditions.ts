/** Whether DynamoDB refused a write because its condition did not hold. */
export function isConditionalFailure(error: unknown): boolean {
  return /conditional request failed|ConditionalCheckFailed/i.test(String((error as Error)?.message));
}

/** A catch handler turning a failed condition into the caller's refusal; other errors pass through. */
export const refusedOnCondition =
  (refusal: () => Error) =>
  (error: unknown): never => {
    throw isConditionalFailure(error) ? refusal() : error;
  };
