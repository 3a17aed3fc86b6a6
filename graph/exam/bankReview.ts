/**
 * The editors' list (npm run bank:review): quarantined items and items with open flags, each with
 * its statistics, option shares and the learners' comments, quarantined first, most flagged next.
 */
import type { PrismaClient } from '../generated/prisma/client.ts';
import { domainName } from '../practice/domains.ts';
import { QUARANTINE_FLAGS, QUARANTINE_MIN_RESPONSES } from './itemStatistics.ts';

const percent = (share: number) => `${Math.round(share * 100)}%`;
const oneLine = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export async function bankReviewReport(prisma: PrismaClient): Promise<string> {
  const items = await prisma.itemStatistics.findMany({
    where: { OR: [{ quarantined: true }, { openFlags: { gt: 0 } }] },
    include: { question: { include: { flags: { where: { resolvedAt: null }, orderBy: { updatedAt: 'asc' } } } } },
    orderBy: [{ quarantined: 'desc' }, { openFlags: 'desc' }, { questionId: 'asc' }],
  });
  const lines = [
    `Bank review: ${items.filter((i) => i.quarantined).length} quarantined, ${items.filter((i) => i.openFlags > 0).length} with open flags.`,
    `Quarantine rule: discrimination < 0 over at least ${QUARANTINE_MIN_RESPONSES} learners, or ${QUARANTINE_FLAGS} open flags.`,
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
      ...q.flags.map((flag) => `  flag ${flag.reason} ${flag.updatedAt.toISOString().slice(0, 10)}: ${flag.comment ? oneLine(flag.comment, 1000) : '(no comment)'}`),
    );
  }
  return lines.join('\n');
}
