import { cva, type VariantProps } from 'class-variance-authority';

// The one card style of the app (issue 24's visual pass): a white surface with a hairline brand ring, or a
// nyanza tint for the public pages' feature boxes. Used as a class, like buttonVariants, because a card is a
// <section>, an <li> or a <figure> depending on what it holds.
export const cardVariants = cva('rounded-xl', {
  variants: {
    tone: {
      surface: 'bg-white shadow-sm ring-1 ring-midnight-green/15',
      tint: 'bg-nyanza/60 ring-1 ring-midnight-green/10',
      danger: 'bg-white shadow-sm ring-1 ring-danger-line',
    },
    padding: {
      none: '',
      sm: 'p-4',
      md: 'p-5 sm:p-6',
      lg: 'p-5 sm:p-8',
    },
  },
  defaultVariants: { tone: 'surface', padding: 'md' },
});

export type CardVariants = VariantProps<typeof cardVariants>;
