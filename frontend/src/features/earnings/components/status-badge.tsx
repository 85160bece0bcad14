import { cn } from "@/lib/utils";

const PAYOUT_STYLES: Record<string, string> = {
  paid: "bg-success/15 text-success-light",
  processing: "bg-info/15 text-info-light",
  pending: "bg-accent/15 text-accent-light",
  failed: "bg-danger/15 text-danger-light",
};

/** The specification's statuses: paid, processing and pending; anything else is shown as failed. */
export function payoutStatusLabel(
  status: string,
): "paid" | "processing" | "pending" | "failed" {
  return status === "paid" || status === "processing" || status === "pending"
    ? status
    : "failed";
}

export function PayoutStatusBadge({ status }: { status: string }) {
  const shown = payoutStatusLabel(status);
  return (
    <span
      className={cn(
        "rounded-full px-2 py-0.5 text-xs font-medium capitalize",
        PAYOUT_STYLES[shown],
      )}
    >
      {shown}
    </span>
  );
}

const STANDING_STYLES: Record<string, string> = {
  waiting_for_delivery: PAYOUT_STYLES.pending,
  on_hold: PAYOUT_STYLES.pending,
  payable: PAYOUT_STYLES.processing,
  paid: PAYOUT_STYLES.paid,
  reversed: "bg-surface-strong/60 text-ink-subtle",
};

/** Where a commission stands, in the server's words: "waiting for delivery", "on hold until Dec 29, 2026", "payable", "paid", "reversed: refused at the door". */
export function CommissionStatusBadge({ standing, text }: { standing: string; text: string }) {
  return (
    <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium first-letter:uppercase", STANDING_STYLES[standing] ?? PAYOUT_STYLES.processing)} data-testid="commission-standing">
      {text}
    </span>
  );
}
