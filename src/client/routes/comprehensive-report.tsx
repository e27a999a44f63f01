import { useNavigate } from 'react-router';
import { Download, Printer } from 'lucide-react';
import type { FinalReportResponse, SectionCitation } from '../../shared/api/sections';
import { jurisdictionLabel } from '../../shared/domain/jurisdictions';
import { riskBand } from '../../shared/domain/risk';
import { practiceRoleLabel } from '../../shared/domain/roles';
import { Page } from '../components/layout/page';
import { Button } from '../components/ui/button';
import { BulletList, toStringList } from '../features/analysis/components/bullet-list';
import { Card, Paragraphs } from '../features/analysis/components/card';
import { CitationsList } from '../features/analysis/components/citation-link';
import { RiskBadge } from '../features/analysis/components/risk-badge';
import { useDraft } from '../features/analysis/draft-provider';
import { FlowGate } from '../features/analysis/flow-gate';
import { stateRiskScore } from '../features/analysis/risk-data';
import { hasSection } from '../features/analysis/setup';
import { useReportActions } from '../features/analysis/use-report-actions';
import { FinalReportView } from '../features/analysis/views/final-report-view';
import { isObject, objects, str } from '../features/analysis/views/loose';
import { paths } from '../paths';
import { NewAnalysisButton, useDisputes } from './final-report';

/** Every step's highlight, in flow order (spec-2 §2 comprehensive report). */
function useHighlights() {
  const { draft } = useDraft();
  const data = (key: string) => ((draft?.state.sections as Record<string, { data?: Record<string, unknown> }> | undefined)?.[key]?.data ?? {}) as Record<string, unknown>;
  const model = data('model');
  const consensus = isObject(model.professional_consensus) ? model.professional_consensus : {};
  return [
    { title: 'Reflective summary', body: str(data('summary').summary) },
    { title: 'Risk assessment', body: str(data('risk').rationale), list: objects(data('risk').factors).map((f) => `${str(f.label)} (${str(f.weight)})`) },
    { title: 'Timeline', body: str(data('timeline').urgency_level), list: toStringList(data('timeline').critical_alerts) },
    { title: 'Impact on you', body: str(data('impact').assessment) },
    { title: 'Professional and personal values', body: str(data('dualTrack').synthesis) },
    { title: 'Stakeholders', body: str(data('stakeholders').overview), list: objects(data('stakeholders').stakeholders).map((s) => str(s.name)) },
    { title: 'Legal analysis', body: str(data('legal').overview), list: objects(data('legal').legal_sections).map((s) => str(s.title)) },
    { title: 'Consultation scripts', list: objects(isObject(data('scripts').scripts) ? (data('scripts').scripts as Record<string, unknown>).consultation_scripts : []).map((s) => str(s.title)) },
    { title: 'Ethical models', body: str(consensus.unified_recommendation), list: objects(model.ethical_models).map((m) => str(m.name)) },
  ].filter((h) => h.body || (h.list && h.list.length > 0));
}

function allCitations(sections: Record<string, { data?: Record<string, unknown> }> | undefined): SectionCitation[] {
  const seen = new Map<string, SectionCitation>();
  for (const stored of Object.values(sections ?? {})) {
    for (const c of objects(stored?.data?.citations)) {
      if (str(c.source) && str(c.section)) seen.set(`${str(c.source)}|${str(c.section)}`, { source: str(c.source), section: str(c.section), title: str(c.title) });
    }
  }
  return [...seen.values()];
}

function ComprehensiveReportScreen() {
  const navigate = useNavigate();
  const { draft } = useDraft();
  const disputes = useDisputes();
  const highlights = useHighlights();
  const { download, startNew } = useReportActions();
  const final = draft?.state.sections?.final?.data as FinalReportResponse | undefined;
  const score = stateRiskScore(draft?.state);
  const band = riskBand(score);
  if (!final) return null;
  return (
    <Page
      title="Comprehensive Report"
      subtitle={
        <span className="flex flex-wrap items-center gap-2">
          {practiceRoleLabel(draft?.state.setup?.role)} · {jurisdictionLabel(draft?.state.setup?.state)} · <RiskBadge score={score} /> ·{' '}
          {new Date(draft?.state.sections?.final?.generatedAt ?? Date.now()).toLocaleDateString()}
        </span>
      }
      actions={
        <>
          <Button variant="secondary" onClick={() => void download('txt')}>
            <Download className="h-4 w-4" aria-hidden /> Download
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden /> Print
          </Button>
          <NewAnalysisButton onConfirm={startNew} />
        </>
      }
    >
      <Card title="Risk interpretation" className="mb-6">
        <p className="text-sm text-slate-800">
          <strong>{band.label} ({score}/10):</strong> {band.description}
        </p>
      </Card>
      <FinalReportView data={final} score={score} disputes={disputes} />
      <section aria-labelledby="highlights-heading" className="mt-6">
        <h2 id="highlights-heading" className="text-lg font-semibold text-slate-900">
          Highlights of every step
        </h2>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {highlights.map((h) => (
            <Card key={h.title} title={h.title} headingLevel={3}>
              <Paragraphs text={h.body} />
              {h.list && h.list.length > 0 ? <BulletList items={h.list} className="mt-2" /> : null}
            </Card>
          ))}
        </div>
      </section>
      <CitationsList citations={allCitations(draft?.state.sections as Record<string, { data?: Record<string, unknown> }> | undefined)} />
      <div className="no-print mt-8 border-t border-slate-200 pt-6">
        <Button variant="secondary" onClick={() => navigate(paths.step.final)}>
          Back to Final Report
        </Button>
      </div>
    </Page>
  );
}

export function ComprehensiveReportRoute() {
  return (
    <FlowGate signedOutTo={paths.home} requires={{ check: hasSection('final'), redirectTo: paths.step.final }}>
      <ComprehensiveReportScreen />
    </FlowGate>
  );
}
