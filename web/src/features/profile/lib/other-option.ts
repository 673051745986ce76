import { OTHER_OPTION } from '@shared/profile/options';

/*
 * A dropdown with an 'Other' entry and a field to name it (degree, field of study, position title). The
 * form keeps the choice and the typed text apart; the server stores one value.
 */

export interface OtherChoice {
  /** The dropdown's value: one of the options, 'Other', or '' for none. */
  choice: string;
  /** What the person typed after choosing 'Other'. */
  other: string;
}

/** Splits a stored value into the dropdown's state: a value that is not an option is an 'Other'. */
export function splitOther(value: string | null | undefined, options: readonly string[]): OtherChoice {
  const stored = value?.trim() ?? '';
  if (!stored) return { choice: '', other: '' };
  if (options.includes(stored)) return { choice: stored, other: '' };
  return { choice: OTHER_OPTION, other: stored };
}

/** The value to send: the typed text when 'Other' is chosen, else the choice. */
export function joinOther({ choice, other }: OtherChoice): string {
  return choice === OTHER_OPTION ? other.trim() : choice.trim();
}

export const isOther = (choice: string) => choice === OTHER_OPTION;
