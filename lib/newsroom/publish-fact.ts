import { goLiveDue } from './going-live';
import { NewsroomError, scheduleCommandVersion, type NewsroomItem, type StepOptions } from './items';
import { CONTENT_KINDS, type KindName } from './kinds';

/** Who a command-line version is recorded as: the command, with the operator's login where the script knows it. */
export function commandOperator(login = ''): string {
  const name = login.replace(/[^\w.@-]/g, '').slice(0, 40);
  return `npm run publish${name ? ` (${name})` : ''}`;
}

/**
 * `npm run publish -- <kind> <content.json> [document.pdf]` (docs/operations.md, Publishing content): a
 * fact's next version, or a new item of a list's kind, checked as the workspace's form checks it, goes
 * live at once through the newsroom's own going live (the same rows, alerts and caches as an approved
 * version). Its versions, diff and audit entries are the workspace's; the item page shows it as
 * published by the command.
 */
export async function publishKind(
  kind: KindName,
  content: unknown,
  options: StepOptions & { login?: string } = {},
): Promise<NewsroomItem> {
  const now = options.now ?? new Date();
  const item = await scheduleCommandVersion(commandOperator(options.login), kind, content, { ...options, now });
  const [done] = await goLiveDue({ now, only: item.id });
  if (!done)
    throw new NewsroomError('invalid-state', `The version could not go live: the item page of ${item.id} says why.`);
  return item;
}

/** A fact's next version from the command line: publishKind, for a fact only. */
export async function publishFact(
  kind: KindName,
  content: unknown,
  options: StepOptions & { login?: string } = {},
): Promise<NewsroomItem> {
  if (!CONTENT_KINDS[kind].fact) throw new NewsroomError('invalid', `${kind} is no fact: it is a list's kind.`);
  return publishKind(kind, content, options);
}
