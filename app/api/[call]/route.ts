import { NextResponse } from 'next/server';
import { listGetterByName, dataReply, requestLang } from '@/lib/backend';

/**
 * GET /api/<call>: every list call of lib/contract/calls.ts, in the language asked when the call takes
 * one (docs/product.md, The backend contract). The static routes beside this folder (stock_quotation, send_email/*,
 * revalidate) take precedence over it.
 */
export async function GET(request: Request, { params }: { params: Promise<{ call: string }> }): Promise<Response> {
  const getList = listGetterByName((await params).call);
  if (!getList) return NextResponse.json({ error: 'Unknown call' }, { status: 404 });
  return dataReply(await getList(requestLang(request)));
}
