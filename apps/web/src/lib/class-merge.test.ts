import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge';

describe('mergeClasses', () => {
  it('keeps the later of two classes that set the same thing', () => {
    expect(mergeClasses('px-4 py-2 px-0')).toBe('py-2 px-0');
    expect(mergeClasses('bg-midnight-green text-white bg-nyanza')).toBe('text-white bg-nyanza');
    expect(mergeClasses('h-9 rounded-md h-auto min-h-36')).toBe('rounded-md h-auto min-h-36');
  });

  it('tells a text size from a text colour, and a border width from its colour', () => {
    expect(mergeClasses('text-sm text-ink text-base')).toBe('text-ink text-base');
    expect(mergeClasses('text-ink text-danger')).toBe('text-danger');
    expect(mergeClasses('border border-cadet-gray/40 border-2')).toBe('border-cadet-gray/40 border-2');
    expect(mergeClasses('ring-1 ring-midnight-green/15 ring-danger')).toBe('ring-1 ring-danger');
    expect(mergeClasses('font-bold font-mono font-normal')).toBe('font-mono font-normal');
  });

  it('lets a shorthand replace its parts but not the other way round', () => {
    expect(mergeClasses('px-2 pt-1 p-4')).toBe('p-4');
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClasses('w-4 h-4 size-5')).toBe('size-5');
    expect(mergeClasses('text-lg leading-relaxed text-2xl')).toBe('text-2xl');
  });

  it('compares classes only under the same variants', () => {
    expect(mergeClasses('w-full sm:w-auto w-40')).toBe('sm:w-auto w-40');
    expect(mergeClasses('[&_svg]:size-4 [&_svg]:size-5 size-4')).toBe('[&_svg]:size-5 size-4');
    expect(mergeClasses('aria-[current=page]:text-midnight-green hover:text-midnight-green')).toBe(
      'aria-[current=page]:text-midnight-green hover:text-midnight-green',
    );
  });

  it('never drops a class it does not know', () => {
    expect(mergeClasses('data-table tabular-nums data-table-x tabular-nums')).toBe(
      'data-table data-table-x tabular-nums',
    );
    expect(mergeClasses('flex flex-col flex-wrap block')).toBe('flex-col flex-wrap block');
  });
});
