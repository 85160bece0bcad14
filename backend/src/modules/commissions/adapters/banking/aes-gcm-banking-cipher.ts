import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { BankingEncryptionKeys } from '../../../../config/app-config';
import { DomainError } from '../../../../shared/domain/domain-error';
import type { BankingCipher, SealedBankingDetails } from '../../application/ports/banking-cipher.port';
import { bankingSummaryOf } from '../../domain/banking-details';
import type { BankingDetails } from '../../domain/commission-account';

/** Saved details that cannot be opened: altered, sealed for another account, or by a key no longer configured. */
export class BankingDetailsUnreadableError extends DomainError {
  readonly kind = 'unprocessable' as const;
  readonly code = 'BANKING_DETAILS_UNREADABLE';
  constructor(reason: string) {
    super(`The saved banking details cannot be read (${reason}). Please enter them again in Settings → Banking Details.`);
  }
}

const AAD_PREFIX = 'rounds:banking-details:v1:';

/**
 * AES-256-GCM with a fresh 96-bit IV per seal; the account id is the additional authenticated data,
 * so sealed details copied to another account do not open. New seals use the current key; any
 * configured key id opens (rotation: docs/operations.md, "Banking details").
 */
export class AesGcmBankingCipher implements BankingCipher {
  private readonly keys: Map<string, Buffer>;

  constructor(private readonly config: BankingEncryptionKeys) {
    this.keys = new Map(Object.entries(config.keys).map(([id, key]) => [id, Buffer.from(key, 'base64')]));
    if (this.keys.get(config.currentKeyId)?.length !== 32) throw new Error(`The banking encryption key ${config.currentKeyId} is not a 32-byte key`);
  }

  get currentKeyId(): string {
    return this.config.currentKeyId;
  }

  seal(userId: string, details: BankingDetails): SealedBankingDetails {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.config.currentKeyId)!, iv);
    cipher.setAAD(Buffer.from(AAD_PREFIX + userId));
    const data = Buffer.concat([cipher.update(JSON.stringify(details), 'utf8'), cipher.final()]);
    return {
      v: 1,
      alg: 'aes-256-gcm',
      keyId: this.config.currentKeyId,
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      data: data.toString('base64'),
      summary: bankingSummaryOf(details),
    };
  }

  open(userId: string, sealed: SealedBankingDetails): BankingDetails {
    if (sealed?.v !== 1 || sealed.alg !== 'aes-256-gcm') throw new BankingDetailsUnreadableError('unknown format');
    const key = this.keys.get(sealed.keyId);
    if (!key) throw new BankingDetailsUnreadableError(`key ${sealed.keyId} is not configured`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
      decipher.setAAD(Buffer.from(AAD_PREFIX + userId));
      decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
      const plain = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8');
      return JSON.parse(plain) as BankingDetails;
    } catch {
      throw new BankingDetailsUnreadableError('they were altered or sealed for another account');
    }
  }
}
