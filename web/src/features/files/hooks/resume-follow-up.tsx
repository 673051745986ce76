import { createContext, type ReactNode, useContext } from 'react';

/**
 * What happens after a resume upload belongs to another feature (offering to fill the profile from it),
 * so the page that composes both says it here; this feature only reports the file and shows the panel.
 */
export interface ResumeFollowUp {
  /** Called with the file once the server confirmed it and the infos are fresh. */
  onUploaded: (file: File) => void;
  /** Called once the resume was deleted: whatever followed its upload no longer applies. */
  onRemoved?: () => void;
  /** Shown under the resume upload widget. */
  panel?: ReactNode;
}

const ResumeFollowUpContext = createContext<ResumeFollowUp | null>(null);

export function ResumeFollowUpProvider({ value, children }: { value: ResumeFollowUp; children: ReactNode }) {
  return <ResumeFollowUpContext.Provider value={value}>{children}</ResumeFollowUpContext.Provider>;
}

export function useResumeFollowUp(): ResumeFollowUp | null {
  return useContext(ResumeFollowUpContext);
}
