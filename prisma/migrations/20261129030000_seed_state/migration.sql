-- What start-up last loaded from files into the database: a content hash per source (the question
-- bank with the plan catalogue), so a restart on an unchanged database skips the load. Written by
-- hand to match schema.prisma.

-- CreateTable
CREATE TABLE "SeedState" (
    "name" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "loadedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SeedState_pkey" PRIMARY KEY ("name")
);
