import escapeHtml from 'escape-html';

/**
 * HTML built as a string, for the static parts of a chart: React hydrates an element whose content
 * is `dangerouslySetInnerHTML` as one node, where the same drawing as elements costs a node (and
 * its share of the page's payload) for every bar, label and table cell
 * (docs/decisions/048-static-chart-markup.md). Text and attribute values are escaped; tag and
 * attribute names are this module's callers' literals, never data.
 */
export interface Markup {
  readonly __html: string;
}

/** What an element may hold: markup, text (escaped), or nothing; arrays are flattened. */
export type Child = Markup | string | number | null | undefined | false | readonly Child[];

/** An attribute's value: `true` writes the bare name, `false` and `undefined` leave it out. */
type AttributeValue = string | number | boolean | undefined;

/** `<tag attributes>children</tag>`, escaped. Only for elements that have a closing tag. */
export function h(
  tag: string,
  attributes: Readonly<Record<string, AttributeValue>> | null,
  ...children: Child[]
): Markup {
  let open = `<${tag}`;
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (value === undefined || value === false) continue;
    open += value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return { __html: `${open}>${children.map(childHtml).join('')}</${tag}>` };
}

/** Several pieces of markup side by side, with no element around them. */
export function fragment(...children: Child[]): Markup {
  return { __html: children.map(childHtml).join('') };
}

/** An inline `style` attribute's text from property–value pairs; undefined values are left out. */
export function styleText(properties: Readonly<Record<string, string | number | undefined>>): string {
  return Object.entries(properties)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

function childHtml(child: Child): string {
  if (child === null || child === undefined || child === false) return '';
  if (Array.isArray(child)) return child.map(childHtml).join('');
  if (typeof child === 'object') return (child as Markup).__html;
  return escapeHtml(String(child));
}
