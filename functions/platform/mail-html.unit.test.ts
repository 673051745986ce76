// Boundary: a mail's HTML part made from its text (pure): the same words, escaped, with links and a footer.
import { describe, expect, it } from 'vitest';
import { FOOTER_RULE, htmlOf } from './mail-html';

describe('htmlOf', () => {
  it('keeps paragraphs and lines, and escapes what a person typed', () => {
    const html = htmlOf('Hi <b>', 'Hello <script>alert(1)</script> & co,\n\nLine one\nLine two');
    expect(html).toContain('<title>Hi &lt;b&gt;</title>');
    expect(html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; co,</p>');
    expect(html).toContain('Line one<br>Line two</p>');
    expect(html).not.toContain('<script>');
  });

  it("links addresses, leaving a sentence's stop outside the link", () => {
    const html = htmlOf('s', 'Renew here: https://jobmatch.in/subscription/payment?plan=PRO&renew=1.');
    expect(html).toContain(
      '<a href="https://jobmatch.in/subscription/payment?plan=PRO&amp;renew=1" style="color:#1d4ed8">https://jobmatch.in/subscription/payment?plan=PRO&amp;renew=1</a>.',
    );
  });

  it('sets the part after the footer rule apart, smaller', () => {
    const html = htmlOf('s', `Body\n\n${FOOTER_RULE}\nYou get this email because you asked.`);
    expect(html).toMatch(
      /border-top[^>]*><p style="[^"]*font-size:12px[^"]*">You get this email because you asked\.<\/p>/,
    );
    expect(html).not.toContain(FOOTER_RULE);
  });
});
