import type { Block } from '@aws-sdk/client-textract';
import type { Line } from '../parser/lines.js';

/*
 * Textract reports geometry as fractions of the page. The parser reasons in points (font size, indent),
 * so fractions are scaled to an A4 page, the common size of Indian resumes; a Letter page differs by a
 * few percent, well inside the tolerances the parser's layout rules use.
 */
const PAGE_WIDTH_PT = 595;
const PAGE_HEIGHT_PT = 842;
/** A text line's box is taller than its font size by the ascenders and descenders. */
const LINE_BOX_TO_FONT_SIZE = 1 / 1.2;

/**
 * Turns Textract LINE blocks into the parser's lines. Textract already orders lines for reading (columns
 * included), so that order is kept within a page; pages follow one another.
 */
export function blocksToLines(blocks: readonly Block[]): Line[] {
  return blocks
    .filter((block) => block.BlockType === 'LINE' && block.Text?.trim())
    .map((block, order) => ({ block, order, page: block.Page ?? 1 }))
    .sort((a, b) => a.page - b.page || a.order - b.order)
    .map(({ block, page }) => {
      const box = block.Geometry?.BoundingBox;
      return {
        text: (block.Text ?? '').replace(/\s+/g, ' ').trim(),
        size: Math.round((box?.Height ?? 0) * PAGE_HEIGHT_PT * LINE_BOX_TO_FONT_SIZE * 10) / 10,
        x: Math.round((box?.Left ?? 0) * PAGE_WIDTH_PT * 10) / 10,
        page,
      };
    });
}
