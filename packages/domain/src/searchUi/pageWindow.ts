/** Result pages offered as links (spec silent; decided): first, last and two either side of the current page; null marks a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = [...new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  const items: (number | null)[] = [];
  wanted.forEach((p, i) => {
    if (i > 0 && p - wanted[i - 1]! > 1) items.push(null);
    items.push(p);
  });
  return items;
}
