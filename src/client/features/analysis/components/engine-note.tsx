import { Cpu, Sparkles, TriangleAlert } from 'lucide-react';
import { authorOf, fallbackNotice, type FallbackReason } from '../../../../shared/domain/engines';

type Meta = { engine: 'built-in' | 'llm'; model?: string; fallback?: boolean; fallback_reason?: FallbackReason };

/**
 * Who wrote this section (decision 013): a language model, named, or the built-in engine. When the
 * built-in engine stood in for a model that failed or was not sent the text, it says why.
 */
export function EngineNote({ meta }: { meta: Meta }) {
  if (meta.fallback) {
    return (
      <div role="note" data-testid="fallback-notice" className="mb-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <p>{fallbackNotice(meta.fallback_reason, meta.model)}</p>
      </div>
    );
  }
  if (meta.engine !== 'llm') return null;
  return (
    <p data-testid="section-author" className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
      <Sparkles className="h-3.5 w-3.5" aria-hidden />
      Written by {authorOf(meta)}
    </p>
  );
}

/** The engine behind the analysis, beside the save status on every screen of the flow. */
export function EngineBadge({ engine, model }: { engine: 'built-in' | 'llm'; model?: string }) {
  return (
    <span data-testid="engine-badge" className="inline-flex items-center gap-1 rounded-full border border-slate-200 px-2.5 py-0.5 text-xs text-slate-700">
      <Cpu className="h-3.5 w-3.5" aria-hidden />
      {engine === 'llm' ? `Model: ${model ?? 'language model'}` : 'Built-in engine'}
    </span>
  );
}
