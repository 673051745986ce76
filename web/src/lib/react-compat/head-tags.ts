/*
 * React 19 hoists the <title>, <meta> and <link> a component renders into the document's head; Preact
 * renders them where they stand. The pages set their head that way (PageHead, the job pages, the sign-in
 * pages), so this puts React's behaviour back for every element of those three kinds, wherever it is
 * rendered: in a browser it goes into <head> while its component is mounted (a title before the head's
 * other titles, so it names the page) and is kept in step with its props; rendered to a string (the
 * prerender, the unit tests) it stays in place, and the prerender moves it into the page's head.
 */
import { type ComponentType, createElement, options, type VNode } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

const HOISTED = new Set(['title', 'meta', 'link']);

type HeadTagProps = { tag: string; attributes: Record<string, unknown> };

// React's prop names that differ from the attribute's.
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  charSet: 'charset',
  crossOrigin: 'crossorigin',
  hrefLang: 'hreflang',
  httpEquiv: 'http-equiv',
  referrerPolicy: 'referrerpolicy',
};

/** Set while a head tag creates its own element, which is then left as it is. */
let creatingElement = false;

function element(tag: string, attributes: Record<string, unknown>): VNode {
  creatingElement = true;
  try {
    return createElement(tag, attributes);
  } finally {
    creatingElement = false;
  }
}

function text(children: unknown): string {
  if (children === null || children === undefined || typeof children === 'boolean') return '';
  if (Array.isArray(children)) return children.map(text).join('');
  return String(children);
}

/** Rendered to a string: the element where the component put it. */
function InPlaceHeadTag({ tag, attributes }: HeadTagProps) {
  return element(tag, attributes);
}

/** In a browser: the element in <head> while mounted, its attributes and text those of the last render. */
function HoistedHeadTag({ tag, attributes }: HeadTagProps) {
  const node = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const created = document.createElement(tag);
    document.head.insertBefore(created, tag === 'title' ? document.head.querySelector('title') : null);
    node.current = created;
    return () => {
      created.remove();
      node.current = null;
    };
  }, [tag]);
  useLayoutEffect(() => {
    const current = node.current;
    if (!current) return;
    for (const name of current.getAttributeNames()) current.removeAttribute(name);
    for (const [name, value] of Object.entries(attributes)) {
      if (name === 'children' || value === null || value === undefined || value === false) continue;
      current.setAttribute(ATTRIBUTE_NAMES[name] ?? name, value === true ? '' : String(value));
    }
    if (tag === 'title') current.textContent = text(attributes.children);
  });
  return null;
}

const HeadTag: ComponentType<HeadTagProps> =
  typeof document === 'undefined' ? InPlaceHeadTag : HoistedHeadTag;

// Once per Preact, should a second copy of this module load (the dev server's prebundled libraries import
// the JSX runtime too): two hooks would each take the other's head tags for the page's.
const INSTALLED = Symbol.for('jobmatch.head-tags');
const shared = options as typeof options & { [INSTALLED]?: true };
if (!shared[INSTALLED]) {
  shared[INSTALLED] = true;
  const previousHook = options.vnode;
  options.vnode = (vnode) => {
    const { type } = vnode;
    const props = vnode.props as Record<string, unknown>;
    // An element with itemProp belongs to the content's microdata, which React leaves in place too.
    if (!creatingElement && typeof type === 'string' && HOISTED.has(type) && props.itemProp === undefined) {
      const hoisted = vnode as unknown as VNode<HeadTagProps>;
      hoisted.props = { tag: type, attributes: props, children: undefined };
      hoisted.type = HeadTag;
    }
    previousHook?.(vnode);
  };
}
