-- CreateTable
CREATE TABLE "Exam" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "inProgressFor" UUID,
    "status" TEXT NOT NULL DEFAULT 'IN_PROGRESS',
    "minItems" INTEGER NOT NULL,
    "maxItems" INTEGER NOT NULL,
    "pretestItems" INTEGER NOT NULL,
    "timeLimitSeconds" INTEGER NOT NULL,
    "pretestPositions" INTEGER[],
    "seed" INTEGER NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deadlineAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),
    "endReason" TEXT,
    "passed" BOOLEAN,
    "theta" DOUBLE PRECISION,
    "standardError" DOUBLE PRECISION,
    "scaledScore" INTEGER,
    "domainReport" JSONB,

    CONSTRAINT "Exam_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExamItem" (
    "id" UUID NOT NULL,
    "examId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "questionId" TEXT NOT NULL,
    "domain" "Domain" NOT NULL,
    "pretest" BOOLEAN NOT NULL,
    "discrimination" DOUBLE PRECISION NOT NULL,
    "difficulty" DOUBLE PRECISION NOT NULL,
    "presentedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "answeredAt" TIMESTAMP(3),
    "chosenOption" TEXT,
    "isCorrect" BOOLEAN,
    "thetaAfter" DOUBLE PRECISION,

    CONSTRAINT "ExamItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ItemCalibration" (
    "questionId" TEXT NOT NULL,
    "discrimination" DOUBLE PRECISION NOT NULL,
    "difficulty" DOUBLE PRECISION NOT NULL,
    "difficultySe" DOUBLE PRECISION NOT NULL,
    "responses" INTEGER NOT NULL,
    "calibratedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ItemCalibration_pkey" PRIMARY KEY ("questionId")
);

-- CreateIndex
CREATE UNIQUE INDEX "Exam_inProgressFor_key" ON "Exam"("inProgressFor");

-- CreateIndex
CREATE INDEX "Exam_userId_startedAt_idx" ON "Exam"("userId", "startedAt");

-- CreateIndex
CREATE UNIQUE INDEX "ExamItem_examId_position_key" ON "ExamItem"("examId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "ExamItem_examId_questionId_key" ON "ExamItem"("examId", "questionId");

-- CreateIndex
CREATE INDEX "ExamItem_questionId_idx" ON "ExamItem"("questionId");

-- AddForeignKey
ALTER TABLE "Exam" ADD CONSTRAINT "Exam_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExamItem" ADD CONSTRAINT "ExamItem_examId_fkey" FOREIGN KEY ("examId") REFERENCES "Exam"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExamItem" ADD CONSTRAINT "ExamItem_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ItemCalibration" ADD CONSTRAINT "ItemCalibration_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE CASCADE ON UPDATE CASCADE;
