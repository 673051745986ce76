import type { InvoiceDownload } from '@shared/subscriptions/types';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /subscriptions/credit-notes/{id}: a refund's credit note, made on first request; members only. */
export function getCreditNote(creditNoteId: string): Promise<InvoiceDownload> {
  return api.get<InvoiceDownload>(`/subscriptions/credit-notes/${encodeURIComponent(creditNoteId)}`);
}

/** Asked for on a click, since each link is short-lived: the answer opens the download at once. */
export function useCreditNoteDownload() {
  return useMutation({
    mutationFn: getCreditNote,
    onSuccess: ({ downloadUrl }) => window.location.assign(downloadUrl),
  });
}
