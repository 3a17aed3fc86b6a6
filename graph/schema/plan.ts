/**
 * The study plan in the API: `viewer.studyPlan`, the daily goal to the exam date with today's
 * progress, the catch-up and the coming days' domains; and the pass line of the mastery bars
 * (`ViewerProgress.passLine`). The rules are in graph/plan/plan.ts.
 */
import { builder } from '../builder.ts';
import { domainName } from '../practice/domains.ts';
import {
  CATCH_UP_DAYS,
  DEFAULT_PLAN_WEEKS,
  MAX_DAILY_GOAL,
  MIN_DAILY_GOAL,
  passLinePercent,
  PLAN_TARGET_ANSWERS,
  type PlanDay,
  studyPlan,
  type StudyPlan,
} from '../plan/plan.ts';
import { loadPlanCountsOnce, loadReadinessOnce } from '../viewerData.ts';
import { ViewerProgress } from './practice.ts';
import { DomainEnum } from './questions.ts';

const StudyPlanStatusEnum = builder.enumType('StudyPlanStatus', {
  description: 'Where the plan stands against the exam date.',
  values: {
    ACTIVE: { value: 'ACTIVE', description: 'An exam date to come: the plan runs to it.' },
    NO_EXAM_DATE: {
      value: 'NO_EXAM_DATE',
      description: `No exam date: the plan runs to the suggested date, ${DEFAULT_PLAN_WEEKS} weeks out, until the learner sets one.`,
    },
    EXAM_PASSED: { value: 'EXAM_PASSED', description: 'The exam date has gone by: the plan runs to the suggested date until the learner sets another.' },
    EXAM_TODAY: { value: 'EXAM_TODAY', description: 'The exam is today: no goal, no schedule.' },
  } as const,
});

const StudyPlanDay = builder.objectRef<PlanDay>('StudyPlanDay').implement({
  description: 'One coming day of the plan.',
  fields: (t) => ({
    date: t.exposeString('date', { description: "The day, YYYY-MM-DD, in the learner's time zone." }),
    domain: t.field({
      type: DomainEnum,
      nullable: true,
      description: 'The domain to practise; null for a mixed review (the day before the exam).',
      resolve: (d) => d.domain,
    }),
    name: t.string({ nullable: true, description: "The domain's name, or null.", resolve: (d) => (d.domain ? domainName(d.domain) : null) }),
    goal: t.exposeInt('goal', { description: "Answers planned that day if each day's goal is met." }),
  }),
});

const StudyPlanType = builder.objectRef<StudyPlan>('StudyPlan').implement({
  description:
    `A plan to the exam date: ${PLAN_TARGET_ANSWERS} answers before the exam day (answers so far count), a pace that spreads what is left ` +
    `over the days left, and a catch-up that makes up what the last ${CATCH_UP_DAYS} days fell short of the pace over the next ` +
    `${CATCH_UP_DAYS}. The goal stays between ${MIN_DAILY_GOAL} and ${MAX_DAILY_GOAL} answers a day. Days are the learner's calendar ` +
    "days in their time zone. The coming days go to the domains with the most to gain (readiness's study next leads), or, before " +
    'readiness can speak, by outline weight with the domains it lacks answers in first.',
  fields: (t) => ({
    status: t.field({ type: StudyPlanStatusEnum, description: 'ACTIVE, NO_EXAM_DATE, EXAM_PASSED or EXAM_TODAY.', resolve: (p) => p.status }),
    examDate: t.exposeString('examDate', { nullable: true, description: 'The exam date set, YYYY-MM-DD; null when none.' }),
    planExamDate: t.exposeString('planExamDate', { description: 'The date the plan runs to: the exam date, or the suggested one without it.' }),
    suggestedExamDate: t.exposeString('suggestedExamDate', { description: `A default exam date to offer: ${DEFAULT_PLAN_WEEKS} weeks from today.` }),
    today: t.exposeString('today', { description: "Today, YYYY-MM-DD, in the learner's time zone." }),
    timeZone: t.exposeString('timeZone', { description: 'The time zone the days follow.' }),
    daysLeft: t.exposeInt('daysLeft', { description: 'Study days left, today included, the exam day not.' }),
    dailyGoal: t.exposeInt('dailyGoal', { description: "Today's goal in answers: the pace plus the catch-up (0 on the exam day)." }),
    pace: t.exposeInt('pace', { description: 'Answers a day that reach the target if kept.' }),
    catchUp: t.exposeInt('catchUp', { description: `Answers in today's goal that make up the last ${CATCH_UP_DAYS} days' shortfall.` }),
    catchUpDays: t.int({ description: 'The days a shortfall is spread over.', resolve: () => CATCH_UP_DAYS }),
    shortfall: t.exposeInt('shortfall', { description: `What the last ${CATCH_UP_DAYS} days fell short of the pace, net of days above it.` }),
    doneToday: t.exposeInt('doneToday', { description: 'Answers today (practice, review, the daily challenge and exam items).' }),
    targetAnswers: t.exposeInt('targetAnswers', { description: 'Answers the plan asks for before the exam.' }),
    answered: t.exposeInt('answered', { description: "Answers so far, today's included." }),
    days: t.field({ type: [StudyPlanDay], description: 'Today and the coming days (at most 7, never the exam day).', resolve: (p) => p.days }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  studyPlan: t.field({
    type: StudyPlanType,
    description: "The plan to the exam date: today's goal and progress, the catch-up when behind, and the coming days' domains.",
    resolve: async (user, _args, context) => {
      const [{ counts, now }, readiness] = await Promise.all([loadPlanCountsOnce(context, user), loadReadinessOnce(context, user.id)]);
      return studyPlan({ now, timeZone: user.timeZone, examDate: user.examDate, createdAt: user.createdAt, counts, readiness });
    },
  }),
}));

builder.objectField(ViewerProgress, 'passLine', (t) =>
  t.int({
    description:
      "The accuracy, per cent, a learner at the passing standard is expected to reach on this bank's questions (their mix of " +
      "difficulties, under the items' label priors): a guide line for the mastery bars, not the exam's cut.",
    resolve: () => passLinePercent(),
  }),
);
