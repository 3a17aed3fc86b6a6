import type { BankQuestion } from './bank.ts';
import { DOMAINS } from './domains.ts';

/** The exam outline's domain weights (effective 15 April 2024). */
export const DOMAIN_WEIGHTS: Record<string, number> = {
  SECURITY_AND_RISK_MANAGEMENT: 0.16,
  ASSET_SECURITY: 0.1,
  SECURITY_ARCHITECTURE_AND_ENGINEERING: 0.13,
  COMMUNICATION_AND_NETWORK_SECURITY: 0.13,
  IDENTITY_AND_ACCESS_MANAGEMENT: 0.13,
  SECURITY_ASSESSMENT_AND_TESTING: 0.12,
  SECURITY_OPERATIONS: 0.13,
  SOFTWARE_DEVELOPMENT_SECURITY: 0.1,
};

export const isScenario = (q: BankQuestion) => q.tags.includes('scenario');

export function bankStats(questions: BankQuestion[]) {
  const rows = DOMAINS.map(({ domain, name }) => {
    const inDomain = questions.filter((q) => q.topic === domain);
    const count = (d: string) => inDomain.filter((q) => q.difficulty === d).length;
    return {
      domain: name,
      total: inDomain.length,
      share: inDomain.length / questions.length,
      weight: DOMAIN_WEIGHTS[domain],
      easy: count('easy'),
      medium: count('medium'),
      hard: count('hard'),
      scenario: inDomain.filter(isScenario).length,
    };
  });
  const positions = [0, 0, 0, 0];
  for (const q of questions) positions[q.options.indexOf(q.correctAnswer)]++;
  const count = (d: string) => questions.filter((q) => q.difficulty === d).length;
  return {
    rows,
    total: questions.length,
    difficulty: { easy: count('easy'), medium: count('medium'), hard: count('hard') },
    scenario: questions.filter(isScenario).length,
    correctPositions: positions,
  };
}
