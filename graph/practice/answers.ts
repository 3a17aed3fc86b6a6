import { decodeGlobalID } from '@pothos/plugin-relay';
import type { Answer, PrismaClient, Question, User } from '../generated/prisma/client.ts';
import { InputError } from '../schema/errors.ts';
import { forgetProgress } from './progress.ts';

/** What a recorded (or replayed) answer hands back to the schema. */
export interface AnswerResult {
  answer: Answer;
  question: Question;
  /** False when the idempotency key was used before: the earlier answer stands, nothing new is recorded. */
  recorded: boolean;
}

interface PracticeContext {
  prisma: PrismaClient;
  viewer: User | null;
}

const MAX_KEY_LENGTH = 200;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The where clause that loads an answer only for its owner: anyone else (or a malformed id)
 * matches nothing, so `node(id:)` answers null rather than someone's history.
 */
export function ownedAnswerWhere(id: string, viewerId: string | undefined) {
  return { id: UUID.test(id) ? id : NIL_UUID, userId: viewerId ?? NIL_UUID };
}

/** A question id as clients send it: a Relay global id, or the bank's own id ("d1-001"). */
export function questionIdFrom(value: string): string {
  try {
    const { typename, id } = decodeGlobalID(value);
    if (typename === 'Question') return id;
  } catch {}
  return value;
}

async function answerableQuestion(prisma: PrismaClient, questionId: string): Promise<Question> {
  const question = await prisma.question.findUnique({ where: { id: questionIdFrom(questionId) } });
  // A retired question is out of practice; its past answers stay in the history.
  if (!question || question.retiredAt) throw new InputError('This question is not available.', 'questionId');
  return question;
}

function checkKey(idempotencyKey: string): string {
  const key = idempotencyKey.trim();
  if (!key || key.length > MAX_KEY_LENGTH) {
    throw new InputError(`The idempotency key must be 1 to ${MAX_KEY_LENGTH} characters.`, 'idempotencyKey');
  }
  return key;
}

/**
 * Records one answer once per (learner, key). The insert is `ON CONFLICT DO NOTHING` (Prisma's
 * skipDuplicates) on the (userId, idempotencyKey) unique index, so concurrent retries never raise
 * a unique violation, on PGlite or PostgreSQL: the one that wins is recorded, the others find it.
 */
async function recordOnce(
  context: PracticeContext,
  viewer: User,
  question: Question,
  data: { chosenOption: string | null; isCorrect: boolean; idempotencyKey: string },
): Promise<AnswerResult> {
  const [created] = await context.prisma.answer.createManyAndReturn({
    data: [{ ...data, userId: viewer.id, questionId: question.id, topic: question.topic, difficulty: question.difficulty }],
    skipDuplicates: true,
  });
  if (created) {
    forgetProgress(context, viewer.id);
    return { answer: created, question, recorded: true };
  }
  const earlier = await context.prisma.answer.findUniqueOrThrow({
    where: { userId_idempotencyKey: { userId: viewer.id, idempotencyKey: data.idempotencyKey } },
  });
  const sameAnswer = earlier.questionId === question.id && earlier.chosenOption === data.chosenOption && earlier.isCorrect === data.isCorrect;
  if (!sameAnswer) throw new InputError('This idempotency key was already used for a different answer.', 'idempotencyKey');
  return { answer: earlier, question, recorded: false };
}

/** Grades a learner's answer on the server and records it once per idempotency key. */
export async function submitAnswer(
  context: PracticeContext,
  input: { questionId: string; answer: string; idempotencyKey: string },
): Promise<AnswerResult> {
  const viewer = context.viewer!;
  const idempotencyKey = checkKey(input.idempotencyKey);
  const question = await answerableQuestion(context.prisma, input.questionId);
  if (!question.options.includes(input.answer)) throw new InputError('Choose one of the options.', 'answer');
  return recordOnce(context, viewer, question, {
    chosenOption: input.answer,
    isCorrect: input.answer === question.correctAnswer,
    idempotencyKey,
  });
}

/**
 * The legacy POST /api/progress: the old client graded the answer itself and reports only whether
 * it was correct, so the chosen option is unknown and the claim is the learner's own. It can
 * change nothing but that learner's own figures.
 */
export async function recordProgress(
  context: PracticeContext,
  input: { questionId: string; isCorrect: boolean; idempotencyKey: string },
): Promise<AnswerResult> {
  const viewer = context.viewer!;
  const idempotencyKey = checkKey(input.idempotencyKey);
  const question = await answerableQuestion(context.prisma, input.questionId);
  return recordOnce(context, viewer, question, { chosenOption: null, isCorrect: input.isCorrect, idempotencyKey });
}
