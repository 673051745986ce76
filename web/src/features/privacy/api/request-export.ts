import { PRIVACY_API } from '@shared/privacy/access-log';
import type { DataExportAnswer } from '@shared/privacy/data-export';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /privacy/export: the file itself, or word that a large account's file is being mailed. */
export function useRequestExport() {
  return useMutation({ mutationFn: () => api.post<DataExportAnswer>(PRIVACY_API.dataExport) });
}
