import type { Cents } from '../../../shared/domain/money';
import type { NotificationEvent, NotificationEventData, NotificationEventType } from './notification-events';

/** A rendered message: subject, plain text and branded HTML (tables and inline styles, no scripts). */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What the layout needs from outside the event: the shop's address and, for optional mail, the unsubscribe link. */
export interface MailContext {
  publicOrigin: string;
  unsubscribeUrl?: string;
}

/** $1,234.50: two decimals always, thousands grouped. */
export function formatDollars(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = Math.floor(absolute / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(absolute % 100).padStart(2, '0')}`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const INK = '#1c1917';
const MUTED = '#78716c';
const ACCENT = '#b45309';
const PAPER = '#faf7f2';

/** One part of a message body: a paragraph, a button, a table of figures. Rendered to both text and HTML. */
type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'figures'; rows: { label: string; value: string; strong?: boolean }[] };

interface MailBody {
  subject: string;
  heading: string;
  blocks: Block[];
}

function renderBlockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'figures':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
  }
}

function renderBlockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<tr><td style="padding:0 0 16px 0;font-size:15px;line-height:22px;color:${INK};">${escapeHtml(block.text)}</td></tr>`;
    case 'button':
      return (
        `<tr><td style="padding:8px 0 24px 0;"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>` +
        `<td style="background:${ACCENT};border-radius:6px;"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 22px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(block.label)}</a></td>` +
        `</tr></table><p style="margin:12px 0 0 0;font-size:12px;line-height:18px;color:${MUTED};word-break:break-all;">${escapeHtml(block.url)}</p></td></tr>`
      );
    case 'figures':
      return (
        `<tr><td style="padding:0 0 16px 0;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">` +
        block.rows
          .map(
            (row) =>
              `<tr><td style="padding:8px 0;border-bottom:1px solid #e7e5e4;font-size:14px;color:${row.strong ? INK : MUTED};${row.strong ? 'font-weight:bold;' : ''}">${escapeHtml(row.label)}</td>` +
              `<td align="right" style="padding:8px 0;border-bottom:1px solid #e7e5e4;font-size:14px;color:${INK};white-space:nowrap;${row.strong ? 'font-weight:bold;' : ''}">${escapeHtml(row.value)}</td></tr>`,
          )
          .join('') +
        `</table></td></tr>`
      );
  }
}

function layout(body: MailBody, context: MailContext): RenderedMail {
  const footerText = context.unsubscribeUrl
    ? `You get this mail because of your Rounds notification settings. Unsubscribe from this kind of mail: ${context.unsubscribeUrl}`
    : 'You get this mail because of an action on your Rounds account.';
  const text = [`Rounds`, '', body.heading, '', ...body.blocks.map(renderBlockText).flatMap((part) => [part, '']), '—', footerText, context.publicOrigin].join('\n');
  const unsubscribe = context.unsubscribeUrl
    ? ` <a href="${escapeHtml(context.unsubscribeUrl)}" style="color:${MUTED};text-decoration:underline;">Unsubscribe from this kind of mail</a>.`
    : '';
  const html =
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(body.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:${PAPER};font-family:Georgia,'Times New Roman',serif;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${PAPER};"><tr><td align="center" style="padding:24px 12px;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border:1px solid #e7e5e4;border-radius:8px;">` +
    `<tr><td style="padding:20px 24px;border-bottom:3px solid ${ACCENT};font-size:22px;font-weight:bold;letter-spacing:1px;color:${INK};">ROUNDS</td></tr>` +
    `<tr><td style="padding:24px 24px 8px 24px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">` +
    `<tr><td style="padding:0 0 16px 0;font-size:20px;line-height:28px;font-weight:bold;color:${INK};">${escapeHtml(body.heading)}</td></tr>` +
    body.blocks.map(renderBlockHtml).join('') +
    `</table></td></tr>` +
    `<tr><td style="padding:16px 24px 24px 24px;border-top:1px solid #e7e5e4;font-size:12px;line-height:18px;color:${MUTED};">${escapeHtml(footerText.split(' Unsubscribe')[0]!)}${unsubscribe} <a href="${escapeHtml(context.publicOrigin)}" style="color:${MUTED};">${escapeHtml(context.publicOrigin.replace(/^https?:\/\//, ''))}</a></td></tr>` +
    `</table></td></tr></table></body></html>`;
  return { subject: body.subject, text, html };
}

type Bodies = { [Type in NotificationEventType]: (data: NotificationEventData[Type], context: MailContext) => MailBody };

const orderLink = (context: MailContext) => `${context.publicOrigin}/orders`;

/** The carrier's tracking page; a same-day delivery by the brand itself has none, so the order's own page. */
function trackingButton(data: { carrier: string; trackingUrl: string; orderId: string }, context: MailContext, label?: string): Block {
  return data.trackingUrl ? { kind: 'button', label: label ?? `Track with ${data.carrier}`, url: data.trackingUrl } : { kind: 'button', label: 'Follow your order', url: `${context.publicOrigin}/orders/${data.orderId}` };
}

const BODIES: Bodies = {
  'order.paid': (data, context) => ({
    subject: `Your Rounds order ${data.orderNumber} is confirmed`,
    heading: 'Thank you — your order is confirmed',
    blocks: [
      { kind: 'paragraph', text: `Order ${data.orderNumber} is paid. We will tell you as soon as it ships.` },
      {
        kind: 'figures',
        rows: [
          ...data.lines.map((line) => ({ label: `${line.quantity} × ${line.name} (${formatDollars(line.unitPriceCents)} each)`, value: formatDollars(line.lineTotalCents) })),
          { label: 'Subtotal', value: formatDollars(data.subtotalCents) },
          { label: 'Fees', value: formatDollars(data.feesCents) },
          { label: 'Tax (8%)', value: formatDollars(data.taxCents) },
          { label: 'Total', value: formatDollars(data.totalCents), strong: true },
        ],
      },
      { kind: 'button', label: 'See your order', url: orderLink(context) },
    ],
  }),
  'order.cancelled': (data, context) => ({
    subject: `Your Rounds order ${data.orderNumber} was cancelled`,
    heading: 'Your order was cancelled',
    blocks: [
      { kind: 'paragraph', text: `Order ${data.orderNumber} (${formatDollars(data.totalCents)}) was cancelled. You will not be charged for it.` },
      { kind: 'button', label: 'See your orders', url: orderLink(context) },
    ],
  }),
  'order.refunded': (data, context) => ({
    subject: `Your Rounds order ${data.orderNumber} was refunded`,
    heading: 'Your refund is on its way',
    blocks: [
      { kind: 'paragraph', text: `We refunded ${formatDollars(data.totalCents)} for order ${data.orderNumber}. Your bank may take a few days to show it.` },
      { kind: 'button', label: 'See your orders', url: orderLink(context) },
    ],
  }),
  'shipment.shipped': (data, context) => ({
    subject: `Your Rounds order ${data.orderNumber} has shipped`,
    heading: 'Your bottle is on its way',
    blocks: [
      {
        kind: 'paragraph',
        text: data.trackingNumber
          ? `Order ${data.orderNumber} left the brand with ${data.carrier}, tracking number ${data.trackingNumber}. An adult 21 or older must sign for it.`
          : `Order ${data.orderNumber} left the brand. An adult 21 or older must sign for it.`,
      },
      trackingButton(data, context),
    ],
  }),
  'shipment.out_for_delivery': (data, context) => ({
    subject: `Your Rounds order ${data.orderNumber} is out for delivery`,
    heading: 'Arriving today',
    blocks: [
      { kind: 'paragraph', text: `Order ${data.orderNumber} is on its way to you today. Have a photo ID ready: an adult 21 or older must sign.` },
      trackingButton(data, context),
    ],
  }),
  'shipment.delivered': (data, context) => ({
    subject: `Your Rounds order ${data.orderNumber} was delivered`,
    heading: 'Delivered — enjoy responsibly',
    blocks: [{ kind: 'paragraph', text: `Order ${data.orderNumber} was handed over.` }, trackingButton(data, context, 'See the tracking history')],
  }),
  'shipment.refused': (data, context) => ({
    subject: `Your Rounds order ${data.orderNumber} could not be delivered`,
    heading: 'We could not hand over your order',
    blocks: [
      { kind: 'paragraph', text: `Order ${data.orderNumber} could not be handed over${data.reason ? ` (${data.reason.replace(/_/g, ' ')})` : ''}. It goes back to the brand, and what you paid for it is refunded.` },
      trackingButton(data, context),
    ],
  }),
  'commission.payable': (data, context) => ({
    subject: `${formatDollars(data.amountCents)} of commission is ready to be paid`,
    heading: 'Your commission is payable',
    blocks: [
      { kind: 'paragraph', text: `${formatDollars(data.amountCents)} from your recommendations cleared its holding period and goes out with the next payout.` },
      { kind: 'button', label: 'See your earnings', url: `${context.publicOrigin}/dashboard` },
    ],
  }),
  'payout.paid': (data, context) => ({
    subject: `Rounds sent you ${formatDollars(data.amountCents)}`,
    heading: 'Your payout is on its way',
    blocks: [
      { kind: 'paragraph', text: `We sent ${formatDollars(data.amountCents)} to your bank account for ${data.period}.` },
      { kind: 'button', label: 'See your earnings', url: `${context.publicOrigin}/dashboard` },
    ],
  }),
  'payout.failed': (data, context) => ({
    subject: `Your Rounds payout of ${formatDollars(data.amountCents)} did not go through`,
    heading: 'Your payout did not go through',
    blocks: [
      { kind: 'paragraph', text: `The payout of ${formatDollars(data.amountCents)} for ${data.period} failed: ${data.reason}. The amount stays in your balance; please check your banking details.` },
      { kind: 'button', label: 'Check your banking details', url: `${context.publicOrigin}/profile` },
    ],
  }),
  'import.completed': (data, context) => ({
    subject: `Your ${data.kind} import finished`,
    heading: 'Import finished',
    blocks: [
      { kind: 'paragraph', text: `${data.imported} row${data.imported === 1 ? '' : 's'} imported, ${data.failed} refused.` },
      { kind: 'button', label: 'See the import', url: `${context.publicOrigin}/admin` },
    ],
  }),
  'import.failed': (data, context) => ({
    subject: `Your ${data.kind} import failed`,
    heading: 'Import failed',
    blocks: [
      { kind: 'paragraph', text: `The import stopped: ${data.reason}` },
      { kind: 'button', label: 'See the import', url: `${context.publicOrigin}/admin` },
    ],
  }),
  'gift_offer.received': (data, context) => ({
    subject: `${data.brandName} would like to send you ${data.productName}`,
    heading: 'You have a gift offer',
    blocks: [
      { kind: 'paragraph', text: `${data.brandName} offers you a bottle of ${data.productName}. Accept or decline it on your dashboard.` },
      { kind: 'button', label: 'See the offer', url: `${context.publicOrigin}/dashboard` },
    ],
  }),
  'gift_offer.accepted': (data, context) => ({
    subject: `${data.creatorName} accepted your gift of ${data.productName}`,
    heading: 'Gift offer accepted',
    blocks: [
      { kind: 'paragraph', text: `${data.creatorName} accepted ${data.productName}.` },
      { kind: 'button', label: 'See your campaigns', url: `${context.publicOrigin}/dashboard` },
    ],
  }),
  'gift_offer.declined': (data, context) => ({
    subject: `${data.creatorName} declined your gift of ${data.productName}`,
    heading: 'Gift offer declined',
    blocks: [
      { kind: 'paragraph', text: `${data.creatorName} declined ${data.productName}.` },
      { kind: 'button', label: 'See your campaigns', url: `${context.publicOrigin}/dashboard` },
    ],
  }),
  'account.password_reset_requested': (data) => ({
    subject: 'Reset your Rounds password',
    heading: 'Reset your password',
    blocks: [
      { kind: 'paragraph', text: `Someone asked to reset the password of the Rounds account ${data.username}. If it was you, choose a new password within ${data.expiresInMinutes} minutes; the link works once.` },
      { kind: 'button', label: 'Choose a new password', url: data.link },
      { kind: 'paragraph', text: 'If it was not you, ignore this mail: your password stays as it is.' },
    ],
  }),
  'account.email_verification_requested': (data) => ({
    subject: 'Confirm your e-mail address for Rounds',
    heading: 'Confirm your e-mail address',
    blocks: [
      { kind: 'paragraph', text: `Please confirm that this address belongs to the Rounds account ${data.username}.` },
      { kind: 'button', label: 'Confirm my address', url: data.link },
    ],
  }),
  'account.sign_in_locked': (data, context) => ({
    subject: 'Someone is trying to sign in to your Rounds account',
    heading: 'Your account is under attack',
    blocks: [
      { kind: 'paragraph', text: `Someone entered a wrong password for the Rounds account ${data.username} ${data.failures} times in a row (the last at ${data.lockedAt} UTC), so we have locked sign-in with a password alone for ${data.minutes} minutes.` },
      { kind: 'paragraph', text: 'You can still sign in: your password works as usual from a browser you have signed in with before, or together with the code from your authenticator app.' },
      { kind: 'paragraph', text: 'If those attempts were not you, choose a new password now; it signs you out everywhere else. Turning on an authenticator app in Settings keeps your account safe even if someone learns your password.' },
      { kind: 'button', label: 'Reset my password', url: `${context.publicOrigin}/auth/forgot` },
    ],
  }),
  'account.banking_details_changed': (data, context) => ({
    subject: 'Your Rounds banking details were changed',
    heading: 'Your banking details changed',
    blocks: [
      { kind: 'paragraph', text: `The banking details where your Rounds payouts go were replaced at ${data.changedAt} UTC.` },
      { kind: 'paragraph', text: `To keep your earnings safe, your next payout is held for ${data.holdHours} hours, until ${data.heldUntil} UTC; it goes out in the first payout run after that.` },
      { kind: 'paragraph', text: 'If this was not you, reset your password right away (it signs out every other session), then open your dashboard and put your own banking details back before the hold ends: no money moves until then.' },
      { kind: 'button', label: 'Reset my password', url: `${context.publicOrigin}/auth/forgot` },
    ],
  }),
  'webhook.endpoint_failing': (data, context) => ({
    subject: 'A Rounds webhook endpoint is failing',
    heading: 'Webhook endpoint failing',
    blocks: [
      { kind: 'paragraph', text: `Deliveries to ${data.url} have failed for three days (since ${data.since}). The endpoint is marked failing; fix the receiver and retry its deliveries.` },
      { kind: 'button', label: 'See the webhooks', url: `${context.publicOrigin}/admin` },
    ],
  }),
};

/** The message an event sends by mail. */
export function renderMail(event: Pick<NotificationEvent, 'type' | 'data'>, context: MailContext): RenderedMail {
  const body = (BODIES[event.type] as (data: unknown, context: MailContext) => MailBody)(event.data, context);
  return layout(body, context);
}
