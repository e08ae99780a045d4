import { handleItemCreate, handleItemList } from '@/lib/newsroom/server';

export function GET(request: Request): Promise<Response> {
  return handleItemList(request);
}

export function POST(request: Request): Promise<Response> {
  return handleItemCreate(request);
}
