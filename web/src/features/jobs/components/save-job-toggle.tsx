import { Button, type ButtonSize } from '@/components/ui/button';

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface SaveJobToggleProps {
  isSaved: boolean;
  disabled?: boolean;
  onClick: () => void;
  /** The id of the job's title, so 'Save job' is read with the job it saves. */
  describedBy?: string;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The 'Save job' / 'Saved' button as drawn, whoever presses it. */
export function SaveJobToggle({
  isSaved,
  disabled,
  onClick,
  describedBy,
  size = 'sm',
  fullWidth,
}: SaveJobToggleProps) {
  return (
    <Button
      variant={isSaved ? 'secondary' : 'outline'}
      size={size}
      fullWidth={fullWidth}
      onClick={onClick}
      aria-describedby={describedBy}
      disabled={disabled}
      icon={<BookmarkIcon filled={isSaved} />}
    >
      {isSaved ? 'Saved' : 'Save job'}
    </Button>
  );
}
