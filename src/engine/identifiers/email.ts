import type { Candidate } from './candidate';

/** RFC 5322 is far looser; this is the shape people actually type, with a real-looking TLD. */
const EMAIL = /(?<![\w.+%-])[A-Za-z0-9](?:[A-Za-z0-9._%+-]{0,63})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?![\w-])/g;

export function recognizeEmails(text: string): Candidate[] {
  if (!text.includes('@')) return [];
  const out: Candidate[] = [];
  for (const m of text.matchAll(EMAIL)) {
    out.push({ kind: 'email', start: m.index, end: m.index + m[0].length, score: 0.95 });
  }
  return out;
}
