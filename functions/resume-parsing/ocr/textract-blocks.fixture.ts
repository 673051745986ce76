import type { Block } from '@aws-sdk/client-textract';

/**
 * Blocks in the shape Textract's DetectDocumentText / GetDocumentTextDetection return them: one PAGE block
 * per page, then LINE blocks (with their WORD children) carrying text, geometry as page fractions, and the
 * page number. Built from lines of text so tests can say what a scan "shows".
 */
export function textractBlocks(pages: { text: string; left?: number; height?: number }[][]): Block[] {
  const blocks: Block[] = [];
  pages.forEach((lines, pageIndex) => {
    const page = pageIndex + 1;
    blocks.push({ BlockType: 'PAGE', Id: `page-${page}`, Page: page });
    lines.forEach((line, lineIndex) => {
      const id = `line-${page}-${lineIndex}`;
      const height = line.height ?? 0.014;
      const top = 0.05 + lineIndex * 0.025;
      blocks.push({
        BlockType: 'LINE',
        Id: id,
        Page: page,
        Text: line.text,
        Confidence: 99.1,
        Geometry: {
          BoundingBox: { Left: line.left ?? 0.08, Top: top, Width: 0.5, Height: height },
          Polygon: [],
        },
        Relationships: [{ Type: 'CHILD', Ids: line.text.split(' ').map((_, w) => `${id}-w${w}`) }],
      });
      for (const [w, word] of line.text.split(' ').entries()) {
        blocks.push({ BlockType: 'WORD', Id: `${id}-w${w}`, Page: page, Text: word, TextType: 'PRINTED' });
      }
    });
  });
  return blocks;
}
