import { headers } from 'next/headers';
import { recordAudit } from '@/lib/accounts';
import { pageUser, workspaceAvailable } from '@/lib/accounts/server';
import { localizePath, routing, type Locale } from '@/lib/i18n';
import { getItem, mintPreviewToken, previewPath } from '@/lib/newsroom/server';
import { CLIENT_ADDRESS_HEADER } from '@/lib/server/client-address.mjs';

// Signed in only; the reply depends on who asks, so it is never cached.
export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * GET /admin/items/<id>/preview: a signed preview link of the item's newest version, valid 24 hours
 * (docs/newsroom.md, Preview), and a 303 to it. Minting one is an audit entry: the link opens the
 * version to whoever holds it.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; id: string }> }): Promise<Response> {
  const { locale: asked, id } = await params;
  const locale: Locale = (routing.locales as readonly string[]).includes(asked) ? (asked as Locale) : routing.defaultLocale;
  if (!workspaceAvailable()) return new Response('Not found', { status: 404, headers: NO_STORE });
  const user = await pageUser();
  if (!user) return new Response(null, { status: 303, headers: { ...NO_STORE, location: localizePath('/admin/sign-in', locale) } });
  const item = await getItem(id).catch(() => null);
  if (!item) return new Response('Not found', { status: 404, headers: NO_STORE });
  const token = mintPreviewToken(item.id, item.version);
  await recordAudit({
    actor: user.email,
    action: 'content',
    object: `newsroom:${item.id}`,
    client: (await headers()).get(CLIENT_ADDRESS_HEADER) ?? '',
    detail: { event: 'preview', kind: item.kind, version: item.version },
  });
  return new Response(null, { status: 303, headers: { ...NO_STORE, location: previewPath(token, locale) } });
}
