/** @jest-environment node */
import path from 'node:path';
import {
  anchorsOf,
  checkRepository,
  codeSpans,
  commentPaths,
  commentsOf,
  decisionCitations,
  docCitations,
  filesToCheck,
  githubSlug,
  headings,
  markdownLinks,
  reportOf,
  repositoryOnDisk,
  repositoryPath,
  sectionFound,
  sectionNames,
  type RepositoryView,
} from './doc-references';

describe('the Markdown parsers', () => {
  it('finds inline code spans outside fenced blocks, with their lines', () => {
    const markdown = [
      'Read `lib/a.ts` and ``b `c` d``.',
      '```sh',
      'echo `lib/fenced.ts`',
      '```',
      'Then `server.mjs`,',
      'and `npm run x --',
      'y`.',
    ].join('\n');
    expect(codeSpans(markdown)).toEqual([
      { text: 'lib/a.ts', line: 1 },
      { text: 'b `c` d', line: 1 },
      { text: 'server.mjs', line: 5 },
      { text: 'npm run x --\ny', line: 6 },
    ]);
  });

  it('tells a repository path from code that is not one', () => {
    expect(repositoryPath('lib/store/db.ts')).toEqual({ path: 'lib/store/db.ts', kind: 'rooted' });
    expect(repositoryPath('scripts/')).toEqual({ path: 'scripts/', kind: 'rooted' });
    expect(repositoryPath('.ci/run')).toEqual({ path: '.ci/run', kind: 'rooted' });
    expect(repositoryPath('lib/server/pipeline/index.mjs:42')).toEqual({
      path: 'lib/server/pipeline/index.mjs',
      kind: 'rooted',
    });
    expect(repositoryPath('docs/newsroom.md#preview')).toEqual({ path: 'docs/newsroom.md', kind: 'rooted' });
    expect(repositoryPath('app/[locale]/(site)/layout.tsx')).toEqual({
      path: 'app/[locale]/(site)/layout.tsx',
      kind: 'rooted',
    });
    expect(repositoryPath('server.mjs')).toEqual({ path: 'server.mjs', kind: 'partial' });
    expect(repositoryPath('pipeline/drain.mjs')).toEqual({ path: 'pipeline/drain.mjs', kind: 'partial' });
    for (const notOne of [
      'lib/<feature>/',
      'data/seed/<name>.json',
      'bench/results/latest.*',
      'app/…/page.tsx',
      'npm run lint',
      '/api/health',
      'text/html',
      'https://example.com/a.md',
      'IR_DB_PATH',
      'app.listen',
      '@libsql/client',
    ]) {
      expect([notOne, repositoryPath(notOne)]).toEqual([notOne, null]);
    }
  });

  it("makes GitHub's anchors of headings, numbering repeats", () => {
    expect(githubSlug("The workspace's shell")).toBe('the-workspaces-shell');
    expect(githubSlug('With the embedded backend: the workspace, or `npm run publish`')).toBe(
      'with-the-embedded-backend-the-workspace-or-npm-run-publish',
    );
    expect(githubSlug('Web Vitals (p75/p95) — daily')).toBe('web-vitals-p75p95--daily');
    const markdown =
      '# Title\n## Setup\n```\n# not a heading\n```\n## Setup\n### `npm run admin` **now**\n<a id="kept"></a>';
    expect(headings(markdown)).toEqual(['Title', 'Setup', 'Setup', 'npm run admin now']);
    expect([...anchorsOf(markdown)]).toEqual(['title', 'setup', 'setup-1', 'npm-run-admin-now', 'kept']);
  });

  it('finds links and images, not the ones in code', () => {
    const markdown =
      'See [ops](operations.md#settings) and ![shot](images/a.png "A").\n`[not](a.md)`\n[web](https://example.com)';
    expect(markdownLinks(markdown)).toEqual([
      { label: 'ops', target: 'operations.md#settings', line: 1 },
      { label: 'shot', target: 'images/a.png', line: 1 },
      { label: 'web', target: 'https://example.com', line: 3 },
    ]);
  });

  it('reads every decision number a text cites', () => {
    const text =
      'As decision 014 says; decisions 008 and 034, Decisions 001, 002 and 003; see docs/decisions/037-facts.md.';
    expect(decisionCitations(text).map(({ number }) => number)).toEqual([
      '014',
      '008',
      '034',
      '001',
      '002',
      '003',
      '037',
    ]);
    expect(decisionCitations('a decision the team took in 2024')).toEqual([]);
  });
});

describe('the comment parsers', () => {
  it('joins a comment’s lines and keeps each line’s number', () => {
    const source = [
      "const url = 'http://example.com/docs/not-a-comment.md';",
      '/**',
      ' * The item page (docs/newsroom.md,',
      ' * The item page).',
      ' */',
      '// one (README, "Settings")',
      '// two',
      'const jsx = <p>{/* (docs/results.md#a-self-hosted-video) */}</p>;',
    ].join('\n');
    const comments = commentsOf(source, 'x.tsx');
    expect(comments.map(({ text }) => text)).toEqual([
      ' The item page (docs/newsroom.md, The item page). ',
      'one (README, "Settings") two',
      '(docs/results.md#a-self-hosted-video)',
    ]);
    const [block, lines] = comments;
    expect(block.lineOf(block.text.indexOf('docs/'))).toBe(3);
    expect(block.lineOf(block.text.indexOf('item page)'))).toBe(4);
    expect(lines.lineOf(lines.text.indexOf('two'))).toBe(7);
  });

  it('reads the doc, anchor and section of each citation', () => {
    const cite = (text: string) =>
      docCitations(text).map(({ doc, anchor, section }) => ({
        doc,
        ...(anchor ? { anchor } : {}),
        ...(section ? { section } : {}),
      }));
    expect(cite('(docs/newsroom.md, Dashboard): each')).toEqual([{ doc: 'docs/newsroom.md', section: 'Dashboard' }]);
    expect(cite('(docs/results.md, "Share images"): its')).toEqual([
      { doc: 'docs/results.md', section: 'Share images' },
    ]);
    expect(cite('docs/newsroom.md, Going live. Then')).toEqual([{ doc: 'docs/newsroom.md', section: 'Going live' }]);
    expect(cite('(docs/uploads.md#videos). GET')).toEqual([{ doc: 'docs/uploads.md', anchor: 'videos' }]);
    expect(cite('docs/newsroom.md tells the whole story')).toEqual([{ doc: 'docs/newsroom.md' }]);
    expect(
      cite('(README, "Configuration"): and the README\'s Performance section, the README\'s "Two commands"'),
    ).toEqual([
      { doc: 'README.md', section: 'Configuration' },
      { doc: 'README.md', section: 'Performance' },
      { doc: 'README.md', section: 'Two commands' },
    ]);
    expect(cite('components/published-docs/x.md and mydocs/a.md')).toEqual([]);
    expect(cite('(docs/newsroom.md, docs/results.md "Managing it"; docs/uploads.md, decision 023)')).toEqual([
      { doc: 'docs/newsroom.md' },
      { doc: 'docs/results.md', section: 'Managing it' },
      { doc: 'docs/uploads.md' },
    ]);
  });

  it('reads the repository paths a comment names, from the top or from the file', () => {
    const comment =
      'See lib/store/db.ts, ./calls and ../search-index.ts; the page (app/[locale]/(site)/layout.tsx), ' +
      'e2e/accounts, `npm run x` runs ./scripts/a.mjs, (STYLE.md rule 1). Not lib/<feature>/, app/api/workspace/..., ' +
      'bench/results/*.json, docs/decisions/003, docs/a.md or https://example.com/lib/x.';
    expect(commentPaths(comment).map(({ path }) => path)).toEqual([
      'lib/store/db.ts',
      './calls',
      '../search-index.ts',
      'app/[locale]/(site)/layout.tsx',
      'e2e/accounts',
      './scripts/a.mjs',
      'STYLE.md',
      'docs/a.md',
    ]);
  });

  it('names a section by its heading or by the bold lead of its paragraph', () => {
    const markdown = [
      '# Guide',
      '## Field data: Web Vitals from visitors',
      '- **Four eyes.** Whoever submitted',
      '**Nothing before live.** Drafts',
      'a **bold** word',
      '```',
      '**In code.**',
      '```',
    ].join('\n');
    expect(sectionNames(markdown)).toEqual([
      'Guide',
      'Field data: Web Vitals from visitors',
      'Four eyes',
      'Nothing before live',
    ]);
  });

  it('finds a section as one heading or as several', () => {
    const known = [
      'Documents on the site',
      'Corrections',
      'The item page',
      'Preview',
      "The workspace's shell",
      'The levers (one session, 2026-11-26)',
      'Field data: Web Vitals from visitors',
    ];
    expect(sectionFound('Documents on the site, Corrections', known)).toBe(true);
    expect(sectionFound('The levers', known)).toBe(true);
    expect(sectionFound('Field data', known)).toBe(true);
    expect(sectionFound('Field', known)).toBe(false);
    expect(sectionFound('The item page and Preview', known)).toBe(true);
    expect(sectionFound('The workspace’s shell', known)).toBe(true);
    expect(sectionFound('Preview, Nowhere', known)).toBe(false);
    expect(sectionFound('Configuration', known)).toBe(false);
  });
});

describe('checkRepository', () => {
  const repository = (contents: Record<string, string>, ignored: string[] = []): RepositoryView => ({
    files: new Set(Object.keys(contents)),
    read: (file) => contents[file],
    ignored: (file) => ignored.includes(file),
  });

  it('reports every broken reference with its file and line, and nothing that holds', () => {
    const findings = checkRepository(
      repository(
        {
          'README.md': '# Site\n## Two commands\nRun `server.mjs`, read `lib/a/gone.ts` and `data/ir.db`.\n',
          'server.mjs':
            '// The settings (README, "Configuration").\n// (docs/guide.md, Two commands), lib/a, lib/, ./lib/a/index.ts, guide.md\n// and STYLE.md.\nexport {};\n',
          'docs/guide.md': [
            '# Guide',
            '## Two commands',
            'See [setup](../README.md#two-commands), [gone](other.md), [bad](../README.md#settings).',
            'As decision 001 and decisions 001 and 015 say; [decision 002](decisions/001-x.md).',
            '`local/search-store.ts` and `lib/a/index.ts`.',
          ].join('\n'),
          'docs/decisions/001-x.md': '# 001\n',
          'lib/a/index.ts':
            '/** (docs/guide.md, Nowhere); decision 009; ./index and ../b/gone.ts. */\nexport const a = 1;\n',
        },
        ['data/ir.db'],
      ),
    );
    expect(reportOf(findings).split('\n')).toEqual([
      'README.md:3: names `lib/a/gone.ts`, which is not in the repository',
      'docs/guide.md:3: links to other.md, which does not exist',
      'docs/guide.md:3: links to ../README.md#settings: README.md has no heading #settings',
      'docs/guide.md:4: the link "decision 002" leads to decision 001',
      'docs/guide.md:4: decision 015 is not in docs/decisions',
      'docs/guide.md:4: decision 002 is not in docs/decisions',
      'docs/guide.md:5: names `local/search-store.ts`, which is not in the repository',
      'lib/a/index.ts:1: cites docs/guide.md, "Nowhere": no such heading or named paragraph',
      'lib/a/index.ts:1: names ../b/gone.ts, which is not in the repository',
      'lib/a/index.ts:1: decision 009 is not in docs/decisions',
      'server.mjs:1: cites README.md, "Configuration": no such heading or named paragraph',
      'server.mjs:3: names STYLE.md, which is not in the repository',
    ]);
  });

  it('asks both indexes of the decisions to list every record', () => {
    const findings = checkRepository(
      repository({
        'docs/README.md': '# Docs\n[001](decisions/001-x.md)\n',
        'docs/decisions/README.md': '# Decisions\n[001](001-x.md), [002](002-y.md)\n',
        'docs/decisions/001-x.md': '# 001\n',
        'docs/decisions/002-y.md': '# 002\n',
      }),
    );
    expect(reportOf(findings)).toBe('docs/README.md:1: does not list docs/decisions/002-y.md');
  });

  it('reads the README and docs, and the code of the site, scripts, bench and tests', () => {
    const files = new Set([
      'README.md',
      'docs/a.md',
      'docs/decisions/001-x.md',
      'bench/results/latest.md',
      'lib/a.ts',
      'app/b.tsx',
      'server.mjs',
      'e2e/c.spec.ts',
      'next-env.d.ts',
      'data/seed/x.json',
      'deploy/x.mjs',
    ]);
    expect(filesToCheck(files)).toEqual({
      markdown: ['README.md', 'docs/a.md', 'docs/decisions/001-x.md'],
      code: ['app/b.tsx', 'e2e/c.spec.ts', 'lib/a.ts', 'server.mjs'],
    });
  });
});

describe('the repository', () => {
  it('cites only paths, anchors, sections and decisions that exist', () => {
    const repo = repositoryOnDisk(path.resolve(__dirname, '../..'));
    const { markdown, code } = filesToCheck(repo.files);
    // The check reads the real docs and code: not an empty selection.
    expect(markdown).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/decisions/README.md']));
    expect(code.length).toBeGreaterThan(500);
    expect(reportOf(checkRepository(repo))).toBe('');
  });
});
