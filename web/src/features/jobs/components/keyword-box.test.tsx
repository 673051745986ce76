// Boundary: the /jobs keyword box as prerendered: an ARIA 1.2 combobox over its own, empty, hidden listbox.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KeywordBox } from './keyword-box';

describe('KeywordBox', () => {
  it('prerenders the search input as a closed combobox that controls an empty, hidden listbox', () => {
    const html = renderToStaticMarkup(<KeywordBox defaultValue="java" />);
    const input = /<input[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('role="combobox"');
    expect(input).toContain('aria-expanded="false"');
    expect(input).toContain('aria-autocomplete="list"');
    expect(input).toContain('name="search"');
    expect(input).toContain('value="java"');
    expect(input).not.toContain('aria-activedescendant');
    const controls = /aria-controls="([^"]+)"/.exec(input)?.[1];
    expect(html).toMatch(
      new RegExp(`<div id="${controls}" role="listbox" aria-label="Suggestions"[^>]*hidden=""></div>`),
    );
  });
});
