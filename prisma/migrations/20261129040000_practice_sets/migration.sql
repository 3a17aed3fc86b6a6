-- Practice sets kept on the server (issue 22, item 1), the order each showing gives the options
-- (item 3), and when a daily challenge was opened (item 8). Written by hand to match schema.prisma.

-- AlterTable
ALTER TABLE "DailyChallenge" ADD COLUMN "startedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "PracticeSet" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedAt" TIMESTAMP(3),

    CONSTRAINT "PracticeSet_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PracticeSetItem" (
    "setId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "questionId" TEXT NOT NULL,
    "optionOrder" INTEGER[],
    "answerId" UUID,
    "firstServed" BOOLEAN NOT NULL DEFAULT false,
    "prevSeenAt" TIMESTAMP(3),

    CONSTRAINT "PracticeSetItem_pkey" PRIMARY KEY ("setId","position")
);

-- CreateIndex
CREATE INDEX "PracticeSet_userId_closedAt_idx" ON "PracticeSet"("userId", "closedAt");

-- CreateIndex
CREATE INDEX "PracticeSetItem_questionId_idx" ON "PracticeSetItem"("questionId");

-- CreateIndex
CREATE INDEX "PracticeSetItem_answerId_idx" ON "PracticeSetItem"("answerId");

-- AddForeignKey
ALTER TABLE "PracticeSet" ADD CONSTRAINT "PracticeSet_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PracticeSetItem" ADD CONSTRAINT "PracticeSetItem_setId_fkey" FOREIGN KEY ("setId") REFERENCES "PracticeSet"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PracticeSetItem" ADD CONSTRAINT "PracticeSetItem_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PracticeSetItem" ADD CONSTRAINT "PracticeSetItem_answerId_fkey" FOREIGN KEY ("answerId") REFERENCES "Answer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Challenges that already counted answers were started by them.
UPDATE "DailyChallenge" SET "startedAt" = "createdAt" WHERE cardinality("answeredQuestionIds") > 0;
