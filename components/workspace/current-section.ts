/**
 * Which of the workspace's sections a page is in (components/workspace/workspace-nav.tsx): of the
 * sections whose path the page is at or under (at, for a section with a query) and all of whose query
 * the page's query holds, the most specific: the longest path, then the most query parameters; a
 * place on a page (`#…`) never beats the page itself. `/admin/items/new` is "New item",
 * `/admin/items?kind=quarterlyResults&state=draft` "Quarterly results", `/admin` only the dashboard.
 * Returns the section's href as given; undefined when the page is in none.
 */
export function currentSection(hrefs: readonly string[], pathname: string, search: string): string | undefined {
  const query = new URLSearchParams(search);
  const matches = hrefs.flatMap((href) => {
    const [path, sectionQuery = ''] = href.split('#')[0].split('?');
    const wanted = [...new URLSearchParams(sectionQuery)];
    // A filtered view is its page's only: the pages under it are not filtered.
    const under =
      pathname === path || (pathname.startsWith(`${path}/`) && !/\/admin$/.test(path) && wanted.length === 0);
    return under && wanted.every(([name, value]) => query.getAll(name).includes(value))
      ? [{ href, path, specificity: wanted.length, anchor: href.includes('#') }]
      : [];
  });
  matches.sort(
    (a, b) => b.path.length - a.path.length || b.specificity - a.specificity || Number(a.anchor) - Number(b.anchor),
  );
  return matches[0]?.href;
}
