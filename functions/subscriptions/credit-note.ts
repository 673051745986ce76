import { SUBSCRIPTION_MESSAGES } from '../../shared/subscriptions/messages';
import type { InvoiceDownload } from '../../shared/subscriptions/types';
import { creditNotes } from '../model/credit-notes';
import type { Principal } from '../platform/auth/principal';
import { NotFoundError } from '../platform/errors';
import { memberOf } from './access';
import { keptPdfLink } from './kept-pdf';

/** Where a credit note is kept: a key the server makes from ids it minted. */
export const creditNoteKeyOf = (organisationId: string, creditNoteId: string) =>
  `credit-notes/${organisationId}/${creditNoteId}.pdf`;

/** 'Jobmatch-credit-note-CN-26-27-000001.pdf' */
export const creditNoteFileName = (number: string) =>
  `Jobmatch-credit-note-${number.replace(/\//g, '-')}.pdf`;

/**
 * A link to a refund's credit note, for a member of the organisation it was issued to (anyone else: 404,
 * as if there were none), drawn with the invoice's drawing on the first request and kept.
 */
export async function creditNoteDownload(
  principal: Principal,
  creditNoteId: string,
): Promise<InvoiceDownload> {
  const { organisationId } = await memberOf(principal);
  const { data: note } = await creditNotes().get({ organisationId, id: creditNoteId }).go();
  if (!note) throw new NotFoundError(SUBSCRIPTION_MESSAGES.creditNoteNotFound);
  return keptPdfLink({
    keptAt: note.fileKey,
    key: creditNoteKeyOf(organisationId, note.id),
    fileName: creditNoteFileName(note.number),
    draw: async () => {
      const [{ renderTaxDocumentPdf }, { creditNoteContent }] = await Promise.all([
        import('./invoice-pdf'),
        import('./credit-note-content'),
      ]);
      return renderTaxDocumentPdf(creditNoteContent(note), {
        title: `Credit note ${note.number}`,
        issuedAt: note.createdAt,
        author: note.seller.legalName,
      });
    },
    remember: async (fileKey) => {
      await creditNotes().patch({ organisationId, id: note.id }).set({ fileKey }).go();
    },
  });
}
