-- Flag and dispute (issue 12): learners' flags on questions, and item statistics per question with
-- the quarantine decided from them, both written by hand to match schema.prisma.

-- CreateEnum
CREATE TYPE "QuestionFlagReason" AS ENUM ('WRONG_KEY', 'AMBIGUOUS', 'OUTDATED', 'TYPO');

-- CreateTable
CREATE TABLE "QuestionFlag" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "questionId" TEXT NOT NULL,
    "reason" "QuestionFlagReason" NOT NULL,
    "comment" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "resolvedAt" TIMESTAMP(3),

    CONSTRAINT "QuestionFlag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ItemStatistics" (
    "questionId" TEXT NOT NULL,
    "responses" INTEGER NOT NULL,
    "correct" INTEGER NOT NULL,
    "pValue" DOUBLE PRECISION,
    "discrimination" DOUBLE PRECISION,
    "discriminationN" INTEGER NOT NULL,
    "optionCounts" JSONB NOT NULL,
    "openFlags" INTEGER NOT NULL,
    "flagsByReason" JSONB NOT NULL,
    "quarantined" BOOLEAN NOT NULL DEFAULT false,
    "quarantineReason" TEXT,
    "quarantinedAt" TIMESTAMP(3),
    "computedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ItemStatistics_pkey" PRIMARY KEY ("questionId")
);

-- CreateIndex
CREATE UNIQUE INDEX "QuestionFlag_userId_questionId_key" ON "QuestionFlag"("userId", "questionId");

-- CreateIndex
CREATE INDEX "QuestionFlag_questionId_idx" ON "QuestionFlag"("questionId");

-- CreateIndex
CREATE INDEX "QuestionFlag_userId_updatedAt_idx" ON "QuestionFlag"("userId", "updatedAt");

-- CreateIndex
CREATE INDEX "ItemStatistics_quarantined_idx" ON "ItemStatistics"("quarantined");

-- AddForeignKey
ALTER TABLE "QuestionFlag" ADD CONSTRAINT "QuestionFlag_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionFlag" ADD CONSTRAINT "QuestionFlag_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ItemStatistics" ADD CONSTRAINT "ItemStatistics_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE CASCADE ON UPDATE CASCADE;
