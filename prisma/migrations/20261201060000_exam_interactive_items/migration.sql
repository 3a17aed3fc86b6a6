-- The number of ordering, matching and hotspot items an exam gives (decision 017), stored with the
-- exam's other rules so a changed setting never changes an exam in progress. Exams before it had one
-- per 30 items of their maximum length. Written by hand to match schema.prisma.

-- AlterTable
ALTER TABLE "Exam" ADD COLUMN "interactiveItems" INTEGER NOT NULL DEFAULT 0;

UPDATE "Exam" SET "interactiveItems" = round("maxItems" / 30.0);
