import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../shared/application/sql';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { MailTransport, OutgoingMail } from '../../application/ports/mail-transport.port';

const STORE_MESSAGE = sqlStatement(
  'notifications.store-mailbox-message',
  `insert into mailbox_messages (id, delivery_id, event_id, to_address, subject, text, html, headers)
   values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7::jsonb)
   on conflict (delivery_id) do nothing
   returning id`,
  z.object({ id: z.string() }),
);

/**
 * Outside production without SMTP_URL, mail lands here (mailbox_messages), for admins to read in the app
 * (GET /api/admin/mailbox). Written in the delivery's own transaction: one message per delivery, whatever crashes.
 */
@Injectable()
export class DevelopmentMailbox implements MailTransport {
  readonly kind = 'development-mailbox' as const;

  constructor(
    private readonly sql: Sql,
    private readonly from: string,
  ) {}

  async send(tx: TransactionContext, mail: OutgoingMail): Promise<void> {
    const headers = { From: this.from, To: mail.to, 'X-Rounds-Event-Id': mail.eventId, ...mail.headers };
    await this.sql.rows(STORE_MESSAGE, [mail.deliveryId, mail.eventId, mail.to, mail.subject, mail.text, mail.html, JSON.stringify(headers)], tx);
  }
}
