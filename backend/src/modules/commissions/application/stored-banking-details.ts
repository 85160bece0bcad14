import type { BankingCipher, SealedBankingDetails } from './ports/banking-cipher.port';
import { BankingSummary, bankingSummaryOf, parseBankingDetails } from '../domain/banking-details';
import type { BankingDetails } from '../domain/commission-account';

/** Sealed details carry v: 1; anything else is a row written in clear before sealing existed (no API ever wrote one; test fixtures and hand-written rows), still read so payouts keep working. */
export function isSealedBankingDetails(stored: unknown): stored is SealedBankingDetails {
  return typeof stored === 'object' && stored !== null && (stored as { v?: unknown }).v === 1;
}

function legacyDetails(stored: unknown): BankingDetails | null {
  if (typeof stored !== 'object' || stored === null || isSealedBankingDetails(stored)) return null;
  try {
    return parseBankingDetails(stored as Record<string, unknown>);
  } catch {
    return null;
  }
}

/** The full details for a payout: opened with the cipher (throws when altered), or a legacy clear row. */
export function openStoredBankingDetails(cipher: BankingCipher, userId: string, stored: unknown): BankingDetails | null {
  if (stored === null || stored === undefined) return null;
  if (isSealedBankingDetails(stored)) return cipher.open(userId, stored);
  return legacyDetails(stored);
}

/** What the API shows: bank, type, last 4 — read from the clear summary, never by opening the seal. */
export function storedBankingSummary(stored: unknown): BankingSummary | null {
  if (isSealedBankingDetails(stored)) return stored.summary;
  const legacy = legacyDetails(stored);
  return legacy ? bankingSummaryOf(legacy) : null;
}
