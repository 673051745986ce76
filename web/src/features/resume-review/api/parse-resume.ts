import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { ParseResponse } from '../lib/review';

/**
 * POST /resume/parse (multipart field `file`): the same File the person just uploaded. The server caches
 * parses by content and its upload trigger has usually parsed this one already, so this is quick.
 */
export function parseResume(file: File): Promise<ParseResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<ParseResponse>('/resume/parse', form);
}

export function useParseResume(config: MutationConfig<typeof parseResume> = {}) {
  return useMutation({ ...config, mutationFn: parseResume });
}
