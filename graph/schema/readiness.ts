/**
 * Readiness in the API: `viewer.readiness`, the learner's chance to pass with its interval, what it
 * rests on, and the domains to study next; below the minimum evidence only how many more answers
 * are needed. The model is in graph/exam/readiness.ts and docs/decisions/009-readiness.md.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { InputError } from '../errors.ts';
import type { ExamOutcomeReport } from '../generated/prisma/client.ts';
import { deleteExamOutcomeReport, reportExamOutcome, SCORE_RANGE } from '../exam/outcomes.ts';
import { isoDay } from '../review/queue.ts';
import { NOBODY } from './users.ts';
import { loadReadinessOnce } from '../viewerData.ts';
import {
  ABILITY_PRIOR_SD,
  DOMAIN_DEVIATION_SD,
  HALF_LIFE_DAYS,
  INTERVAL_LEVEL,
  MAX_ANSWERS_READ,
  MIN_EVIDENCE,
  NARROW_TO,
  PASS_CURVE_CENTRE,
  PASS_CURVE_CENTRE_CALIBRATED,
  PASS_CURVE_SD,
  PASS_CURVE_SD_CALIBRATED,
  TREND_PRIOR_SD,
  TREND_UNIT_DAYS,
  type DomainReadiness,
  type Narrowing,
  type Readiness,
} from '../exam/readiness.ts';
import { GUESSING_FLOOR } from '../exam/irt.ts';
import { PASSING_THETA } from '../exam/rules.ts';
import { domainName } from '../practice/domains.ts';
import { DomainEnum } from './questions.ts';

const ReadinessStatusEnum = builder.enumType('ReadinessStatus', {
  description: 'Whether the estimate has enough evidence to speak.',
  values: {
    READY: { value: 'READY', description: 'The minimum evidence is met: the pass probability and its interval are given.' },
    NOT_ENOUGH_EVIDENCE: {
      value: 'NOT_ENOUGH_EVIDENCE',
      description: 'Too little is known: every figure is null; `answersNeeded` and `domainsNeeded` say what is missing.',
    },
  } as const,
});

const ReadinessInterval = builder.objectRef<NonNullable<Readiness['interval']>>('ReadinessInterval').implement({
  description:
    `The pass probability at the two ends of the ability's ${INTERVAL_LEVEL * 100}% interval ` +
    `(ability ± 1.28 standard errors): the learner's chance lies between them with ${INTERVAL_LEVEL * 100}% confidence.`,
  fields: (t) => ({
    low: t.exposeFloat('low', { description: 'Lower end, 0 to 1.' }),
    high: t.exposeFloat('high', { description: 'Upper end, 0 to 1.' }),
    level: t.exposeFloat('level', { description: `The interval's coverage (${INTERVAL_LEVEL}).` }),
  }),
});

const ReadinessDomain = builder.objectRef<DomainReadiness>('ReadinessDomain').implement({
  description: 'One domain of the readiness estimate.',
  fields: (t) => ({
    domain: t.expose('domain', { type: DomainEnum, description: 'The domain.' }),
    name: t.string({ description: 'Its name in the outline.', resolve: (d) => domainName(d.domain) }),
    weight: t.exposeInt('weight', { description: "The domain's weight in the 2024 outline, per cent of the exam." }),
    answers: t.exposeInt('answers', { description: 'Answers in the domain the estimate rests on.' }),
    ability: t.exposeFloat('ability', {
      nullable: true,
      description: `The domain's ability (the overall ability plus the domain's deviation, posterior mode) on the exam's scale, where the passing standard is ${PASSING_THETA}. Null without enough evidence.`,
    }),
    standardError: t.exposeFloat('standardError', { nullable: true, description: "The ability's posterior SD. Null without enough evidence." }),
    gain: t.exposeFloat('gain', {
      nullable: true,
      description:
        'What there is to gain here: the exam items per 100 this domain is expected to cost at the difficulty of the standard, ' +
        'weight × (1 − P(right | domain ability)). Low ability in a heavy domain gains most. Null without enough evidence.',
    }),
  }),
});

const ReadinessNarrowing = builder.objectRef<Narrowing>('ReadinessNarrowing').implement({
  description:
    `What would narrow the interval: about how many more answers would cut the ability's standard error to ${NARROW_TO * 100}% ` +
    'of what it is, given where each answer would cut it most, and the domains most of them would go to.',
  fields: (t) => ({
    answers: t.exposeInt('answers', { description: 'About how many more answers (a multiple of 5).' }),
    domains: t.field({
      type: [DomainEnum],
      description: 'The domains that would take at least half of those answers, largest share first.',
      resolve: (n) => n.domains,
    }),
    interval: t.field({ type: ReadinessInterval, description: 'The interval those answers would give if the estimate held.', resolve: (n) => n.interval }),
  }),
});

const ReadinessType = builder.objectRef<Readiness>('Readiness').implement({
  description:
    "The learner's chance to pass the CISSP exam, estimated from their answers: the first answer to each item, practice and " +
    `exam alike, when the server graded it (the ${MAX_ANSWERS_READ} most recent; each weighs half as much every ${HALF_LIFE_DAYS} days ` +
    'before the latest). One overall ability with a deviation per domain (priors ' +
    `N(0, ${ABILITY_PRIOR_SD}²) and N(0, ${DOMAIN_DEVIATION_SD}²)) and a learning trend (prior N(0, ${TREND_PRIOR_SD}²) logits per ${TREND_UNIT_DAYS} days: ` +
    `an older answer saw the ability of its day), responses under the 3PL with each item's guessing floor (${GUESSING_FLOOR} for single choice; 1/n! for an ordering of n, ` +
    '1/(k!/(k−m)!) for a matching of m prompts onto k targets, 1/r for a hotspot of r regions), ' +
    "calibrated item parameters where the calibration job has them and the difficulty label's prior otherwise. The exam ability " +
    'is the outline-weighted sum of the domain abilities. The exam passes a candidate of ability θ with chance ' +
    `Φ((θ − standard − c) / σ) (fitted to simulated exams' outcomes against readiness's reading: c = ${PASS_CURVE_CENTRE} and σ = ${PASS_CURVE_SD} while the items are known by their labels, ` +
    `c = ${PASS_CURVE_CENTRE_CALIBRATED} and σ = ${PASS_CURVE_SD_CALIBRATED} once calibrated, the centres and the variances mixed by the calibrated share of the learner's answered items); ` +
    'the chance reported is Φ((θ̂ − standard − c) / √(σ² + SE²)). ' +
    "The scale is this app's own until real exam outcomes have been fitted to it. " +
    `Nothing is estimated below the minimum evidence: ${MIN_EVIDENCE.answers} answers, ${MIN_EVIDENCE.answersPerDomain} in every ` +
    `domain, and an ability standard error of at most ${MIN_EVIDENCE.maxStandardError}.`,
  fields: (t) => ({
    status: t.field({ type: ReadinessStatusEnum, description: 'READY, or NOT_ENOUGH_EVIDENCE (then every figure is null).', resolve: (r) => r.status }),
    answers: t.exposeInt('answers', {
      description: 'Answers the estimate rests on (first answers to each item that the server graded, the most recent ones; quarantined items aside).',
    }),
    answersNeeded: t.exposeInt('answersNeeded', {
      description:
        "More answers needed before the estimate speaks (0 when READY): the most of the overall shortfall, the domains' shortfall, and the answers that would bring the standard error under its ceiling.",
    }),
    domainsNeeded: t.field({
      type: [DomainEnum],
      description: `Domains with fewer than ${MIN_EVIDENCE.answersPerDomain} answers, in outline order (empty when READY).`,
      resolve: (r) => r.domainsNeeded,
    }),
    passProbability: t.exposeFloat('passProbability', {
      nullable: true,
      description: 'The chance to pass, 0 to 1, at the ability estimate. Null below the minimum evidence: never a guess.',
    }),
    interval: t.field({ type: ReadinessInterval, nullable: true, description: 'Null below the minimum evidence.', resolve: (r) => r.interval }),
    ability: t.exposeFloat('ability', {
      nullable: true,
      description: `The weighted exam ability on the item scale (the standard is ${PASSING_THETA}). Null below the minimum evidence.`,
    }),
    standardError: t.exposeFloat('standardError', { nullable: true, description: "The ability's standard error. Null below the minimum evidence." }),
    domains: t.field({ type: [ReadinessDomain], description: 'Every domain in outline order.', resolve: (r) => r.domains }),
    studyNext: t.field({
      type: [ReadinessDomain],
      description: 'The three domains with the most to gain (largest `gain` first). Empty below the minimum evidence.',
      resolve: (r) => r.studyNext,
    }),
    narrowing: t.field({
      type: ReadinessNarrowing,
      nullable: true,
      description: 'What would narrow the interval. Null below the minimum evidence.',
      resolve: (r) => r.narrowing,
    }),
    minimumAnswers: t.int({ description: 'The minimum evidence: answers overall.', resolve: () => MIN_EVIDENCE.answers }),
    minimumAnswersPerDomain: t.int({ description: 'The minimum evidence: answers in every domain.', resolve: () => MIN_EVIDENCE.answersPerDomain }),
    maximumStandardError: t.float({
      description: 'The minimum evidence: the largest standard error of the ability.',
      resolve: () => MIN_EVIDENCE.maxStandardError,
    }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  readiness: t.field({
    type: ReadinessType,
    description:
      'The chance to pass the exam with an 80% interval, what it rests on and what to study next; below the minimum evidence ' +
      'only how many more answers are needed. One SQL statement.',
    resolve: (user, _args, context) => loadReadinessOnce(context, user.id),
  }),
}));

const ExamOutcomeReportNode = builder.prismaNode('ExamOutcomeReport', {
  id: { field: 'id' },
  description:
    "The learner's own report of a real exam outcome, with the readiness shown when they made it: kept, by their choice, " +
    'to check and later fit readiness to real results. Deleted with the account, or on its own (deleteExamOutcomeReport).',
  findUnique: (id, context) => ({ id, userId: context.viewer?.id ?? NOBODY }),
  nullable: true,
  authScopes: (report, context) => context.viewer?.id === report.userId,
  fields: (t) => ({
    passed: t.exposeBoolean('passed', { description: 'Whether the learner passed.' }),
    examDate: t.string({ description: 'The day of the exam, YYYY-MM-DD.', resolve: (report) => isoDay(report.examDate)! }),
    reportedScore: t.exposeInt('reportedScore', {
      nullable: true,
      description: `The scaled score (${SCORE_RANGE.min}-${SCORE_RANGE.max}) if the learner gave it.`,
    }),
    readinessChance: t.exposeFloat('readinessChance', {
      nullable: true,
      description: 'The chance to pass readiness showed when the report was made, 0 to 1; null if it had too little evidence then.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the learner reported it.' }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  examOutcomeReports: t.relation('examOutcomeReports', {
    description: "The learner's reports of their real exam outcomes, newest first.",
    query: () => ({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  }),
}));

const ExamOutcomeReportPayload = builder.objectRef<{ report: ExamOutcomeReport }>('ReportExamOutcomePayload').implement({
  description: 'The stored report, and the viewer (whose reports now hold it).',
  fields: (t) => ({
    report: t.field({ type: ExamOutcomeReportNode, resolve: ({ report }) => report }),
    viewer: t.withAuth({ loggedIn: true }).prismaField({ type: 'User', resolve: (_query, _payload, _args, context) => context.viewer }),
  }),
});

builder.mutationField('reportExamOutcome', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: ExamOutcomeReportPayload,
    description:
      "Reports how the learner's real exam went. Opt-in: `consent` must be true. The readiness shown now is stored with it " +
      '(computed by the server), so that a later fit can relate readiness to real results.',
    errors: { types: [InputError], directResult: true, union: { name: 'ReportExamOutcomeResult' } },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('ReportExamOutcomeInput', {
          fields: (f) => ({
            passed: f.boolean({ required: true, description: 'Whether the learner passed.' }),
            examDate: f.string({ required: true, description: 'The day of the exam, YYYY-MM-DD; not in the future.' }),
            reportedScore: f.int({
              required: false,
              description: `The scaled score, ${SCORE_RANGE.min}-${SCORE_RANGE.max}, if the learner knows it; it must agree with \`passed\` (${SCORE_RANGE.pass} passes).`,
            }),
            consent: f.boolean({
              required: true,
              description: 'The learner agrees that the report, with their readiness now, is kept to check readiness. Nothing is stored without it.',
            }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, context) => ({
      report: await reportExamOutcome(context.prisma, context.viewer.id, {
        passed: input.passed,
        examDate: input.examDate,
        reportedScore: input.reportedScore ?? null,
        consent: input.consent,
      }),
    }),
  }),
);

const DeleteExamOutcomeReportPayload = builder.objectRef<{ id: string }>('DeleteExamOutcomeReportPayload').implement({
  description: "The deleted report's id, and the viewer.",
  fields: (t) => ({
    deletedExamOutcomeReportId: t.exposeID('id', { description: 'The global id of the report deleted.' }),
    viewer: t.withAuth({ loggedIn: true }).prismaField({ type: 'User', resolve: (_query, _payload, _args, context) => context.viewer }),
  }),
});

builder.mutationField('deleteExamOutcomeReport', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: DeleteExamOutcomeReportPayload,
    description: "Deletes one of the learner's exam outcome reports for good.",
    errors: { types: [InputError], directResult: true, union: { name: 'DeleteExamOutcomeReportResult' } },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('DeleteExamOutcomeReportInput', {
          fields: (f) => ({ id: f.globalID({ required: true, for: [ExamOutcomeReportNode], description: "The report's global id." }) }),
        }),
      }),
    },
    resolve: async (_root, { input }, context) => {
      if (!(await deleteExamOutcomeReport(context.prisma, context.viewer.id, input.id.id))) throw new InputError('No such report.', 'id');
      return { id: encodeGlobalID('ExamOutcomeReport', input.id.id) };
    },
  }),
);
