import { Command } from '@nestjs/cqrs';

/** A landing on /products/{id}?utm_source=… ; answers the creator page and the account the click was credited to. */
export class RecordClickCommand extends Command<{ creatorId: string | null; referrerUserId: string | null }> {
  constructor(
    readonly utmSource: string,
    readonly productId: string | null,
    readonly utmParams: Record<string, string>,
    readonly shopperId: string | null,
    readonly ipAddress: string | null,
    readonly userAgent: string | null,
  ) {
    super();
  }
}
