import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/cn';

// Variants and sizes are SPEC §9's. To style a react-router <Link> as a button, use
// `className={buttonVariants({ variant: 'outline' })}` on the Link instead of nesting elements.
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-midnight-green disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-midnight-green text-white hover:bg-midnight-green/90',
        destructive: 'bg-danger text-white hover:bg-danger-strong focus-visible:outline-danger',
        outline: 'border border-midnight-green/40 bg-white text-midnight-green hover:bg-nyanza',
        secondary: 'bg-tea-green text-midnight-green hover:bg-tea-green/70',
        ghost: 'text-midnight-green hover:bg-nyanza',
        link: 'text-midnight-green underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-11 px-8 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

// Until a prerendered page is hydrated a button can do nothing (its handler is not attached yet): it says
// so with aria-disabled and ignores the pointer, but keeps its normal look so nothing flickers.
const notHydratedClass = 'aria-disabled:opacity-100';

// `type` defaults to "button" so a Button inside a form never submits it by accident.
export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  // A button that is disabled anyway keeps its disabled look.
  const waiting = !useHydrated() && !props.disabled;
  return (
    <button
      type={type}
      className={cn(buttonVariants({ variant, size }), className, waiting && notHydratedClass)}
      aria-disabled={waiting ? true : undefined}
      {...props}
    />
  );
}
