// What a Button does for its users, not which utility classes it happens to carry (those are button.tsx's
// own business: repeating them here would only test that the file says what it says).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonVariants, type ButtonProps } from './button';

const VARIANTS = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
const SIZES = ['default', 'sm', 'lg', 'icon'] as const;

function classesOf(props: ButtonProps): string[] {
  const { unmount } = render(<Button {...props}>Go</Button>);
  const classes = [...screen.getByRole('button', { name: 'Go' }).classList].sort();
  unmount();
  return classes;
}

describe('Button', () => {
  it('never submits its form unless asked to', async () => {
    const submitted = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={submitted}>
        <Button>Add a language</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add a language' }));
    expect(submitted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', async () => {
    const clicked = vi.fn();
    render(
      <Button disabled onClick={clicked}>
        Go
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(clicked).not.toHaveBeenCalled();
  });

  it("looks different for each of SPEC §9's variants and sizes, and plain means the default ones", () => {
    const variants = VARIANTS.map((variant) => classesOf({ variant }).join(' '));
    expect(new Set(variants).size).toBe(VARIANTS.length);
    const sizes = SIZES.map((size) => classesOf({ size }).join(' '));
    expect(new Set(sizes).size).toBe(SIZES.length);
    expect(classesOf({})).toEqual(classesOf({ variant: 'default', size: 'default' }));
  });

  it("lets a caller's class replace the variant's conflicting one instead of fighting it", () => {
    const backgrounds = (classes: string[]) => classes.filter((c) => /^bg-/.test(c));
    expect(backgrounds(classesOf({}))).toHaveLength(1);
    expect(backgrounds(classesOf({ className: 'bg-nyanza' }))).toEqual(['bg-nyanza']);
  });

  it('styles a link exactly like the button it stands for', () => {
    render(
      <a href="/profile" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        Profile
      </a>,
    );
    const link = [...screen.getByRole('link', { name: 'Profile' }).classList].sort();
    expect(link).toEqual(classesOf({ variant: 'outline', size: 'sm' }));
  });
});
