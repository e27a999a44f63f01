import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { RISK_BADGE_CLASSES } from '../../shared/domain/risk';
import { BUTTON_SIZES, BUTTON_VARIANTS, buttonClasses } from '../components/ui/button-classes';
import { cn } from './cn';

/** The classes tailwind-merge would keep, as a set: their order does not matter to CSS. */
const merged = (classes: string) => new Set(twMerge(classes).split(' '));
const classSet = (classes: string) => new Set(classes.split(' '));

describe('cn', () => {
  it("lets the caller's classes override the component's", () => {
    expect(cn('py-10 text-slate-700', 'py-4')).toBe('text-slate-700 py-4');
  });

  it("returns the component's classes untouched without a className", () => {
    expect(cn('flex py-10')).toBe('flex py-10');
  });

  // cn skips tailwind-merge without a className, so a component's own classes must not conflict.
  it.each(BUTTON_VARIANTS.flatMap((variant) => BUTTON_SIZES.map((size) => [variant, size] as const)))('button %s %s has no conflicting classes', (variant, size) => {
    expect(classSet(buttonClasses(variant, size))).toEqual(merged(buttonClasses(variant, size)));
  });

  it.each(Object.entries(RISK_BADGE_CLASSES))('the %s risk badge has no conflicting classes', (_level, classes) => {
    const own = `inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${classes}`;
    expect(classSet(own)).toEqual(merged(own));
  });
});
