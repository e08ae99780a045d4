import { getFinancialStatements } from '@/lib/backend';
import { dataReply, requestLang } from '@/lib/backend/route-replies';

export async function GET(request: Request): Promise<Response> {
  return dataReply(await getFinancialStatements(requestLang(request)));
}
