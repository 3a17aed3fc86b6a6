import type { Difficulty, Domain, PracticeRouteQuery$variables, QuestionType } from '../../__generated__/PracticeRouteQuery.graphql.ts';

/** The eight domains in outline order, as the API names them (graph/practice/domains.ts). */
export const DOMAINS: ReadonlyArray<{ value: Domain; label: string }> = [
  { value: 'SECURITY_AND_RISK_MANAGEMENT', label: 'Security and Risk Management' },
  { value: 'ASSET_SECURITY', label: 'Asset Security' },
  { value: 'SECURITY_ARCHITECTURE_AND_ENGINEERING', label: 'Security Architecture and Engineering' },
  { value: 'COMMUNICATION_AND_NETWORK_SECURITY', label: 'Communication and Network Security' },
  { value: 'IDENTITY_AND_ACCESS_MANAGEMENT', label: 'Identity and Access Management' },
  { value: 'SECURITY_ASSESSMENT_AND_TESTING', label: 'Security Assessment and Testing' },
  { value: 'SECURITY_OPERATIONS', label: 'Security Operations' },
  { value: 'SOFTWARE_DEVELOPMENT_SECURITY', label: 'Software Development Security' },
];

export const DIFFICULTIES: ReadonlyArray<{ value: Difficulty; label: string }> = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
];

/** How a question is answered: one option, or the exam's drag-and-drop and hotspot items. */
export const TYPES: ReadonlyArray<{ value: QuestionType; label: string }> = [
  { value: 'SINGLE_CHOICE', label: 'Single choice' },
  { value: 'ORDERING', label: 'Ordering' },
  { value: 'MATCHING', label: 'Matching' },
  { value: 'HOTSPOT', label: 'Hotspot' },
];

export interface PracticeFilter {
  domain: Domain | null;
  difficulty: Difficulty | null;
  type: QuestionType | null;
}

/** The filter in /practice?domain=&difficulty=&type=; anything unknown means "all". */
export function filterFromSearch(params: URLSearchParams): PracticeFilter {
  const domain = params.get('domain');
  const difficulty = params.get('difficulty');
  const type = params.get('type');
  return {
    domain: DOMAINS.find((d) => d.value === domain)?.value ?? null,
    difficulty: DIFFICULTIES.find((d) => d.value === difficulty)?.value ?? null,
    type: TYPES.find((t) => t.value === type)?.value ?? null,
  };
}

/** Which set /practice shows: ?challenge=daily, ?review=1, ?set=mistakes|weakest, else new questions. */
export type PracticeMode = 'new' | 'mistakes' | 'weakest' | 'review' | 'challenge';

export function practiceModeFromSearch(params: URLSearchParams): PracticeMode {
  if (params.get('challenge') === 'daily') return 'challenge';
  if (params.get('review') === '1') return 'review';
  const set = params.get('set');
  return set === 'mistakes' ? 'mistakes' : set === 'weakest' ? 'weakest' : 'new';
}

/**
 * The practice query's variables from the address: the route computes them to start the query as
 * /practice is entered, and again whenever the filters or the set in the address change.
 */
export function practiceVariables(params: URLSearchParams): PracticeRouteQuery$variables {
  const { domain, difficulty, type } = filterFromSearch(params);
  const mode = practiceModeFromSearch(params);
  return {
    domain,
    difficulty,
    // The server takes a type for new questions, mistakes and the weakest domain, not for review or the challenge.
    type: mode === 'review' || mode === 'challenge' ? null : type,
    challenge: mode === 'challenge',
    review: mode === 'review',
    set: mode === 'mistakes' ? 'MISTAKES' : mode === 'weakest' ? 'WEAKEST_DOMAIN' : 'NEW',
  };
}
