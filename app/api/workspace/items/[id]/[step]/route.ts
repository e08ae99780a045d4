import { handleItemStep } from '@/lib/newsroom/server';

export async function POST(
  request: Request,
  { params }: { params: Promise<{ id: string; step: string }> },
): Promise<Response> {
  const { id, step } = await params;
  return handleItemStep(request, id, step);
}
