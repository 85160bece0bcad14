import { DomainError } from '../../../shared/domain/domain-error';
import type { BankingDetails } from './commission-account';

/**
 * Banking details: holder, bank, a 9-digit ABA routing number with a valid
 * checksum, an account number of 4–17 digits, checking or savings. Stored sealed (encrypted);
 * only the summary (bank, type, last 4) ever leaves the server.
 */
export const ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const MAX_BANKING_NAME_LENGTH = 100;
export const ROUTING_NUMBER_PATTERN = /^\d{9}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{4,17}$/;

/**
 * The ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10.
 * Also refuses all zeros (it passes the arithmetic but is no bank).
 */
export function isValidAbaRoutingNumber(value: string): boolean {
  if (!ROUTING_NUMBER_PATTERN.test(value) || /^0+$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}

export class InvalidBankingDetailsError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'INVALID_BANKING_DETAILS';
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

/** Every problem of the input, each naming its field (empty when it is valid). */
export function bankingDetailsProblems(input: Partial<Record<keyof BankingDetails, unknown>>): string[] {
  const problems: string[] = [];
  const text = (field: keyof BankingDetails, label: string): string | null => {
    const value = input[field];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${field} is required (${label})`);
      return null;
    }
    return value.trim();
  };
  const holder = text('accountHolderName', 'the name on the account');
  if (holder !== null && holder.length > MAX_BANKING_NAME_LENGTH) problems.push(`accountHolderName must be at most ${MAX_BANKING_NAME_LENGTH} characters`);
  const bank = text('bankName', 'the name of the bank');
  if (bank !== null && bank.length > MAX_BANKING_NAME_LENGTH) problems.push(`bankName must be at most ${MAX_BANKING_NAME_LENGTH} characters`);
  const routing = text('routingNumber', '9 digits');
  if (routing !== null) {
    if (!ROUTING_NUMBER_PATTERN.test(routing)) problems.push('routingNumber must be exactly 9 digits');
    else if (!isValidAbaRoutingNumber(routing)) problems.push('routingNumber is not a valid ABA routing number (its check digit does not match)');
  }
  const account = text('accountNumber', '4 to 17 digits');
  if (account !== null && !ACCOUNT_NUMBER_PATTERN.test(account)) problems.push('accountNumber must be 4 to 17 digits');
  if (!(ACCOUNT_TYPES as readonly unknown[]).includes(input.accountType)) problems.push('accountType must be checking or savings');
  return problems;
}

/** The details as saved: trimmed; throws InvalidBankingDetailsError naming every bad field. */
export function parseBankingDetails(input: Partial<Record<keyof BankingDetails, unknown>>): BankingDetails {
  const problems = bankingDetailsProblems(input);
  if (problems.length) throw new InvalidBankingDetailsError(problems);
  return {
    accountHolderName: (input.accountHolderName as string).trim(),
    bankName: (input.bankName as string).trim(),
    routingNumber: (input.routingNumber as string).trim(),
    accountNumber: (input.accountNumber as string).trim(),
    accountType: input.accountType as AccountType,
  };
}

/** What the API may show of saved banking details. */
export interface BankingSummary {
  bankName: string;
  accountType: AccountType;
  accountNumberLast4: string;
}

export function bankingSummaryOf(details: BankingDetails): BankingSummary {
  return { bankName: details.bankName, accountType: details.accountType, accountNumberLast4: details.accountNumber.slice(-4) };
}
