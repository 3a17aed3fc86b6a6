-- Answers whose correctness the learner's own client reported (legacy POST /api/progress with
-- isCorrect) are marked, so that they never feed item statistics, calibration, readiness, exams
-- or flags (issue 20). Until now such answers were the ones without a chosen option.

-- AlterTable
ALTER TABLE "Answer" ADD COLUMN "selfReported" BOOLEAN NOT NULL DEFAULT false;

UPDATE "Answer" SET "selfReported" = true WHERE "chosenOption" IS NULL;
