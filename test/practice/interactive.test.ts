/**
 * Interactive items in practice (decision 017): the type filter, the showing's order stored with the
 * set, grading on the server (all or nothing, idempotent), the wrong kind of answer refused, and no
 * key (the right order, the matches, the key region, a rationale, the explanation) before the answer.
 */
import type { readBank } from '../../graph/practice/bank.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { DEFAULT_ENGINE } from '../support/db.ts';
import { addInteractiveItems, hotspotItem, matchingItem, orderingItem } from '../support/interactive.ts';
import { learner } from './support.ts';

const INTERACTION = /* GraphQL */ `
  __typename
  ... on OrderingInteraction { elements { id text } }
  ... on MatchingInteraction { prompts { id text } targets { id text } }
  ... on HotspotInteraction { image regions { id text } }
`;

const SESSION = /* GraphQL */ `
  query Session($type: QuestionType, $domain: Domain) {
    practiceSession(type: $type, domain: $domain) {
      id
      items {
        options
        interaction { ${INTERACTION} }
        question { questionId type options text outline interaction { ${INTERACTION} } viewerAnswer { isCorrect } }
        answer { isCorrect }
      }
    }
  }
`;

const SUBMIT = /* GraphQL */ `
  mutation Submit($input: SubmitAnswerInput!) {
    submitAnswer(input: $input) {
      __typename
      ... on SubmitAnswerPayload {
        recorded
        isCorrect
        answer {
          chosenOption
          interactionOutcome {
            type
            correct
            chosenRegion
            correctRegion
            items {
              element {
                id
                text
              }
              correct
              rationale
              givenPosition
              correctPosition
              givenTarget {
                id
              }
              correctTarget {
                id
              }
              chosen
            }
          }
        }
      }
      ... on InputError {
        message
        field
      }
    }
  }
`;

describe.each([DEFAULT_ENGINE])('interactive items in practice (%s)', (engine) => {
  let t: TestApp;
  let items: Record<string, Awaited<ReturnType<typeof readBank>>[number]>;
  beforeAll(async () => {
    // This file's own items, alone of their kind: the bank's interactive items would share the draws.
    t = await createTestApp({ engine, bank: 'single-choice' });
    items = await addInteractiveItems(t.db.prisma);
  });
  afterAll(async () => {
    await t.close();
  });

  const submit = (headers: Record<string, string>, input: Record<string, unknown>) => t.graphql(SUBMIT, { input }, headers).then((r) => r.data!.submitAnswer);

  it('serves only the type asked for, in an order stored with the set (never the right one), with no key before the answer', async () => {
    const { headers } = await learner(t);
    const first = await t.graphql(SESSION, { type: 'ORDERING', domain: 'SECURITY_OPERATIONS' }, headers);
    expect(first.errors).toBeUndefined();
    const set = first.data.practiceSession;
    const ordering = items.ORDERING;
    expect(set.items.map((i: any) => i.question.questionId)).toEqual([ordering.id]);
    const [item] = set.items;
    expect(item.options).toEqual([]);
    expect(item.question).toMatchObject({ type: 'ORDERING', options: [] });
    const shown = item.interaction.elements.map((e: { text: string }) => e.text);
    expect([...shown].sort()).toEqual([...orderingItem().elements].sort());
    // The first showing differs from the bank's order, which is the key.
    expect(shown).not.toEqual(orderingItem().elements);
    // Nothing in what the learner reads gives the key: the canonical key, a rationale, the explanation.
    const text = JSON.stringify(first.data);
    expect(text).not.toContain(ordering.correctAnswer);
    for (const r of ordering.rationales) expect(text).not.toContain(r);
    expect(text).not.toContain(ordering.explanation);
    expect(item.answer).toBeNull();

    // A reload shows the same order.
    const again = await t.graphql(SESSION, { type: 'ORDERING', domain: 'SECURITY_OPERATIONS' }, headers);
    expect(again.data.practiceSession.id).toBe(set.id);
    expect(again.data.practiceSession.items[0].interaction).toEqual(item.interaction);
  });

  it('grades an ordering all or nothing, once per idempotency key, and refuses the wrong kind of answer', async () => {
    const { headers } = await learner(t);
    const q = items.ORDERING;
    const session = (await t.graphql(SESSION, { type: 'ORDERING', domain: 'SECURITY_OPERATIONS' }, headers)).data.practiceSession;
    const byText = new Map<string, string>(session.items[0].interaction.elements.map((e: { id: string; text: string }) => [e.text, e.id]));
    const right = orderingItem().elements.map((text) => byText.get(text)!);

    expect(await submit(headers, { questionId: q.id, answer: 'Photograph the scene', idempotencyKey: 'a' })).toEqual({
      __typename: 'InputError',
      message: 'This is an interactive item: send response, not answer.',
      field: 'answer',
    });
    expect(await submit(headers, { questionId: q.id, response: { region: 'r1' }, idempotencyKey: 'a' })).toMatchObject({
      __typename: 'InputError',
      message: 'This is an ordering item: send order: every element once, in your order.',
    });
    expect(await submit(headers, { questionId: q.id, response: { order: right.slice(0, 3) }, idempotencyKey: 'a' })).toMatchObject({
      message: 'Place every one of the 4 elements exactly once.',
      field: 'response',
    });
    expect(await submit(headers, { questionId: q.id, response: { order: [right[0], right[0], right[1], right[2]] }, idempotencyKey: 'a' })).toMatchObject({
      message: 'Place every one of the 4 elements exactly once.',
    });
    expect(await t.db.prisma.answer.count({ where: { questionId: q.id } })).toBe(0);

    // Two swapped: wrong as a whole, the two others placed right.
    const swapped = [right[0], right[2], right[1], right[3]];
    const wrong = await submit(headers, { questionId: q.id, response: { order: swapped }, idempotencyKey: 'w' });
    expect(wrong).toMatchObject({ __typename: 'SubmitAnswerPayload', recorded: true, isCorrect: false });
    const outcome = wrong.answer.interactionOutcome;
    expect(outcome.type).toBe('ORDERING');
    expect(outcome.correct).toBe(false);
    expect(outcome.items.map((i: any) => [i.element.text, i.correct, i.givenPosition, i.correctPosition, i.rationale])).toEqual(
      orderingItem().elements.map((text, i) => [text, i === 0 || i === 3, [1, 3, 2, 4][i], i + 1, orderingItem().rationales[i]]),
    );
    // The same key again: the same answer stands; with another response it is refused.
    expect(await submit(headers, { questionId: q.id, response: { order: swapped }, idempotencyKey: 'w' })).toMatchObject({ recorded: false, isCorrect: false });
    expect(await submit(headers, { questionId: q.id, response: { order: right }, idempotencyKey: 'w' })).toMatchObject({
      message: 'This idempotency key was already used for a different answer.',
    });
    const correct = await submit(headers, { questionId: q.id, response: { order: right }, idempotencyKey: 'r' });
    expect(correct).toMatchObject({ recorded: true, isCorrect: true, answer: { interactionOutcome: { correct: true } } });
    expect(correct.answer.interactionOutcome.items.every((i: { correct: boolean }) => i.correct)).toBe(true);
  });

  it('grades a matching and a hotspot item', async () => {
    const { headers } = await learner(t);
    const m = items.MATCHING;
    const shown = (await t.graphql(SESSION, { type: 'MATCHING', domain: 'SECURITY_OPERATIONS' }, headers)).data.practiceSession.items[0].interaction;
    expect(shown.targets.map((x: { text: string }) => x.text).sort()).toEqual([...matchingItem().targets].sort());
    const target = (text: string) => shown.targets.find((x: { text: string }) => x.text === text).id;
    const prompt = (text: string) => shown.prompts.find((x: { text: string }) => x.text === text).id;
    const pairs = (names: [string, string][]) => names.map(([p, tg]) => ({ promptId: prompt(p), targetId: target(tg) }));
    expect(await submit(headers, { questionId: m.id, response: { matches: pairs([['Security guard', 'Deterrent']]) }, idempotencyKey: 'i' })).toMatchObject({
      message: 'Match each of the 3 prompts to a different target.',
    });
    const near = pairs([
      ['Security guard', 'Deterrent'],
      ['Audit log review', 'Compensating'],
      ['Backup restore', 'Corrective'],
    ]);
    const wrong = await submit(headers, { questionId: m.id, response: { matches: near }, idempotencyKey: 'm1' });
    expect(wrong).toMatchObject({ isCorrect: false, answer: { interactionOutcome: { type: 'MATCHING', correct: false } } });
    expect(
      wrong.answer.interactionOutcome.items.map((i: any) => [
        i.element.text,
        i.correct,
        i.correctTarget.id === target(['Deterrent', 'Detective', 'Corrective'][0]),
      ]),
    ).toEqual([
      ['Security guard', true, true],
      ['Audit log review', false, false],
      ['Backup restore', true, false],
    ]);
    const right = pairs([
      ['Backup restore', 'Corrective'],
      ['Security guard', 'Deterrent'],
      ['Audit log review', 'Detective'],
    ]);
    // The order of the pairs does not matter.
    expect(await submit(headers, { questionId: m.id, response: { matches: right }, idempotencyKey: 'm2' })).toMatchObject({ isCorrect: true });

    const h = items.HOTSPOT;
    const hotspot = (await t.graphql(SESSION, { type: 'HOTSPOT', domain: 'SECURITY_OPERATIONS' }, headers)).data.practiceSession.items[0].interaction;
    expect(hotspot.regions).toEqual(hotspotItem().regions.map((r) => ({ id: r.id, text: r.label })));
    expect(hotspot.image).toBe(hotspotItem().image);
    expect(await submit(headers, { questionId: h.id, response: { region: 'r9' }, idempotencyKey: 'h0' })).toMatchObject({
      message: 'Select one of the regions.',
    });
    const miss = await submit(headers, { questionId: h.id, response: { region: 'r3' }, idempotencyKey: 'h1' });
    expect(miss).toMatchObject({ isCorrect: false, answer: { interactionOutcome: { type: 'HOTSPOT', chosenRegion: 'r3', correctRegion: 'r2' } } });
    expect(miss.answer.interactionOutcome.items.map((i: any) => [i.element.id, i.chosen, i.correct, i.rationale])).toEqual(
      hotspotItem().regions.map((r, i) => [r.id, r.id === 'r3', r.id === 'r2', hotspotItem().rationales[i]]),
    );
    expect(await submit(headers, { questionId: h.id, response: { region: 'r2' }, idempotencyKey: 'h2' })).toMatchObject({ isCorrect: true });
  });

  it('refuses a response to a single-choice question, and serves single choice only with that filter', async () => {
    const { headers } = await learner(t);
    const set = (await t.graphql(`{ practiceSet(type: SINGLE_CHOICE, domain: SECURITY_OPERATIONS, first: 10) { questionId type } }`, {}, headers)).data
      .practiceSet;
    expect(set.length).toBe(10);
    expect(set.every((q: { type: string }) => q.type === 'SINGLE_CHOICE')).toBe(true);
    expect(await submit(headers, { questionId: set[0].questionId, response: { region: 'r1' }, idempotencyKey: 's' })).toMatchObject({
      message: 'This is a single-choice question: send answer (the option chosen), not response.',
      field: 'response',
    });
    const interactive = (await t.graphql(`{ practiceSet(type: HOTSPOT, first: 10) { questionId type } }`, {}, headers)).data.practiceSet;
    expect(interactive).toEqual([{ questionId: items.HOTSPOT.id, type: 'HOTSPOT' }]);
  });
  it('keeps the legacy REST routes to single choice: GET /api/questions serves none, POST /api/progress refuses one', async () => {
    const { user, headers } = await learner(t);
    // Every single-choice item of the domain seen: a draw would now serve the unseen interactive ones first.
    const singles = await t.db.prisma.question.findMany({ where: { topic: 'SECURITY_OPERATIONS', type: 'SINGLE_CHOICE' }, select: { id: true } });
    await t.db.prisma.seenQuestion.createMany({ data: singles.map((q) => ({ userId: user.id, questionId: q.id })) });
    const served = await t.app.inject({ method: 'GET', url: '/api/questions?topic=Security%20Operations&limit=10', headers });
    expect(served.statusCode).toBe(200);
    const ids = served.json().data.map((q: { id: string }) => q.id);
    expect(ids).toHaveLength(10);
    expect(ids.filter((id: string) => Object.values(items).some((q) => q.id === id))).toEqual([]);
    for (const q of Object.values(items)) {
      const posted = await t.app.inject({ method: 'POST', url: '/api/progress', headers, payload: { questionId: q.id, answer: 'r2' } });
      expect({ status: posted.statusCode, body: posted.json() }).toEqual({ status: 400, body: { success: false, error: 'This question is not available.' } });
    }
    expect(await t.db.prisma.answer.count({ where: { userId: user.id } })).toBe(0);
  });
});
