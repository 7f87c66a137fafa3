import type { ComponentProps, ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/cn';

// Form building blocks: a visible label, the control, and its error right under it. The control gets
// aria-invalid and aria-describedby through `fieldControlProps`, so screen readers read the error with it.

export const errorIdOf = (id: string) => `${id}-error`;
export const hintIdOf = (id: string) => `${id}-hint`;

export function fieldControlProps(id: string, error?: string, hint?: string) {
  const describedBy = [hint ? hintIdOf(id) : null, error ? errorIdOf(id) : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorIdOf(id)} className="mt-1 text-sm text-danger">
      {error}
    </p>
  );
}

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function Field({ id, label, error, hint, className, children }: FieldProps) {
  return (
    <div className={cn('flex flex-col', className)}>
      <label htmlFor={id} className="mb-1 text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintIdOf(id)} className="mt-1 text-sm text-ink-subtle">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The one look of a text field or select; callers may size it (h-9 text-sm for a compact filter). */
export const controlClass =
  'h-10 w-full rounded-md border border-line-strong bg-white px-3 text-base text-ink placeholder:text-ink-subtle disabled:cursor-not-allowed disabled:bg-mist aria-[invalid=true]:border-danger';

// Text typed into a prerendered page before hydration would stay on screen while React's state stays
// empty, so until then the field is read-only (and looks the same).
export function Input({ className, readOnly, ...props }: ComponentProps<'input'>) {
  const hydrated = useHydrated();
  return <input className={cn(controlClass, className)} readOnly={readOnly || !hydrated} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(controlClass, 'pr-8', className)} {...props} />;
}

export function Textarea({ className, readOnly, ...props }: ComponentProps<'textarea'>) {
  const hydrated = useHydrated();
  return (
    <textarea
      className={cn(controlClass, 'h-auto min-h-36 py-2', className)}
      readOnly={readOnly || !hydrated}
      {...props}
    />
  );
}
