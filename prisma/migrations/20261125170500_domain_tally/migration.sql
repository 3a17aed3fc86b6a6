-- Per-learner, per-domain answer totals, kept up to date in the transaction that records an
-- answer, so reading progress costs the same at 100 answers as at 100,000.

-- CreateTable
CREATE TABLE "DomainTally" (
    "userId" UUID NOT NULL,
    "topic" "Domain" NOT NULL,
    "answered" INTEGER NOT NULL DEFAULT 0,
    "correct" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "DomainTally_pkey" PRIMARY KEY ("userId","topic")
);

-- AddForeignKey
ALTER TABLE "DomainTally" ADD CONSTRAINT "DomainTally_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill: every answer recorded so far, counted once.
INSERT INTO "DomainTally" ("userId", "topic", "answered", "correct")
SELECT "userId", "topic", count(*)::int, (count(*) FILTER (WHERE "isCorrect"))::int
FROM "Answer"
GROUP BY "userId", "topic";
