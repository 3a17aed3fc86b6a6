-- When each learner was first served each question, so the day's new questions can be counted
-- against the daily ceiling ("seenAt" moves each time the question is served again). Rows
-- already there keep their last serving as their first: the best that is known.

-- AlterTable
ALTER TABLE "SeenQuestion" ADD COLUMN "firstSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

UPDATE "SeenQuestion" SET "firstSeenAt" = "seenAt";

-- CreateIndex
CREATE INDEX "SeenQuestion_userId_firstSeenAt_idx" ON "SeenQuestion"("userId", "firstSeenAt");
