import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it.each([
    ['default', 'bg-midnight-green'],
    ['destructive', 'bg-red-700'],
    ['outline', 'border'],
    ['secondary', 'bg-tea-green'],
    ['ghost', 'hover:bg-nyanza'],
    ['link', 'hover:underline'],
  ] as const)('renders the %s variant', (variant, expectedClass) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' }).classList).toContain(expectedClass);
  });

  it.each([
    ['default', 'h-10'],
    ['sm', 'h-9'],
    ['lg', 'h-11'],
    ['icon', 'size-10'],
  ] as const)('renders the %s size', (size, expectedClass) => {
    render(<Button size={size}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' }).classList).toContain(expectedClass);
  });

  it('uses the default variant and size, and never submits a form by accident', () => {
    render(<Button>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('bg-midnight-green');
    expect(button.className).toContain('h-10');
  });

  it('lets a caller class override a variant class', () => {
    render(<Button className="bg-nyanza">Go</Button>);
    const classes = screen.getByRole('button', { name: 'Go' }).classList;
    expect(classes).toContain('bg-nyanza');
    expect(classes).not.toContain('bg-midnight-green');
  });

  it('styles links through buttonVariants', () => {
    expect(buttonVariants({ variant: 'outline', size: 'sm' })).toMatch(/border.*h-9/);
  });
});
