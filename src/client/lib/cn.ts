import { twMerge } from 'tailwind-merge';

/**
 * A component's own classes with the caller's `className` over them: tailwind-merge drops the
 * ones the caller overrides. Without a `className` the component's classes come back as they are,
 * so a component's own classes never conflict with each other (button.test.ts checks the
 * button's). tailwind-merge builds its tables on its first call, tens of milliseconds of a
 * phone's main thread, so only a screen that overrides a component's classes pays for them.
 * Conditional classes that cannot conflict are joined with clsx.
 */
export function cn(own: string, className?: string): string {
  return className ? twMerge(own, className) : own;
}
