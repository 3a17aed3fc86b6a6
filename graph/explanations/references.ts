import { outlineReference } from './outline.ts';

// Standards and publications the bank's explanations and rationales cite. References are taken
// from the bank's own text rather than from the model, so none can be invented.
const PUBLICATIONS: RegExp[] = [
  /\bNIST (?:SP )?800-\d+[A-Z]?(?: Rev\.? ?\d)?/g,
  /\bNIST (?:CSF|Cybersecurity Framework)(?: 2\.0)?/g,
  /\bNIST RMF\b/g,
  /\bFIPS \d{3}(?:-\d)?/g,
  /\bISO(?:\/IEC)? \d{4,5}(?:-\d+)?/g,
  /\bRFC \d{3,5}/g,
  /\bPCI DSS(?: v?\d(?:\.\d)?)?/g,
  /\bSOC [123]\b(?: Type (?:I{1,2}|[12]))?/g,
  /\bOWASP (?:Top 10|ASVS|SAMM)\b/g,
  /\b(?:GDPR|HIPAA|HITECH|GLBA|FISMA|FedRAMP|COBIT|COSO|ITIL|SABSA|TOGAF|STRIDE|PASTA|DREAD|CVSS|CVE|OCTAVE|SOX|CCPA)\b/g,
  /\bCommon Criteria\b/g,
  /\bCSA (?:CCM|STAR)\b/g,
  /\b\(?ISC\)?2 Code of (?:Professional )?Ethics\b/g,
];

/** The outline objective first, then each publication named in the texts, once, in order of appearance. */
export function referencesFor(outline: string, texts: string[]): string[] {
  const found: { at: number; name: string }[] = [];
  const joined = texts.join('\n');
  for (const pattern of PUBLICATIONS) {
    for (const match of joined.matchAll(pattern)) found.push({ at: match.index ?? 0, name: match[0].trim() });
  }
  const names = found.sort((a, b) => a.at - b.at).map((f) => f.name);
  return [outlineReference(outline), ...new Set(names)];
}
