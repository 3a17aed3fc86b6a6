/**
 * Ids arrive decoded (docs/decisions/010-domain-services.md): globalID inputs are decoded by the
 * relay plugin, and those that also take a row's own id (a question's bank id) keep doing so; a
 * value that names nothing of the field's type gets the field's own typed error, not a decoding failure.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { decodeInputID, idOf } from '../../graph/globalIds.ts';
import { createAccount, PASSWORD } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

describe('globalID inputs', () => {
  it('decode a global id, and hand on a value that is none as it was sent', () => {
    expect(decodeInputID(encodeGlobalID('Question', 'd1-001'))).toEqual({ typename: 'Question', id: 'd1-001' });
    expect(decodeInputID('d1-001')).toEqual({ typename: '', id: 'd1-001' });
    expect(idOf('Question', decodeInputID(encodeGlobalID('Question', 'd1-001')))).toBe('d1-001');
    expect(idOf('Question', decodeInputID('d1-001'))).toBe('d1-001');
    // A global id of another type names no question: it is handed on as sent.
    const item = encodeGlobalID('ExamItem', '7b0c1a52-0000-4000-8000-000000000000');
    expect(idOf('Question', decodeInputID(item))).toBe(item);
  });

  describe('over GraphQL', () => {
    let t: TestApp;
    let headers: Record<string, string>;
    beforeAll(async () => {
      t = await createTestApp();
      const user = await createAccount(t.db.prisma);
      const out = await t.graphql(`mutation($input: SignInInput!) { signIn(input: $input) { ... on SignInPayload { accessToken } } }`, {
        input: { email: user.email, password: PASSWORD },
      });
      headers = { authorization: `Bearer ${out.data.signIn.accessToken}` };
    });
    afterAll(async () => {
      await t.close();
    });

    const REVOKE = `mutation($id: ID!) { revokeSession(input: { sessionId: $id }) { __typename ... on InputError { field message } } }`;
    const SUBMIT = `mutation($input: SubmitAnswerInput!) { submitAnswer(input: $input) { __typename ... on InputError { field message } ... on SubmitAnswerPayload { isCorrect } } }`;

    it('answers an id that is no Session with the typed error, whatever it is', async () => {
      for (const id of ['garbage', encodeGlobalID('Question', 'd1-001'), encodeGlobalID('Session', 'not-a-uuid')]) {
        const out = await t.graphql(REVOKE, { id }, headers);
        expect(out.errors).toBeUndefined();
        expect(out.data.revokeSession).toEqual({ __typename: 'InputError', field: 'sessionId', message: 'No such session.' });
      }
    });

    it('takes a question by its global id or its bank id, and refuses any other id as unavailable', async () => {
      const [first, second] = await t.db.prisma.question.findMany({ where: { retiredAt: null }, orderBy: { id: 'asc' }, take: 2 });
      const byGlobal = await t.graphql(
        SUBMIT,
        { input: { questionId: encodeGlobalID('Question', first.id), answer: first.correctAnswer, idempotencyKey: 'global-1' } },
        headers,
      );
      expect(byGlobal.data.submitAnswer).toEqual({ __typename: 'SubmitAnswerPayload', isCorrect: true });
      const byBankId = await t.graphql(SUBMIT, { input: { questionId: second.id, answer: second.correctAnswer, idempotencyKey: 'bank-1' } }, headers);
      expect(byBankId.data.submitAnswer).toEqual({ __typename: 'SubmitAnswerPayload', isCorrect: true });
      const other = await t.graphql(
        SUBMIT,
        { input: { questionId: encodeGlobalID('ExamItem', first.id), answer: first.correctAnswer, idempotencyKey: 'other-1' } },
        headers,
      );
      expect(other.errors).toBeUndefined();
      expect(other.data.submitAnswer).toEqual({ __typename: 'InputError', field: 'questionId', message: 'This question is not available.' });
    });
  });
});
