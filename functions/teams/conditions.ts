import { isConditionalFailure } from '../platform/conditional-failure';

/** A catch handler turning a failed condition into the caller's refusal; other errors pass through. */
export const refusedOnCondition =
  (refusal: () => Error) =>
  (error: unknown): never => {
    throw isConditionalFailure(error) ? refusal() : error;
  };
