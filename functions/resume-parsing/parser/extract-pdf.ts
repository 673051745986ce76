import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
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

export async function extractPdf(bytes: Uint8Array): Promise<DocumentLines> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
  const doc = await task.promise;
  const pages: Line[][] = [];
  try {
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const glyphs: Glyphs[] = [];
      for (const raw of content.items) {
        const item = raw as TextItem;
        if (typeof item.str !== 'string' || item.str.length === 0) continue;
        const [a, b, , d, e, f] = item.transform as number[];
        const size = Math.hypot(b ?? 0, d ?? 0) || Math.abs(a ?? 0) || item.height;
        const fontName = item.fontName ?? '';
        const style = (content.styles as Record<string, { fontFamily?: string }>)[fontName];
        const family = `${fontName} ${style?.fontFamily ?? ''}`;
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
  return { pages };
}
