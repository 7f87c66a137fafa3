import type { ReactNode } from 'react';

// One figure of a dashboard: a label and its value.
export function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex items-center gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-midnight-green/15">
      {icon ? (
        <span aria-hidden="true" className="rounded-lg bg-nyanza p-2 text-midnight-green [&_svg]:size-5">
          {icon}
        </span>
      ) : null}
      <div className="min-w-0">
        <p className="text-sm font-medium text-ink-muted">{label}</p>
        <p className="text-2xl font-bold text-midnight-green">{value}</p>
      </div>
    </div>
  );
}
