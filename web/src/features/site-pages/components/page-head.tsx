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

/** The title a page's head and its shared link carry: the page's name, then the site's. */
export const pageTitle = (title: string) => `${title} · ${site.name}`;

/**
 * A page's canonical link and Open Graph tags, for a page that sets its own <title> and description
 * (the job search names the search in its title). `title` is the whole title a shared link shows.
 */
export function ShareTags({ title, description, path }: PageHeadProps) {
  // Prerendered pages carry a placeholder origin, replaced by the real one as they are deployed.
  const origin = typeof window === 'undefined' ? SITE_ORIGIN_PLACEHOLDER : window.location.origin;
  const url = new URL(path, origin).href;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
    </>
  );
}

/**
 * A page's title, description, canonical link and Open Graph tags. React hoists <title>, <link> and
 * <meta> into the head; the description goes through useMetaDescription because index.html already
 * carries one and a second tag would be added beside it (the prerender, which has no document, renders
 * the tag for the shell to take).
 */
export function PageHead({ title, description, path }: PageHeadProps) {
  useMetaDescription(description);
  const fullTitle = pageTitle(title);
  return (
    <>
      <title>{fullTitle}</title>
      {typeof window === 'undefined' ? <meta name="description" content={description} /> : null}
      <ShareTags title={fullTitle} description={description} path={path} />
    </>
  );
}
