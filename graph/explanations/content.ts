import { interactionOutcome, isInteractive, type InteractiveQuestion, type MatchingData } from '../practice/interactive.ts';
import type { QuestionType } from '../generated/prisma/enums.ts';
import { createHash } from 'node:crypto';
import { domainName } from '../practice/domains.ts';
import type { Question } from '../generated/prisma/client.ts';
import { outlineReference } from './outline.ts';

/**
 * Bumped whenever the prompt or the answer's shape changes: cached explanations of an older
 * version are no longer served.
 */
export const PROMPT_VERSION = 1;

/** What an explanation says, section by section, so the client can lay it out. */
export interface ExplanationContent {
  /** The option the writer judged best: it must be the answer key. */
  correctOption: string;
  whyCorrect: string;
  otherOptions: { option: string; whyWrong: string }[];
  /** Why the learner's wrong choice was tempting; empty when they chose the key. */
  whyTempting: string;
  /** The manager's-eye principle the question tests. */
  principle: string;
}

/** The question as the explanation sees it. */
export type ExplainedQuestion = Pick<Question, 'id' | 'text' | 'options' | 'correctAnswer' | 'topic' | 'explanation' | 'rationales' | 'outline'>;

/** The JSON schema the model must answer in (structured output, strict). */
export const EXPLANATION_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['correctOption', 'whyCorrect', 'otherOptions', 'whyTempting', 'principle'],
  properties: {
    correctOption: { type: 'string', description: 'The option you judge BEST, copied exactly from the options.' },
    whyCorrect: { type: 'string', description: 'Why that option is the best answer.' },
    otherOptions: {
      type: 'array',
      description: 'Every other option, in the order given, with why it is wrong or less good.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['option', 'whyWrong'],
        properties: { option: { type: 'string' }, whyWrong: { type: 'string' } },
      },
    },
    whyTempting: { type: 'string', description: "Why the learner's wrong choice looked right; empty if they chose the best answer." },
    principle: { type: 'string', description: "The manager's-eye principle to remember for similar exam questions, in one or two sentences." },
  },
} as const;

const letter = (i: number) => String.fromCharCode(65 + i);

/** The learner's choice as the prompt and the cache see it: null when it was the key or is unknown. */
export function wrongChoice(question: ExplainedQuestion, chosen: string | null | undefined): string | null {
  return chosen && chosen !== question.correctAnswer && question.options.includes(chosen) ? chosen : null;
}

/** The material every prompt is grounded in: the question, its options, the key and the bank's reasoning. */
function groundingText(question: ExplainedQuestion, chosen: string | null): string {
  const key = question.options.indexOf(question.correctAnswer);
  const choice = chosen ? question.options.indexOf(chosen) : -1;
  return [
    `Domain: ${domainName(question.topic)}. ${outlineReference(question.outline)}.`,
    '',
    `Question: ${question.text}`,
    '',
    'Options:',
    ...question.options.map((option, i) => `${letter(i)}. ${option}`),
    '',
    `Answer key (authoritative): ${letter(key)}. ${question.correctAnswer}`,
    '',
    `Explanation from the question bank: ${question.explanation}`,
    '',
    'Rationale for each option, from the question bank:',
    ...question.rationales.map((rationale, i) => `${letter(i)}. ${rationale}`),
    '',
    choice >= 0 ? `The learner chose ${letter(choice)}. ${chosen} (wrong).` : 'The learner chose the answer key.',
  ].join('\n');
}

const SYSTEM_PROMPT = [
  'You are a CISSP tutor who explains exam questions to a learner who has just answered one.',
  'Ground every statement in the material given: the answer key is authoritative and you must never contradict it,',
  'and the bank explanation and rationales are your sources. Do not invent standards, publications or facts that are not in them.',
  'Think like a security manager advising the business: risk, governance and due care before technical detail.',
  'Write plainly, in short paragraphs, without markdown.',
].join(' ');

export function explanationMessages(question: ExplainedQuestion, chosen: string | null) {
  return [
    { role: 'system' as const, content: SYSTEM_PROMPT },
    {
      role: 'user' as const,
      content: [
        groundingText(question, chosen),
        '',
        'Answer in the JSON schema given: the best option (copied exactly), why it is best, why each other option is wrong,',
        chosen ? "why the learner's choice was tempting," : 'an empty whyTempting (the learner was right),',
        "and the manager's-eye principle to remember.",
      ].join('\n'),
    },
  ];
}

export function followUpMessages(question: ExplainedQuestion, chosen: string | null, explanation: ExplanationContent, followUp: string) {
  return [
    {
      role: 'system' as const,
      content: `${SYSTEM_PROMPT} Answer the learner's follow-up question about this exam question in at most three short paragraphs. If it is not about the question or CISSP, say so briefly.`,
    },
    { role: 'user' as const, content: groundingText(question, chosen) },
    { role: 'assistant' as const, content: explanationText(explanation, chosen) },
    { role: 'user' as const, content: followUp },
  ];
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/^\s*(?:option\s+)?[a-d][.):]\s+/, '')
    .replace(/[\s.]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The option a model's text names: its exact text, or its letter ("B", "B. ..."). */
function optionNamed(question: ExplainedQuestion, named: string): string | null {
  const byText = question.options.find((option) => normalise(option) === normalise(named));
  if (byText) return byText;
  const single = named.trim().match(/^(?:option\s+)?([A-Da-d])[.):]?$/);
  if (single) return question.options[single[1].toUpperCase().charCodeAt(0) - 65] ?? null;
  return null;
}

/** Does the named option agree with the key? Checked before anything reaches the learner. */
export function agreesWithKey(question: ExplainedQuestion, named: string): boolean {
  return optionNamed(question, named) === question.correctAnswer;
}

/**
 * A model's answer checked and tidied: null when it names another option as best or calls the key
 * wrong (the caller retries, then falls back); other options in the bank's order, any the model
 * skipped filled from the bank's rationale.
 */
export function checkedContent(question: ExplainedQuestion, chosen: string | null, raw: unknown): ExplanationContent | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Partial<Record<keyof ExplanationContent, unknown>>;
  if (typeof value.correctOption !== 'string' || !agreesWithKey(question, value.correctOption)) return null;
  if (typeof value.whyCorrect !== 'string' || !value.whyCorrect.trim()) return null;
  const given = new Map<string, string>();
  for (const item of Array.isArray(value.otherOptions) ? value.otherOptions : []) {
    const option = typeof item?.option === 'string' ? optionNamed(question, item.option) : null;
    if (option === question.correctAnswer) return null;
    if (option && typeof item.whyWrong === 'string' && item.whyWrong.trim()) given.set(option, item.whyWrong.trim());
  }
  return {
    correctOption: question.correctAnswer,
    whyCorrect: value.whyCorrect.trim(),
    otherOptions: question.options
      .map((option, i) => ({ option, i }))
      .filter(({ option }) => option !== question.correctAnswer)
      .map(({ option, i }) => ({ option, whyWrong: given.get(option) ?? bankRationale(question, i) })),
    whyTempting: chosen && typeof value.whyTempting === 'string' ? value.whyTempting.trim() : '',
    principle: typeof value.principle === 'string' ? value.principle.trim() : '',
  };
}

/** A rationale without its "Correct:" / "Incorrect:" label. */
function bankRationale(question: ExplainedQuestion, index: number): string {
  return (question.rationales[index] ?? '').replace(/^\s*(?:in)?correct\s*[:.-]\s*/i, '').trim();
}

/** The explanation built from the bank alone: used without a model, or when the model contradicts the key. */
export function bankExplanation(question: ExplainedQuestion, chosen: string | null): ExplanationContent {
  const keyIndex = question.options.indexOf(question.correctAnswer);
  const keyRationale = bankRationale(question, keyIndex);
  return {
    correctOption: question.correctAnswer,
    whyCorrect: [question.explanation, keyRationale].filter(Boolean).join(' '),
    otherOptions: question.options
      .map((option, i) => ({ option, whyWrong: bankRationale(question, i) }))
      .filter(({ option }) => option !== question.correctAnswer),
    // The bank says why each option is wrong, not why it tempts: its rationale is the nearest it has.
    whyTempting: chosen ? bankRationale(question, question.options.indexOf(chosen)) : '',
    principle: '',
  };
}

/** The whole explanation as plain text (the REST answer, and the context of a follow-up). */
export function explanationText(content: Partial<ExplanationContent>, chosen: string | null): string {
  const parts: string[] = [];
  if (content.whyCorrect) parts.push(`Why "${content.correctOption}" is the best answer: ${content.whyCorrect}`);
  if (content.otherOptions?.length) {
    parts.push(['Why the other options are wrong:', ...content.otherOptions.map((o) => `- "${o.option}": ${o.whyWrong}`)].join('\n'));
  }
  if (chosen && content.whyTempting) parts.push(`Why "${chosen}" was tempting: ${content.whyTempting}`);
  if (content.principle) parts.push(`The manager's view: ${content.principle}`);
  return parts.join('\n\n');
}

/** A fingerprint of what the prompt is built from: a cached explanation of an edited question is stale. */
export function sourceHash(question: ExplainedQuestion): string {
  const { text, options, correctAnswer, explanation, rationales, outline } = question;
  return createHash('sha256')
    .update(JSON.stringify([text, options, correctAnswer, explanation, rationales, outline]))
    .digest('hex');
}

/** What a learner's response or the key of an interactive item reads as, element by element. */
function arrangementText(question: InteractiveQuestion & { correctAnswer: string }, response: string): string {
  const outcome = interactionOutcome(question, response)!;
  if (outcome.kind === 'ORDERING') {
    const given = [...outcome.items].filter((i) => i.givenPosition !== null).sort((a, b) => a.givenPosition! - b.givenPosition!);
    return given.map((i, n) => `${n + 1}. ${i.element.text}`).join('; ');
  }
  if (outcome.kind === 'MATCHING') return outcome.items.map((i) => `${i.element.text} -> ${i.givenTarget?.text ?? '(none)'}`).join('; ');
  return outcome.items.find((i) => i.chosen)?.element.text ?? '(none)';
}

/**
 * An ordering, matching or hotspot item as the explanation's prompt and checks take a question
 * (decision 017): the key's arrangement is the "option" the model must copy as best, the learner's
 * wrong arrangement the other one, and the rationale given for the key lists every element, prompt
 * or region with the bank's rationale and its right place, target or role, so the prompt holds the
 * elements, targets or regions and the key. A single-choice question is returned as it is.
 */
export function explainedAs<Q extends ExplainedQuestion & { type: QuestionType; interaction: unknown }>(question: Q, chosenResponse: string | null): Q {
  if (!isInteractive(question)) return question;
  const keyText = arrangementText(question, question.correctAnswer);
  const outcome = interactionOutcome(question, question.correctAnswer)!;
  const detail =
    outcome.kind === 'ORDERING'
      ? outcome.items.map((i) => `position ${i.correctPosition}: ${i.element.text} (${i.rationale})`)
      : outcome.kind === 'MATCHING'
        ? [
            ...outcome.items.map((i) => `${i.element.text} -> ${i.correctTarget!.text} (${i.rationale})`),
            `Targets offered: ${(question.interaction as MatchingData).targets.join('; ')}`,
          ]
        : outcome.items.map((i) => `region "${i.element.text}"${i.correct ? ' (the key)' : ''}: ${i.rationale}`);
  const wrong = chosenResponse && chosenResponse !== question.correctAnswer ? arrangementText(question, chosenResponse) : null;
  const kind = { ORDERING: 'an ordering item', MATCHING: 'a matching item', HOTSPOT: 'a hotspot item (a region of a diagram)' }[outcome.kind];
  return {
    ...question,
    text: `${question.text} (This is ${kind}, graded all or nothing.)`,
    options: wrong && wrong !== keyText ? [keyText, wrong] : [keyText],
    correctAnswer: keyText,
    rationales: [
      `Correct: ${detail.join(' | ')}`,
      ...(wrong && wrong !== keyText ? ['Incorrect: it differs from the key where the rationale above says.'] : []),
    ],
  };
}
