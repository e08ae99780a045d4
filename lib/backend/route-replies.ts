import { NextResponse } from 'next/server';

/** Replies of the GET routes of app/api: the checked body, or a short 502 that never carries upstream text. */
export function dataReply(data: unknown, headers: HeadersInit = {}): NextResponse {
  if (data === false) {
    return NextResponse.json(
      { error: 'Backend unavailable' },
      { status: 502, headers: { 'cache-control': 'no-store' } },
    );
  }
  return NextResponse.json(data, { headers });
}

/** The lang query parameter of a request (anything but en is treated as th downstream). */
export function requestLang(request: Request): string {
  return new URL(request.url).searchParams.get('lang') ?? 'th';
}
