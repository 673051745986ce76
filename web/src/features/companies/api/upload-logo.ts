import type { UploadTicket } from '@shared/files/schemas';
import type { Company } from '@shared/jobs/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { expireReads } from '@/lib/public-read';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { companyKeys } from './keys';

/**
 * A new logo: POST /companies/me/logo/upload-url for the presigned form, the upload with its progress,
 * then POST /companies/me/logo, where the server checks the stored bytes and makes it the company's.
 */
export async function uploadLogo(file: File, onProgress: (percent: number) => void): Promise<Company> {
  const ticket = await api.post<UploadTicket>('/companies/me/logo/upload-url', {
    fileName: file.name,
    fileSize: file.size,
  });
  await uploadWithProgress(ticket, file, onProgress);
  return api.post<Company>('/companies/me/logo', { fileKey: ticket.fileKey });
}

export function useUploadLogo(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadLogo(file, onProgress),
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.own(), company);
      expireReads('companies');
    },
  });
}
