import type { Profile } from '@shared/profile/profile';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useToast } from '@/components/ui/toast';
import { isAppError } from '@/lib/api-client';
import type { FieldFor } from '../lib/form-values';
import { failureNotice, type SaveNotices } from '../lib/messages';
import { serverFieldErrors } from '../lib/section-resolver';

interface SectionSaveOptions<Values extends FieldValues> {
  notices: SaveNotices;
  /** Where the server's field errors go: the same mapping the form's resolver uses. */
  fieldFor?: FieldFor<Values>;
  onSaved: () => void;
}

/**
 * The submit handler of an edit modal: sends the checked body, then tells the person how it went. On a
 * 422 the server's messages also show under the fields (the modal stays open to fix them).
 */
export function useSectionSave<Values extends FieldValues, Body>(
  form: UseFormReturn<Values, unknown, Body>,
  save: (body: Body) => Promise<Profile>,
  { notices, fieldFor = (field) => field as keyof Values & string, onSaved }: SectionSaveOptions<Values>,
) {
  const toast = useToast();
  return async (body: Body) => {
    try {
      await save(body);
    } catch (error) {
      if (isAppError(error)) {
        const values = form.getValues();
        for (const [field, message] of Object.entries(serverFieldErrors(error.details))) {
          form.setError(fieldFor(field, values) as Path<Values>, { type: 'server', message });
        }
      }
      toast.show({ variant: 'error', ...failureNotice(notices.failure, error) });
      return;
    }
    toast.show({ variant: 'success', ...notices.success });
    onSaved();
  };
}
