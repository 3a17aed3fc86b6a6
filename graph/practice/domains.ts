import type { Domain } from '../generated/prisma/enums.ts';

/** The eight CISSP domains in outline order, with the names learners and the REST API use. */
export const DOMAINS: ReadonlyArray<{ domain: Domain; name: string; number: number }> = [
  { domain: 'SECURITY_AND_RISK_MANAGEMENT', name: 'Security and Risk Management', number: 1 },
  { domain: 'ASSET_SECURITY', name: 'Asset Security', number: 2 },
  { domain: 'SECURITY_ARCHITECTURE_AND_ENGINEERING', name: 'Security Architecture and Engineering', number: 3 },
  { domain: 'COMMUNICATION_AND_NETWORK_SECURITY', name: 'Communication and Network Security', number: 4 },
  { domain: 'IDENTITY_AND_ACCESS_MANAGEMENT', name: 'Identity and Access Management', number: 5 },
  { domain: 'SECURITY_ASSESSMENT_AND_TESTING', name: 'Security Assessment and Testing', number: 6 },
  { domain: 'SECURITY_OPERATIONS', name: 'Security Operations', number: 7 },
  { domain: 'SOFTWARE_DEVELOPMENT_SECURITY', name: 'Software Development Security', number: 8 },
];

const byName = new Map(DOMAINS.map((d) => [d.name.toLowerCase(), d.domain]));
const byDomain = new Map(DOMAINS.map((d) => [d.domain, d.name]));

/** The domain for a display name ("Asset Security") or enum value ("ASSET_SECURITY"), else undefined. */
export function parseDomain(value: string): Domain | undefined {
  const trimmed = value.trim();
  if (byDomain.has(trimmed as Domain)) return trimmed as Domain;
  return byName.get(trimmed.toLowerCase());
}

export function domainName(domain: Domain): string {
  return byDomain.get(domain)!;
}
