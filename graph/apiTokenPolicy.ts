/**
 * What a personal access token may do, checked before execution against the whole operation:
 * read only (queries; never a mutation or subscription), and only fields its scopes cover.
 * Anything not in the table below is refused, so a field added to the schema later is closed
 * to tokens until someone decides which scope it belongs to.
 */
import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  getOperationAST,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ApiScope } from './analytics/apiTokens.ts';
import type { Context } from './context.ts';

type Requirement = ApiScope | 'any';

/**
 * Schema coordinates a token may read: `Type.field`, or `Type` for every field of a type that
 * only those scopes reach. Connection and edge types and PageInfo are open: a token reaches them
 * only through a field this table already allowed.
 */
const API_TOKEN_READABLE: Record<string, Requirement> = {
  'Query.viewer': 'any',
  'User.id': 'any',
  'User.userId': 'any',
  'User.name': 'any',

  'User.progress': 'read:progress',
  ViewerProgress: 'read:progress',
  DomainMastery: 'read:progress',
  'User.progressOverTime': 'read:progress',
  ProgressBucket: 'read:progress',
  'User.masteryByDifficulty': 'read:progress',
  DifficultyMastery: 'read:progress',

  // Exams: their outcomes, not their items (an item's text and key stay with a session).
  'User.exams': 'read:progress',
  'Exam.id': 'read:progress',
  'Exam.status': 'read:progress',
  'Exam.startedAt': 'read:progress',
  'Exam.finishedAt': 'read:progress',
  'Exam.itemsAnswered': 'read:progress',
  'Exam.result': 'read:progress',
  ExamResult: 'read:progress',
  ExamDomainResult: 'read:progress',

  // Readiness: an estimate from the learner's answers, like mastery and exam results.
  'User.readiness': 'read:progress',
  Readiness: 'read:progress',
  ReadinessInterval: 'read:progress',
  ReadinessDomain: 'read:progress',
  ReadinessNarrowing: 'read:progress',

  'User.answers': 'read:answers',
  Answer: 'read:answers',
  'Question.id': 'read:answers',
  'Question.questionId': 'read:answers',
  'Question.text': 'read:answers',
  'Question.options': 'read:answers',
  'Question.topic': 'read:answers',
  'Question.topicName': 'read:answers',
  'Question.difficulty': 'read:answers',
  'Question.outline': 'read:answers',
  // How others answered a question the owner answered (item statistics, issue 12).
  'Question.statistics': 'read:answers',
  ItemStatistics: 'read:answers',
  OptionShare: 'read:answers',

  // The gamification stats: points, level, streaks, badges, achievements, per-domain stats.
  'User.stats': 'read:stats',
  UserStats: 'read:stats',
  DomainStats: 'read:stats',
  Achievement: 'read:stats',
  Badge: 'read:stats',
  BadgeCriteria: 'read:stats',
};

const openType = (name: string) => name.startsWith('__') || name === 'PageInfo' || /(Connection|Edge)$/.test(name);

/** The first thing in the operation the token may not do, as the error to answer with; null when all is allowed. */
export function apiTokenRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  scopes: readonly ApiScope[],
): GraphQLError | null {
  const operation = getOperationAST(document, operationName);
  if (operation && operation.operation !== 'query') {
    return new GraphQLError('API tokens can only read: this operation needs a signed-in session.', {
      extensions: { code: 'FORBIDDEN', http: { status: 403 } },
    });
  }
  let refusal: GraphQLError | null = null;
  const typeInfo = new TypeInfo(schema);
  const selected = { ...document, definitions: document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION || d === operation) };
  visit(
    selected,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (refusal || !parent || node.name.value.startsWith('__') || openType(parent.name)) return;
        const coordinate = `${parent.name}.${node.name.value}`;
        const requirement = API_TOKEN_READABLE[coordinate] ?? API_TOKEN_READABLE[parent.name];
        if (requirement === 'any' || (requirement && scopes.includes(requirement))) return;
        const message = requirement
          ? `This API token cannot read ${coordinate}: that needs the ${requirement} scope.`
          : `API tokens cannot read ${coordinate}.`;
        refusal = new GraphQLError(message, {
          nodes: [node],
          extensions: { code: 'FORBIDDEN', field: coordinate, ...(requirement ? { requiredScope: requirement } : {}), http: { status: 403 } },
        });
      },
    }),
  );
  return refusal;
}

/**
 * Refuses, before anything runs, an operation that a personal access token may not make.
 * Subscriptions do not pass through execute: they are checked where they start, or a token could
 * stream what it may not read (and spend its owner's model calls).
 */
export function apiTokenPolicyPlugin(): Plugin<Context> {
  const refuse = ({ args, setResultAndStopExecution }: { args: ExecutionArgs; setResultAndStopExecution(result: ExecutionResult): void }) => {
    const { apiToken } = args.contextValue as Context;
    if (!apiToken) return;
    const refusal = apiTokenRefusal(args.schema, args.document, args.operationName, apiToken.scopes);
    if (refusal) setResultAndStopExecution({ errors: [refusal] });
  };
  return { onExecute: refuse, onSubscribe: refuse };
}
