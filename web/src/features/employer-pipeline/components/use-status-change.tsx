import { needsConfirmation, STATUS_UNDO_WINDOW_SECONDS } from '@shared/employer/status-undo';
import type { PipelineRow } from '@shared/employer/types';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { PIPELINE_ROOT_KEY } from '../api/keys';
import { updateApplicationStatus } from '../api/update-application-status';
import { statusLabel } from '../lib/history';
import { changedNotice, confirmationOf, countOf, type StatusRequest } from '../lib/status-change';

/** One PUT per application; the answers that came back, and how many did not. */
async function moveAll(moves: readonly { id: string; status: StatusRequest['to'] }[]) {
  const results = await Promise.allSettled(
    moves.map(({ id, status }) => updateApplicationStatus({ applicationId: id, status })),
  );
  const saved = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  return { saved, failed: results.length - saved.length };
}

/**
 * A status change as the pipeline makes it (ADR 0023): Rejected and Hired are confirmed first, and every
 * change is offered for Undo while the candidate's mail waits; Undo moves each application back to the
 * status it had. `dialog` is the confirmation to render while one is asked for.
 */
export function useStatusChange({ onSaved }: { onSaved?: (rows: PipelineRow[]) => void } = {}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirming, setConfirming] = useState<StatusRequest | null>(null);
  const [isPending, setPending] = useState(false);

  const settle = async (saved: PipelineRow[]) => {
    await queryClient.invalidateQueries({ queryKey: PIPELINE_ROOT_KEY });
    if (saved.length > 0) onSaved?.(saved);
  };

  const undo = async (
    request: StatusRequest,
    moved: readonly { id: string; status: StatusRequest['to'] }[],
  ) => {
    const { saved, failed } = await moveAll(moved);
    await settle(saved);
    if (failed > 0) {
      toast.show({
        title: 'The change was not undone',
        description: `${countOf(failed)} could not be moved back. Please set the status again.`,
        variant: 'error',
      });
      return;
    }
    const who = request.applications.length === 1 ? request.who : countOf(saved.length);
    const back = moved.length === 1 && moved[0] ? ` to ${statusLabel(moved[0].status)}` : '';
    toast.show({
      title: 'Change undone',
      description: `${who} moved back${back}; no ${statusLabel(request.to)} mail goes out.`,
    });
  };

  const save = async (request: StatusRequest) => {
    // Applications already there are not moved, so Undo does not move them either.
    const moving = request.applications.filter((application) => application.status !== request.to);
    setPending(true);
    const { saved, failed } = await moveAll(moving.map(({ id }) => ({ id, status: request.to })));
    setPending(false);
    setConfirming(null);
    await settle(saved);
    if (saved.length > 0) {
      const previous = moving.filter(({ id }) => saved.some((row) => row.id === id));
      toast.show({
        ...changedNotice(request, saved.length),
        variant: 'success',
        durationMs: STATUS_UNDO_WINDOW_SECONDS * 1000,
        action: { label: 'Undo', onAction: () => void undo(request, previous) },
      });
    }
    if (failed > 0) {
      toast.show({
        title: 'The status was not changed',
        description: `${countOf(failed)} could not be moved. Please try again.`,
        variant: 'error',
      });
    }
    return failed === 0;
  };

  /** Asks first for Rejected and Hired; saves any other status at once. Resolves once it is saved. */
  const request = (change: StatusRequest) => {
    if (needsConfirmation(change.to)) setConfirming(change);
    else void save(change);
  };

  const confirmation = confirming ? confirmationOf(confirming) : null;
  const dialog =
    confirming && confirmation ? (
      <ConfirmDialog
        title={confirmation.title}
        confirmLabel={confirmation.button}
        pendingLabel="Saving..."
        confirmVariant={confirming.to === 'hired' ? 'primary' : 'danger'}
        isPending={isPending}
        onConfirm={() => void save(confirming)}
        onClose={() => setConfirming(null)}
      >
        <p>{confirmation.body}</p>
      </ConfirmDialog>
    ) : null;

  return { request, save, dialog, isPending };
}
