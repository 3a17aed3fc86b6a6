-- Learners' own reports of their real exam outcome, with the readiness shown at the time: kept
-- for a later fit of readiness to real results. Written by hand to match schema.prisma.

-- CreateTable
CREATE TABLE "ExamOutcomeReport" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "passed" BOOLEAN NOT NULL,
    "examDate" TIMESTAMP(3) NOT NULL,
    "reportedScore" INTEGER,
    "readinessChance" DOUBLE PRECISION,
    "readinessAbility" DOUBLE PRECISION,
    "readinessStandardError" DOUBLE PRECISION,
    "readinessAnswers" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExamOutcomeReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ExamOutcomeReport_userId_createdAt_idx" ON "ExamOutcomeReport"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "ExamOutcomeReport" ADD CONSTRAINT "ExamOutcomeReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
