/**
 * No answer key before the answer: a learner reads everything the schema lets them reach from a
 * question they have not answered, the schema itself says what that is (so a field added later
 * is read too), and the key, the rationales and the bank's explanation are nowhere in it. The
 * explanation APIs and the option shares refuse the same question; the legacy REST routes carry
 * the key only while LEGACY_CLIENT is on.
 */
import type { AddressInfo } from 'node:net';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  type GraphQLNamedType,
  type GraphQLSchema,
  isAbstractType,
  isLeafType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { decodeGlobalID } from '@pothos/plugin-relay';
import type { Question } from '../../graph/generated/prisma/client.ts';
import { SAMPLE_QUESTION_ID } from '../../graph/practice/sample.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { DEFAULT_ENGINE } from '../support/db.ts';
import { premiumLearner, subscribe } from '../explanations/support.ts';
import { globalId, learner } from './support.ts';

/** How deep the generated selection goes below Question; a type already on the path is not entered again. */
const MAX_DEPTH = 6;
/**
 * Fields below Question with a required argument, and the value given to it. A field added later
 * with one fails the test until it is listed here (or deliberately skipped).
 */
const REQUIRED_ARGS: Record<string, string> = {};

interface Walk {
  visited: Set<string>;
  unfilled: string[];
}

/** A selection of every field of `type`, recursively, and of every member of a union or interface. */
function selectAll(schema: GraphQLSchema, type: GraphQLNamedType, path: string[], walk: Walk): string {
  walk.visited.add(type.name);
  if (isAbstractType(type)) {
    return `__typename ${schema
      .getPossibleTypes(type)
      .map((member) => `... on ${member.name} { ${selectAll(schema, member, [...path, member.name], walk)} }`)
      .join(' ')}`;
  }
  return ['__typename', ...fieldSelections(schema, type, path, walk)].join(' ');
}

/** One selection per field of an object type (each with everything below it). */
function fieldSelections(schema: GraphQLSchema, type: GraphQLNamedType, path: string[], walk: Walk): string[] {
  walk.visited.add(type.name);
  if (!isObjectType(type)) return [];
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
    let args = '';
    if (required.length) {
      const given = REQUIRED_ARGS[`${type.name}.${field.name}`];
      if (given === undefined) {
        walk.unfilled.push(`${type.name}.${field.name}`);
        continue;
      }
      args = `(${given})`;
    }
    const named = getNamedType(field.type);
    if (isLeafType(named)) {
      walk.visited.add(named.name);
      parts.push(`${field.name}${args}`);
    } else if (!path.includes(named.name) && path.length < MAX_DEPTH) {
      parts.push(`${field.name}${args} { ${selectAll(schema, named, [...path, named.name], walk)} }`);
    }
  }
  return parts;
}

/** Everything in a response that gives the key away: the key outside the question's own option list, a rationale, the bank's explanation. */
function leaks(value: unknown, question: Question, where = '$'): string[] {
  if (Array.isArray(value)) {
    // The question's own options, in its order: the key is among them as every option is.
    if (value.length === question.options.length && value.every((v, i) => v === question.options[i])) return [];
    return value.flatMap((v, i) => leaks(v, question, `${where}[${i}]`));
  }
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaks(v, question, `${where}.${k}`));
  if (typeof value !== 'string') return [];
  const found: string[] = [];
  if (value.includes(question.correctAnswer) && value !== question.text) found.push(`${where}: the key`);
  if (question.rationales.some((r) => value.includes(r))) found.push(`${where}: a rationale`);
  if (value.includes(question.explanation)) found.push(`${where}: the explanation`);
  return found;
}

const EXPLAIN = `mutation($input: ExplainAnswerInput!) { explainAnswer(input: $input) {
  __typename ... on Error { message } ... on ExplanationInputError { field } ... on ExplainAnswerPayload { explanation { correctAnswer text } } } }`;
const EXPLANATION_SUBSCRIPTION = `subscription($questionId: ID!) { explanation(questionId: $questionId) {
  __typename ... on Error { message } ... on Explanation { correctAnswer text } } }`;
const FOLLOW_UP_SUBSCRIPTION = `subscription($questionId: ID!) { explanationFollowUp(questionId: $questionId, question: "Why?") {
  __typename ... on Error { message } ... on FollowUpAnswer { text } } }`;
const STATISTICS = `query($id: ID!) { node(id: $id) { ... on Question { statistics { responses options { option correct share } } } } }`;
const SUBMIT = `mutation($input: SubmitAnswerInput!) { submitAnswer(input: $input) { __typename ... on SubmitAnswerPayload { isCorrect } } }`;

describe.each([DEFAULT_ENGINE])('no answer key before the answer, on %s', (engine) => {
  let t: TestApp;
  let baseUrl: string;
  let schema: GraphQLSchema;
  let questions: Question[];

  beforeAll(async () => {
    // Production's setting: the legacy client, which is handed keys, is not served.
    t = await createTestApp({ engine, env: { LEGACY_CLIENT: 'off', EXAM_ITEMS: '3' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const introspection = await t.graphql(getIntrospectionQuery());
    schema = buildClientSchema(introspection.data);
    // Questions whose key is not part of their text or of another option, so finding the key's text means finding the key.
    // Not the landing page's public sample: the others are read by id only once served to the learner.
    questions = (
      await t.db.prisma.question.findMany({ where: { retiredAt: null, id: { not: SAMPLE_QUESTION_ID } }, orderBy: { id: 'asc' }, take: 200 })
    ).filter((q) => !q.text.includes(q.correctAnswer) && q.options.filter((o) => o.includes(q.correctAnswer)).length === 1);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Statistics a question would show once answered: enough responses, every option chosen. */
  const withStatistics = async (question: Question) => {
    await t.db.prisma.itemStatistics.create({
      data: {
        questionId: question.id,
        responses: 40,
        correct: 30,
        pValue: 0.75,
        discrimination: 0.3,
        discriminationN: 40,
        optionCounts: Object.fromEntries(question.options.map((o) => [o, o === question.correctAnswer ? 30 : 4])),
        openFlags: 0,
        flagsByReason: {},
        computedAt: new Date(),
      },
    });
  };

  it('reads every field of every type reachable from an unanswered question and finds no key', async () => {
    const walk: Walk = { visited: new Set(), unfilled: [] };
    // One query per field of Question, so the operation limits (tokens, depth, cost) hold however the schema grows.
    const selections = fieldSelections(schema, schema.getType('Question')!, ['Question'], walk).map((field) => `__typename questionId ${field}`);
    expect(walk.unfilled).toEqual([]);
    // The walk reached the question's own fields and what hangs off them.
    expect([...walk.visited]).toEqual(expect.arrayContaining(['Question', 'ItemStatistics', 'OptionShare', 'QuestionFlag']));

    const [question, other] = questions;
    await withStatistics(question);
    const free = await learner(t);
    const premium = await premiumLearner(t);
    // The premium learner answered another question; a self-reported "answer" to this one (from
    // when the legacy client was served) does not count now that its keys are not handed out.
    await t.graphql(SUBMIT, { input: { questionId: other.id, answer: other.options[0], idempotencyKey: 'other' } }, premium.headers);
    await t.db.prisma.answer.create({
      data: {
        userId: premium.user.id,
        questionId: question.id,
        isCorrect: true,
        selfReported: true,
        topic: question.topic,
        difficulty: question.difficulty,
        idempotencyKey: 'legacy',
      },
    });

    // Served (as a practice set would) but not answered: node and nodes then show them.
    for (const { user } of [free, premium]) {
      await t.db.prisma.seenQuestion.createMany({ data: questions.slice(0, 10).map((q) => ({ userId: user.id, questionId: q.id })), skipDuplicates: true });
    }

    const byId = new Map((await t.db.prisma.question.findMany()).map((q) => [q.id, q]));
    for (const { headers } of [free, premium]) {
      for (const selection of selections) {
        const byNode = await t.graphql(
          `query($id: ID!) { node(id: $id) { ... on Question { ${selection} } } }`,
          { id: globalId('Question', question.id) },
          headers,
        );
        expect({ selection, errors: byNode.errors }).toEqual({ selection, errors: undefined });
        expect(byNode.data.node.questionId).toBe(question.id);
        expect(leaks(byNode.data, question)).toEqual([]);

        const byNodes = await t.graphql(
          `query($ids: [ID!]!) { nodes(ids: $ids) { ... on Question { ${selection} } } }`,
          { ids: questions.slice(0, 10).map((q) => globalId('Question', q.id)) },
          headers,
        );
        expect(byNodes.errors).toBeUndefined();
        expect(byNodes.data.nodes.every((node: unknown) => node !== null)).toBe(true);
        byNodes.data.nodes.forEach((node: unknown, i: number) => expect(leaks(node, questions[i])).toEqual([]));

        const served = await t.graphql(`{ practiceSet(first: 10) { ${selection} } questions(first: 10) { edges { node { ${selection} } } } }`, {}, headers);
        expect(served.errors).toBeUndefined();
        for (const node of [...served.data.practiceSet, ...served.data.questions.edges.map((e: { node: unknown }) => e.node)]) {
          const servedQuestion = byId.get((node as { questionId: string }).questionId)!;
          // Only where the key's text is not already part of the question or of another option.
          const keyInText =
            servedQuestion.text.includes(servedQuestion.correctAnswer) ||
            servedQuestion.options.filter((o) => o.includes(servedQuestion.correctAnswer)).length > 1;
          if (servedQuestion.id !== other.id && !keyInText) expect(leaks(node, servedQuestion)).toEqual([]);
        }
      }
    }
  });

  it('refuses the explanation of an unanswered question, in the mutation, both subscriptions and REST, and gives it once answered', async () => {
    const question = questions[2];
    const { headers } = await premiumLearner(t);
    const refused = await t.graphql(EXPLAIN, { input: { questionId: question.id } }, headers);
    expect(refused.data.explainAnswer).toEqual({
      __typename: 'ExplanationInputError',
      message: 'Answer this question first: its explanation comes after your answer.',
      field: 'questionId',
    });
    const rest = await t.app.inject({ method: 'POST', url: '/api/ai/explanation', headers, payload: { questionId: question.id } });
    expect({ status: rest.statusCode, body: rest.json() }).toEqual({
      status: 400,
      body: { success: false, error: 'Answer this question first: its explanation comes after your answer.' },
    });
    const streamed = await subscribe(baseUrl, headers, EXPLANATION_SUBSCRIPTION, { questionId: globalId('Question', question.id) });
    expect(streamed.map((e) => e.data.data.explanation.__typename)).toEqual(['ExplanationInputError']);
    const followUp = await subscribe(baseUrl, headers, FOLLOW_UP_SUBSCRIPTION, { questionId: question.id });
    expect(followUp.map((e) => e.data.data.explanationFollowUp.__typename)).toEqual(['ExplanationInputError']);
    for (const response of [refused, rest.json(), streamed, followUp]) expect(leaks(response, question)).toEqual([]);
    // A refusal is not an explanation: it does not count against the hourly quota.
    expect(await t.db.prisma.explanationRequest.count({ where: { questionId: question.id } })).toBe(0);

    await t.graphql(SUBMIT, { input: { questionId: question.id, answer: question.correctAnswer, idempotencyKey: 'k' } }, headers);
    const given = await t.graphql(EXPLAIN, { input: { questionId: question.id } }, headers);
    expect(given.data.explainAnswer.explanation.correctAnswer).toBe(question.correctAnswer);
  });

  it('shows option shares only once the viewer has answered, a self-reported answer not counting', async () => {
    const question = questions[3];
    await withStatistics(question);
    const { user, headers } = await learner(t);
    const id = globalId('Question', question.id);
    // Served but not answered (a question by id is only for a learner who was served it).
    await t.db.prisma.seenQuestion.create({ data: { userId: user.id, questionId: question.id } });
    expect((await t.graphql(STATISTICS, { id }, headers)).data.node.statistics).toBeNull();
    await t.db.prisma.answer.create({
      data: {
        userId: user.id,
        questionId: question.id,
        isCorrect: true,
        selfReported: true,
        topic: question.topic,
        difficulty: question.difficulty,
        idempotencyKey: 'legacy',
      },
    });
    expect((await t.graphql(STATISTICS, { id }, headers)).data.node.statistics).toBeNull();
    await t.graphql(SUBMIT, { input: { questionId: question.id, answer: question.options[0], idempotencyKey: 'k' } }, headers);
    const shown = (await t.graphql(STATISTICS, { id }, headers)).data.node.statistics;
    expect(shown.options.find((o: { correct: boolean }) => o.correct).option).toBe(question.correctAnswer);
  });

  it('keeps the key of an exam item shown but never answered, after the exam ended', async () => {
    const { headers } = await learner(t);
    const started = await t.graphql(`mutation { startExam { ... on ExamPayload { exam { id currentItem { id } } } } }`, {}, headers);
    const { exam } = started.data.startExam;
    const ended = await t.graphql(
      `mutation($input: FinishExamInput!) { finishExam(input: $input) { __typename ... on ExamPayload { exam { status } } } }`,
      { input: { examId: exam.id } },
      headers,
    );
    expect(ended.data.finishExam.exam.status).toBe('FINISHED');
    const item = await t.graphql(
      `query($id: ID!) { node(id: $id) { ... on ExamItem { answered correctAnswer rationales explanation question { statistics { responses } } } } }`,
      { id: exam.currentItem.id },
      headers,
    );
    expect(item.data.node).toEqual({
      answered: false,
      correctAnswer: null,
      rationales: null,
      explanation: null,
      question: expect.objectContaining({ statistics: null }),
    });
  });

  it("will not grade in practice the item waiting in the viewer's exam in progress, whose key practice would show", async () => {
    const { headers } = await learner(t);
    const started = await t.graphql(`mutation { startExam { ... on ExamPayload { exam { id currentItem { options } } } } }`, {}, headers);
    const { exam } = started.data.startExam;
    const { options } = exam.currentItem;
    // The API hides the item's bank id while the exam runs; its text could still be found in the bank.
    const waiting = await t.db.prisma.examItem.findFirstOrThrow({ where: { exam: { id: decodeGlobalID(exam.id).id }, answeredAt: null } });
    const question = { id: waiting.questionId, questionId: waiting.questionId };
    const submitted = await t.graphql(
      `mutation($input: SubmitAnswerInput!) { submitAnswer(input: $input) { __typename ... on Error { message } ... on SubmitAnswerPayload { correctAnswer } } }`,
      { input: { questionId: question.id, answer: options[0], idempotencyKey: crypto.randomUUID() } },
      headers,
    );
    expect(submitted.data.submitAnswer).toEqual({ __typename: 'InputError', message: 'This question is in your exam in progress: answer it there.' });
    const legacy = await t.app.inject({ method: 'POST', url: '/api/progress', headers, payload: { questionId: question.questionId, answer: options[0] } });
    expect(legacy.json()).toEqual({ success: false, error: 'This question is in your exam in progress: answer it there.' });
    expect(await t.db.prisma.answer.count({ where: { questionId: question.questionId, user: { exams: { some: { id: waiting.examId } } } } })).toBe(0);
  });

  it('sends no key with GET /api/questions, and grades POST /api/progress from the chosen option, refusing a bare isCorrect', async () => {
    const { user, headers } = await learner(t);
    const served = await t.app.inject({ method: 'GET', url: '/api/questions?limit=10', headers });
    expect(served.statusCode).toBe(200);
    expect(served.json().data).toHaveLength(10);
    for (const q of served.json().data) expect(Object.keys(q).sort()).toEqual(['difficulty', 'id', 'options', 'text', 'topic']);

    const question = questions[4];
    const bare = await t.app.inject({ method: 'POST', url: '/api/progress', headers, payload: { questionId: question.id, isCorrect: true } });
    expect({ status: bare.statusCode, body: bare.json() }).toEqual({
      status: 400,
      body: { success: false, error: 'Send answer: the text of the option chosen. This server grades answers itself.' },
    });
    const viaGraphql = await t.graphql(
      `mutation($input: RecordProgressInput!) { recordProgress(input: $input) { __typename ... on Error { message } ... on SubmitAnswerPayload { correctAnswer } } }`,
      { input: { questionId: question.id, isCorrect: true } },
      headers,
    );
    expect(viaGraphql.data.recordProgress.__typename).toBe('InputError');

    // The client's own verdict is ignored when it sends the option: the server grades.
    const wrong = question.options.find((o) => o !== question.correctAnswer)!;
    const graded = await t.app.inject({ method: 'POST', url: '/api/progress', headers, payload: { questionId: question.id, answer: wrong, isCorrect: true } });
    expect(graded.statusCode).toBe(200);
    expect(graded.json().data).toMatchObject({ recorded: true, totalAnswered: 1, correctAnswers: 0 });
    expect(await t.db.prisma.answer.findMany({ where: { userId: user.id }, select: { chosenOption: true, isCorrect: true, selfReported: true } })).toEqual([
      { chosenOption: wrong, isCorrect: false, selfReported: false },
    ]);
  });
});
