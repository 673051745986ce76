/**
 * Long pages (the legal documents) as structured content: sections with an id (the table of contents
 * links to it), a heading and blocks. Text stays data, so a section can be linked to, reviewed and
 * changed without touching markup.
 */
export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'h3'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'definitions'; items: { term: string; text: string }[] }
  /** The support address and hours, rendered with a mail link. */
  | { kind: 'contact' }
  /** The stage's grievance officer (name and address from the site's settings) and the privacy request form. */
  | { kind: 'grievance' };

export interface DocumentSection {
  id: string;
  title: string;
  blocks: Block[];
}

export interface LegalDocument {
  title: string;
  /** Shown as 'Last updated ...'; a date in long Indian-English form. */
  lastUpdated: string;
  /** ISO date of the same, for <time dateTime>. */
  lastUpdatedIso: string;
  intro: string;
  sections: DocumentSection[];
}
