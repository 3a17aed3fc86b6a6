-- Reminders that are sent: the learner's daily-reminder and review-due switches, the hour (in
-- their own time zone) reminders go out, and one row per learner, kind and period claimed before
-- a reminder is sent, so that two servers or a restart never send the same reminder twice.
-- Written by hand to match schema.prisma.

-- AlterTable
ALTER TABLE "User" ADD COLUMN "notifyDailyReminder" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN "notifyReviewDue" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN "reminderHour" INTEGER NOT NULL DEFAULT 18;

-- CreateTable
CREATE TABLE "ReminderSent" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReminderSent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ReminderSent_userId_kind_period_key" ON "ReminderSent"("userId", "kind", "period");

-- AddForeignKey
ALTER TABLE "ReminderSent" ADD CONSTRAINT "ReminderSent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
