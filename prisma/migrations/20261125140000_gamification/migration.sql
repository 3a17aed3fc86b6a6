-- Gamification: the learner's time zone, their stats row, achievements and daily challenges.

-- AlterTable
ALTER TABLE "User" ADD COLUMN "timeZone" TEXT NOT NULL DEFAULT 'UTC';

-- CreateTable
CREATE TABLE "UserStats" (
    "userId" UUID NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "currentStreak" INTEGER NOT NULL DEFAULT 0,
    "longestStreak" INTEGER NOT NULL DEFAULT 0,
    "lastActivityDate" TEXT,
    "questionsAnswered" INTEGER NOT NULL DEFAULT 0,
    "correctAnswers" INTEGER NOT NULL DEFAULT 0,
    "correctRun" INTEGER NOT NULL DEFAULT 0,
    "domainStats" JSONB NOT NULL,
    "badges" TEXT[],
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserStats_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "Achievement" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "badgeId" TEXT,
    "level" INTEGER,
    "points" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Achievement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DailyChallenge" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "date" TEXT NOT NULL,
    "questionIds" TEXT[],
    "answeredQuestionIds" TEXT[],
    "correctAnswers" INTEGER NOT NULL DEFAULT 0,
    "targetScore" INTEGER NOT NULL,
    "completedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DailyChallenge_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Achievement_userId_badgeId_key" ON "Achievement"("userId", "badgeId");

-- CreateIndex
CREATE INDEX "Achievement_userId_createdAt_idx" ON "Achievement"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "DailyChallenge_userId_date_key" ON "DailyChallenge"("userId", "date");

-- AddForeignKey
ALTER TABLE "UserStats" ADD CONSTRAINT "UserStats_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Achievement" ADD CONSTRAINT "Achievement_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DailyChallenge" ADD CONSTRAINT "DailyChallenge_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Learners who answered before gamification start with their counters from their answers: points
-- for each answer (10 correct, 2 wrong), no streak and no badges yet (their first answer awards
-- the badges their history already earns).
INSERT INTO "UserStats" ("userId", "points", "questionsAnswered", "correctAnswers", "domainStats", "badges")
SELECT a."userId",
       SUM(CASE WHEN a."isCorrect" THEN 10 ELSE 2 END)::int,
       COUNT(*)::int,
       COUNT(*) FILTER (WHERE a."isCorrect")::int,
       (SELECT jsonb_object_agg(d."topic", jsonb_build_object('correct', d.correct, 'total', d.total))
          FROM (SELECT b."topic", COUNT(*) FILTER (WHERE b."isCorrect")::int AS correct, COUNT(*)::int AS total
                  FROM "Answer" b WHERE b."userId" = a."userId" GROUP BY b."topic") d),
       '{}'
  FROM "Answer" a
 GROUP BY a."userId";
