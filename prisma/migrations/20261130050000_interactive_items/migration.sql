-- Interactive items (decision 017): a question's type, and the ordering, matching or hotspot data with
-- its key, kept on the server. Every existing question is single choice. Written by hand to match schema.prisma.

-- CreateEnum
CREATE TYPE "QuestionType" AS ENUM ('SINGLE_CHOICE', 'ORDERING', 'MATCHING', 'HOTSPOT');

-- AlterTable
ALTER TABLE "Question" ADD COLUMN "type" "QuestionType" NOT NULL DEFAULT 'SINGLE_CHOICE',
ADD COLUMN "interaction" JSONB;
