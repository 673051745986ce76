import type { Profile } from '@shared/profile/profile';
import { linksSchema } from '@shared/profile/schemas';
import { useId } from 'react';
import { InputField } from '@/components/ui/field';
import { useUpdateLinks } from '../../api/update-links';
import { useSectionForm } from '../../hooks/use-section-form';
import { useSectionSave } from '../../hooks/use-section-save';
import { linksBody, linksValues } from '../../lib/form-values';
import { sectionNotices } from '../../lib/messages';
import { EditModal } from '../edit-modal';
import styles from '../profile.module.css';

/** Each link is optional but must be a web address; Save stays disabled while one is not (spec: Links). */
export function LinksForm({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const formId = useId();
  const form = useSectionForm({
    schema: linksSchema,
    toBody: linksBody,
    defaultValues: linksValues(profile),
    focus: 'linkedin',
    mode: 'onChange',
  });
  const {
    register,
    formState: { errors },
  } = form;
  const update = useUpdateLinks();
  const save = useSectionSave(form, update.mutateAsync, {
    notices: sectionNotices('Links'),
    onSaved: onClose,
  });
  const invalid = Boolean(errors.linkedin || errors.portfolio || errors.github);

  return (
    <EditModal
      title="Edit links"
      formId={formId}
      onClose={onClose}
      isSaving={update.isPending}
      saveDisabled={invalid}
      size="md"
    >
      <form id={formId} className={styles.form} noValidate onSubmit={form.handleSubmit(save)}>
        <InputField
          label="LinkedIn profile"
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/in/your-name"
          error={errors.linkedin?.message}
          {...register('linkedin')}
        />
        <InputField
          label="Portfolio website"
          type="url"
          inputMode="url"
          placeholder="https://your-portfolio.in"
          error={errors.portfolio?.message}
          {...register('portfolio')}
        />
        <InputField
          label="GitHub profile"
          type="url"
          inputMode="url"
          placeholder="https://github.com/your-handle"
          error={errors.github?.message}
          {...register('github')}
        />
      </form>
    </EditModal>
  );
}
