import path from 'node:path';

/** The arguments of `npm run backup` and `npm run restore`: positional ones, the named flags, --documents <folder>. */
export function cliOptions(
  args: readonly string[],
  known: readonly string[],
): { positional: string[]; flags: Set<string>; documents?: string } {
  const positional: string[] = [];
  const flags = new Set<string>();
  let documents: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--documents') {
      documents = args[(index += 1)];
      if (!documents) throw new Error('--documents needs a folder');
    } else if (known.includes(arg)) flags.add(arg);
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else positional.push(arg);
  }
  return { positional, flags, documents: documents === undefined ? undefined : path.resolve(documents) };
}
