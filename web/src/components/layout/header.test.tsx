// Boundary: the header as rendered markup, for a visitor (its first page) and for a signed-in person.
import { Readable } from 'node:stream';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { StaticRouter } from '@/lib/router';
import { Header } from './header';
import type { ShellSession } from './nav-links';

const candidate: ShellSession = {
  user: { firstName: 'Asha', lastName: 'Verma', role: 'candidate' },
  onSignOut: () => undefined,
};

function text(html: string): string {
  return html
    .replace(/<!--[^>]*-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

/** Rendered once everything lazy has loaded, as the browser shows it in the end. */
async function settled(session: ShellSession | null): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location="/jobs">
      <Header session={session} />
    </StaticRouter>,
  );
  let html = '';
  for await (const chunk of Readable.from(prelude)) html += String(chunk);
  return text(html);
}

describe('Header', () => {
  it('offers a visitor Login and Sign Up at once, with no code waiting to load', () => {
    const html = text(
      renderToString(
        <StaticRouter location="/jobs">
          <Header session={null} />
        </StaticRouter>,
      ),
    );
    expect(html).toContain('Login');
    expect(html).toContain('Sign Up');
    expect(html).not.toContain('Sign out');
  });

  it("greets a signed-in candidate, lists their own pages and offers sign-out once their actions' code is in", async () => {
    const html = await settled(candidate);
    expect(html).toContain('Hi, Asha');
    expect(html).toContain('Sign out');
    expect(html).toContain('Saved jobs');
    expect(html).not.toContain('Sign Up');
  });
});
