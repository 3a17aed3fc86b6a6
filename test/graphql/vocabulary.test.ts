/**
 * One word per concept in the API (docs/decisions/016-one-word-per-concept.md): the CISSP domain is
 * `domain`, two-factor sign-in is `twoFactor`, a plan's billing unit is an enum. An older word stays
 * only as a deprecated field that names its replacement (analytics clients still read it), and no
 * new field or argument may take it up.
 */
import { getNamedType, isEnumType, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import { schema } from '../../graph/schema/index.ts';

/** The words the API no longer uses, and the one it uses instead. */
const RETIRED: Record<string, string> = { topic: 'domain', topicName: 'domainName', mfaEnabled: 'twoFactor' };

/** Every field and argument of the schema, with whether it is deprecated. */
function namesInSchema() {
  const names: { where: string; name: string; deprecated: string | null | undefined }[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        names.push({ where: `${type.name}.${field.name}`, name: field.name, deprecated: field.deprecationReason });
        for (const arg of field.args) names.push({ where: `${type.name}.${field.name}(${arg.name})`, name: arg.name, deprecated: arg.deprecationReason });
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        names.push({ where: `${type.name}.${field.name}`, name: field.name, deprecated: field.deprecationReason });
    }
  }
  return names;
}

describe('one word per concept', () => {
  it('uses a retired word only in a deprecated field that names the word to use', () => {
    const retired = namesInSchema().filter(({ name }) => name in RETIRED);
    expect(retired.map(({ where }) => where).sort()).toEqual(['Question.topic', 'Question.topicName', 'User.mfaEnabled']);
    for (const { name, deprecated } of retired) expect(deprecated).toContain(RETIRED[name]);
  });

  it('answers the question, the answer and the exam item with the same domain fields', () => {
    for (const type of ['Question', 'Answer', 'ExamItem']) {
      const fields = schema.getType(type);
      if (!isObjectType(fields)) throw new Error(`${type} is not an object type`);
      expect(getNamedType(fields.getFields().domain.type).name).toBe('Domain');
      expect(getNamedType(fields.getFields().domainName.type).name).toBe('String');
    }
    const user = schema.getType('User');
    if (!isObjectType(user)) throw new Error('User is not an object type');
    const twoFactor = getNamedType(user.getFields().twoFactor.type);
    if (!isObjectType(twoFactor)) throw new Error('twoFactor is not an object type');
    expect(Object.keys(twoFactor.getFields())).toContain('enabled');
  });

  it("types a plan's interval as an enum whose values are the words it always answered", () => {
    for (const type of ['Price', 'Subscription']) {
      const object = schema.getType(type);
      if (!isObjectType(object)) throw new Error(`${type} is not an object type`);
      const interval = getNamedType(object.getFields().interval.type);
      if (!isEnumType(interval)) throw new Error(`${type}.interval is not an enum`);
      expect(interval.name).toBe('BillingInterval');
      expect(interval.serialize('month')).toBe('month');
      expect(interval.serialize('year')).toBe('year');
    }
  });
});
