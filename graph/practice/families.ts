/**
 * Families in the bank: items written as variants of one scenario, sharing one option set, each
 * stem making a different option the key (decision 003). A sibling carries the tag `family:<id>`,
 * the id of the question it was written from; that question carries no tag and is the family's
 * own id.
 */
export function familyOf(question: { id: string; tags: readonly string[] }): string {
  return question.tags.find((tag) => tag.startsWith('family:'))?.slice('family:'.length) ?? question.id;
}
