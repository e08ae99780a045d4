import { getSecuritiesAnalyses } from '@/lib/backend';
import { dataReply } from '@/lib/backend/route-replies';

export async function GET(): Promise<Response> {
  return dataReply(await getSecuritiesAnalyses());
}
