/**
 * List fields may arrive as strings or objects, and a lone value is wrapped in a list;
 * non-strings are dropped. Everything is rendered as text.
 */
export function toStringList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return items.filter((item): item is string => typeof item === 'string' && item.trim().length > 0);
}

export function BulletList({ items, className = '' }: { items: unknown; className?: string }) {
  const list = toStringList(items);
  if (list.length === 0) return <p className="text-sm text-slate-500">None identified.</p>;
  return (
    <ul className={`list-disc space-y-1 pl-5 text-sm leading-relaxed text-slate-800 ${className}`}>
      {list.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
