import { randomBytes } from 'node:crypto';
import * as argon2 from 'argon2';
import type { PasswordHasher } from '../../application/ports/user-accounts.port';

/** argon2id at its smallest cost, for test suites only (PASSWORD_HASHING=fast under NODE_ENV=test). */
export const FAST_TEST_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export class Argon2PasswordHasher implements PasswordHasher {
  private decoyHash?: Promise<string>;

  /** `cost` undefined: argon2's defaults (64 MiB, three passes, four lanes). A hash carries its cost, so verifying needs none. */
  constructor(private readonly cost?: typeof FAST_TEST_COST) {}

  hash(plain: string): Promise<string> {
    return argon2.hash(plain, { type: argon2.argon2id, ...this.cost });
  }

  async verify(hash: string | null, plain: string): Promise<boolean> {
    if (!hash) {
      // Verify against a throwaway hash so an unknown username costs as much as a wrong password.
      this.decoyHash ??= this.hash(randomBytes(16).toString('hex'));
      await argon2.verify(await this.decoyHash, plain);
      return false;
    }
    try {
      return await argon2.verify(hash, plain);
    } catch {
      return false;
    }
  }
}
