/** PDFs built for the parse bounds' tests: many pages, or much text, in few bytes. */

/** A PDF string literal: backslashes and parentheses escaped. */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** One content stream writing these lines top-down in small Helvetica (text off the page is not read). */
function contentStream(lines: string[]): string {
  const shown = lines.map((line) => `${literal(line)} Tj 0 -10 Td`).join('\n');
  return `BT /F1 8 Tf 36 780 Td\n${shown}\nET`;
}

/** A PDF whose pages each show the text of `pages[i]` (their content streams are distinct objects). */
function pdfOf(pageContents: string[], sharedStream?: string): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) + 2; // object 1 is the catalog, 2 the page tree
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const stream = (text: string) =>
    add(`<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`);
  const shared = sharedStream === undefined ? undefined : stream(sharedStream);
  const kids = pageContents.map((text) => {
    const contents = shared ?? stream(text);
    return add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`,
    );
  });
  const all = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
    ...objects,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  all.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${all.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${all.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** `pageCount` pages all drawing one content stream of these lines: the shape of the 46 KB, 300-page PDF. */
export function sharedStreamPdf(pageCount: number, lines: string[]): Buffer {
  const text = contentStream(lines);
  return pdfOf(
    Array.from({ length: pageCount }, () => text),
    text,
  );
}

/** A PDF with one page per entry, each showing its lines. */
export function pagesPdf(pages: string[][]): Buffer {
  return pdfOf(pages.map(contentStream));
}
