import { UI } from '@shared/constants';
import { FILE_RULES, type FileKind, fileProblem } from '@shared/files/schemas';

export { progressPercent } from '@/lib/upload-with-progress';

const sizeFormat = new Intl.NumberFormat(UI.locale, { maximumFractionDigits: 1 });

/** A file size the way people read it: '850 bytes', '12.4 KB', '1.5 MB' (1 KB = 1024 bytes, as the limits). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

const dateFormat = new Intl.DateTimeFormat(UI.locale, { day: 'numeric', month: 'short', year: 'numeric' });

/** An upload date in en-IN ('22 Nov 2026'); empty for a missing or unreadable date. */
export function formatUploadDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** What a file picker offers for a kind: '.pdf,.doc,.docx'. */
export function acceptFor(kind: FileKind): string {
  return FILE_RULES[kind].extensions.map((extension) => `.${extension}`).join(',');
}

/** The hint under a drop zone: 'PDF, DOC or DOCX, up to 2 MB'. */
export function hintFor(kind: FileKind): string {
  const names = FILE_RULES[kind].extensions.map((extension) => extension.toUpperCase());
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0];
  return `${list}, up to ${formatFileSize(FILE_RULES[kind].maxBytes)}`;
}

/** The spec's message for the first rule a picked file breaks, before any request is made. */
export function checkFile(kind: FileKind, file: { name: string; size: number }): string | undefined {
  return fileProblem(kind, file.name, file.size);
}
