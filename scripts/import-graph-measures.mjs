// @ts-check
/**
 * The measures `npm run measure:imports` reports (scripts/import-graph.mjs), kept apart from the
 * command so that Jest can load them (docs/architecture.md, "Modules and their doors").
 */

/**
 * @param {Map<string, Set<string>>} edges for each folder, the folders it imports (acyclic)
 * @returns {{ folders: number, imports: number, depth: number, chain: string[], againstOrder: [string, string][] }}
 */
export function importGraphMeasures(edges) {
  /** @type {Set<string>} */
  const folders = new Set(edges.keys());
  for (const targets of edges.values()) for (const target of targets) folders.add(target);
  /** @type {Map<string, number>} */
  const incoming = new Map([...folders].map((folder) => [folder, 0]));
  for (const targets of edges.values())
    for (const target of targets) incoming.set(target, (incoming.get(target) ?? 0) + 1);
  /** @param {string} folder */
  const instability = (folder) => {
    const out = edges.get(folder)?.size ?? 0;
    const total = out + (incoming.get(folder) ?? 0);
    return total === 0 ? 0 : out / total;
  };
  /** @type {Map<string, string[]>} the longest chain starting at each folder */
  const longest = new Map();
  /** @param {string} folder @param {Set<string>} seen */
  const chainFrom = (folder, seen) => {
    const known = longest.get(folder);
    if (known) return known;
    if (seen.has(folder))
      throw new Error(`the folder graph has a cycle through ${folder}: run scripts/check-folder-cycles.mjs`);
    seen.add(folder);
    let best = /** @type {string[]} */ ([]);
    for (const target of edges.get(folder) ?? []) {
      const chain = chainFrom(target, seen);
      if (chain.length > best.length) best = chain;
    }
    seen.delete(folder);
    const chain = [folder, ...best];
    longest.set(folder, chain);
    return chain;
  };
  let chain = /** @type {string[]} */ ([]);
  for (const folder of [...folders].sort()) {
    const candidate = chainFrom(folder, new Set());
    if (candidate.length > chain.length) chain = candidate;
  }
  /** @type {[string, string][]} */
  const againstOrder = [];
  for (const [from, targets] of edges) {
    for (const to of targets) if (instability(to) > instability(from)) againstOrder.push([from, to]);
  }
  againstOrder.sort((a, b) => a.join(' ').localeCompare(b.join(' ')));
  const imports = [...edges.values()].reduce((sum, targets) => sum + targets.size, 0);
  return { folders: folders.size, imports, depth: chain.length, chain, againstOrder };
}
