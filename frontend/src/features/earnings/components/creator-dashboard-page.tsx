import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/features/auth";
import { CreatorDashboard, UnpublishedPageNotice } from "./creator-dashboard";

/** /dashboard: for creator accounts only; any other account gets a clear refusal. `inbox` is the messages section the route adds. */
export function CreatorDashboardPage({ inbox }: { inbox?: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading || !user) return <Spinner className="py-32" />;
  return (
    <section className="mx-auto w-full max-w-6xl min-w-0 px-4 py-8 sm:py-10">
      <h1 className="font-display text-3xl font-semibold tracking-tight">
        Creator Dashboard
      </h1>
      {user.role === "creator" ? (
        <>
          <p className="mt-1 mb-8 text-ink-muted">
            What your links earned, and why.
          </p>
          <UnpublishedPageNotice />
          {inbox && <div className="mb-10">{inbox}</div>}
          <CreatorDashboard />
        </>
      ) : (
        <EmptyState
          className="mt-8"
          icon={<ShieldAlert className="size-6" />}
          title="Creator accounts only"
          description="The creator dashboard is for creator accounts. Your own sales and payouts are in the Sales tab of your profile."
          action={
            <Button asChild variant="outline">
              <Link to="/profile">Go to your profile</Link>
            </Button>
          }
        />
      )}
    </section>
  );
}
