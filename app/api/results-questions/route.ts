import { handleQuestionPost } from '@/lib/questions/server';

/** A question for management on a quarter's results page (docs/results.md, Questions for management). */
export function POST(request: Request): Promise<Response> {
  return handleQuestionPost(request);
}
