// @ts-check
/**
 * Two measures of the import graph between folders (docs/architecture.md, "Modules and their doors"),
 * on the graph dependency-cruiser builds for `npm run lint:modules`:
 * - its depth: the longest chain of folders each importing the next, counted in folders (layers);
 * - the imports that run against the layer order: a folder importing one that is less stable than
 *   itself (instability = outgoing / (incoming + outgoing) folder imports; the stable-dependencies
 *   principle that dependency-cruiser's `moreUnstable` rule checks file by file).
 * A report for reviews (`npm run measure:imports`), not a gate: the gate is the cycle check.
 */
import { pathToFileURL } from 'node:url';
import { folderGraph, ROOTS } from './check-folder-cycles.mjs';
import { importGraphMeasures } from './import-graph-measures.mjs';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const measures = importGraphMeasures(await folderGraph(ROOTS));
  console.log(`${measures.folders} folders, ${measures.imports} imports between them`);
  console.log(`depth: ${measures.depth} layers (${measures.chain.join(' → ')})`);
  console.log(`against the layer order (to a less stable folder): ${measures.againstOrder.length}`);
  for (const [from, to] of measures.againstOrder) console.log(`  ${from} → ${to}`);
}
