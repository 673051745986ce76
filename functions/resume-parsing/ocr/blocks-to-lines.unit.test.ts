import { describe, expect, it } from 'vitest';
import { blocksToLines } from './blocks-to-lines.js';
import { textractBlocks } from './textract-blocks.fixture.js';

describe('blocksToLines', () => {
  it('keeps LINE blocks only, in Textract reading order, page after page', () => {
    const blocks = textractBlocks([[{ text: 'Priya Sharma' }, { text: 'Pune' }], [{ text: 'Skills' }]]);
    // Textract may list a later page's blocks first when results come in several responses.
    const shuffled = [...blocks.filter((b) => b.Page === 2), ...blocks.filter((b) => b.Page === 1)];
    expect(blocksToLines(shuffled).map((l) => [l.page, l.text])).toEqual([
      [1, 'Priya Sharma'],
      [1, 'Pune'],
      [2, 'Skills'],
    ]);
  });

  it('turns page fractions into points: a taller line reads as a larger font, indents as x', () => {
    const [name, body] = blocksToLines(
      textractBlocks([
        [
          { text: 'Priya Sharma', height: 0.03, left: 0.1 },
          { text: 'Software Engineer', height: 0.014, left: 0.2 },
        ],
      ]),
    );
    expect(name?.size).toBeGreaterThan((body?.size ?? 0) * 2);
    expect(body?.size).toBeGreaterThan(8);
    expect(body?.size).toBeLessThan(12);
    expect(body?.x).toBeCloseTo(119, 0);
  });

  it('drops empty lines and folds runs of spaces', () => {
    const lines = blocksToLines([
      { BlockType: 'LINE', Text: '  ', Page: 1 },
      { BlockType: 'LINE', Text: 'B.Tech   Computer  Science', Page: 1 },
    ]);
    expect(lines.map((l) => l.text)).toEqual(['B.Tech Computer Science']);
  });
});
