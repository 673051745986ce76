import type { PDFPageProxy, TextContent, TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { checkTextSize, PARSE_BOUNDS, ResumeTooLongError } from './bounds.js';
import type { DocumentLines, Line } from './lines.js';
import { groupIntoLines } from './lines.js';

interface Glyphs {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  bold: boolean;
  page: number;
}

// pdf.js runs its worker in-process in Node. Loading the worker module ourselves and handing it over
// (the documented `globalThis.pdfjsWorker` hook) keeps a bundled Lambda self-contained: otherwise
// pdf.js imports `./pdf.worker.mjs` by path at run time, a file a bundle does not have.
let loaded: Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | undefined;
function loadPdfJs() {
  loaded ??= (async () => {
    const g = globalThis as { pdfjsWorker?: unknown };
    // @ts-expect-error the worker module ships without type declarations
    g.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loaded;
}

interface PageText {
  items: TextItem[];
  styles: TextContent['styles'];
  /** The document's characters so far, this page's included: the text cap is on the whole document. */
  documentChars: number;
  complete: boolean;
}

/**
 * A page's text, read chunk by chunk (what getTextContent does in one go) so that reading stops as soon as
 * the document's text passes its cap or the time budget is spent: one page's content stream can be huge.
 */
async function readPageText(
  page: PDFPageProxy,
  charsBefore: number,
  spent: () => boolean,
): Promise<PageText> {
  const reader = (page.streamTextContent() as ReadableStream<TextContent>).getReader();
  const text: PageText = { items: [], styles: {}, documentChars: charsBefore, complete: false };
  // Left unread when stopping (pdf.js's own cancel races its stream's close); destroying the document ends it.
  for (;;) {
    const { value, done } = await reader.read();
    if (done) {
      text.complete = true;
      return text;
    }
    Object.assign(text.styles, value.styles);
    for (const item of value.items) {
      if (!('str' in item) || item.str.length === 0) continue;
      text.items.push(item);
      text.documentChars += item.str.length;
    }
    checkTextSize(text.documentChars);
    if (spent()) return text;
  }
}

/**
 * The lines of each page, in reading order. A PDF of more pages than a resume has is refused before any
 * page is read; once `budgetMs` is spent reading pages, no more text is read and the result says it is
 * not complete. The budget starts once the document is open: loading pdf.js on a cold start is not the
 * document's doing.
 */
export async function extractPdf(bytes: Uint8Array, budgetMs: number): Promise<DocumentLines> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
  const doc = await task.promise;
  const deadline = Date.now() + budgetMs;
  const spent = () => Date.now() >= deadline;
  const pages: Line[][] = [];
  let documentChars = 0;
  let complete = true;
  try {
    if (doc.numPages > PARSE_BOUNDS.maxPages) throw new ResumeTooLongError(`${doc.numPages} pages`);
    for (let p = 1; p <= doc.numPages && complete; p++) {
      if (spent()) {
        complete = false;
        break;
      }
      const page = await doc.getPage(p);
      const viewport = page.getViewport({ scale: 1 });
      const content = await readPageText(page, documentChars, spent);
      documentChars = content.documentChars;
      complete = content.complete;
      const glyphs: Glyphs[] = [];
      for (const item of content.items) {
        const [a, b, , d, e, f] = item.transform as number[];
        const size = Math.hypot(b ?? 0, d ?? 0) || Math.abs(a ?? 0) || item.height;
        const fontName = item.fontName ?? '';
        const family = `${fontName} ${content.styles[fontName]?.fontFamily ?? ''}`;
        glyphs.push({
          text: item.str,
          x: e ?? 0,
          y: viewport.height - (f ?? 0),
          width: item.width,
          size,
          bold: /bold|black|heavy|semibold|demi/i.test(family),
          page: p,
        });
      }
      pages.push(groupIntoLines(glyphs, viewport.width));
      page.cleanup();
    }
  } finally {
    await doc.destroy();
  }
  return { pages, complete };
}
