import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { FocusAdjustment } from '../../shared/api/sections';
import { FOCUS_OPTIONS } from '../../shared/domain/profile-options';
import { FlowPage } from '../features/analysis/components/flow/flow-page';
import { SectionError, SectionPending } from '../components/flow/section-states';
import { Button } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { Select } from '../components/ui/select';
import { toast } from '../components/ui/toast';
import { BulletList } from '../features/analysis/components/bullet-list';
import { EngineNote } from '../features/analysis/components/engine-note';
import { IssueReview } from '../features/analysis/components/issue-review';
import { ObligationList } from '../features/analysis/components/obligation-list';
import { SafetyScreenNotice } from '../features/analysis/components/safety-screen-notice';
import { useDraft } from '../features/analysis/draft-provider';
import { FlowGate } from '../features/analysis/flow-gate';
import { missingStepFor, userHasRoleAndState } from '../features/analysis/setup';
import { useSection } from '../features/analysis/use-section';
import { paths } from '../paths';

const INSIGHT_PANELS = [
  { key: 'ethical_principles', title: 'Key Insights' },
  { key: 'professional_obligations', title: 'Professional Obligations' },
  { key: 'competing_values', title: 'Competing Values' },
  { key: 'decision_points', title: 'Decision Points' },
] as const;

/** "High — several duties…": the pill shows the word, the reason goes underneath. */
function rating(text: string | undefined): { word: string; detail: string } {
  const [word = '', ...rest] = (text ?? '').split(' — ');
  return { word: word.trim(), detail: rest.join(' — ').trim() };
}

const APPROACH_PANELS = [
  { key: 'conversation_starters', title: 'Conversation Starters' },
  { key: 'proposed_responses', title: 'Response Strategies' },
  { key: 'key_messages', title: 'Key Messages' },
  { key: 'follow_up_strategies', title: 'Follow-up Strategies' },
] as const;

function FocusPanel({ onCancel, onGenerate }: { onCancel: () => void; onGenerate: (focus: FocusAdjustment) => void }) {
  const [focus, setFocus] = useState('');
  const [description, setDescription] = useState('');
  // A focus must be chosen, and "other" needs a description.
  const valid = focus !== '' && (focus !== 'other' || description.trim().length > 0);
  return (
    <section aria-labelledby="focus-heading" className="mt-4 rounded-lg border border-brand-100 bg-brand-50 p-5">
      <h2 id="focus-heading" className="font-semibold text-slate-900">
        Adjust the focus
      </h2>
      <p className="mt-1 text-sm text-slate-700">Choose what the summary should emphasise; a new analysis is generated with that lens.</p>
      <div className="mt-3 grid gap-3">
        <Select label="Focus" value={focus} onChange={setFocus} options={FOCUS_OPTIONS} placeholder="Select a focus" />
        {focus === 'other' ? (
          <div className="text-sm">
            <label htmlFor="focus-description" className="font-medium text-slate-800">
              Describe the focus you want
            </label>
            <textarea
              id="focus-description"
              rows={3}
              value={description}
              maxLength={1000}
              onChange={(event) => setDescription(event.target.value)}
              className="mt-1 block w-full rounded-md border border-slate-300 p-2 text-sm"
            />
          </div>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={!valid} onClick={() => onGenerate({ focus: focus as FocusAdjustment['focus'], description: description.trim() })}>
          Generate New Analysis
        </Button>
      </div>
    </section>
  );
}

function ReflectiveSummaryScreen() {
  const navigate = useNavigate();
  const { draft, update, flush } = useDraft();
  const [refining, setRefining] = useState(false);
  const [asking, setAsking] = useState(false);
  const summary = useSection({ key: 'summary' });
  const approaches = useSection({ key: 'conversation', enabled: summary.status === 'ready' && summary.confirmed });

  const confirmAndContinue = async () => {
    summary.confirm();
    if (await flush()) navigate(paths.step.risk);
    else toast({ title: 'Not saved yet', description: 'Error saving your summary. Please try again.', variant: 'destructive' });
  };

  const data = summary.data;
  return (
    <FlowPage
      title="Reflective Summary"
      subtitle="How the situation reads back. Confirm it, or adjust the focus."
      maxWidth={1000}
      footer={
        <>
          <Button variant="secondary" onClick={() => navigate(paths.step.questions)}>
            Back
          </Button>
          <Button
            disabled={!data || summary.status === 'loading'}
            onClick={() => (summary.confirmed ? void confirmAndContinue() : setAsking(true))}
          >
            Continue to Risk Assessment
          </Button>
        </>
      }
    >
      {summary.status === 'loading' ? (
        <SectionPending label="AI is analyzing your dilemma..." partial={summary.partial} />
      ) : summary.status === 'error' || !data ? (
        <SectionError
          title="Error Loading Summary"
          message={summary.limitMessage ?? 'AI service failed to generate analysis. Please try again.'}
          onRetry={() => void summary.retry()}
        />
      ) : (
        <>
          <EngineNote meta={data} />
          <SafetyScreenNotice status={data.safety_screen} />
          <section aria-label="Summary" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex flex-wrap gap-2 text-sm">
              <span className="whitespace-nowrap rounded-full bg-slate-100 px-3 py-1">
                <strong>Complexity:</strong> {rating(data.complexity).word}
              </span>
              <span className="whitespace-nowrap rounded-full bg-slate-100 px-3 py-1">
                <strong>Urgency:</strong> {rating(data.urgency).word}
              </span>
              {draft?.state.focusAdjustment ? (
                <span className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
                  Focus: {FOCUS_OPTIONS.find((f) => f.value === draft.state.focusAdjustment?.focus)?.label}
                </span>
              ) : null}
            </div>
            <dl className="mt-3 space-y-1 text-sm text-slate-700">
              {(
                [
                  ['Complexity', data.complexity],
                  ['Urgency', data.urgency],
                ] as const
              ).map(([label, text]) =>
                rating(text).detail ? (
                  <div key={label}>
                    <dt className="inline font-medium text-slate-800">{label}: </dt>
                    <dd className="inline">{rating(text).detail}</dd>
                  </div>
                ) : null,
              )}
            </dl>
            <div className="mt-4 space-y-3 whitespace-pre-wrap text-sm leading-relaxed text-slate-800" data-testid="summary-text">
              {data.summary}
            </div>
          </section>

          <IssueReview data={data} decisions={draft?.state.issueDecisions} onChange={(next) => update((state) => ({ ...state, issueDecisions: next }))} />

          <section aria-labelledby="insights-heading" className="mt-6">
            <h2 id="insights-heading" className="text-lg font-semibold text-slate-900">
              Analysis Insights
            </h2>
            <div className="mt-3 grid gap-4 md:grid-cols-2">
              {INSIGHT_PANELS.map((panel) => (
                <div key={panel.key} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                  <h3 className="font-semibold text-slate-900">{panel.title}</h3>
                  <div className="mt-2">
                    {panel.key === 'professional_obligations' ? (
                      <ObligationList items={data.insights?.[panel.key]} citations={data.citations} />
                    ) : (
                      <BulletList items={data.insights?.[panel.key]} />
                    )}
                  </div>
                </div>
              ))}
            </div>
          </section>

          <section aria-labelledby="reflect-heading" className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="reflect-heading" className="font-semibold text-slate-900">
              Does this summary accurately reflect your situation?
            </h2>
            {summary.confirmed ? (
              <p className="mt-1 text-sm text-emerald-800">You confirmed this summary.</p>
            ) : (
              <div className="mt-3 flex flex-wrap gap-2">
                <Button onClick={() => summary.confirm()}>Yes, it does</Button>
                <Button variant="secondary" onClick={() => setRefining(true)}>
                  Adjust Focus
                </Button>
              </div>
            )}
            {refining ? (
              <FocusPanel
                onCancel={() => setRefining(false)}
                onGenerate={async (focus) => {
                  setRefining(false);
                  const ok = await summary.correct({ focusAdjustment: focus });
                  if (!ok) toast({ title: 'Regeneration failed', description: 'Error regenerating summary. Please try again.', variant: 'destructive' });
                }}
              />
            ) : null}
          </section>

          {summary.confirmed ? (
            <section aria-labelledby="approaches-heading" className="mt-6">
              <h2 id="approaches-heading" className="text-lg font-semibold text-slate-900">
                Practical Conversation Approaches
              </h2>
              {approaches.status === 'loading' ? (
                <SectionPending label="AI is generating conversation approaches..." partial={approaches.partial} />
              ) : approaches.status === 'error' || !approaches.data ? (
                <SectionError
                  title="Conversation approaches unavailable"
                  message={approaches.limitMessage ?? 'AI service failed to generate analysis. Please try again.'}
                  onRetry={() => void approaches.retry()}
                />
              ) : (
                <div className="mt-3 grid gap-4 md:grid-cols-2">
                  <div className="md:col-span-2">
                    <EngineNote meta={approaches.data} />
                  </div>
                  {APPROACH_PANELS.map((panel) => (
                    <div key={panel.key} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                      <h3 className="font-semibold text-slate-900">{panel.title}</h3>
                      <div className="mt-2">
                        <BulletList items={approaches.data?.conversationStarters?.[panel.key]} />
                      </div>
                    </div>
                  ))}
                </div>
              )}
            </section>
          ) : null}
        </>
      )}

      <Dialog
        open={asking}
        onOpenChange={setAsking}
        title="Does this summary accurately reflect your situation?"
        description="The rest of the analysis builds on it. Confirm it, or adjust the focus and generate a new one."
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setAsking(false);
                setRefining(true);
              }}
            >
              Adjust Focus
            </Button>
            <Button
              onClick={() => {
                setAsking(false);
                void confirmAndContinue();
              }}
            >
              Yes, continue
            </Button>
          </>
        }
      />
    </FlowPage>
  );
}

export function ReflectiveSummaryRoute() {
  return (
    <FlowGate signedOutTo={paths.home} allowUser={userHasRoleAndState} requires={missingStepFor('summary')}>
      <ReflectiveSummaryScreen />
    </FlowGate>
  );
}
