/**
 * The learner's copy of everything we hold about them (privacy policy, "Your rights"): one JSON
 * document, written section by section so a long history streams in batches and is never held
 * in memory whole. Secrets are never part of it: no password hash, two-factor secret, token or
 * code hash, and no card data (we never hold any).
 *
 * EXPORT_COVERAGE names, for every model that belongs to a learner (it points at User, directly
 * or through a parent that does), the section it is exported in, or why it is left out.
 * test/account/export.test.ts reads Prisma's DMMF and fails when a model with a user relation is
 * missing here, so a new table of learner data cannot be forgotten.
 */
import type { PrismaClient } from '../generated/prisma/client.ts';

const EXPORT_FORMAT_VERSION = 1;
const BATCH = 1000;

/** Model -> the section that carries it (a path in the JSON), or "omitted: why". */
export const EXPORT_COVERAGE: Record<string, string> = {
  User: 'profile',
  Session: 'sessions',
  RefreshToken: 'omitted: only hashes of sign-in secrets; each belongs to a session listed under sessions',
  EmailToken: 'emailLinks',
  BackupCode: 'twoFactor.backupCodes',
  LoginChallenge: 'signInChallenges',
  Answer: 'answers',
  DomainTally: 'progress.domainTotals',
  SeenQuestion: 'progress.seenQuestions',
  PracticeSet: 'progress.practiceSets',
  PracticeSetItem: 'progress.practiceSets[].items',
  ExplanationRequest: 'explanationRequests',
  ApiToken: 'apiTokens',
  Customer: 'billing.customer',
  Subscription: 'billing.subscriptions',
  CheckoutSession: 'billing.checkouts',
  Exam: 'exams',
  ExamItem: 'exams[].items',
  ReviewCard: 'reviewCards',
  UserStats: 'gamification.stats',
  Achievement: 'gamification.achievements',
  DailyChallenge: 'gamification.dailyChallenges',
  QuestionFlag: 'questionFlags',
  ExamOutcomeReport: 'examOutcomeReports',
  ReminderSent: 'remindersSent',
};

/** The top-level keys of the document, in order (the test checks each is present). */
export const EXPORT_SECTIONS = [
  'format',
  'exportedAt',
  'profile',
  'consent',
  'twoFactor',
  'sessions',
  'emailLinks',
  'signInChallenges',
  'apiTokens',
  'answers',
  'progress',
  'reviewCards',
  'exams',
  'questionFlags',
  'examOutcomeReports',
  'remindersSent',
  'gamification',
  'explanationRequests',
  'billing',
] as const;

const json = (value: unknown) => JSON.stringify(value);

/** A JSON array written in batches of rows read by id order (so the read is bounded). */
async function* arrayOf<T extends { id: string }>(read: (after: string | null) => Promise<T[]>, shape: (row: T) => unknown): AsyncGenerator<string> {
  yield '[';
  let after: string | null = null;
  let first = true;
  for (;;) {
    const batch = await read(after);
    if (batch.length) {
      yield (first ? '' : ',') + batch.map((row) => json(shape(row))).join(',');
      first = false;
    }
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1].id;
  }
  yield ']';
}

const page = (after: string | null) => ({ take: BATCH, orderBy: { id: 'asc' as const }, ...(after ? { cursor: { id: after }, skip: 1 } : {}) });

/**
 * The export document of one learner, as chunks of JSON text. Throws only if the user is gone
 * before the first chunk.
 */
export async function* accountExport(prisma: PrismaClient, userId: string, now = new Date()): AsyncGenerator<string> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
  yield `{"format":${json({ name: 'cissp-practice-account-export', version: EXPORT_FORMAT_VERSION })}`;
  yield `,"exportedAt":${json(now.toISOString())}`;
  yield `,"profile":${json({
    id: user.id,
    email: user.email,
    name: user.name,
    picture: user.picture,
    emailVerifiedAt: user.emailVerifiedAt,
    hasPassword: user.passwordHash !== null,
    passwordChangedAt: user.passwordChangedAt,
    googleAccountId: user.googleSubject,
    isDemo: user.isDemo,
    subscriptionStatus: user.subscriptionStatus,
    examDate: user.examDate,
    timeZone: user.timeZone,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  })}`;
  yield `,"consent":${json({
    notifyWeeklyProgress: user.notifyWeeklyProgress,
    notifyProductUpdates: user.notifyProductUpdates,
    notifyDailyReminder: user.notifyDailyReminder,
    notifyReviewDue: user.notifyReviewDue,
    reminderHour: user.reminderHour,
    cookies: 'Your cookie choices are kept only in your browser (local storage), not on our servers.',
  })}`;
  const backupCodes = await prisma.backupCode.findMany({ where: { userId }, orderBy: { createdAt: 'asc' }, select: { createdAt: true, usedAt: true } });
  yield `,"twoFactor":${json({
    enabled: user.mfaEnabled,
    algorithm: user.mfaEnabled ? user.mfaAlgorithm : null,
    setupPending: user.mfaPendingSecret !== null,
    backupCodes,
    note: 'The two-factor secret and the backup codes themselves are secrets and are not exported.',
  })}`;

  yield ',"sessions":';
  yield* arrayOf(
    (after) => prisma.session.findMany({ where: { userId }, ...page(after), include: { _count: { select: { refreshTokens: true } } } }),
    ({ id, createdAt, lastUsedAt, expiresAt, revokedAt, userAgent, ip, viaMfa, _count }) => ({
      id,
      createdAt,
      lastUsedAt,
      expiresAt,
      revokedAt,
      userAgent,
      ip,
      viaTwoFactor: viaMfa,
      refreshTokensIssued: _count.refreshTokens,
    }),
  );
  yield ',"emailLinks":';
  yield* arrayOf(
    (after) => prisma.emailToken.findMany({ where: { userId }, ...page(after) }),
    ({ id, purpose, createdAt, expiresAt, usedAt }) => ({ id, purpose, createdAt, expiresAt, usedAt }),
  );
  yield ',"signInChallenges":';
  yield* arrayOf(
    (after) => prisma.loginChallenge.findMany({ where: { userId }, ...page(after) }),
    ({ userId: _owner, ...rest }) => rest,
  );
  yield ',"apiTokens":';
  yield* arrayOf(
    (after) => prisma.apiToken.findMany({ where: { userId }, ...page(after) }),
    ({ id, name, scopes, prefix, createdAt, expiresAt, lastUsedAt, revokedAt }) => ({ id, name, scopes, prefix, createdAt, expiresAt, lastUsedAt, revokedAt }),
  );
  yield ',"answers":';
  yield* arrayOf(
    (after) => prisma.answer.findMany({ where: { userId }, ...page(after) }),
    ({ userId: _owner, ...rest }) => rest,
  );
  const domainTotals = await prisma.domainTally.findMany({
    where: { userId },
    orderBy: { topic: 'asc' },
    select: { topic: true, answered: true, correct: true },
  });
  // At most one row per question of the bank: read whole.
  const seenQuestions = await prisma.seenQuestion.findMany({ where: { userId }, orderBy: { questionId: 'asc' }, select: { questionId: true, seenAt: true } });
  // The sets practised (kept on the server to resume them), each question with the order its options were shown in.
  const practiceSets = await prisma.practiceSet.findMany({
    where: { userId },
    orderBy: { createdAt: 'asc' },
    select: {
      id: true,
      key: true,
      createdAt: true,
      closedAt: true,
      items: { orderBy: { position: 'asc' }, select: { position: true, questionId: true, optionOrder: true, answerId: true } },
    },
  });
  yield `,"progress":${json({ domainTotals, seenQuestions, practiceSets })}`;
  yield ',"reviewCards":';
  yield* arrayOf(
    (after) => prisma.reviewCard.findMany({ where: { userId }, ...page(after) }),
    ({ userId: _owner, ...rest }) => rest,
  );
  // The exam's draw (seed, pretest positions, item parameters) is how the exam is built, not
  // data about the learner, and stays out; every item given and its answer is in.
  yield ',"exams":';
  yield* arrayOf(
    (after) =>
      prisma.exam.findMany({
        where: { userId },
        ...page(after),
        include: {
          items: {
            orderBy: { position: 'asc' },
            select: {
              position: true,
              questionId: true,
              domain: true,
              presentedAt: true,
              answeredAt: true,
              chosenOption: true,
              isCorrect: true,
              thetaAfter: true,
            },
          },
        },
      }),
    ({
      id,
      status,
      minItems,
      maxItems,
      timeLimitSeconds,
      startedAt,
      deadlineAt,
      finishedAt,
      endReason,
      passed,
      theta,
      standardError,
      scaledScore,
      domainReport,
      items,
    }) => ({
      id,
      status,
      minItems,
      maxItems,
      timeLimitSeconds,
      startedAt,
      deadlineAt,
      finishedAt,
      endReason,
      passed,
      theta,
      standardError,
      scaledScore,
      domainReport,
      items,
    }),
  );
  yield ',"questionFlags":';
  yield* arrayOf(
    (after) => prisma.questionFlag.findMany({ where: { userId }, ...page(after) }),
    ({ userId: _owner, ...rest }) => rest,
  );
  yield ',"examOutcomeReports":';
  yield* arrayOf(
    (after) => prisma.examOutcomeReport.findMany({ where: { userId }, ...page(after) }),
    ({ userId: _owner, examDate, ...rest }) => ({ ...rest, examDate: examDate.toISOString().slice(0, 10) }),
  );
  // The reminder e-mails sent: which kind, for which week or day, when.
  yield ',"remindersSent":';
  yield* arrayOf(
    (after) => prisma.reminderSent.findMany({ where: { userId }, ...page(after) }),
    ({ userId: _owner, id: _id, ...rest }) => rest,
  );
  const stats = await prisma.userStats.findUnique({ where: { userId } });
  yield `,"gamification":{"stats":${json(stats && (({ userId: _owner, ...rest }) => rest)(stats))}`;
  yield ',"achievements":';
  yield* arrayOf(
    (after) => prisma.achievement.findMany({ where: { userId }, ...page(after) }),
    ({ userId: _owner, ...rest }) => rest,
  );
  yield ',"dailyChallenges":';
  yield* arrayOf(
    (after) => prisma.dailyChallenge.findMany({ where: { userId }, ...page(after) }),
    ({ userId: _owner, ...rest }) => rest,
  );
  yield '}';
  yield ',"explanationRequests":';
  yield* arrayOf(
    (after) => prisma.explanationRequest.findMany({ where: { userId }, ...page(after) }),
    ({ userId: _owner, ...rest }) => rest,
  );
  const customer = await prisma.customer.findUnique({ where: { userId }, select: { stripeCustomerId: true, createdAt: true } });
  yield `,"billing":{"note":${json('We never see or store card data; Stripe holds it.')},"customer":${json(customer)}`;
  yield ',"subscriptions":';
  yield* arrayOf(
    (after) => prisma.subscription.findMany({ where: { userId }, ...page(after) }),
    ({ userId: _owner, ...rest }) => rest,
  );
  yield ',"checkouts":';
  yield* arrayOf(
    (after) => prisma.checkoutSession.findMany({ where: { userId }, ...page(after) }),
    ({ userId: _owner, ...rest }) => rest,
  );
  yield '}}';
}
