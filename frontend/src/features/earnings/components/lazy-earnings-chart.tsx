import { lazy, Suspense } from "react";
import type { DailySalesDto } from "@/api/generated/model";
import { Skeleton } from "@/components/ui/skeleton";

const EarningsChart = lazy(() => import("./earnings-chart"));

/** The chart in its own chunk: only the Sales tab and /dashboard load recharts. */
export function LazyEarningsChart({ daily }: { daily: DailySalesDto[] }) {
  return (
    <Suspense fallback={<Skeleton className="h-56 w-full sm:h-64" />}>
      <EarningsChart daily={daily} />
    </Suspense>
  );
}
