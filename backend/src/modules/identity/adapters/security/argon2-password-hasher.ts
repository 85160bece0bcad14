import { randomBytes } from 'node:crypto';
import * as argon2 from 'argon2';
import type { PasswordHasher } from '../../application/ports/user-accounts.port';

export class Argon2PasswordHasher implements PasswordHasher {
  private decoyHash?: Promise<string>;

  hash(plain: string): Promise<string> {
    return argon2.hash(plain, { type: argon2.argon2id });
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
