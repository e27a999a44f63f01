import { useId } from 'react';

type SelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  required?: boolean;
};

/** A labelled native select: keyboard- and screen-reader-friendly everywhere. */
export function Select({ label, value, onChange, options, placeholder = 'Select…', required }: SelectProps) {
  const id = useId();
  return (
    <div className="text-sm">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        required={required}
        aria-required={required || undefined}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
