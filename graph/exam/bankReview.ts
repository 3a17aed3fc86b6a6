/**
 * The editors' list (npm run bank:review): quarantined items and items with open flags, each with
 * its statistics, option shares and the learners' comments, quarantined first, most flagged next.
 * It is printed to the editor's terminal, so every text in it is made inert first (`inert`).
 */
import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';
import { domainName } from '../practice/domains.ts';
import { countedFlagSql, ESTABLISHED } from './countedAnswers.ts';
import { QUARANTINE_FLAGS, QUARANTINE_MIN_RESPONSES } from './itemStatistics.ts';

/**
 * Control characters (C0, DEL, C1: ESC and CSI start the terminal's escape sequences, BEL ends
 * some) and the bidirectional overrides that reorder what is shown, written out as visible escapes
 * (`\x1b`, `\u202e`): a learner's comment can neither retitle nor clear the editor's terminal, nor
 * disguise itself, and the editor sees that something was there.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const inert = (text: string) =>
  text.replace(CONTROL, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });

const percent = (share: number) => `${Math.round(share * 100)}%`;
const oneLine = (text: string, max = 160) => {
  const flat = inert(text.replace(/\s+/g, ' ').trim());
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export async function bankReviewReport(prisma: PrismaClient, now: Date = new Date()): Promise<string> {
  const items = await prisma.itemStatistics.findMany({
    where: { OR: [{ quarantined: true }, { openFlags: { gt: 0 } }] },
    include: { question: { include: { flags: { where: { resolvedAt: null }, orderBy: { updatedAt: 'asc' } } } } },
    orderBy: [{ quarantined: 'desc' }, { openFlags: 'desc' }, { questionId: 'asc' }],
  });
  const flagIds = items.flatMap((i) => i.question.flags.map((f) => f.id));
  const counted = new Set(
    flagIds.length
      ? (
          await prisma.$queryRaw<{ id: string }[]>`
          SELECT f."id"::text AS "id" FROM "QuestionFlag" f WHERE f."id" IN (${Prisma.join(flagIds.map((id) => Prisma.sql`${id}::uuid`))}) AND ${countedFlagSql('f', now)}`
        ).map((r) => r.id)
      : [],
  );
  const lines = [
    `Bank review: ${items.filter((i) => i.quarantined).length} quarantined, ${items.filter((i) => i.openFlags > 0).length} with open flags.`,
    `Quarantine rule: discrimination < 0 over at least ${QUARANTINE_MIN_RESPONSES} learners, or ${QUARANTINE_FLAGS} open flags from established learners ` +
      `(accounts ${ESTABLISHED.minAgeDays}+ days old with ${ESTABLISHED.minAnswers}+ graded answers, not demo); the others are marked "not counted".`,
    `Resolve an item's flags once it is fixed: npm run bank:review -- --resolve <question id>`,
  ];
  for (const item of items) {
    const q = item.question;
    const counts = item.optionCounts as Record<string, number>;
    lines.push(
      '',
      `${q.id}  ${domainName(q.topic)} · ${q.difficulty} · outline ${q.outline}${q.retiredAt ? ' · retired' : ''}`,
      item.quarantined
        ? `  QUARANTINED (${item.quarantineReason === 'FLAGS' ? 'open flags' : 'negative discrimination'}) since ${item.quarantinedAt?.toISOString()}`
        : '  not quarantined',
      `  ${oneLine(q.text)}`,
      `  responses ${item.responses} · p-value ${item.pValue === null ? '-' : item.pValue.toFixed(2)} · discrimination ${
        item.discrimination === null ? '-' : item.discrimination.toFixed(2)
      } (over ${item.discriminationN}) · open flags ${item.openFlags}`,
      ...q.options.map((option, i) => {
        const count = counts[option] ?? 0;
        const share = item.responses ? count / item.responses : 0;
        return `  ${'ABCDEFGH'[i]}${option === q.correctAnswer ? '*' : ' '} ${percent(share).padStart(4)} (${count})  ${oneLine(option, 100)}`;
      }),
      ...q.flags.map(
        (flag) =>
          `  flag ${flag.reason} ${flag.updatedAt.toISOString().slice(0, 10)}${counted.has(flag.id) ? '' : ' (not counted)'}: ${
            flag.comment ? oneLine(flag.comment, 1000) : '(no comment)'
          }`,
      ),
    );
  }
  return lines.join('\n');
}
