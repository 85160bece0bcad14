import type { ReactNode } from 'react';

/** The card the /auth pages share: a title, a line under it, and the form or message. */
export function AuthCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="flex justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface/70 p-6 shadow-2xl shadow-scrim/40 sm:p-8">
        <div className="mb-6 text-center">
          <h1 className="font-display text-3xl font-semibold tracking-tight">{title}</h1>
          {lead && <p className="mt-2 text-sm text-ink-muted">{lead}</p>}
        </div>
        {children}
      </div>
    </div>
  );
}
