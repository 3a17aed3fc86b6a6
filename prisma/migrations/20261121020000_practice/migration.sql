-- CreateTable
CREATE TABLE "Answer" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "questionId" TEXT NOT NULL,
    "chosenOption" TEXT,
    "isCorrect" BOOLEAN NOT NULL,
    "topic" "Domain" NOT NULL,
    "difficulty" "Difficulty" NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "answeredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Answer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Answer_userId_answeredAt_idx" ON "Answer"("userId", "answeredAt");

-- CreateIndex
CREATE INDEX "Answer_userId_questionId_answeredAt_idx" ON "Answer"("userId", "questionId", "answeredAt");

-- CreateIndex
CREATE UNIQUE INDEX "Answer_userId_idempotencyKey_key" ON "Answer"("userId", "idempotencyKey");

-- AddForeignKey
ALTER TABLE "Answer" ADD CONSTRAINT "Answer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Answer" ADD CONSTRAINT "Answer_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
