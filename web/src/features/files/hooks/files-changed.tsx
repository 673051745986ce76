import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { FILES_QUERY_KEY } from '../api/keys';

/**
 * Other data that shows a file (the profile's picture and resume) belongs to other features, so the page
 * that composes them says what to refresh after a file changes; this feature never names their keys.
 */
const FilesChangedContext = createContext<(() => Promise<unknown>) | null>(null);

export function FilesChangedProvider({
  onChanged,
  children,
}: {
  onChanged: () => Promise<unknown>;
  children: ReactNode;
}) {
  return <FilesChangedContext.Provider value={onChanged}>{children}</FilesChangedContext.Provider>;
}

/** Reloads the file infos and whatever the page registered, and resolves when they are fresh. */
export function useFilesChanged(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  const others = useContext(FilesChangedContext);
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FILES_QUERY_KEY }),
        others ? others() : Promise.resolve(),
      ]),
    [queryClient, others],
  );
}
