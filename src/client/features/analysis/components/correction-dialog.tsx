import { useState } from 'react';
import type { AnalysisState } from '../../../../shared/api/analyses';
import type { FocusAdjustment, IssueDecisions, SectionCorrection } from '../../../../shared/api/sections';
import { ISSUE_CATEGORIES, issueCategoryLabel, type IssueCategoryId } from '../../../../shared/domain/issue-categories';
import { FOCUS_OPTIONS } from '../../../../shared/domain/profile-options';
import { canonicalJson } from '../../../../shared/domain/section-inputs';
import type { SafetyScreen } from '../../../../shared/domain/safety-screen';
import { sectionDefinition, type SectionKey } from '../../../../shared/domain/sections';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { latestCued, SafetyScreenForm, safetyScreenComplete } from './safety-screen-form';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sectionKey: SectionKey;
  state: AnalysisState;
  /** Applies the correction; resolves true when the section was made again. */
  onApply: (correction: SectionCorrection) => Promise<boolean>;
};

const sorted = (list: readonly string[] | undefined) => [...(list ?? [])].sort();
const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

function Fieldset({ legend, hint, children }: { legend: string; hint: string; children: React.ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 pt-4">
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <p className="mt-0.5 text-xs text-slate-600">{hint}</p>
      <div className="mt-3">{children}</div>
    </fieldset>
  );
}

/**
 * "What should change?" — the corrections a practitioner can make to the analysis: which issues
 * apply, which risk factors do not fit (and why), the focus, and the safety screen's answers.
 * Applying makes this section again from the corrected inputs; every later section goes stale
 * and is made again when visited (docs/product.md "Corrections"). Nothing changed, nothing to
 * apply: a new wording alone is not a correction.
 */
export function CorrectionDialog({ open, onOpenChange, sectionKey, state, onApply }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="What should change?"
      description={`Correct what the analysis got wrong. The ${sectionDefinition(sectionKey).title} is made again from your corrections, and the sections after it are brought up to date when you reach them.`}
      className="max-w-2xl"
    >
      {open ? <CorrectionForm state={state} onApply={onApply} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function CorrectionForm({ state, onApply, onClose }: Omit<Props, 'open' | 'onOpenChange' | 'sectionKey'> & { onClose: () => void }) {
  const summary = state.sections?.summary?.data;
  const risk = state.sections?.risk?.data;
  const initialDecisions: IssueDecisions = { confirmed: sorted(state.issueDecisions?.confirmed) as IssueCategoryId[], dismissed: sorted(state.issueDecisions?.dismissed) as IssueCategoryId[] };
  const [decisions, setDecisions] = useState<IssueDecisions>(initialDecisions);
  const [disputes, setDisputes] = useState<Record<string, string>>(state.disputedFactors ?? {});
  const [focus, setFocus] = useState<string>(state.focusAdjustment?.focus ?? '');
  const [focusText, setFocusText] = useState(state.focusAdjustment?.description ?? '');
  const [revisingScreen, setRevisingScreen] = useState(false);
  const [screen, setScreen] = useState<SafetyScreen>(state.safetyScreen ?? {});
  const [busy, setBusy] = useState(false);

  const cued = latestCued(state);
  const found = summary?.issues ?? [];
  const possible = summary?.possible_issues ?? [];
  const confirmed = new Set(decisions.confirmed);
  const dismissed = new Set(decisions.dismissed);
  const listed = new Set<IssueCategoryId>([...found, ...possible.map((p) => p.id), ...confirmed]);
  const addable = ISSUE_CATEGORIES.filter((c) => !listed.has(c.id));
  const disputable = [...(risk?.factors ?? []), ...(risk?.disputed_factors ?? [])].filter((f, i, all) => f.disputable && all.findIndex((o) => o.id === f.id) === i);

  const setIssue = (id: IssueCategoryId, choice: 'applies' | 'dismissed' | 'open') =>
    setDecisions({
      confirmed: sorted([...(decisions.confirmed ?? []).filter((x) => x !== id), ...(choice === 'applies' ? [id] : [])]) as IssueCategoryId[],
      dismissed: sorted([...(decisions.dismissed ?? []).filter((x) => x !== id), ...(choice === 'dismissed' ? [id] : [])]) as IssueCategoryId[],
    });

  const focusValue: FocusAdjustment | undefined = focus ? { focus: focus as FocusAdjustment['focus'], description: focusText.trim() } : undefined;
  const correction: SectionCorrection = {};
  if (!same(decisions, initialDecisions)) correction.issueDecisions = decisions;
  if (!same(disputes, state.disputedFactors ?? {})) correction.disputedFactors = disputes;
  if (focusValue && !same(focusValue, state.focusAdjustment ?? null)) correction.focusAdjustment = focusValue;
  if (revisingScreen && !same(screen, state.safetyScreen ?? {})) correction.safetyScreen = screen;

  const problems = [
    ...Object.entries(disputes)
      .filter(([, reason]) => !reason.trim())
      .map(() => 'Say why each disputed factor does not fit.'),
    ...(focus === 'other' && !focusText.trim() ? ['Describe the focus you want.'] : []),
    ...(correction.safetyScreen && !safetyScreenComplete(screen, cued) ? ['Finish the safety screen: an open screen needs every answer.'] : []),
  ];
  const changed = Object.keys(correction).length > 0;

  const apply = async () => {
    setBusy(true);
    const ok = await onApply({ ...correction, ...(correction.disputedFactors ? { disputedFactors: Object.fromEntries(Object.entries(disputes).map(([id, r]) => [id, r.trim()])) } : {}) });
    setBusy(false);
    if (ok) onClose();
  };

  return (
    <div className="space-y-5 text-sm">
      <Fieldset legend="Issues" hint="Mark which issues apply to this dilemma. A danger the safety screen's answers state cannot be dismissed here; revise the answers instead.">
        <ul className="space-y-2" aria-label="Issues">
          {[...listed].map((id) => {
            const choice = confirmed.has(id) ? 'applies' : dismissed.has(id) ? 'dismissed' : 'open';
            const kind = found.includes(id) ? 'found' : possible.some((p) => p.id === id) ? 'possible' : 'added by you';
            return (
              <li key={id} className="flex flex-wrap items-center justify-between gap-2" data-testid={`correction-issue-${id}`}>
                <span>
                  {issueCategoryLabel(id)} <span className="text-xs text-slate-500">({kind})</span>
                </span>
                <span className="flex gap-1">
                  <Button size="sm" variant={choice === 'applies' ? 'primary' : 'secondary'} aria-pressed={choice === 'applies'} onClick={() => setIssue(id, choice === 'applies' ? 'open' : 'applies')}>
                    Applies
                  </Button>
                  <Button size="sm" variant={choice === 'dismissed' ? 'primary' : 'secondary'} aria-pressed={choice === 'dismissed'} onClick={() => setIssue(id, choice === 'dismissed' ? 'open' : 'dismissed')}>
                    Does not apply
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
        {addable.length > 0 ? (
          <div className="mt-3">
            <Select label="Add an issue the analysis missed" value="" onChange={(value) => value && setIssue(value as IssueCategoryId, 'applies')} options={addable.map((c) => ({ value: c.id, label: c.label }))} placeholder="Choose an issue…" />
          </div>
        ) : null}
      </Fieldset>

      {disputable.length > 0 ? (
        <Fieldset legend="Risk factors" hint="Dispute a factor that does not fit, and say why. The score is recomputed without it; the report shows both readings and your reason.">
          <ul className="space-y-3">
            {disputable.map((factor) => {
              const disputed = disputes[factor.id] !== undefined;
              return (
                <li key={factor.id}>
                  <label className="flex items-start gap-2">
                    <input
                      type="checkbox"
                      className="mt-1"
                      checked={disputed}
                      onChange={(event) => {
                        const next = { ...disputes };
                        if (event.target.checked) next[factor.id] = '';
                        else delete next[factor.id];
                        setDisputes(next);
                      }}
                    />
                    <span>
                      Dispute: {factor.label} <span className="text-xs text-slate-500">({factor.weight >= 0 ? '+' : ''}{factor.weight})</span>
                    </span>
                  </label>
                  {disputed ? (
                    <div className="ml-6 mt-1">
                      <label htmlFor={`correction-reason-${factor.id}`} className="text-xs font-medium text-slate-800">
                        Why it does not fit
                      </label>
                      <textarea
                        id={`correction-reason-${factor.id}`}
                        rows={2}
                        maxLength={1000}
                        value={disputes[factor.id]}
                        onChange={(event) => setDisputes({ ...disputes, [factor.id]: event.target.value })}
                        className="mt-1 block w-full rounded-md border border-slate-300 p-2 text-sm"
                      />
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </Fieldset>
      ) : null}

      <Fieldset legend="Focus" hint="What the summary should emphasise.">
        <Select label="Focus" value={focus} onChange={setFocus} options={FOCUS_OPTIONS} placeholder="No particular focus" />
        {focus === 'other' ? (
          <div className="mt-2">
            <label htmlFor="correction-focus-text" className="font-medium text-slate-800">
              Describe the focus you want
            </label>
            <textarea
              id="correction-focus-text"
              rows={2}
              maxLength={1000}
              value={focusText}
              onChange={(event) => setFocusText(event.target.value)}
              className="mt-1 block w-full rounded-md border border-slate-300 p-2 text-sm"
            />
          </div>
        ) : null}
      </Fieldset>

      <Fieldset legend="Safety screen" hint="Your answers set the risk facts directly: revise them when they no longer match what you know.">
        {revisingScreen ? (
          <SafetyScreenForm value={screen} cued={cued} onChange={setScreen} />
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setRevisingScreen(true)}>
            Revise the safety screen answers
          </Button>
        )}
      </Fieldset>

      {problems.length > 0 ? (
        <ul className="rounded-md bg-amber-50 p-3 text-amber-950" aria-live="polite">
          {[...new Set(problems)].map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 pt-4">
        {!changed ? <span className="mr-auto text-xs text-slate-600">Nothing changed yet: a new wording alone is not a correction.</span> : null}
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={!changed || problems.length > 0 || busy} onClick={() => void apply()}>
          Apply and regenerate
        </Button>
      </div>
    </div>
  );
}
