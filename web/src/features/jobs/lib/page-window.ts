/**
 * The page numbers a pager shows: all of them up to seven, else the first, the last and the current one
 * with its neighbours, with 'gap' where pages are skipped (1 … 4 5 6 … 20).
 */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  if (total <= 1) return total === 1 ? [1] : [];
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const page = Math.min(Math.max(1, current), total);
  // Near an end, show five pages there so the pager keeps the same width.
  const from = page <= 4 ? 2 : page >= total - 3 ? total - 4 : page - 1;
  const to = page <= 4 ? 5 : page >= total - 3 ? total - 1 : page + 1;
  const pages: (number | 'gap')[] = [1];
  if (from > 2) pages.push('gap');
  for (let number = from; number <= to; number += 1) pages.push(number);
  if (to < total - 1) pages.push('gap');
  pages.push(total);
  return pages;
}
