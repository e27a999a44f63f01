/** Generated sections are rendered defensively: unexpected shapes become readable text, never a crash. */
export type Loose = Record<string, unknown>;

export function isObject(value: unknown): value is Loose {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

export function objects(value: unknown): Loose[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

export function str(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** Any value as plain readable text (for shapes the screen does not recognise). */
export function readable(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  const indent = '  '.repeat(depth);
  if (Array.isArray(value)) return value.map((item) => `${indent}• ${readable(item, depth + 1).trimStart()}`).join('\n');
  return Object.entries(value as Loose)
    .map(([key, item]) => `${indent}${key.replace(/_/g, ' ')}: ${typeof item === 'object' ? `\n${readable(item, depth + 1)}` : readable(item)}`)
    .join('\n');
}
