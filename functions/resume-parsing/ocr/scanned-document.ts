import type { Line } from '../parser/lines.js';

/** Where a document already sits in S3, so an asynchronous reader can fetch it itself. */
export interface StoredObject {
  bucket: string;
  key: string;
}

/** A PDF whose pages carry no text layer (a scan or a photo saved as PDF). */
export interface ScannedDocument {
  bytes: Uint8Array;
  pageCount: number;
  /** Known when the document came from the uploads bucket (the upload trigger). */
  location?: StoredObject;
}

/**
 * Reads the text of a scanned document. Returns the lines in reading order, or `undefined` when the text
 * could not be read this time (the service took too long): the caller must then not remember the result.
 */
export type RecognizeText = (document: ScannedDocument) => Promise<Line[] | undefined>;
