import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What the docs and the code's comments cite, read and checked against the repository (docs/README.md,
 * Writing these pages): paths in backticks, relative links and their anchors, decision numbers, and
 * the comments' citations of a doc's section. The parsers are pure; checkRepository() reads the files.
 */

export interface Finding {
  file: string;
  line: number;
  message: string;
}

/** A piece of text found at a line of its file. */
export interface Located {
  text: string;
  line: number;
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** The text with fenced code blocks blanked out, lines kept, so offsets still give line numbers. */
export function withoutFencedBlocks(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence === null && marker) {
        fence = marker;
        return '';
      }
      if (fence !== null) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
        return '';
      }
      return line;
    })
    .join('\n');
}

const CODE_SPAN = /(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;

/** The inline code spans of a Markdown text (fenced blocks left out), each with its first line. */
export function codeSpans(markdown: string): Located[] {
  const text = withoutFencedBlocks(markdown);
  return [...text.matchAll(CODE_SPAN)].map((match) => ({ text: match[2].trim(), line: lineAt(text, match.index) }));
}

/** Prose only: fenced blocks and inline code replaced by spaces, offsets kept. */
function proseOf(markdown: string): string {
  return withoutFencedBlocks(markdown).replace(CODE_SPAN, (span) => span.replace(/[^\n]/g, ' '));
}

/** The text of a heading as GitHub renders it: code, emphasis and link syntax dropped. */
function headingText(raw: string): string {
  return raw
    .replace(/\s+#+\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/(\*\*|__|\*)/g, '')
    .trim();
}

/** The headings of a Markdown text (ATX headings outside fenced blocks), as rendered text. */
export function headings(markdown: string): string[] {
  return withoutFencedBlocks(markdown)
    .split('\n')
    .flatMap((line) => {
      const match = /^\s{0,3}#{1,6}\s+(.*)$/.exec(line);
      return match ? [headingText(match[1])] : [];
    });
}

/**
 * The names a doc's sections go by, for a citation by name: each heading, and each bold lead of a
 * paragraph or list item (`**Corrections.**`, the docs' named paragraphs), its full stop dropped.
 */
export function sectionNames(markdown: string): string[] {
  const leads = withoutFencedBlocks(markdown)
    .split('\n')
    .flatMap((line) => {
      const match = /^\s*(?:[-*+]\s+|\d+\.\s+)?\*\*([^*]+?)\*\*/.exec(line);
      return match ? [match[1].replace(/[.:]\s*$/, '').trim()] : [];
    });
  return [...headings(markdown), ...leads];
}

/** GitHub's anchor for a heading: lowercase, punctuation dropped (hyphens and underscores kept), spaces to hyphens. */
export function githubSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs (a repeated one numbered -1, -2 …) and HTML ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const heading of headings(markdown)) {
    const slug = githubSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const match of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
  return anchors;
}

export interface MarkdownLink {
  label: string;
  target: string;
  line: number;
}

/** The inline links and images of a Markdown text, outside code. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const prose = proseOf(markdown);
  return [...prose.matchAll(/!?\[((?:[^\][]|\[[^\]]*\])*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => ({
    label: match[1],
    target: match[2],
    line: lineAt(prose, match.index),
  }));
}

/** A link that leaves the repository: a URL with a scheme, protocol-relative, or a path of the site. */
export function isExternalTarget(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/');
}

const PATH_ROOTS = [
  'app',
  'components',
  'lib',
  'e2e',
  'scripts',
  'bench',
  'docs',
  'data',
  'deploy',
  'messages',
  'public',
  'test-fixtures',
  '.ci',
];
const FILE_EXTENSIONS = ['ts', 'tsx', 'mjs', 'cjs', 'js', 'json', 'md', 'css', 'sh', 'yml', 'yaml', 'conf', 'example'];
const SOURCE_EXTENSIONS = ['ts', 'tsx', 'mjs', 'cjs'];
/** The top-level files a doc names by their bare name. */
const TOP_LEVEL_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'jest.config.js',
  'README.md',
  '.env.example',
];

/**
 * How a backtick span names a file of the repository, if it does:
 * - `rooted`: a path from the top (`lib/store/db.ts`, `scripts/`, `.ci/run`);
 * - `partial`: the end of a path (`pipeline/drain.mjs`) or a bare file name (`server.mjs`, `calls.ts`),
 *   which some file of the repository must end with.
 * A span with spaces, a glob, a placeholder (`<name>`, `…`) or a URL names no single file. A `:line`
 * suffix or a `#anchor` is dropped.
 */
export function repositoryPath(span: string): { path: string; kind: 'rooted' | 'partial' } | null {
  if (/\s/.test(span) || /[<>*?{}$…|]|\.\.\.|\.\.\/|\bNNN\b/.test(span) || /^[a-z][a-z0-9+.-]*:\/\//i.test(span))
    return null;
  const bare = span.replace(/#.*$/, '').replace(/:\d+(-\d+)?$/, '');
  if (bare === '' || bare.startsWith('/') || bare.startsWith('@')) return null;
  const first = bare.split('/')[0];
  if (bare.includes('/') && PATH_ROOTS.includes(first)) return { path: bare, kind: 'rooted' };
  const extension = /[^/.]\.([a-z]+)$/.exec(bare)?.[1];
  if (!extension || !/^[\w.\-/[\]()]+$/.test(bare)) return null;
  // A bare name is a source file somewhere (`calls.ts`) or a file at the top (`package.json`); other bare
  // names (`manifest.json`, a built chunk's `.js`) are files the site or a build writes, not the repository's.
  if (!bare.includes('/') && !SOURCE_EXTENSIONS.includes(extension) && !TOP_LEVEL_FILES.includes(bare)) return null;
  if (!FILE_EXTENSIONS.includes(extension)) return null;
  return { path: bare, kind: 'partial' };
}

const DECISION_RUN = /\bdecisions?\s+(?:records?\s+)?\d{3}(?:\s*(?:,|and|or|&)\s*\d{3})*/gi;

/** The decision numbers a text cites: "decision 014", "decisions 008 and 034", a `decisions/0NN-…` path. */
export function decisionCitations(text: string): { number: string; offset: number }[] {
  const cited = [...text.matchAll(DECISION_RUN)].flatMap((run) =>
    [...run[0].matchAll(/\d{3}/g)].map((number) => ({ number: number[0], offset: run.index + number.index })),
  );
  const inPaths = [...text.matchAll(/\bdecisions\/(\d{3})(?!\d)/g)].map((match) => ({
    number: match[1],
    offset: match.index,
  }));
  return [...cited, ...inPaths].sort((a, b) => a.offset - b.offset);
}

export interface DocCitation {
  /** The cited file, from the repository's top: `docs/newsroom.md`, `README.md`. */
  doc: string;
  anchor?: string;
  /** The section names after the file, as written: one, or several joined by commas or "and". */
  section?: string;
  offset: number;
}

/**
 * The citations of a doc in a comment's text (its lines already joined): `docs/<doc>.md`,
 * `docs/<doc>.md#<anchor>`, `(docs/<doc>.md, <Section>)` or with the section in quotes, the README by
 * `(README, "<Section>")` or `the README's "<Section>"`.
 * A section runs to a closing parenthesis, a colon, a semicolon or a full stop.
 */
export function docCitations(comment: string): DocCitation[] {
  const found: DocCitation[] = [];
  const pattern = /(?<![\w/.-])(docs\/[\w./-]*?\.md|README(?:\.md)?)(#[\w-]+)?('s)?/g;
  for (const match of comment.matchAll(pattern)) {
    const doc = match[1].startsWith('README') ? 'README.md' : match[1];
    const rest = comment.slice(match.index + match[0].length);
    const citation: DocCitation = { doc, offset: match.index };
    if (match[2]) citation.anchor = match[2].slice(1);
    const quoted = match[3]
      ? (/^\s+"([^"]+)"/.exec(rest) ?? /^\s+([A-Z][\w' -]*?)\s+section\b/.exec(rest))
      : /^,?\s*"([^"]+)"/.exec(rest);
    const plain = match[3] ? null : /^,\s*([^\s"(),:;.][^():;]*?)(?=[):;]|\.(?:\s|$)|$)/.exec(rest);
    const section = (quoted?.[1] ?? plain?.[1])?.trim();
    // Two docs cited together, or a doc and a decision, name no section.
    if (section && !section.includes('<') && !/^(docs\/|README\b|decisions?\s+\d)/i.test(section))
      citation.section = section;
    found.push(citation);
  }
  return found;
}

const normalHeading = (text: string) =>
  text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Whether a cited section names sections of the doc (sectionNames()): the whole text is one, or each of
 * its parts ("Documents on the site, Corrections", "The item page and Preview") is. A name may stop where
 * its heading's subtitle starts: "Field data" for "Field data: Web Vitals from visitors", "The levers"
 * for "The levers (one session, …)".
 */
export function sectionFound(section: string, names: string[]): boolean {
  const known = new Set(names.flatMap((name) => [name, name.split(/:\s|\s\(|,\s|\s—\s/)[0]]).map(normalHeading));
  if (known.has(normalHeading(section))) return true;
  const parts = section.split(/,\s*|\s+and\s+/).filter(Boolean);
  return parts.length > 1 && parts.every((part) => known.has(normalHeading(part)));
}

/**
 * The comments of a TypeScript or JavaScript source, a run of `//` lines as one comment, each with its
 * lines joined by spaces (the `*` and `//` at their starts dropped) and a line number for every offset.
 */
export function commentsOf(source: string, fileName: string): { text: string; lineOf(offset: number): number }[] {
  const kind = fileName.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : fileName.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map<number, ts.CommentRange>();
  const visit = (node: ts.Node) => {
    const children = node.getChildren(file);
    if (children.length === 0 && node.kind !== ts.SyntaxKind.JsxText) {
      for (const range of ts.getLeadingCommentRanges(source, node.pos) ?? []) ranges.set(range.pos, range);
      for (const range of ts.getTrailingCommentRanges(source, node.end) ?? []) ranges.set(range.pos, range);
    }
    children.forEach(visit);
  };
  visit(file);
  const sorted = [...ranges.values()].sort((a, b) => a.pos - b.pos);
  // Consecutive `//` lines are one comment.
  const groups: ts.CommentRange[][] = [];
  for (const range of sorted) {
    const last = groups.at(-1)?.at(-1);
    const joins =
      last &&
      last.kind === ts.SyntaxKind.SingleLineCommentTrivia &&
      range.kind === ts.SyntaxKind.SingleLineCommentTrivia &&
      /^[ \t]*\r?\n[ \t]*$/.test(source.slice(last.end, range.pos));
    if (joins) groups.at(-1)!.push(range);
    else groups.push([range]);
  }
  return groups.map((group) => {
    const lines: { text: string; line: number }[] = [];
    for (const range of group) {
      const firstLine = lineAt(source, range.pos);
      source
        .slice(range.pos, range.end)
        .split('\n')
        .forEach((raw, index) => {
          const text = raw
            .replace(/^\s*(\/\/+|\/\*+|\*+(?!\/))?/, '')
            .replace(/\*+\/\s*$/, '')
            .trim();
          lines.push({ text, line: firstLine + index });
        });
    }
    const text = lines.map((line) => line.text).join(' ');
    const starts: number[] = [];
    let start = 0;
    for (const line of lines) {
      starts.push(start);
      start += line.text.length + 1;
    }
    return {
      text,
      lineOf(offset: number) {
        let index = 0;
        while (index + 1 < starts.length && starts[index + 1] <= offset) index += 1;
        return lines[index].line;
      },
    };
  });
}

/**
 * The repository paths a comment names: from the top (`lib/store/db.ts`, `e2e/accounts`), relative to
 * the file (`./<file>`, `../<folder>/<file>.ts`), or a Markdown file by its bare name, which must be
 * the repository's (a document outside it is no reference). A placeholder (`<name>`, `…`) or a glob
 * names none; `docs/decisions/003` is a decision number, checked as one.
 */
export function commentPaths(comment: string): { path: string; offset: number }[] {
  const roots = PATH_ROOTS.filter((root) => !root.startsWith('.')).join('|');
  const pattern = new RegExp(
    `(?<![\\w@/.:-])((?:\\.{1,2}/)+[\\w.\\-/[\\]()]+|(?:${roots})/[\\w.\\-/[\\]()]*|[\\w-]+\\.md\\b)`,
    'g',
  );
  return [...comment.matchAll(pattern)].flatMap((match) => {
    const after = comment[match.index + match[0].length] ?? '';
    let named = match[1].replace(/[.,:;]+$/, '');
    // A closing parenthesis belongs to the path only if the path opened one, as a route group's name does.
    while (named.endsWith(')') && named.split(')').length > named.split('(').length)
      named = named.slice(0, -1).replace(/[.,:;]+$/, '');
    if (/[<*…{$]/.test(after) || match[1].includes('...') || /^docs\/decisions\/\d{3}$/.test(named)) return [];
    return [{ path: named, offset: match.index }];
  });
}

/** What the checks need to know of the repository. */
export interface RepositoryView {
  /** Every file, relative to the top, with forward slashes. */
  files: Set<string>;
  read(file: string): string;
  /** Whether git ignores a path: a file the site makes as it runs (`data/ir.db`), not one to commit. */
  ignored(file: string): boolean;
}

/** The repository on disk: its files as git lists them, tracked or new but not ignored. */
export function repositoryOnDisk(root: string): RepositoryView {
  const git = (args: string[], input?: string) => {
    const run = spawnSync('git', args, { cwd: root, input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.error) throw run.error;
    return run;
  };
  const listed = git(['ls-files', '--cached', '--others', '--exclude-standard', '-z']);
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const files = new Set(listed.stdout.split('\0').filter(Boolean));
  // A file listed but deleted in the work tree is gone.
  const deleted = git(['ls-files', '--deleted', '-z']).stdout.split('\0').filter(Boolean);
  for (const file of deleted) files.delete(file);
  return {
    files,
    read: (file) => readFileSync(path.join(root, file), 'utf8'),
    ignored: (file) => git(['check-ignore', '-q', '--no-index', file]).status === 0,
  };
}

/** The pages that list every decision record. */
export const DECISION_INDEXES = ['docs/README.md', 'docs/decisions/README.md'];

const CODE_FOLDERS = ['app/', 'components/', 'lib/', 'scripts/', 'bench/', 'e2e/'];
const CODE_FILE = /\.(ts|tsx|mjs|cjs|js)$/;

/** Which files the checks read: the README and every doc, and the code whose comments cite them. */
export function filesToCheck(files: Set<string>): { markdown: string[]; code: string[] } {
  const all = [...files].sort();
  return {
    markdown: all.filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md'))),
    code: all.filter(
      (file) =>
        CODE_FILE.test(file) &&
        !file.endsWith('.d.ts') &&
        (CODE_FOLDERS.some((folder) => file.startsWith(folder)) || !file.includes('/')),
    ),
  };
}

/** Every broken reference of the repository, by file and line. */
export function checkRepository(repo: RepositoryView): Finding[] {
  const findings: Finding[] = [];
  const directories = new Set<string>();
  for (const file of repo.files) {
    const parts = file.split('/');
    for (let end = 1; end < parts.length; end += 1) directories.add(parts.slice(0, end).join('/'));
  }
  const exists = (target: string) => {
    const clean = target.replace(/\/+$/, '');
    return clean === '' || repo.files.has(clean) || directories.has(clean);
  };
  const decisions = new Set(
    [...repo.files].flatMap((file) => /^docs\/decisions\/(\d{3})-[^/]+\.md$/.exec(file)?.[1] ?? []),
  );
  const markdownCache = new Map<string, string>();
  const markdownOf = (file: string) => {
    if (!markdownCache.has(file)) markdownCache.set(file, repo.read(file));
    return markdownCache.get(file)!;
  };
  const endings = [...repo.files].map((file) => `/${file}`);
  // A comment may leave out a module's extension, as an import does.
  const moduleExists = (target: string) =>
    ['', '.ts', '.tsx', '.mjs', '.cjs', '.js', '.spec.ts', '/index.ts'].some((suffix) => exists(`${target}${suffix}`));
  const { markdown, code } = filesToCheck(repo.files);

  const checkDecisions = (file: string, text: string, lineOf: (offset: number) => number) => {
    for (const { number, offset } of decisionCitations(text)) {
      if (!decisions.has(number))
        findings.push({ file, line: lineOf(offset), message: `decision ${number} is not in docs/decisions` });
    }
  };
  const checkCitation = (file: string, citation: DocCitation, line: number) => {
    if (!repo.files.has(citation.doc)) {
      findings.push({ file, line, message: `cites ${citation.doc}, which does not exist` });
      return;
    }
    const doc = markdownOf(citation.doc);
    if (citation.anchor && !anchorsOf(doc).has(citation.anchor)) {
      findings.push({ file, line, message: `cites ${citation.doc}#${citation.anchor}: no such heading` });
    }
    if (citation.section && !sectionFound(citation.section, sectionNames(doc))) {
      findings.push({
        file,
        line,
        message: `cites ${citation.doc}, "${citation.section}": no such heading or named paragraph`,
      });
    }
  };

  const linkedFrom = new Map<string, Set<string>>();
  for (const file of markdown) {
    const text = markdownOf(file);
    for (const span of codeSpans(text)) {
      const named = repositoryPath(span.text);
      if (!named) continue;
      const found =
        named.kind === 'rooted'
          ? exists(named.path)
          : !named.path.includes('/')
            ? endings.some((ending) => ending.endsWith(`/${named.path}`))
            : endings.some((ending) => ending.endsWith(`/${named.path.replace(/\/+$/, '')}`));
      if (!found && !repo.ignored(named.path) && !repo.ignored(`${named.path.replace(/\/+$/, '')}/`)) {
        findings.push({ file, line: span.line, message: `names \`${span.text}\`, which is not in the repository` });
      }
    }
    for (const link of markdownLinks(text)) {
      if (isExternalTarget(link.target)) continue;
      const [pathPart, anchor] = link.target.split('#') as [string, string | undefined];
      const target =
        pathPart === ''
          ? file
          : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(pathPart.split('?')[0])));
      if (!exists(target)) {
        findings.push({ file, line: link.line, message: `links to ${link.target}, which does not exist` });
        continue;
      }
      if (!linkedFrom.has(file)) linkedFrom.set(file, new Set());
      linkedFrom.get(file)!.add(target);
      if (anchor !== undefined) {
        if (!target.endsWith('.md'))
          findings.push({
            file,
            line: link.line,
            message: `links to ${link.target}: an anchor in a file that is not Markdown`,
          });
        else if (!anchorsOf(markdownOf(target)).has(anchor)) {
          findings.push({
            file,
            line: link.line,
            message: `links to ${link.target}: ${target} has no heading #${anchor}`,
          });
        }
      }
      const linkedDecision = /(?:^|\/)decisions\/(\d{3})-[^/]*$/.exec(target)?.[1];
      const namedDecision = /^(?:decisions?\s+)?(\d{3})$/i.exec(link.label.trim())?.[1];
      if (linkedDecision && namedDecision && linkedDecision !== namedDecision) {
        findings.push({
          file,
          line: link.line,
          message: `the link "${link.label}" leads to decision ${linkedDecision}`,
        });
      }
    }
    const prose = proseOf(text);
    checkDecisions(file, text, (offset) => lineAt(text, offset));
    for (const citation of docCitations(prose)) {
      // In prose only the README is cited by section ("the README's "Layout of the code""); docs are linked.
      if (citation.doc === 'README.md' && (citation.section || citation.anchor))
        checkCitation(file, citation, lineAt(prose, citation.offset));
    }
  }

  for (const index of DECISION_INDEXES.filter((file) => repo.files.has(file))) {
    const records = [...repo.files].filter((file) => /^docs\/decisions\/\d{3}-[^/]+\.md$/.test(file)).sort();
    for (const record of records) {
      if (!linkedFrom.get(index)?.has(record))
        findings.push({ file: index, line: 1, message: `does not list ${record}` });
    }
  }

  for (const file of code) {
    const source = repo.read(file);
    for (const comment of commentsOf(source, file)) {
      for (const citation of docCitations(comment.text)) checkCitation(file, citation, comment.lineOf(citation.offset));
      for (const named of commentPaths(comment.text)) {
        // `./scripts/…` in a command is from the top, as npm runs it; any other `./` is from the file.
        const fromTop = /^\.\/[^./]/.test(named.path) && PATH_ROOTS.includes(named.path.slice(2).split('/')[0]);
        const target =
          named.path.startsWith('.') && !fromTop
            ? path.posix.normalize(path.posix.join(path.posix.dirname(file), named.path))
            : named.path.replace(/^\.\//, '');
        const clean = target.replace(/\/+$/, '');
        const bareMarkdown = !clean.includes('/') && clean.endsWith('.md') && !named.path.startsWith('.');
        const found = bareMarkdown ? endings.some((ending) => ending.endsWith(`/${clean}`)) : moduleExists(clean);
        if (!found && !repo.ignored(clean) && !repo.ignored(`${clean}/`)) {
          findings.push({
            file,
            line: comment.lineOf(named.offset),
            message: `names ${named.path}, which is not in the repository`,
          });
        }
      }
      checkDecisions(file, comment.text, comment.lineOf);
    }
  }
  return findings.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
}

/** The findings as a report, one line each. */
export function reportOf(findings: Finding[]): string {
  return findings.map(({ file, line, message }) => `${file}:${line}: ${message}`).join('\n');
}
