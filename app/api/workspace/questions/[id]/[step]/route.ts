import { handleQuestionStep } from '@/lib/questions/server';

export async function POST(
  request: Request,
  { params }: { params: Promise<{ id: string; step: string }> },
): Promise<Response> {
  const { id, step } = await params;
  return handleQuestionStep(request, id, step);
}
