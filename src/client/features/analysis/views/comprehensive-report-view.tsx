import type { AnalysisState } from '../../../../shared/api/analyses';
import { reportCitations, reportHighlights } from '../../../../shared/api/section-registry';
import { riskReadings } from '../../../../shared/domain/analysis-document';
import { authorship } from '../../../../shared/domain/engines';
import { riskBand } from '../../../../shared/domain/risk';
import { BulletList } from '../components/bullet-list';
import { Card } from '../components/card';
import { CitationsList } from '../components/citation-link';
import { SafetyScreenNotice } from '../components/safety-screen-notice';
import { FinalReportView } from './final-report-view';

/** The comprehensive report of an analysis with a final report: the report, every step's highlights and every source. */
export function ComprehensiveReportView({ state }: { state: AnalysisState }) {
  const final = state.sections?.final?.data;
  if (!final) return null;
  const readings = riskReadings(state);
  const score = readings.score ?? final.risk_score;
  const band = riskBand(score);
  return (
    <>
      <SafetyScreenNotice status={final.safety_screen} />
      <Card title="Risk interpretation" className="mb-6">
        <p className="text-sm text-slate-800">
          <strong>
            {band.label} ({score}/10):
          </strong>{' '}
          {band.description}
        </p>
      </Card>
      <FinalReportView data={final} score={score} readings={readings} />
      <section aria-labelledby="highlights-heading" className="mt-6">
        <h2 id="highlights-heading" className="text-lg font-semibold text-slate-900">
          Highlights of every step
        </h2>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {reportHighlights(state).map((h) => (
            <Card key={h.title} title={h.title} headingLevel={3}>
              <BulletList items={h.lines} />
            </Card>
          ))}
        </div>
      </section>
      <CitationsList citations={reportCitations(state)} />
      <Card title="Who wrote this analysis" className="mt-6">
        <BulletList items={authorship(state)} />
      </Card>
    </>
  );
}
