// Questions for management on the quarterly results pages (docs/results.md): the pure rules; the
// routes and loaders are in ./server.
export {
  MODERATED_MAX_LENGTH,
  QUESTION_OUTCOMES,
  QUESTION_STEPS,
  QUESTIONS_ADMIN_PATH,
  draftQuestion,
  isQuestionStep,
  moderationChange,
  moderationTexts,
  publishedText,
  questionOutcome,
  questionsCloseAt,
  questionsOpen,
} from './rules';
export type {
  ModeratedQuestion,
  ModerationChange,
  ModerationRefusal,
  ModerationTexts,
  QuestionOutcome,
  QuestionStep,
} from './rules';
