import { importGraphMeasures } from './import-graph-measures.mjs';

const graph = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('importGraphMeasures', () => {
  it('counts the longest chain of folders as the depth', () => {
    const measures = importGraphMeasures(graph({ app: ['lib/a', 'lib/b'], 'lib/a': ['lib/b'], 'lib/b': ['lib/c'] }));
    expect(measures.depth).toBe(4);
    expect(measures.chain).toEqual(['app', 'lib/a', 'lib/b', 'lib/c']);
    expect(measures).toMatchObject({ folders: 4, imports: 4 });
  });

  it('names an import of a folder less stable than the importer', () => {
    // "base" is imported by three folders and imports "helper", which imports two more folders.
    const measures = importGraphMeasures(
      graph({
        'lib/a': ['lib/base'],
        'lib/b': ['lib/base'],
        'lib/c': ['lib/base'],
        'lib/base': ['lib/helper'],
        'lib/helper': ['lib/x', 'lib/y'],
      }),
    );
    // base: 1 out, 3 in (0.25); helper: 2 out, 1 in (0.67): base → helper runs against the order.
    expect(measures.againstOrder).toEqual([['lib/base', 'lib/helper']]);
  });

  it('refuses a graph with a cycle rather than measuring it', () => {
    expect(() => importGraphMeasures(graph({ 'lib/a': ['lib/b'], 'lib/b': ['lib/a'] }))).toThrow(/cycle/);
  });
});
