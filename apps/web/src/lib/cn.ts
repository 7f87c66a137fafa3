import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './class-merge';

// Joins class names and lets a later Tailwind class override an earlier one (`px-2` then `px-4`).
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
