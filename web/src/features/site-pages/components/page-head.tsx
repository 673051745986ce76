import { SITE_ORIGIN_PLACEHOLDER } from '@shared/site/public-pages';
import { site } from '@/config/site';
import { useMetaDescription } from '@/lib/use-meta-description';

interface PageHeadProps {
  /** The page's own name; the site's name is added after it. */
  title: string;
  description: string;
  /** The page's path (from config/paths), made absolute for the canonical link and Open Graph. */
  path: string;
}

/**
 * A content page's title, description, canonical link and Open Graph tags. React hoists <title>, <link>
 * and <meta> into the head; the description goes through useMetaDescription because index.html already
 * carries one and a second tag would be added beside it.
 */
export function PageHead({ title, description, path }: PageHeadProps) {
  useMetaDescription(description);
  const fullTitle = `${title} · ${site.name}`;
  const prerendering = typeof window === 'undefined';
  const url = new URL(path, prerendering ? SITE_ORIGIN_PLACEHOLDER : window.location.origin).href;
  return (
    <>
      <title>{fullTitle}</title>
      {prerendering ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
    </>
  );
}
