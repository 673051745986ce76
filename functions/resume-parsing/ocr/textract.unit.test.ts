// Boundary: the Textract adapter against a fake client that answers in Textract's documented shapes
// (no Textract stand-in exists locally); checks the requests it makes and how it reads the answers.
import {
  DetectDocumentTextCommand,
  GetDocumentTextDetectionCommand,
  StartDocumentTextDetectionCommand,
  type TextractClient,
} from '@aws-sdk/client-textract';
import { describe, expect, it, vi } from 'vitest';
import { textractRecognizer } from './textract.js';
import { textractBlocks } from './textract-blocks.fixture.js';

type Command = { input: Record<string, unknown> };
type Answer = (command: Command) => unknown;

function fakeTextract(answer: Answer) {
  const sent: Command[] = [];
  const client = {
    send: vi.fn(async (command: Command) => {
      sent.push(command);
      return answer(command);
    }),
  } as unknown as TextractClient;
  return { client, sent };
}

const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
const page1 = textractBlocks([[{ text: 'Rahul Verma' }, { text: 'rahul.verma@example.in' }]]);
const page2 = textractBlocks([[], [{ text: 'Work Experience' }]]).filter((b) => b.Page === 2);
const noStaging = () => Promise.reject(new Error('must not stage'));
const instant = () => Promise.resolve();

describe('textractRecognizer', () => {
  it('reads a one-page scan synchronously from its bytes', async () => {
    const { client, sent } = fakeTextract(() => ({ Blocks: page1 }));
    const recognize = textractRecognizer(client, { stage: noStaging, deadlineMs: 1000 });
    const lines = await recognize({ bytes, pageCount: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(DetectDocumentTextCommand);
    expect(sent[0]?.input).toEqual({ Document: { Bytes: bytes } });
    expect(lines?.map((l) => l.text)).toEqual(['Rahul Verma', 'rahul.verma@example.in']);
  });

  it('reads a stored multi-page scan with an asynchronous job, polling and following NextToken', async () => {
    let polls = 0;
    const { client, sent } = fakeTextract((command) => {
      if (command instanceof StartDocumentTextDetectionCommand) return { JobId: 'job-1' };
      if (command.input.NextToken === 'more') return { JobStatus: 'SUCCEEDED', Blocks: page2 };
      polls += 1;
      return polls < 3
        ? { JobStatus: 'IN_PROGRESS' }
        : { JobStatus: 'SUCCEEDED', Blocks: page1, NextToken: 'more' };
    });
    const recognize = textractRecognizer(client, { stage: noStaging, deadlineMs: 60_000, sleep: instant });
    const lines = await recognize({
      bytes,
      pageCount: 2,
      location: { bucket: 'uploads', key: 'resumes/u1/r.pdf' },
    });
    expect(sent[0]).toBeInstanceOf(StartDocumentTextDetectionCommand);
    expect(sent[0]?.input).toEqual({
      DocumentLocation: { S3Object: { Bucket: 'uploads', Name: 'resumes/u1/r.pdf' } },
    });
    expect(sent.slice(1).every((c) => c instanceof GetDocumentTextDetectionCommand)).toBe(true);
    expect(sent.slice(1).map((c) => c.input)).toEqual([
      { JobId: 'job-1' },
      { JobId: 'job-1' },
      { JobId: 'job-1' },
      { JobId: 'job-1', NextToken: 'more' },
    ]);
    expect(lines?.map((l) => [l.page, l.text])).toEqual([
      [1, 'Rahul Verma'],
      [1, 'rahul.verma@example.in'],
      [2, 'Work Experience'],
    ]);
  });

  it('stages a multi-page scan that is not stored yet, and removes it afterwards even on failure', async () => {
    const release = vi.fn(() => Promise.resolve());
    const stage = vi.fn(() =>
      Promise.resolve({ location: { bucket: 'b', key: 'incoming/ocr/x.pdf' }, release }),
    );
    const { client, sent } = fakeTextract((command) =>
      command instanceof StartDocumentTextDetectionCommand
        ? { JobId: 'job-2' }
        : { JobStatus: 'FAILED', StatusMessage: 'Unsupported document' },
    );
    const recognize = textractRecognizer(client, { stage, deadlineMs: 60_000, sleep: instant });
    await expect(recognize({ bytes, pageCount: 3 })).rejects.toThrow(
      'Textract job failed: Unsupported document',
    );
    expect(stage).toHaveBeenCalledWith(bytes);
    expect(sent[0]?.input).toEqual({
      DocumentLocation: { S3Object: { Bucket: 'b', Name: 'incoming/ocr/x.pdf' } },
    });
    expect(release).toHaveBeenCalledOnce();
  });

  it('gives up (undefined) when the job outlives the deadline', async () => {
    let clock = 0;
    const { client } = fakeTextract((command) =>
      command instanceof StartDocumentTextDetectionCommand
        ? { JobId: 'job-3' }
        : { JobStatus: 'IN_PROGRESS' },
    );
    const recognize = textractRecognizer(client, {
      stage: noStaging,
      deadlineMs: 5000,
      pollIntervalMs: 1000,
      now: () => clock,
      sleep: async (ms) => {
        clock += ms;
      },
    });
    const lines = await recognize({ bytes, pageCount: 2, location: { bucket: 'b', key: 'k' } });
    expect(lines).toBeUndefined();
    expect(clock).toBeLessThanOrEqual(6000);
  });
});
