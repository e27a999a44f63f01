import { useState } from 'react';
import { Link } from 'react-router';

import type { ImpactResponse, RiskAssessmentResponse, SectionCorrection } from '../../shared/api/sections';
import { riskScoreOf } from '../../shared/domain/analysis-document';
import { SectionScreen } from '../features/analysis/components/flow/section-screen';
import { Button } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { toast } from '../components/ui/toast';
import { useDraft } from '../features/analysis/draft-provider';
import { FlowGate } from '../features/analysis/flow-gate';
import { missingStepFor } from '../features/analysis/setup';
import { useSection } from '../features/analysis/use-section';
import { DualTrackView } from '../features/analysis/views/dual-track-view';
import { ImpactView } from '../features/analysis/views/impact-view';
import { LegalView } from '../features/analysis/views/legal-view';
import { ModelView, modelAnalysisIsUsable } from '../features/analysis/views/model-view';
import { CrisisFastLane, RiskView } from '../features/analysis/views/risk-view';
import { EmergencyBanner, ScriptsView } from '../features/analysis/views/scripts-view';
import { StakeholderView } from '../features/analysis/views/stakeholder-view';
import { TimelineView } from '../features/analysis/views/timeline-view';
import { paths } from '../paths';

// ------------------------------------------------------------------ risk

/** One empty object, so the memoised view sees the same props when nothing is disputed. */
const NO_DISPUTES: Record<string, string> = {};

function RiskWithDisputes({ data, onCorrect }: { data: RiskAssessmentResponse; onCorrect: (correction: SectionCorrection) => Promise<boolean> }) {
  const { draft } = useDraft();
  return <RiskView data={data} disputes={draft?.state.disputedFactors ?? NO_DISPUTES} onCorrect={onCorrect} />;
}

export function RiskAssessmentRoute() {
  return (
    <FlowGate signedOutTo={paths.home} requires={missingStepFor('risk')}>
      <SectionScreen
        sectionKey="risk"
        subtitle="A 0–10 score on a published rubric, with the facts behind every point."
        loadingText="AI is generating your risk assessment..."
        errorTitle="Error Loading Risk Assessment"
        errorMessage="AI service failed to generate assessment. Please try again."
        saveErrorMessage="Error saving your assessment. Please try again."
        back={{ label: 'Back to Summary', to: paths.step.summary }}
        next={{ label: 'Continue to Timeline Analysis', to: paths.step.timeline }}
        confirm={{ question: 'Does this risk assessment look right?', yes: 'Yes, continue', no: 'No, regenerate' }}
        banner={(data) => <CrisisFastLane data={data} />}
      >
        {(data, section) => <RiskWithDisputes data={data} onCorrect={section.correct} />}
      </SectionScreen>
    </FlowGate>
  );
}

// ------------------------------------------------------------------ timeline

export function TimelineAnalysisRoute() {
  return (
    <FlowGate signedOutTo={paths.home} requires={missingStepFor('timeline')}>
      <SectionScreen
        sectionKey="timeline"
        subtitle="What to do when, including any legal deadlines in your state."
        loadingText="AI is mapping your action timeline..."
        errorTitle="Error Loading Timeline Analysis"
        errorMessage="AI service failed to generate analysis. Please try again."
        back={{ label: 'Back to Risk Assessment', to: paths.step.risk }}
        next={{ label: 'Continue to Impact Assessment', to: paths.step.impact }}
      >
        {(data) => <TimelineView data={data} />}
      </SectionScreen>
    </FlowGate>
  );
}

// ------------------------------------------------------------------ impact (+ coping)

function CopingAndImpact({ data }: { data: ImpactResponse }) {
  const coping = useSection({ key: 'coping' });
  // A coping failure leaves the rest of the screen usable.
  return <ImpactView data={data} coping={coping.data} copingFailed={coping.status === 'error'} />;
}

/** The two messages that hold Continue on the impact screen (docs/product.md "Guided flow"). */
function validateImpact(data: ImpactResponse | undefined): string | null {
  if (!data) return 'No assessment data available. Please try refreshing the page.';
  if (!data.assessment?.trim()) return 'Assessment data is incomplete. Please try regenerating the assessment.';
  return null;
}

export function ImpactAssessmentRoute() {
  return (
    <FlowGate signedOutTo={paths.home} requires={missingStepFor('impact')}>
      <SectionScreen
        sectionKey="impact"
        subtitle="How this dilemma may affect you, and how to look after yourself through it."
        loadingText={(slow) => (slow ? 'Still working: weighing each dimension of the impact on you…' : 'AI is assessing the impact on you...')}
        errorTitle="Error Loading Impact Assessment"
        errorMessage="AI service failed to generate assessment. Please try again."
        saveErrorMessage="Error saving your assessment. Please try again."
        back={{ label: 'Back to Timeline Analysis', to: paths.step.timeline }}
        next={{ label: 'Continue to Dual Track Analysis', to: paths.step.dualTrack }}
        confirm={{ question: 'Assessment Accuracy Validation: does this reflect how the dilemma affects you?', yes: 'Yes, this is accurate', no: 'No, regenerate assessment' }}
        validateContinue={validateImpact}
      >
        {(data) => <CopingAndImpact data={data} />}
      </SectionScreen>
    </FlowGate>
  );
}

// ------------------------------------------------------------------ dual track

export function DualTrackAnalysisRoute() {
  return (
    <FlowGate signedOutTo={paths.home} requires={missingStepFor('dualTrack')}>
      <SectionScreen
        sectionKey="dualTrack"
        subtitle="Your professional obligations and your personal values, side by side."
        loadingText="AI is comparing your professional and personal tracks..."
        errorTitle="Error Loading Dual Track Analysis"
        errorMessage="AI service failed to generate analysis. Please try again."
        back={{ label: 'Back to Impact Assessment', to: paths.step.impact }}
        next={{ label: 'Continue to Stakeholder Analysis', to: paths.step.stakeholders }}
      >
        {(data) => <DualTrackView data={data} />}
      </SectionScreen>
    </FlowGate>
  );
}

// ------------------------------------------------------------------ stakeholders

type StakeholderDialog = 'focus' | 'add' | null;

function StakeholderTools({ correct }: { correct: (correction: SectionCorrection) => Promise<boolean> }) {
  const { draft } = useDraft();
  const [dialog, setDialog] = useState<StakeholderDialog>(null);
  const [text, setText] = useState('');
  const close = () => {
    setDialog(null);
    setText('');
  };
  const submit = async () => {
    const value = text.trim();
    if (!value) return;
    const correction: SectionCorrection =
      dialog === 'focus' ? { stakeholderFocus: value } : { addedStakeholders: [...(draft?.state.addedStakeholders ?? []), value].slice(0, 10) };
    close();
    const ok = await correct(correction);
    if (!ok) toast({ title: 'Regeneration failed', description: 'AI service failed to generate analysis. Please try again.', variant: 'destructive' });
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setDialog('focus')}>
        Focus on specific stakeholder
      </Button>
      <Button variant="secondary" onClick={() => setDialog('add')}>
        Add stakeholder
      </Button>
      <Dialog
        open={dialog !== null}
        onOpenChange={(open) => (open ? undefined : close())}
        title={dialog === 'focus' ? 'Focus on a stakeholder' : 'Add a stakeholder'}
        description={
          dialog === 'focus'
            ? 'Name the person or group the analysis should centre on, e.g. "the client’s mother".'
            : 'Name a person or group the analysis left out, e.g. "the school principal". Use roles, not names.'
        }
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label htmlFor="stakeholder-input" className="text-sm font-medium text-slate-800">
            {dialog === 'focus' ? 'Stakeholder to focus on' : 'Stakeholder to add'}
          </label>
          <input
            id="stakeholder-input"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!text.trim()}>
              {dialog === 'focus' ? 'Regenerate with this focus' : 'Add and regenerate'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

export function StakeholderAnalysisRoute() {
  return (
    <FlowGate signedOutTo={paths.home} requires={missingStepFor('stakeholders')}>
      <SectionScreen
        sectionKey="stakeholders"
        subtitle="Everyone this decision touches: what they need, and what could harm or help them."
        loadingText="AI is mapping the stakeholders..."
        errorTitle="Error Loading Stakeholder Analysis"
        errorMessage="AI service failed to generate analysis. Please try again."
        back={{ label: 'Back to Dual Track Analysis', to: paths.step.dualTrack }}
        next={{ label: 'Continue to Legal Analysis', to: paths.step.legal }}
        regenerateLabel="Regenerate analysis"
        toolbar={(section) => <StakeholderTools correct={section.correct} />}
      >
        {(data) => <StakeholderView data={data} />}
      </SectionScreen>
    </FlowGate>
  );
}

// ------------------------------------------------------------------ legal

export function LegalAnalysisRoute() {
  return (
    <FlowGate signedOutTo={paths.home} requires={missingStepFor('legal')}>
      <SectionScreen
        sectionKey="legal"
        subtitle="Your state’s law and the federal rules that apply, each with its source."
        loadingText="AI is reviewing the law that applies..."
        errorTitle="Error Loading Legal Analysis"
        errorMessage="AI service failed to generate analysis. Please try again."
        back={{ label: 'Back to Stakeholder Analysis', to: paths.step.stakeholders }}
        next={{ label: 'Continue to Consultation Scripts', to: paths.step.scripts }}
        confirm={{ question: 'Does this legal analysis look accurate for your situation?', yes: 'Yes, this is accurate', no: 'No, regenerate analysis' }}
      >
        {(data) => <LegalView data={data} />}
      </SectionScreen>
    </FlowGate>
  );
}

// ------------------------------------------------------------------ scripts

export function ConsultationScriptsRoute() {
  const { draft } = useDraft();
  return (
    <FlowGate signedOutTo={paths.home} requires={missingStepFor('scripts')}>
      <SectionScreen
        sectionKey="scripts"
        subtitle="What to say to each person who can help, ready to read or send."
        loadingText="AI is writing your consultation scripts..."
        errorTitle="Error Loading Scripts"
        errorMessage="AI service failed to generate analysis. Please try again."
        saveErrorMessage="Error saving your scripts. Please try again."
        back={{ label: 'Back to Legal Analysis', to: paths.step.legal }}
        next={{ label: 'Continue to Model Analysis', to: paths.step.model }}
        banner={() => <EmergencyBanner riskScore={draft ? (riskScoreOf(draft.state) ?? 0) : 0} />}
      >
        {(data) => <ScriptsView data={data} />}
      </SectionScreen>
    </FlowGate>
  );
}

// ------------------------------------------------------------------ model analysis

export function ModelAnalysisRoute() {
  return (
    <FlowGate signedOutTo={paths.home} requires={missingStepFor('model')}>
      <SectionScreen
        sectionKey="model"
        subtitle="Several decision-making models applied step by step, and where they agree."
        loadingText="Analyzing ethical frameworks..."
        errorTitle="Unable to Load Analysis"
        errorMessage="Please return to the previous screen and try again."
        saveErrorMessage="Error saving your analysis. Please try again."
        back={{ label: 'Back to Consultation Scripts', to: paths.step.scripts }}
        next={{ label: 'Continue to Final Report', to: paths.step.final }}
        isUsable={modelAnalysisIsUsable}
        errorExtra={
          <Button variant="secondary" asChild>
            <Link to={paths.step.scripts}>Back to Consultation Scripts</Link>
          </Button>
        }
      >
        {(data) => <ModelView data={data} />}
      </SectionScreen>
    </FlowGate>
  );
}

