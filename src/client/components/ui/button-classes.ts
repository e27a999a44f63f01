const BASE = 'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed';

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-300 disabled:text-slate-600',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
  destructive: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-300',
  link: 'text-brand-700 underline-offset-4 hover:underline',
} as const;

const SIZES = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
  /** A link in a line of small print: no box of its own. */
  inline: 'h-auto px-0 text-xs',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;
export const BUTTON_VARIANTS = Object.keys(VARIANTS) as ButtonVariant[];
export const BUTTON_SIZES = Object.keys(SIZES) as ButtonSize[];

/** A button's own classes, for a variant and a size. */
export function buttonClasses(variant: ButtonVariant, size: ButtonSize): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}`;
}
