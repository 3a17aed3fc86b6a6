-- The discrimination's standard error, for item selection to weigh the discrimination's
-- uncertainty as it weighs the difficulty's. Null while the discrimination is fixed at the
-- prior's 1 (fewer than 300 first answers): then it is an assumption, not an estimate.

-- AlterTable
ALTER TABLE "ItemCalibration" ADD COLUMN "discriminationSe" DOUBLE PRECISION;
