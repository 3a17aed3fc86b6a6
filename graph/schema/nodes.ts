/**
 * The Relay root fields `node(id:)` and `nodes(ids:)`. An id that names nothing the caller may see
 * (missing, someone else's, of no type, not an id at all) answers null at its place, never an
 * error; and a request may name at most MAX_NODE_IDS ids, so that aliased lists cannot turn one
 * request into a bulk read.
 */
import { PothosValidationError } from '@pothos/core';
import { decodeGlobalID, resolveNodes } from '@pothos/plugin-relay';
import { GraphQLError, type GraphQLResolveInfo, isObjectType } from 'graphql';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { isMalformedIdError, isRecordNotFoundError } from '../db/errors.ts';

/** Ids one request may name through node and nodes together, every alias counted. */
const MAX_NODE_IDS = 100;

const idsNamed = new WeakMap<Context, number>();

function tooMany(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', maxIds: MAX_NODE_IDS } });
}

/** Counts a field's ids against the request's allowance, refusing the field that would pass it. */
function spendIds(context: Context, count: number): void {
  if (count > MAX_NODE_IDS) throw tooMany(`nodes takes at most ${MAX_NODE_IDS} ids; it was given ${count}.`);
  const total = (idsNamed.get(context) ?? 0) + count;
  if (total > MAX_NODE_IDS) {
    throw tooMany(`A request may name at most ${MAX_NODE_IDS} ids in node and nodes together, aliases included; this one names ${total}.`);
  }
  idsNamed.set(context, total);
}

type NodeParser = (id: string, context: Context) => unknown;

/** One id's node, or null when it names nothing the caller may see. */
async function lookUp(globalId: string, context: Context, info: GraphQLResolveInfo): Promise<unknown> {
  let typename: string;
  let id: unknown;
  try {
    const decoded = decodeGlobalID(globalId);
    typename = decoded.typename;
    const type = info.schema.getType(typename);
    if (!isObjectType(type) || !type.getInterfaces().some((node) => node.name === 'Node')) return null;
    const parse = type.extensions?.pothosParseGlobalID as NodeParser | undefined;
    id = parse ? parse(decoded.id, context) : decoded.id;
  } catch (error) {
    if (error instanceof PothosValidationError) return null;
    throw error;
  }
  const load = async () => (await resolveNodes(builder, context, info, [{ typename, id }]))[0] ?? null;
  try {
    return await load();
  } catch (error) {
    if (isRecordNotFoundError(error)) return null;
    if (!isMalformedIdError(error)) throw error;
  }
  // Prisma sends the lookups of one tick as one query, so an id of the wrong shape for its
  // column (a uuid) fails every lookup beside it: each is tried again alone, one at a time.
  try {
    return await alone(context, load);
  } catch (error) {
    if (isRecordNotFoundError(error) || isMalformedIdError(error)) return null;
    throw error;
  }
}

const retries = new WeakMap<Context, Promise<unknown>>();

function alone<T>(context: Context, run: () => Promise<T>): Promise<T> {
  const previous = retries.get(context) ?? Promise.resolve();
  const next = previous.then(run, run);
  retries.set(
    context,
    next.catch(() => undefined),
  );
  return next;
}

builder.queryField('node', (t) =>
  t.field({
    type: builder.nodeInterfaceRef(),
    nullable: true,
    description: 'The object with this global id, or null when there is none the caller may see.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context, info) => {
      spendIds(context, 1);
      return lookUp(String(args.id), context, info) as never;
    },
  }),
);

builder.queryField('nodes', (t) =>
  t.field({
    type: [builder.nodeInterfaceRef()],
    nullable: { list: false, items: true },
    description: `The objects with these global ids, in order, null where there is none the caller may see. At most ${MAX_NODE_IDS} ids, and as many in one request over every node and nodes field.`,
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, context, info) => {
      spendIds(context, args.ids.length);
      return Promise.all(args.ids.map((id) => lookUp(String(id), context, info))) as never;
    },
  }),
);
