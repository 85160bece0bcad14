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

const COMMISSION_LABELS: Record<string, string> = {
  pending: "On hold",
  payable: "Payable",
  in_payout: "In payout",
  paid: "Paid",
  reversed: "Reversed",
};

export function CommissionStatusBadge({ status }: { status: string }) {
  const style =
    status === "paid"
      ? PAYOUT_STYLES.paid
      : status === "reversed"
        ? "bg-surface-strong/60 text-ink-subtle"
        : status === "pending"
          ? PAYOUT_STYLES.pending
          : PAYOUT_STYLES.processing;
  return (
    <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", style)}>
      {COMMISSION_LABELS[status] ?? status}
    </span>
  );
}
