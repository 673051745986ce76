/** The zero-based page a list shows, from the URL's one-based `page` (what people see and share). */
export function pageFromSearch(search: URLSearchParams): number {
  const value = Number(search.get('page'));
  return Number.isInteger(value) && value >= 1 ? value - 1 : 0;
}

/** The URL's query with the list turned to a zero-based page (page 1 leaves the parameter out). */
export function searchWithPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page <= 0) next.delete('page');
  else next.set('page', String(page + 1));
  return next;
}
