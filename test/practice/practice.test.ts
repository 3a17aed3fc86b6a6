import type { Question } from '../../graph/generated/prisma/client.ts';
import type { Difficulty, Domain } from '../../graph/generated/prisma/enums.ts';
import { isKeptForGrading, keepActiveQuestions } from '../../graph/practice/answers.ts';
import { DOMAINS } from '../../graph/practice/domains.ts';
import { recountTallies } from '../../graph/practice/progress.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { ENGINES } from '../support/db.ts';
import { globalId, learner } from './support.ts';

const SUBMIT = /* GraphQL */ `
  mutation Submit($input: SubmitAnswerInput!) {
    submitAnswer(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on InputError {
        field
      }
      ... on SubmitAnswerPayload {
        recorded
        isCorrect
        correctAnswer
        answer {
          id
          isCorrect
          chosenOption
          correctAnswer
          domain
          difficulty
          question {
            questionId
          }
        }
        progress {
          totalAnswered
          correctAnswers
          percent
        }
      }
    }
  }
`;

const PRACTICE_SET = /* GraphQL */ `
  query Set($domain: Domain, $difficulty: Difficulty, $first: Int) {
    practiceSet(domain: $domain, difficulty: $difficulty, first: $first) {
      id
      questionId
      topic
      difficulty
      options
    }
  }
`;

const wrongOption = (q: Question) => q.options.find((o) => o !== q.correctAnswer)!;

describe.each(ENGINES)('practice over GraphQL on %s', (engine) => {
  let t: TestApp;
  let bank: Question[];
  /** Active questions of one domain and difficulty. */
  const bucket = (domain: Domain, difficulty: Difficulty) =>
    bank.filter((q) => q.topic === domain && q.difficulty === difficulty && q.retiredAt === null).sort((a, b) => a.id.localeCompare(b.id));

  beforeAll(async () => {
    // Single-choice sets, answered by option: the other types have their own file (interactive.test.ts).
    t = await createTestApp({ engine, bank: 'single-choice' });
    bank = await t.db.prisma.question.findMany();
  });
  afterAll(async () => {
    await t.close();
  });

  const submit = (headers: Record<string, string>, question: Question, answer: string, idempotencyKey: string = crypto.randomUUID()) =>
    t.graphql(SUBMIT, { input: { questionId: globalId('Question', question.id), answer, idempotencyKey } }, headers);

  describe('the questions connection', () => {
    const QUESTIONS = `query($domain: Domain, $difficulty: Difficulty, $first: Int, $after: String) {
      questions(domain: $domain, difficulty: $difficulty, first: $first, after: $after) {
        edges { cursor node { questionId topic difficulty } } pageInfo { hasNextPage endCursor } } }`;

    it('pages through exactly the active questions of a domain and difficulty, 10 at most per page', async () => {
      const { headers } = await learner(t);
      const expected = bucket('SECURITY_OPERATIONS', 'hard').map((q) => q.id);
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const { data, errors }: { data?: any; errors?: any[] } = await t.graphql(
          QUESTIONS,
          { domain: 'SECURITY_OPERATIONS', difficulty: 'hard', first: 50, after },
          headers,
        );
        expect(errors).toBeUndefined();
        expect(data.questions.edges.length).toBeLessThanOrEqual(10);
        for (const { node } of data.questions.edges) {
          expect(node).toMatchObject({ topic: 'SECURITY_OPERATIONS', difficulty: 'hard' });
          seen.push(node.questionId);
        }
        after = data.questions.pageInfo.hasNextPage ? data.questions.pageInfo.endCursor : null;
      } while (after);
      expect(seen).toEqual(expected);
    });

    it('filters by domain alone and by difficulty alone', async () => {
      const { headers } = await learner(t);
      const byDomain = await t.graphql(QUESTIONS, { domain: 'ASSET_SECURITY', first: 10 }, headers);
      expect(byDomain.data.questions.edges).toHaveLength(10);
      expect(byDomain.data.questions.edges.every((e: any) => e.node.topic === 'ASSET_SECURITY')).toBe(true);
      const byDifficulty = await t.graphql(QUESTIONS, { difficulty: 'easy', first: 10 }, headers);
      expect(byDifficulty.data.questions.edges).toHaveLength(10);
      expect(byDifficulty.data.questions.edges.every((e: any) => e.node.difficulty === 'easy')).toBe(true);
    });

    it('asks the caller to sign in', async () => {
      const { data, errors } = await t.graphql(QUESTIONS, { first: 1 });
      expect(data).toBeNull();
      expect(errors![0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('the practice set', () => {
    it('gives 10 questions of the filters by default, fewer when asked, and never more than 10', async () => {
      const { headers } = await learner(t);
      const set = (await t.graphql(PRACTICE_SET, { domain: 'COMMUNICATION_AND_NETWORK_SECURITY', difficulty: 'medium' }, headers)).data.practiceSet;
      expect(set).toHaveLength(10);
      expect(new Set(set.map((q: any) => q.questionId)).size).toBe(10);
      for (const q of set) expect(q).toMatchObject({ topic: 'COMMUNICATION_AND_NETWORK_SECURITY', difficulty: 'medium' });
      expect((await t.graphql(PRACTICE_SET, { first: 3 }, headers)).data.practiceSet).toHaveLength(3);
      expect((await t.graphql(PRACTICE_SET, { first: 50 }, headers)).data.practiceSet).toHaveLength(10);
      const zero = await t.graphql(PRACTICE_SET, { first: 0 }, headers);
      expect(zero.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    });

    it('prefers questions never seen, then the least recently seen, whether answered right or wrong', async () => {
      const { headers } = await learner(t);
      const questions = bucket('IDENTITY_AND_ACCESS_MANAGEMENT', 'hard');
      expect(questions.length).toBeGreaterThan(14);
      const unanswered = questions.slice(0, 3);
      const wrong = questions.slice(3, 7);
      const right = questions.slice(7);
      // Wrong, then right: seen again at the second answer.
      const corrected = right.slice(0, 2);
      for (const q of corrected) expect((await submit(headers, q, wrongOption(q))).data.submitAnswer.isCorrect).toBe(false);
      for (const q of right) expect((await submit(headers, q, q.correctAnswer)).data.submitAnswer.isCorrect).toBe(true);
      // Right, then wrong: seen last of all.
      const relapsed = wrong.slice(0, 2);
      for (const q of relapsed) await submit(headers, q, q.correctAnswer);
      for (const q of wrong) expect((await submit(headers, q, wrongOption(q))).data.submitAnswer.isCorrect).toBe(false);

      const ids = (questions: Question[]) => questions.map((q) => q.id).sort();
      const set = (await t.graphql(PRACTICE_SET, { domain: 'IDENTITY_AND_ACCESS_MANAGEMENT', difficulty: 'hard' }, headers)).data.practiceSet;
      const got = set.map((q: any) => q.questionId);
      expect(got).toHaveLength(10);
      expect(got.slice(0, 3).sort()).toEqual(ids(unanswered));
      // Then those answered longest ago first: every right one was answered before the wrong ones.
      expect(got.slice(3)).toEqual(right.slice(0, 7).map((q) => q.id));

      // Another learner's history does not change this learner's set: for them all are unanswered.
      const other = await learner(t);
      const theirs = (await t.graphql(PRACTICE_SET, { domain: 'IDENTITY_AND_ACCESS_MANAGEMENT', difficulty: 'hard', first: 10 }, other.headers)).data
        .practiceSet;
      expect(theirs).toHaveLength(10);
    });

    it('asks the caller to sign in', async () => {
      const { errors } = await t.graphql(PRACTICE_SET, {});
      expect(errors![0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('submitAnswer', () => {
    it('grades on the server and returns the correct option and the updated progress', async () => {
      const { headers } = await learner(t);
      const [q1, q2] = bucket('SECURITY_ARCHITECTURE_AND_ENGINEERING', 'easy');
      const right = (await submit(headers, q1, q1.correctAnswer)).data.submitAnswer;
      expect(right).toMatchObject({
        __typename: 'SubmitAnswerPayload',
        recorded: true,
        isCorrect: true,
        correctAnswer: q1.correctAnswer,
        answer: {
          isCorrect: true,
          chosenOption: q1.correctAnswer,
          correctAnswer: q1.correctAnswer,
          domain: q1.topic,
          difficulty: q1.difficulty,
          question: { questionId: q1.id },
        },
        progress: { totalAnswered: 1, correctAnswers: 1, percent: 100 },
      });
      const wrong = (await submit(headers, q2, wrongOption(q2))).data.submitAnswer;
      expect(wrong).toMatchObject({
        recorded: true,
        isCorrect: false,
        correctAnswer: q2.correctAnswer,
        progress: { totalAnswered: 2, correctAnswers: 1, percent: 50 },
      });
    });

    it('accepts the bank id as well as the node id', async () => {
      const { headers } = await learner(t);
      const [q] = bucket('SECURITY_OPERATIONS', 'easy');
      const { data } = await t.graphql(SUBMIT, { input: { questionId: q.id, answer: q.correctAnswer, idempotencyKey: 'plain-id' } }, headers);
      expect(data.submitAnswer).toMatchObject({ recorded: true, isCorrect: true });
    });

    it("sends the bank's explanation and rationales only once answered, and only when asked", async () => {
      const { headers } = await learner(t);
      const [q] = bucket('ASSET_SECURITY', 'easy');
      const response = await submit(headers, q, wrongOption(q));
      expect(JSON.stringify(response)).not.toContain(q.explanation);
      for (const rationale of q.rationales) expect(JSON.stringify(response)).not.toContain(rationale);
      // A question (what is shown before answering) has neither; an answer (after) has both.
      for (const type of ['SubmitAnswerPayload', 'Question']) {
        const fields = (await t.graphql(`{ __type(name: "${type}") { fields { name } } }`)).data.__type.fields.map((f: any) => f.name);
        expect(fields).not.toContain('explanation');
        expect(fields).not.toContain('rationales');
        expect(fields).not.toContain('optionRationales');
      }
      const [other] = bucket('ASSET_SECURITY', 'medium');
      const reviewed = await t.graphql(
        `mutation($input: SubmitAnswerInput!) { submitAnswer(input: $input) { ... on SubmitAnswerPayload { answer { explanation rationales optionRationales { option rationale correct } } } } }`,
        { input: { questionId: globalId('Question', other.id), answer: other.correctAnswer, idempotencyKey: crypto.randomUUID() } },
        headers,
      );
      // Every option with its rationale, named by the option (any order of showing matches), the key marked.
      expect(reviewed.data.submitAnswer.answer).toEqual({
        explanation: other.explanation,
        rationales: other.rationales,
        optionRationales: other.options.map((option, i) => ({ option, rationale: other.rationales[i], correct: option === other.correctAnswer })),
      });
    });

    it('answers typed errors for input the learner can fix', async () => {
      const { headers } = await learner(t);
      const [q] = bucket('SECURITY_OPERATIONS', 'medium');
      const notAnOption = (await submit(headers, q, 'None of these')).data.submitAnswer;
      expect(notAnOption).toEqual({ __typename: 'InputError', message: 'Choose one of the options.', field: 'answer' });
      const unknown = (await t.graphql(SUBMIT, { input: { questionId: globalId('Question', 'no-such-question'), answer: 'x', idempotencyKey: 'k' } }, headers))
        .data.submitAnswer;
      expect(unknown).toEqual({ __typename: 'InputError', message: 'This question is not available.', field: 'questionId' });
      const noKey = (await submit(headers, q, q.correctAnswer, '   ')).data.submitAnswer;
      expect(noKey).toMatchObject({ __typename: 'InputError', field: 'idempotencyKey' });
      expect(await t.db.prisma.answer.count({ where: { questionId: q.id } })).toBe(0);
    });

    it('records a retried submit once and says so', async () => {
      const { user, headers } = await learner(t);
      const [q] = bucket('SOFTWARE_DEVELOPMENT_SECURITY', 'easy');
      const first = (await submit(headers, q, q.correctAnswer, 'retry-key')).data.submitAnswer;
      const again = (await submit(headers, q, q.correctAnswer, 'retry-key')).data.submitAnswer;
      expect(first).toMatchObject({ recorded: true, isCorrect: true, progress: { totalAnswered: 1 } });
      expect(again).toMatchObject({ recorded: false, isCorrect: true, correctAnswer: q.correctAnswer, progress: { totalAnswered: 1 } });
      expect(again.answer.id).toBe(first.answer.id);
      expect(await t.db.prisma.answer.count({ where: { userId: user.id } })).toBe(1);

      const reused = (await submit(headers, q, wrongOption(q), 'retry-key')).data.submitAnswer;
      expect(reused).toEqual({ __typename: 'InputError', message: 'This idempotency key was already used for a different answer.', field: 'idempotencyKey' });
      // The same key belongs to each learner separately.
      const other = await learner(t);
      expect((await submit(other.headers, q, q.correctAnswer, 'retry-key')).data.submitAnswer.recorded).toBe(true);
    });

    it('records 20 parallel submits with one key exactly once', async () => {
      const { user, headers } = await learner(t);
      const [q] = bucket('SECURITY_ASSESSMENT_AND_TESTING', 'medium');
      const results = await Promise.all(Array.from({ length: 20 }, () => submit(headers, q, wrongOption(q), 'one-key')));
      for (const result of results) expect(result.errors).toBeUndefined();
      const payloads = results.map((r) => r.data.submitAnswer);
      expect(payloads.filter((p) => p.recorded)).toHaveLength(1);
      expect(new Set(payloads.map((p) => p.answer.id)).size).toBe(1);
      for (const p of payloads) expect(p).toMatchObject({ isCorrect: false, correctAnswer: q.correctAnswer });
      expect(await t.db.prisma.answer.count({ where: { userId: user.id } })).toBe(1);
      expect((await t.graphql(`{ viewer { progress { totalAnswered correctAnswers } } }`, {}, headers)).data.viewer.progress).toEqual({
        totalAnswered: 1,
        correctAnswers: 0,
      });
    });

    it('asks the caller to sign in', async () => {
      const [q] = bucket('SECURITY_OPERATIONS', 'medium');
      const { data, errors } = await t.graphql(SUBMIT, { input: { questionId: q.id, answer: q.correctAnswer, idempotencyKey: 'anon' } });
      expect(data).toBeNull();
      expect(errors![0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('progress', () => {
    const PROGRESS = `{ viewer { progress { totalAnswered correctAnswers percent byDomain { domain name totalAnswered correctAnswers percent } } } }`;

    /** Writes answers straight to the table: `counts` maps a domain to [answered, correct]. */
    async function answerMany(userId: string, counts: Partial<Record<Domain, [number, number]>>) {
      const rows = Object.entries(counts).flatMap(([domain, [answered, correct]]) => {
        const question = bank.find((q) => q.topic === domain)!;
        return Array.from({ length: answered }, (_, i) => ({
          userId,
          questionId: question.id,
          chosenOption: i < correct ? question.correctAnswer : wrongOption(question),
          isCorrect: i < correct,
          topic: question.topic,
          difficulty: question.difficulty,
          idempotencyKey: `${domain}-${i}`,
        }));
      });
      await t.db.prisma.answer.createMany({ data: rows });
      await recountTallies(t.db.prisma, userId);
    }

    it('is zero everywhere before the first answer, with every domain listed in outline order', async () => {
      const { headers } = await learner(t);
      const { progress } = (await t.graphql(PROGRESS, {}, headers)).data.viewer;
      expect(progress).toEqual({
        totalAnswered: 0,
        correctAnswers: 0,
        percent: 0,
        byDomain: DOMAINS.map(({ domain, name }) => ({ domain, name, totalAnswered: 0, correctAnswers: 0, percent: 0 })),
      });
    });

    it('counts totals and per-domain mastery, percent rounded half up', async () => {
      const { user, headers } = await learner(t);
      await answerMany(user.id, {
        ASSET_SECURITY: [8, 1], // 12.5% -> 13
        SECURITY_OPERATIONS: [3, 2], // 66.67% -> 67
        IDENTITY_AND_ACCESS_MANAGEMENT: [3, 1], // 33.33% -> 33
        SOFTWARE_DEVELOPMENT_SECURITY: [200, 57], // exactly 28.5 -> 29, where 57 / 200 * 100 is 28.4999...
      });
      const { progress } = (await t.graphql(PROGRESS, {}, headers)).data.viewer;
      const mastery = Object.fromEntries(progress.byDomain.map((d: any) => [d.domain, [d.totalAnswered, d.correctAnswers, d.percent]]));
      expect(mastery).toEqual({
        SECURITY_AND_RISK_MANAGEMENT: [0, 0, 0],
        ASSET_SECURITY: [8, 1, 13],
        SECURITY_ARCHITECTURE_AND_ENGINEERING: [0, 0, 0],
        COMMUNICATION_AND_NETWORK_SECURITY: [0, 0, 0],
        IDENTITY_AND_ACCESS_MANAGEMENT: [3, 1, 33],
        SECURITY_ASSESSMENT_AND_TESTING: [0, 0, 0],
        SECURITY_OPERATIONS: [3, 2, 67],
        SOFTWARE_DEVELOPMENT_SECURITY: [200, 57, 29],
      });
      // 61 of 214 is 28.50...%: rounds to 29.
      expect(progress).toMatchObject({ totalAnswered: 214, correctAnswers: 61, percent: 29 });
    });
  });

  describe('retired questions', () => {
    it('leave the connection, the practice set and grading, and stay in the history and progress', async () => {
      const { headers } = await learner(t);
      const questions = bucket('ASSET_SECURITY', 'hard');
      const retired = questions[0];
      const first = (await submit(headers, retired, retired.correctAnswer)).data.submitAnswer;
      expect(first.recorded).toBe(true);
      await t.db.prisma.question.update({ where: { id: retired.id }, data: { retiredAt: new Date() } });
      try {
        const all = (await t.graphql(PRACTICE_SET, { domain: 'ASSET_SECURITY', difficulty: 'hard', first: 10 }, headers)).data.practiceSet;
        expect(all.map((q: any) => q.questionId)).not.toContain(retired.id);
        const pages: string[] = [];
        let after: string | null = null;
        do {
          const { data }: { data?: any } = await t.graphql(
            `query($after: String) { questions(domain: ASSET_SECURITY, difficulty: hard, first: 10, after: $after) { edges { node { questionId } } pageInfo { hasNextPage endCursor } } }`,
            { after },
            headers,
          );
          pages.push(...data.questions.edges.map((e: any) => e.node.questionId));
          after = data.questions.pageInfo.hasNextPage ? data.questions.pageInfo.endCursor : null;
        } while (after);
        expect(pages).toHaveLength(questions.length - 1);
        expect(pages).not.toContain(retired.id);

        const late = (await submit(headers, retired, retired.correctAnswer)).data.submitAnswer;
        expect(late).toEqual({ __typename: 'InputError', message: 'This question is not available.', field: 'questionId' });

        const { viewer } = (
          await t.graphql(
            `{ viewer { progress { totalAnswered correctAnswers } answers(first: 5) { edges { node { id isCorrect question { questionId text } } } } } }`,
            {},
            headers,
          )
        ).data;
        expect(viewer.progress).toEqual({ totalAnswered: 1, correctAnswers: 1 });
        expect(viewer.answers.edges).toEqual([{ node: { id: first.answer.id, isCorrect: true, question: { questionId: retired.id, text: retired.text } } }]);
      } finally {
        await t.db.prisma.question.update({ where: { id: retired.id }, data: { retiredAt: null } });
      }
    });
  });

  describe('a question changed after it was graded', () => {
    // The server keeps the questions it grades (graph/practice/answers.ts); the answer's transaction
    // checks the row is unchanged, so an edit made since (here in the database, as another process's
    // bank load would make it) is graded against the row as it is now.
    it('grades against the row as it is now, not the copy kept', async () => {
      const { headers } = await learner(t);
      const question = bucket('SECURITY_OPERATIONS', 'medium')[3];
      expect((await submit(headers, question, question.correctAnswer)).data.submitAnswer.isCorrect).toBe(true);
      const newKey = wrongOption(question);
      await t.db.prisma.question.update({ where: { id: question.id }, data: { correctAnswer: newKey } });
      try {
        const regraded = (await submit(headers, question, newKey)).data.submitAnswer;
        expect(regraded).toMatchObject({ isCorrect: true, correctAnswer: newKey });
        expect((await submit(headers, question, question.correctAnswer)).data.submitAnswer.isCorrect).toBe(false);
      } finally {
        await t.db.prisma.question.update({ where: { id: question.id }, data: { correctAnswer: question.correctAnswer } });
      }
      expect((await submit(headers, question, question.correctAnswer)).data.submitAnswer.isCorrect).toBe(true);
    });

    // main.ts keeps every active question once the server listens; those copies are checked like any other.
    it('keeps every active question at once, not a retired one, and grades a kept copy against the row as it is now', async () => {
      const { headers } = await learner(t);
      const [question, retired] = bucket('SOFTWARE_DEVELOPMENT_SECURITY', 'hard').slice(-2);
      expect(isKeptForGrading(t.db.prisma, question.id)).toBe(false);
      await t.db.prisma.question.update({ where: { id: retired.id }, data: { retiredAt: new Date() } });
      const newKey = wrongOption(question);
      try {
        const active = await t.db.prisma.question.count({ where: { retiredAt: null } });
        expect(await keepActiveQuestions(t.db.prisma)).toBeGreaterThanOrEqual(active);
        expect(isKeptForGrading(t.db.prisma, question.id)).toBe(true);
        expect(isKeptForGrading(t.db.prisma, retired.id)).toBe(false);
        await t.db.prisma.question.update({ where: { id: question.id }, data: { correctAnswer: newKey } });
        expect((await submit(headers, question, newKey)).data.submitAnswer).toMatchObject({ isCorrect: true, correctAnswer: newKey });
        expect((await submit(headers, retired, retired.correctAnswer)).data.submitAnswer.message).toBe('This question is not available.');
      } finally {
        await t.db.prisma.question.update({ where: { id: question.id }, data: { correctAnswer: question.correctAnswer } });
        await t.db.prisma.question.update({ where: { id: retired.id }, data: { retiredAt: null } });
      }
    });
  });

  describe('the answer history', () => {
    it('pages oldest first with time, question, domain, difficulty and correctness', async () => {
      const { headers } = await learner(t);
      const questions = bucket('COMMUNICATION_AND_NETWORK_SECURITY', 'easy').slice(0, 5);
      for (const [i, q] of questions.entries()) await submit(headers, q, i % 2 ? wrongOption(q) : q.correctAnswer);
      const HISTORY = `query($after: String) { viewer { answers(first: 2, after: $after) {
        edges { cursor node { answeredAt isCorrect domain domainName difficulty question { questionId } } } pageInfo { hasNextPage endCursor } } } }`;
      const seen: any[] = [];
      let after: string | null = null;
      do {
        const { data, errors }: { data?: any; errors?: any[] } = await t.graphql(HISTORY, { after }, headers);
        expect(errors).toBeUndefined();
        expect(data.viewer.answers.edges.length).toBeLessThanOrEqual(2);
        seen.push(...data.viewer.answers.edges.map((e: any) => e.node));
        after = data.viewer.answers.pageInfo.hasNextPage ? data.viewer.answers.pageInfo.endCursor : null;
      } while (after);
      expect(seen.map((a) => a.question.questionId)).toEqual(questions.map((q) => q.id));
      expect(seen.map((a) => a.isCorrect)).toEqual([true, false, true, false, true]);
      for (const a of seen)
        expect(a).toMatchObject({ domain: 'COMMUNICATION_AND_NETWORK_SECURITY', domainName: 'Communication and Network Security', difficulty: 'easy' });
      const times = seen.map((a) => Date.parse(a.answeredAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));

      const latest = (await t.graphql(`{ viewer { answers(last: 1) { edges { node { question { questionId } } } } } }`, {}, headers)).data.viewer.answers.edges;
      expect(latest.map((e: any) => e.node.question.questionId)).toEqual([questions[4].id]);
    });
  });

  describe('authorization', () => {
    it("keeps a learner's answers from everyone else: node(id:), nodes(ids:), the history and the viewer", async () => {
      const owner = await learner(t);
      const stranger = await learner(t);
      const [q] = bucket('SECURITY_AND_RISK_MANAGEMENT', 'hard');
      const answerId = (await submit(owner.headers, q, wrongOption(q))).data.submitAnswer.answer.id;

      const NODE = `query($id: ID!) { node(id: $id) { id ... on Answer { isCorrect chosenOption correctAnswer } } nodes(ids: [$id]) { id } }`;
      const asOwner = await t.graphql(NODE, { id: answerId }, owner.headers);
      expect(asOwner.data.node).toEqual({ id: answerId, isCorrect: false, chosenOption: wrongOption(q), correctAnswer: q.correctAnswer });
      expect(asOwner.data.nodes).toEqual([{ id: answerId }]);
      for (const headers of [stranger.headers, {}]) {
        const response = await t.graphql(NODE, { id: answerId }, headers);
        expect(response.errors).toBeUndefined();
        expect(response.data).toEqual({ node: null, nodes: [null] });
      }
      // A malformed answer id is simply nothing.
      expect((await t.graphql(NODE, { id: globalId('Answer', 'not-a-uuid') }, owner.headers)).data).toEqual({ node: null, nodes: [null] });

      // The stranger's history and progress hold none of it; the owner's user node is closed to them.
      const theirs = (await t.graphql(`{ viewer { progress { totalAnswered } answers(first: 50) { edges { node { id } } } } }`, {}, stranger.headers)).data
        .viewer;
      expect(theirs).toEqual({ progress: { totalAnswered: 0 }, answers: { edges: [] } });
      const ownerNode = await t.graphql(
        `query($id: ID!) { node(id: $id) { ... on User { answers(first: 5) { edges { node { id } } } progress { totalAnswered } } } }`,
        { id: globalId('User', owner.user.id) },
        stranger.headers,
      );
      expect(ownerNode.data?.node ?? null).toBeNull();
      expect(JSON.stringify(ownerNode)).not.toContain(answerId);
      // A practice set is only ever the viewer's own: the stranger's holds none of the owner's answers.
      const theirSet = await t.graphql(`{ practiceSession { items { answer { id } } } }`, {}, stranger.headers);
      expect(theirSet.errors).toBeUndefined();
      expect(JSON.stringify(theirSet)).not.toContain(answerId);
      // A question's viewerAnswer is the viewer's own answer (test/practice/viewerAnswer.test.ts has
      // the owner rule): the stranger's set holds none of the owner's.
      const theirQuestions = await t.graphql(`{ practiceSession { items { question { viewerAnswer { id } } } } }`, {}, stranger.headers);
      expect(theirQuestions.errors).toBeUndefined();
      expect(JSON.stringify(theirQuestions)).not.toContain(answerId);
    });

    it('has no other way to an Answer than these (a new one must be added to the test above)', async () => {
      const { data } = await t.graphql(`{ __schema { types { name fields { name type { ...T } } } } }
        fragment T on __Type { name kind ofType { name kind ofType { name kind ofType { name kind } } } }`);
      const named = (type: any): string => (type.ofType ? named(type.ofType) : type.name);
      const paths = data.__schema.types
        .filter((type: any) => type.fields && !type.name.startsWith('__'))
        .flatMap((type: any) =>
          type.fields
            .filter((f: any) => ['Answer', 'Node'].includes(named(f.type)) || /Answers?Connection/.test(named(f.type)))
            .map((f: any) => `${type.name}.${f.name}`),
        )
        .sort();
      expect(paths).toEqual([
        'PracticeSetItem.answer',
        'Query.node',
        'Query.nodes',
        'Question.viewerAnswer',
        'SubmitAnswerPayload.answer',
        'User.answers',
        'UserAnswersConnection.edges',
        'UserAnswersConnectionEdge.node',
      ]);
    });
  });
});
