import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

const controlClass =
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus-visible:border-midnight-green aria-invalid:border-red-700';

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
}

function FieldShell({ id, label, error, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error?: string) => (error ? `${id}-error` : undefined);

export function TextField({ id, label, error, className, ...input }: FieldProps & ComponentProps<'input'>) {
  return (
    <FieldShell id={id} label={label} error={error}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={cn(controlClass, 'h-10', className)}
        {...input}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  className,
  ...textarea
}: FieldProps & ComponentProps<'textarea'>) {
  return (
    <FieldShell id={id} label={label} error={error}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={cn(controlClass, 'min-h-36', className)}
        {...textarea}
      />
    </FieldShell>
  );
}
