// @ts-check
/**
 * Fails when two folders of lib/ or components/ need each other at run time (docs/architecture.md,
 * "Modules and their doors"). dependency-cruiser builds the graph with each folder collapsed to one
 * node; it reports cycles between files but not between collapsed folders, so the strongly connected
 * folders are found here (Tarjan's algorithm). Part of `npm run lint`.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { cruise } from 'dependency-cruiser';
import config from '../.dependency-cruiser.cjs';

export const ROOTS = ['app', 'components', 'lib', 'scripts', 'server.mjs', 'proxy.ts', 'instrumentation.ts'];
const FOLDER = '^(lib|components)/[^/]+';

/**
 * The groups of folders that import each other at run time, with the edges between them.
 * @param {string[]} roots files and folders to cruise, relative to the working directory
 * @returns {Promise<{ folders: string[], edges: [string, string][] }[]>}
 */
export async function folderCycles(roots) {
  const edges = await folderGraph(roots);
  return stronglyConnected(edges).map((folders) => ({
    folders,
    edges: folders.flatMap((from) =>
      [...(edges.get(from) ?? [])]
        .filter((to) => folders.includes(to))
        .map((to) => /** @type {[string, string]} */ ([from, to])),
    ),
  }));
}

/**
 * The run-time imports between folders of lib/ and components/, each folder collapsed to one node
 * (also read by scripts/import-graph.mjs).
 * @param {string[]} roots files and folders to cruise, relative to the working directory
 * @returns {Promise<Map<string, Set<string>>>} for each folder, the folders it imports
 */
export async function folderGraph(roots) {
  const result = await cruise(
    roots.filter((root) => existsSync(root)),
    {
      ...config.options,
      collapse: FOLDER,
      exclude: { path: '(^|/)(node_modules|\\.next[^/]*)/|\\.test\\.tsx?$|^lib/testing/' },
    },
  );
  if (typeof result.output === 'string') throw new Error('dependency-cruiser returned text instead of a graph');
  return runtimeEdges(result.output.modules);
}

/**
 * Runtime edges only: a type-only import ties nothing at run time.
 * @param {import('dependency-cruiser').IModule[]} modules
 * @returns {Map<string, Set<string>>}
 */
function runtimeEdges(modules) {
  /** @type {Map<string, Set<string>>} */
  const edges = new Map();
  for (const folder of modules) {
    if (!new RegExp(FOLDER).test(folder.source)) continue;
    const targets = new Set(
      folder.dependencies
        .filter(
          (dependency) =>
            !dependency.dependencyTypes.includes('type-only') && new RegExp(FOLDER).test(dependency.resolved),
        )
        .map((dependency) => dependency.resolved)
        .filter((target) => target !== folder.source),
    );
    edges.set(folder.source, targets);
  }
  return edges;
}

/**
 * Tarjan's algorithm.
 * @param {Map<string, Set<string>>} edges
 * @returns {string[][]} the strongly connected groups of more than one folder
 */
function stronglyConnected(edges) {
  let next = 0;
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const found = [];
  /** @param {string} node */
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(/** @type {number} */ (low.get(node)), /** @type {number} */ (low.get(target))));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(/** @type {number} */ (low.get(node)), /** @type {number} */ (index.get(target))));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    /** @type {string[]} */ const group = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = await folderCycles(ROOTS);
  for (const { folders, edges } of found) {
    console.error(`Folders that import each other at run time: ${folders.join(', ')}`);
    for (const [from, to] of edges) console.error(`  ${from} → ${to}`);
  }
  if (found.length > 0) process.exit(1);
  console.log('✔ no cycle between folders');
}
