import type { PopulateSummary } from '@shared/resume/populate';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { getShouldPopulateQueryOptions } from '../api/get-should-populate';
import { useParseResume } from '../api/parse-resume';
import { usePopulateProfile } from '../api/populate-profile';
import { ResumeAutoFillPanel } from '../components/resume-auto-fill-panel';
import {
  failureOf,
  INVALID_RESPONSE_FAILURE,
  outcomeOf,
  type ParseFailure,
  type ParseOutcome,
} from '../lib/review';

/** Spec section 4, Resume parse flow: upload, ask, parse, review, then populate or discard. */
export type AutoFillState =
  | { step: 'idle' }
  | { step: 'offer'; file: File }
  | { step: 'parsing'; file: File }
  | { step: 'review'; file: File; outcome: Extract<ParseOutcome, { kind: 'review' }> }
  | { step: 'filled'; summary: PopulateSummary }
  /** The person chose to fill the profile by hand: nothing was sent, the parse is dropped. */
  | { step: 'discarded' }
  | { step: 'unreadable' }
  | { step: 'failed'; file: File; message: string };

export interface ResumeAutoFillOptions {
  /**
   * Reloads what shows the profile once it was filled; the page that composes this feature knows the
   * profile's queries, this feature does not.
   */
  onProfileFilled?: () => Promise<unknown>;
}

export interface ResumeAutoFill {
  /** Call with the file once its upload is confirmed: offers to fill the profile from it when useful. */
  offer: (file: File) => void;
  /** Call when the resume is gone: drops the offer, a parse under way or its outcome. */
  withdraw: () => void;
  /** The offer, the parse's progress, its outcome and the review dialog, shown under the upload widget. */
  panel: ReactNode;
}

export function useResumeAutoFill({ onProfileFilled }: ResumeAutoFillOptions = {}): ResumeAutoFill {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AutoFillState>({ step: 'idle' });
  // Only the latest upload may change the state: an earlier file's late answer is dropped.
  const latest = useRef<File | null>(null);
  const parse = useParseResume();
  const populate = usePopulateProfile();

  const offer = useCallback(
    (file: File) => {
      latest.current = file;
      setState({ step: 'idle' });
      populate.reset();
      // Ask only when the server says the profile still lacks what a resume provides (title, work,
      // education or skills): a complete profile would gain nothing but a question. A failure reads as
      // false (spec section 7), so nothing is offered when the server cannot tell.
      void queryClient.fetchQuery(getShouldPopulateQueryOptions()).then((should) => {
        if (should && latest.current === file) setState({ step: 'offer', file });
      });
    },
    [queryClient, populate.reset],
  );

  const withdraw = useCallback(() => {
    latest.current = null;
    populate.reset();
    setState({ step: 'idle' });
  }, [populate.reset]);

  const setFailure = useCallback((file: File, failure: ParseFailure) => {
    setState(
      failure.kind === 'unreadable'
        ? { step: 'unreadable' }
        : { step: 'failed', file, message: failure.message },
    );
  }, []);

  const read = useCallback(
    (file: File) => {
      setState({ step: 'parsing', file });
      parse.mutate(file, {
        onSuccess: (response) => {
          if (latest.current !== file) return;
          const outcome = outcomeOf(response);
          if (outcome.kind === 'review') setState({ step: 'review', file, outcome });
          else if (outcome.kind === 'unreadable') setState({ step: 'unreadable' });
          else setFailure(file, INVALID_RESPONSE_FAILURE);
        },
        onError: (error) => {
          if (latest.current === file) setFailure(file, failureOf(error));
        },
      });
    },
    [parse.mutate, setFailure],
  );

  const confirm = useCallback(() => {
    if (state.step !== 'review') return;
    populate.mutate(state.outcome.parsed, {
      onSuccess: async (summary) => {
        await onProfileFilled?.();
        setState({ step: 'filled', summary });
      },
    });
  }, [state, populate.mutate, onProfileFilled]);

  const discard = useCallback(() => {
    if (populate.isPending) return;
    populate.reset();
    setState({ step: 'discarded' });
  }, [populate.isPending, populate.reset]);

  const panel = (
    <ResumeAutoFillPanel
      state={state}
      onAccept={read}
      onDiscard={discard}
      onConfirm={confirm}
      isPopulating={populate.isPending}
      populateError={populate.error?.message ?? null}
    />
  );

  return { offer, withdraw, panel };
}
