import { UndoEmailChangePage } from '@/features/auth/components/undo-email-change-page';

export function Component() {
  return (
    <>
      <title>Undo email change · Jobmatch</title>
      <UndoEmailChangePage />
    </>
  );
}
