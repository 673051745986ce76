import { escapeHtml } from './html';

/** A page's own part of the HTML: what goes into the SPA shell's head and into its root element. */
export interface PageMarkup {
  title: string;
  /** Absent, the shell's own (the site's) description stays. */
  description?: string;
  /** Further head elements (canonical link, Open Graph, JSON-LD), already HTML. */
  head: string;
  /** The page's content, already HTML; the SPA replaces it when it starts. */
  body: string;
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
const ROOT = /<div id="root"><\/div>/;
/** The shell's preload of the app's code (web/tools/app-chunk-in-html.ts), for pages the app draws. */
const APP_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

function marked(head: string): string {
  return head.replace(/<(link|meta|script)\b/g, `<$1 ${PRERENDERED_ATTRIBUTE}`);
}

/** Marks the head elements a filled shell adds, so the app can remove them when it takes the page over. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The SPA's index.html with a page's title, description, head tags and content filled in. The scripts
 * and styles of the shell stay as they are, so the same app starts on top of the content; only the app's
 * preload goes: on a served page the boot script fetches the app once the content is painted.
 */
export function fillShell(shell: string, page: PageMarkup): string {
  for (const [name, marker] of [
    ['<title>', TITLE],
    ['description meta', DESCRIPTION],
    ['empty #root', ROOT],
  ] as const) {
    if (!marker.test(shell)) throw new Error(`The SPA shell has no ${name}`);
  }
  return shell
    .replace(APP_PRELOAD, '')
    .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(DESCRIPTION, (tag) =>
      page.description === undefined
        ? tag
        : `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    .replace('</head>', () => `  ${marked(page.head)}\n  </head>`)
    .replace(ROOT, () => `<div id="root">${page.body}</div>`);
}
