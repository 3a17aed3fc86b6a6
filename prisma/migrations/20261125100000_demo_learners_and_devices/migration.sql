-- AlterTable
ALTER TABLE "User" ADD COLUMN "isDemo" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "LoginChallenge" ADD COLUMN "ip" TEXT,
ADD COLUMN "deviceId" TEXT;

-- The one demo account every visitor shared becomes a throwaway learner like the new ones,
-- removed by the idle clean-up.
UPDATE "User" SET "isDemo" = true WHERE "email" = 'demo@cissp-practice.local';
