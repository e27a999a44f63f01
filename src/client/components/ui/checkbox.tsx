import { useId, type ReactNode } from 'react';

export function Checkbox({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {children}
      </label>
    </div>
  );
}
