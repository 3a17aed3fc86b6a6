/** The cookie-consent record, kept in local storage under CONSENT_STORAGE_KEY. */
const CONSENT_VERSION = '1.0';
export const CONSENT_STORAGE_KEY = 'cookie-consent';
/** Dispatch this on window when the privacy policy changes: the dialog shows again. */
export const PRIVACY_POLICY_UPDATED_EVENT = 'privacy-policy-updated';

interface ConsentPreferences {
  necessary: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
  authentication: true;
}

export interface ConsentRecord {
  version: string;
  timestamp: string;
  preferences: ConsentPreferences;
}

export type ConsentChoice = Pick<ConsentPreferences, 'functional' | 'analytics' | 'marketing'>;

export function doNotTrack(): boolean {
  const nav = navigator as Navigator & { msDoNotTrack?: string };
  const win = window as Window & { doNotTrack?: string };
  return [nav.doNotTrack, win.doNotTrack, nav.msDoNotTrack].some((v) => v === '1' || v === 'yes');
}

/** The stored record, or null when none is stored, it is unreadable, or its version differs. */
export function readConsent(storage: Storage = localStorage): ConsentRecord | null {
  try {
    const record = JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as ConsentRecord | null;
    if (!record || record.version !== CONSENT_VERSION || typeof record.preferences !== 'object') return null;
    return record;
  } catch {
    return null;
  }
}

/** Saves a choice; necessary and authentication are always on, and Do Not Track wins. */
export function saveConsent(choice: ConsentChoice, storage: Storage = localStorage, now = new Date()): ConsentRecord {
  const dnt = doNotTrack();
  const record: ConsentRecord = {
    version: CONSENT_VERSION,
    timestamp: now.toISOString(),
    preferences: {
      necessary: true,
      functional: choice.functional,
      analytics: dnt ? false : choice.analytics,
      marketing: dnt ? false : choice.marketing,
      authentication: true,
    },
  };
  storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  return record;
}
