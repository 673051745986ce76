import {
  type Block,
  DetectDocumentTextCommand,
  GetDocumentTextDetectionCommand,
  type GetDocumentTextDetectionCommandOutput,
  StartDocumentTextDetectionCommand,
  type TextractClient,
} from '@aws-sdk/client-textract';
import { wait } from '../../platform/wait';
import { blocksToLines } from './blocks-to-lines.js';
import type { RecognizeText, ScannedDocument, StoredObject } from './scanned-document.js';

export interface TextractOptions {
  /** Puts the bytes where Textract can read them, for a multi-page scan that did not come from S3. */
  stage: (bytes: Uint8Array) => Promise<{ location: StoredObject; release: () => Promise<void> }>;
  /** How long an asynchronous job may take before the caller gives up for now. */
  deadlineMs: number;
  pollIntervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * Text recognition by Amazon Textract (DetectDocumentText). The synchronous call takes a single page from
 * bytes; a multi-page PDF needs the asynchronous job, which reads the document from S3 and is polled
 * until it ends or the deadline passes.
 */
export function textractRecognizer(client: TextractClient, options: TextractOptions): RecognizeText {
  const sleep = options.sleep ?? wait;
  const now = options.now ?? Date.now;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;

  async function detectSinglePage(bytes: Uint8Array): Promise<Block[]> {
    const output = await client.send(new DetectDocumentTextCommand({ Document: { Bytes: bytes } }));
    return output.Blocks ?? [];
  }

  async function detectAsync(location: StoredObject): Promise<Block[] | undefined> {
    const deadline = now() + options.deadlineMs;
    const { JobId } = await client.send(
      new StartDocumentTextDetectionCommand({
        DocumentLocation: { S3Object: { Bucket: location.bucket, Name: location.key } },
      }),
    );
    if (!JobId) throw new Error('Textract started no job');
    let first: GetDocumentTextDetectionCommandOutput;
    for (;;) {
      await sleep(pollIntervalMs);
      first = await client.send(new GetDocumentTextDetectionCommand({ JobId }));
      if (first.JobStatus !== 'IN_PROGRESS') break;
      if (now() > deadline) return undefined;
    }
    if (first.JobStatus === 'FAILED') throw new Error(`Textract job failed: ${first.StatusMessage ?? ''}`);
    // SUCCEEDED or PARTIAL_SUCCESS: the blocks come in pages of results.
    const blocks = [...(first.Blocks ?? [])];
    let next = first.NextToken;
    while (next) {
      const page = await client.send(new GetDocumentTextDetectionCommand({ JobId, NextToken: next }));
      blocks.push(...(page.Blocks ?? []));
      next = page.NextToken;
    }
    return blocks;
  }

  async function readAsync(location: StoredObject) {
    const blocks = await detectAsync(location);
    return blocks && blocksToLines(blocks);
  }

  return async (document: ScannedDocument) => {
    if (document.pageCount <= 1) return blocksToLines(await detectSinglePage(document.bytes));
    if (document.location) return readAsync(document.location);
    const staged = await options.stage(document.bytes);
    try {
      return await readAsync(staged.location);
    } finally {
      await staged.release();
    }
  };
}
