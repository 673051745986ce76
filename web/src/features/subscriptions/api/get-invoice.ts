import type { InvoiceDownload } from '@shared/subscriptions/types';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /subscriptions/{id}/invoice: made on first request, then kept; members of the organisation only. */
export function getInvoice(subscriptionId: string): Promise<InvoiceDownload> {
  return api.get<InvoiceDownload>(`/subscriptions/${encodeURIComponent(subscriptionId)}/invoice`);
}

/** Asked for on a click, since each link is short-lived: the answer opens the download at once. */
export function useInvoiceDownload() {
  return useMutation({
    mutationFn: getInvoice,
    onSuccess: ({ downloadUrl }) => window.location.assign(downloadUrl),
  });
}
