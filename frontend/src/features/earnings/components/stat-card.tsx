import type { ReactNode } from "react";

export function StatCard({
  label,
  value,
  hint,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <div className="min-w-0 rounded-xl border border-stone-800 bg-stone-900/60 p-4">
      <p className="text-xs font-medium tracking-wide text-stone-400 uppercase">
        {label}
      </p>
      <p className="mt-1 text-2xl font-semibold text-stone-50 tabular-nums">
        {value}
      </p>
      {hint && <p className="mt-1 text-xs text-stone-500">{hint}</p>}
    </div>
  );
}
