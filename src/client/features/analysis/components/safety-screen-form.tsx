import { AlertTriangle, CheckCircle2, ShieldAlert } from 'lucide-react';
import { clsx } from 'clsx';
import type { AnalysisState } from '../../../../shared/api/analyses';
import type { SafetyScreenStatus } from '../../../../shared/api/sections';
import {
  ABUSE_SUBJECT_LABELS,
  ABUSE_SUBJECTS,
  SAFETY_SCREEN_DEFINITIONS,
  SCREEN_ANSWER_LABELS,
  SCREEN_ANSWERS,
  SCREEN_DOMAINS,
  SCREEN_TEXT_MAX,
  concernOpens,
  missingItems,
  screenDomainComplete,
  type SafetyScreen,
  type ScreenDomain,
  type ScreenItem,
} from '../../../../shared/domain/safety-screen';

type Props = {
  value: SafetyScreen;
  /** The domains the cues flagged (latestCued: the server's latest reading of the description and answers). */
  cued: SafetyScreenStatus['cued'];
  onChange: (next: SafetyScreen) => void;
};

/**
 * The cues the server saw last. The clarifying-questions section knows only the description; a
 * later section also reads the answers, which can flag a domain (its detailed screen then opens
 * here, as the server requires it). The most recently generated section speaks for the analysis.
 */
export function latestCued(state: Pick<AnalysisState, 'sections'> | undefined, questions?: SafetyScreenStatus['cued']): SafetyScreenStatus['cued'] {
  const stored = Object.values(state?.sections ?? {}).filter((s): s is NonNullable<typeof s> => Boolean(s?.data?.safety_screen));
  const latest = stored.sort((a, b) => b.generatedAt.localeCompare(a.generatedAt))[0];
  const all = [...(questions ?? state?.sections?.questions?.data.safety_screen?.cued ?? []), ...(latest?.data.safety_screen?.cued ?? [])];
  return all.filter((c, i) => all.findIndex((o) => o.domain === c.domain) === i);
}

/** Domains flagged by the description: their detailed screens open whatever the first answer. */
export function cuedDomains(cued: SafetyScreenStatus['cued'] | undefined): Set<ScreenDomain> {
  return new Set((cued ?? []).map((c) => c.domain));
}

/** Whether every item of the screen the practitioner must answer is answered. */
export function safetyScreenComplete(value: SafetyScreen | undefined, cued: SafetyScreenStatus['cued'] | undefined): boolean {
  const flagged = cuedDomains(cued);
  return SCREEN_DOMAINS.every((domain) => screenDomainComplete(value, domain, flagged.has(domain)));
}

function ChoiceGroup({ name, legend, hint, value, onChange, required }: { name: string; legend: string; hint?: string; value: string | undefined; onChange: (value: string) => void; required: boolean }) {
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <fieldset className="py-3" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-slate-900">
        {legend}
        {required && value === undefined ? <span className="sr-only"> (required)</span> : null}
      </legend>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {SCREEN_ANSWERS.map((answer) => {
          const id = `${name}-${answer}`;
          const checked = value === answer;
          return (
            <label
              key={answer}
              htmlFor={id}
              className={clsx(
                'inline-flex min-h-10 cursor-pointer items-center rounded-md border px-4 text-sm font-medium focus-within:ring-2 focus-within:ring-brand-600/40',
                checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              <input id={id} type="radio" name={name} value={answer} checked={checked} onChange={() => onChange(answer)} className="sr-only" />
              {SCREEN_ANSWER_LABELS[answer]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function DetailItem({ domain, item, answers, onSet }: { domain: ScreenDomain; item: ScreenItem; answers: Record<string, string | undefined>; onSet: (key: string, value: string | undefined) => void }) {
  const name = `screen-${domain}-${String(item.key)}`;
  const value = answers[item.key as string];
  if (item.kind === 'choice') {
    return <ChoiceGroup name={name} legend={item.question} hint={item.hint} value={value} required onChange={(v) => onSet(item.key as string, v)} />;
  }
  if (item.kind === 'subject') {
    return (
      <fieldset className="py-3">
        <legend className="text-sm font-medium text-slate-900">{item.question}</legend>
        <p className="mt-0.5 text-xs text-slate-600">{item.hint}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {ABUSE_SUBJECTS.map((subject) => {
            const id = `${name}-${subject}`;
            const checked = value === subject;
            return (
              <label
                key={subject}
                htmlFor={id}
                className={clsx(
                  'inline-flex min-h-10 cursor-pointer items-center rounded-md border px-4 text-sm font-medium focus-within:ring-2 focus-within:ring-brand-600/40',
                  checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                )}
              >
                <input id={id} type="radio" name={name} value={subject} checked={checked} onChange={() => onSet(item.key as string, subject)} className="sr-only" />
                {ABUSE_SUBJECT_LABELS[subject]}
              </label>
            );
          })}
        </div>
      </fieldset>
    );
  }
  return (
    <div className="py-3">
      <label htmlFor={name} className="text-sm font-medium text-slate-900">
        {item.question} <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <p id={`${name}-hint`} className="mt-0.5 text-xs text-slate-600">
        {item.hint}
      </p>
      <input
        id={name}
        type="text"
        value={value ?? ''}
        maxLength={SCREEN_TEXT_MAX}
        aria-describedby={`${name}-hint`}
        onChange={(event) => onSet(item.key as string, event.target.value === '' ? undefined : event.target.value)}
        className="mt-2 block w-full rounded-md border border-slate-300 p-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
    </div>
  );
}

function DomainCard({ domain, value, signals, flagged, onChange }: { domain: ScreenDomain; value: SafetyScreen; signals: string[]; flagged: boolean; onChange: (next: SafetyScreen) => void }) {
  const definition = SAFETY_SCREEN_DEFINITIONS[domain];
  const answers = (value[domain] ?? {}) as Record<string, string | undefined>;
  const open = flagged || concernOpens(answers.concern as never);
  const complete = screenDomainComplete(value, domain, flagged);
  const missing = open ? missingItems(value, domain).length : 0;
  const set = (key: string, next: string | undefined) => {
    const updated = { ...answers, [key]: next };
    if (next === undefined) delete updated[key];
    onChange({ ...value, [domain]: updated });
  };
  const headingId = `screen-${domain}-heading`;
  return (
    <section aria-labelledby={headingId} className={clsx('rounded-lg border bg-white p-5 shadow-sm', flagged ? 'border-amber-400' : 'border-slate-200')}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {definition.title}
        </h3>
        <span className={clsx('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', complete ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900')}>
          {complete ? <CheckCircle2 className="h-3.5 w-3.5" aria-hidden /> : <AlertTriangle className="h-3.5 w-3.5" aria-hidden />}
          {complete ? 'Answered' : missing > 0 ? `${missing} to answer` : 'To answer'}
        </span>
      </div>
      {flagged ? (
        <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950" data-testid={`screen-${domain}-flag`}>
          {signals.length > 0
            ? `What you wrote mentions ${signals.map((s) => `“${s}”`).join(', ')}.`
            : 'Nothing you wrote names this risk directly, but dilemmas worded like yours sometimes involve it.'}{' '}
          Please answer every question below; unknown is not the same as safe, and “Not sure” is a fine answer.
        </p>
      ) : null}
      <ChoiceGroup name={`screen-${domain}-concern`} legend={definition.concernQuestion} value={answers.concern} required onChange={(v) => set('concern', v)} />
      {open ? (
        <div className="mt-1 border-t border-slate-200 pt-1">
          <p className="pt-2 text-xs text-slate-600">{definition.structure}</p>
          <div className="divide-y divide-slate-100">
            {definition.items.map((item) => (
              <DetailItem key={String(item.key)} domain={domain} item={item as ScreenItem} answers={answers} onSet={set} />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The safety screen (docs/product.md "Safety screen"): three items every analysis answers, each
 * opening its structured screen on Yes / Not sure or when the description's cues flag it.
 */
export function SafetyScreenForm({ value, cued, onChange }: Props) {
  const flagged = cuedDomains(cued);
  return (
    <section aria-labelledby="safety-screen-heading" className="mb-6">
      <h2 id="safety-screen-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ShieldAlert className="h-5 w-5 text-brand-700" aria-hidden /> Safety screen
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Three questions every analysis answers. Your answers set the risk factors directly; a flagged risk you have not answered is treated as not yet assessed, never as safe. Answer from what you know about the client, not only what you wrote.
      </p>
      <div className="mt-3 space-y-4">
        {SCREEN_DOMAINS.map((domain) => (
          <DomainCard
            key={domain}
            domain={domain}
            value={value}
            flagged={flagged.has(domain)}
            signals={cued.find((c) => c.domain === domain)?.signals ?? []}
            onChange={onChange}
          />
        ))}
      </div>
    </section>
  );
}
