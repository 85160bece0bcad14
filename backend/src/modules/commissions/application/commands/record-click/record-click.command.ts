import { Command } from '@nestjs/cqrs';

/**
 * A landing on /products/{id}?utm_source=… ; answers the creator page and the account the click was credited to
 * (both null when the source names nobody), and whether it counted as a new click.
 */
export class RecordClickCommand extends Command<{ creatorId: string | null; referrerUserId: string | null; recorded: boolean }> {
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
