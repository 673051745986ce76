import { useEffect } from 'react';

/**
 * A page's own description meta. index.html carries the site's one (for pages that say nothing); a
 * <meta> rendered by a component would be hoisted beside it as a second one, so the page rewrites the
 * existing tag instead, and gives the site's text back when it leaves.
 */
export function useMetaDescription(content: string): void {
  useEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = content;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [content]);
}
