/*
 * The HTML part of every mail, made from its plain text (issue 32: mails render in plain text and HTML).
 * One text is the mail's one wording: the HTML adds only layout, so the two never say different things.
 * Paragraphs are the text's blank-line blocks, lines within them stay lines, and addresses become links.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/** http(s) addresses, up to the first space; a sentence's closing stop or bracket stays text. */
const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]']/g;

function linked(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += escapeHtml(line.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(url)}</a>`;
    last = (match.index ?? 0) + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/** A footer block starts at a line of a lone dash; it is set smaller and grey, as mail footers are. */
const FOOTER_RULE = '—';

export function htmlOf(subject: string, text: string): string {
  const [body = '', footer] = text.split(`\n${FOOTER_RULE}\n`);
  const paragraphs = (block: string, style: string) =>
    block
      .split(/\n{2,}/)
      .filter((paragraph) => paragraph.trim())
      .map((paragraph) => `<p style="${style}">${paragraph.split('\n').map(linked).join('<br>')}</p>`)
      .join('\n');
  return [
    '<!doctype html>',
    `<html lang="en-IN"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    '<p style="margin:0 0 16px;font-size:18px;font-weight:bold;color:#1d4ed8">Jobmatch</p>',
    paragraphs(body, 'margin:0 0 12px;font-size:15px;line-height:1.5'),
    footer
      ? `<div style="margin-top:24px;border-top:1px solid #e5e7eb;padding-top:12px">${paragraphs(footer, 'margin:0 0 8px;font-size:12px;line-height:1.5;color:#6b7280')}</div>`
      : '',
    '</div></body></html>',
  ].join('\n');
}

export { FOOTER_RULE };
