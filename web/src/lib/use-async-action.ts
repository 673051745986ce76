import { useRef, useState } from 'react';

/** Where an action stands, with the input of the last run and its answer or failure. */
export type AsyncActionState<Input, Result> =
  | { status: 'idle' }
  | { status: 'pending'; input: Input }
  | { status: 'success'; input: Input; data: Result }
  | { status: 'error'; input: Input; error: unknown };

export interface AsyncActionCallbacks<Input, Result> {
  onSuccess?: (data: Result, input: Input) => void;
  onError?: (error: unknown, input: Input) => void;
}

/**
 * One request a page makes on a person's click (sign in, send a code), with its pending and failed states
 * for the screen: what the public pages use instead of a query library's mutations. Only the latest run
 * counts: a run overtaken by another, or by `reset()`, changes nothing when it ends, callbacks included.
 */
export function useAsyncAction<Input, Result>(
  action: (input: Input) => Promise<Result>,
  callbacks: AsyncActionCallbacks<Input, Result> = {},
) {
  const [state, setState] = useState<AsyncActionState<Input, Result>>({ status: 'idle' });
  const latestRun = useRef(0);

  /** Starts the action; the promise never rejects (the failure is in the state and onError). */
  const run = async (input: Input): Promise<void> => {
    const runId = ++latestRun.current;
    setState({ status: 'pending', input });
    try {
      const data = await action(input);
      if (runId !== latestRun.current) return;
      setState({ status: 'success', input, data });
      callbacks.onSuccess?.(data, input);
    } catch (error) {
      if (runId !== latestRun.current) return;
      setState({ status: 'error', input, error });
      callbacks.onError?.(error, input);
    }
  };

  const reset = () => {
    latestRun.current += 1;
    setState({ status: 'idle' });
  };

  return {
    status: state.status,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    /** The last run's failure, while it is the latest word. */
    error: state.status === 'error' ? state.error : null,
    data: state.status === 'success' ? state.data : undefined,
    /** What the last run was given. */
    input: state.status === 'idle' ? undefined : state.input,
    run,
    reset,
  };
}
