/**
 * Global ids of inputs. Every `globalID` input (t.arg.globalID, f.globalID) is decoded by the
 * relay plugin with decodeInputID (builder.ts), so a resolver receives { typename, id }. Some inputs
 * also take the row's own id (a question's bank id, "d1-001"): a value that is no global id comes
 * through as { typename: '', id: value }, and idOf decides, so a wrong id gets the field's own typed
 * error rather than a decoding failure.
 */
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';

export interface DecodedID {
  typename: string;
  id: string;
}

const TYPE_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** A global id's type and id; a value that is none is handed on as sent, with no type. */
export function decodeInputID(value: string): DecodedID {
  try {
    const decoded = decodeGlobalID(value);
    if (TYPE_NAME.test(decoded.typename)) return decoded;
  } catch {}
  return { typename: '', id: value };
}

/**
 * The id a decoded input names for a type: the id of a global id of that type, the value itself
 * when it was no global id (a row's own id), and, for a global id of another type, that global id
 * as sent (which names no row of this type, as before decoding).
 */
export function idOf(typename: string, value: DecodedID): string {
  if (value.typename === typename) return value.id;
  return value.typename ? encodeGlobalID(value.typename, value.id) : value.id;
}

/** A question named by its global id or its bank id (for callers outside GraphQL, such as scripts). */
export const questionIdFrom = (value: string): string => idOf('Question', decodeInputID(value));
