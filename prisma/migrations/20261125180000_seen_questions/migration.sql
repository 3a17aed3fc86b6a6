-- When each learner was last served each question in a practice set, so a set does not repeat a
-- question until the learner has seen every question of its filter (then the least recently seen
-- come back first).

-- CreateTable
CREATE TABLE "SeenQuestion" (
    "userId" UUID NOT NULL,
    "questionId" TEXT NOT NULL,
    "seenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SeenQuestion_pkey" PRIMARY KEY ("userId","questionId")
);

-- AddForeignKey
ALTER TABLE "SeenQuestion" ADD CONSTRAINT "SeenQuestion_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeenQuestion" ADD CONSTRAINT "SeenQuestion_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
