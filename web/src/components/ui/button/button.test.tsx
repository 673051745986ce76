// Boundary: a button as the prerender writes it - submit buttons wait for the app, other buttons do not.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button in prerendered HTML', () => {
  it('disables a submit button, so a form cannot be sent natively before the app has taken the page over', () => {
    expect(renderToStaticMarkup(<Button type="submit">Sign in</Button>)).toMatch(
      /<button[^>]* disabled(="")?[ >]/,
    );
  });

  it('leaves other buttons as they are', () => {
    expect(renderToStaticMarkup(<Button>Show</Button>)).not.toContain('disabled');
  });
});
