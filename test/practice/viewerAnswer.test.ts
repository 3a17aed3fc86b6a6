/**
 * Question.viewerAnswer (issue 24, item 4): the viewer's graded answer to a question in its current
 * showing, read by the practice screen from the question it already holds. Null before the answer
 * (no key leaves the server), the answer once given (in the set, in submitAnswer's payload and by
 * node id), null again when a newer set shows the question, and never anyone else's.
 */
import type { Question } from '../../graph/generated/prisma/client.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { DEFAULT_ENGINE } from '../support/db.ts';
import { learner } from './support.ts';

const ANSWER = 'viewerAnswer { isCorrect chosenOption correctAnswer rationales }';

const SESSION = /* GraphQL */ `
  query Session($set: PracticeSetKind) {
    practiceSession(set: $set) { id items { question { id ${ANSWER} } } }
  }`;

const SUBMIT = /* GraphQL */ `
  mutation Submit($input: SubmitAnswerInput!) {
    submitAnswer(input: $input) { ... on SubmitAnswerPayload { question { id ${ANSWER} } } ... on Error { message } }
  }`;

const NODE = /* GraphQL */ `query Node($id: ID!) { node(id: $id) { ... on Question { id ${ANSWER} } } }`;

const CLOSE = /* GraphQL */ `
  mutation Close($id: ID!) {
    closePracticeSet(id: $id)
  }
`;

type ViewerAnswer = { isCorrect: boolean; chosenOption: string; correctAnswer: string; rationales: string[] } | null;
interface Session {
  id: string;
  items: { question: { id: string; viewerAnswer: ViewerAnswer } }[];
}

const bankId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1];

describe('Question.viewerAnswer', () => {
  let t: TestApp;
  let bank: Map<string, Question>;

  beforeAll(async () => {
    // Answered by option: the other types have their own file (interactive.test.ts).
    t = await createTestApp({ engine: DEFAULT_ENGINE, bank: 'single-choice' });
    bank = new Map((await t.db.prisma.question.findMany()).map((q) => [q.id, q]));
  });
  afterAll(async () => {
    await t.close();
  });

  const open = async (headers: Record<string, string>, set = 'NEW'): Promise<Session> => {
    const { data, errors } = await t.graphql(SESSION, { set }, headers);
    expect(errors).toBeUndefined();
    return data.practiceSession;
  };
  const wrongOption = (id: string) => {
    const q = bank.get(bankId(id))!;
    return q.options.find((o) => o !== q.correctAnswer)!;
  };
  const submit = async (headers: Record<string, string>, id: string, answer: string) => {
    const { data, errors } = await t.graphql(SUBMIT, { input: { questionId: id, answer, idempotencyKey: crypto.randomUUID() } }, headers);
    expect(errors).toBeUndefined();
    return data.submitAnswer.question as { id: string; viewerAnswer: ViewerAnswer };
  };

  it("is null before the answer, then the graded answer with its key, in the set, the payload and by id; never another learner's", async () => {
    const { headers } = await learner(t);
    const set = await open(headers);
    expect(set.items).toHaveLength(10);
    // No key before an answer: not one question of the set carries an answer, nor its key.
    expect(set.items.every((item) => item.question.viewerAnswer === null)).toBe(true);
    const id = set.items[0].question.id;
    const key = bank.get(bankId(id))!.correctAnswer;
    expect(JSON.stringify(set)).not.toContain(JSON.stringify(key));
    expect((await t.graphql(NODE, { id }, headers)).data.node.viewerAnswer).toBeNull();

    const chosen = wrongOption(id);
    const graded = await submit(headers, id, chosen);
    const expected = { isCorrect: false, chosenOption: chosen, correctAnswer: key, rationales: expect.any(Array) };
    expect(graded).toEqual({ id, viewerAnswer: expected });
    const reloaded = await open(headers);
    expect(reloaded.id).toBe(set.id);
    expect(reloaded.items[0].question.viewerAnswer).toEqual(expected);
    expect(reloaded.items.slice(1).every((item) => item.question.viewerAnswer === null)).toBe(true);
    expect((await t.graphql(NODE, { id }, headers)).data.node.viewerAnswer).toEqual(expected);

    // Another learner shown the same question sees none of this learner's answer.
    const other = await learner(t);
    await t.db.prisma.seenQuestion.create({ data: { userId: other.user.id, questionId: bankId(id) } });
    const seen = await t.graphql(NODE, { id }, other.headers);
    expect(seen.errors).toBeUndefined();
    expect(seen.data.node).toEqual({ id, viewerAnswer: null });
    expect((await t.graphql(NODE, { id })).data.node).toBeNull();
  });

  it('is null again when a newer set shows the question, until it is answered there', async () => {
    const { headers } = await learner(t);
    const set = await open(headers);
    const id = set.items[0].question.id;
    await submit(headers, id, wrongOption(id));
    expect((await t.graphql(CLOSE, { id: set.id }, headers)).data.closePracticeSet).toBe(true);

    // "My mistakes" shows the question again: the earlier set's answer is not this showing's.
    const mistakes = await open(headers, 'MISTAKES');
    expect(mistakes.items.map((item) => item.question.id)).toEqual([id]);
    expect(mistakes.items[0].question.viewerAnswer).toBeNull();
    expect((await t.graphql(NODE, { id }, headers)).data.node.viewerAnswer).toBeNull();

    const key = bank.get(bankId(id))!.correctAnswer;
    expect((await submit(headers, id, key)).viewerAnswer).toMatchObject({ isCorrect: true, correctAnswer: key });
    expect((await open(headers, 'MISTAKES')).items[0].question.viewerAnswer).toMatchObject({ isCorrect: true, chosenOption: key });
  });
});
