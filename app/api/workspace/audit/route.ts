import { handleAuditCsv } from '@/lib/accounts/server';

export function GET(request: Request): Promise<Response> {
  return handleAuditCsv(request);
}
