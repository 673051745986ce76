import type { RecruiterApplication, RecruiterApplicationBody } from '@shared/recruiters/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { restartApprovalPolling, updateUser, useUser } from '@/lib/auth';
import type { MutationConfig } from '@/lib/react-query';
import { OWN_APPLICATION_KEY } from './keys';

/** POST /recruiter/applications: the form's fields and the uploaded documents' keys. */
export function submitApplication(body: RecruiterApplicationBody): Promise<RecruiterApplication> {
  return api.post<RecruiterApplication>('/recruiter/applications', body);
}

interface UseSubmitApplicationOptions {
  mutationConfig?: MutationConfig<typeof submitApplication>;
}

/**
 * On success the application is shown at once, the signed-in user is marked pending and not approved
 * (spec section 4), and the approval polling starts a new window from now, so the header flips when an
 * admin approves however long the form took.
 */
export function useSubmitApplication({ mutationConfig }: UseSubmitApplicationOptions = {}) {
  const queryClient = useQueryClient();
  const user = useUser();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    onSuccess: (application, ...args) => {
      queryClient.setQueryData(OWN_APPLICATION_KEY, application);
      if (user)
        updateUser({
          ...user,
          isApproved: false,
          approvalStatus: 'pending',
          rejectionReason: null,
          isUnderReview: true,
        });
      void restartApprovalPolling(queryClient);
      return onSuccess?.(application, ...args);
    },
    mutationFn: submitApplication,
  });
}
