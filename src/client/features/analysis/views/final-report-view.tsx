import { AlertOctagon, Copy } from 'lucide-react';
import { clsx } from 'clsx';
import type { FinalReportResponse } from '../../../../shared/api/sections';
import type { RiskReadings } from '../../../../shared/domain/analysis-document';
import { REPORT_BANNER_MIN_SCORE, REPORT_CRITICAL_MIN_SCORE } from '../../../../shared/domain/risk';
import { DISCLAIMER } from '../../../components/layout/site-footer';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { BulletList } from '../components/bullet-list';
import { Card, Paragraphs } from '../components/card';

/** The risk banner from 7, with critical styling from 9 (docs/product.md "Reports"). */
export function RiskBanner({ score, text }: { score: number; text: string }) {
  if (score < REPORT_BANNER_MIN_SCORE) return null;
  const critical = score >= REPORT_CRITICAL_MIN_SCORE;
  return (
    <section
      role="alert"
      data-testid="risk-banner"
      className={clsx('mb-6 flex gap-3 rounded-lg p-4', critical ? 'border-2 border-red-800 bg-red-700 text-white' : 'border-2 border-orange-500 bg-orange-50 text-orange-950')}
    >
      <AlertOctagon className="h-6 w-6 shrink-0" aria-hidden />
      <div>
        <h2 className="font-semibold">{critical ? 'Critical risk' : 'High risk'}: {score}/10</h2>
        <p className="text-sm">{text}</p>
      </div>
    </section>
  );
}

export function FinalReportView({ data, score, readings }: { data: FinalReportResponse; score: number; readings: RiskReadings }) {
  const bannerShown = score >= REPORT_BANNER_MIN_SCORE;
  const plan = data.implementation_plan;
  return (
    <div className="space-y-6">
      <RiskBanner score={score} text={data.key_findings?.risk_assessment ?? ''} />
      <Card title="Executive Summary">
        <Paragraphs text={data.executive_summary} />
      </Card>
      <Card title="Dilemma Overview">
        <Paragraphs text={data.dilemma_overview} />
      </Card>
      <Card title="Key Findings">
        <dl className="grid gap-4 md:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-slate-900">Stakeholders</dt>
            <dd className="text-sm text-slate-700">{data.key_findings?.stakeholder_analysis}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-900">Legal compliance</dt>
            <dd className="text-sm text-slate-700">{data.key_findings?.legal_compliance}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-900">Ethical frameworks</dt>
            <dd className="text-sm text-slate-700">{data.key_findings?.ethical_framework}</dd>
          </div>
          {/* The banner already states the risk finding. */}
          {bannerShown ? null : (
            <div data-testid="risk-finding">
              <dt className="text-sm font-semibold text-slate-900">Risk</dt>
              <dd className="text-sm text-slate-700">{data.key_findings?.risk_assessment}</dd>
            </div>
          )}
        </dl>
      </Card>
      <Card title="Recommendations">
        <div className="grid gap-4 md:grid-cols-3">
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Immediate actions</h3>
            <BulletList items={data.recommendations?.immediate_actions} />
          </div>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Ongoing monitoring</h3>
            <BulletList items={data.recommendations?.ongoing_monitoring} />
          </div>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Professional development</h3>
            <BulletList items={data.recommendations?.professional_development} />
          </div>
        </div>
      </Card>
      <Card title="Implementation Plan">
        <ol className="grid gap-4 md:grid-cols-3">
          {(['phase_1', 'phase_2', 'phase_3'] as const).map((key) =>
            plan?.[key] ? (
              <li key={key} className="rounded-md border border-slate-200 p-4">
                <h3 className="font-semibold text-slate-900">{plan[key].title}</h3>
                <p className="text-xs text-slate-600">{plan[key].timeframe}</p>
                <BulletList items={plan[key].actions} className="mt-2" />
              </li>
            ) : null,
          )}
        </ol>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        <Card title="Resources Needed">
          <BulletList items={data.resources_needed} />
        </Card>
        <Card title="Success Metrics">
          <BulletList items={data.success_metrics} />
        </Card>
      </div>
      {readings.rubric && readings.disputed.length > 0 ? (
        <Card title="Risk factors you disputed">
          <p className="text-sm text-slate-800" data-testid="both-readings">
            The rubric&apos;s reading: {readings.rubric.score}/10 ({readings.rubric.level}). Without the factors you disputed: {score}/10, the score this report uses.
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {readings.disputed.map((d) => (
              <li key={d.label}>
                <strong>
                  {d.label} ({d.weight >= 0 ? '+' : ''}
                  {d.weight}):
                </strong>{' '}
                {d.reason}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Card title="Documentation note">
        <p className="text-sm text-slate-600">A consultation-and-decision note in the form you keep in your own records. Review and edit it before filing.</p>
        <pre className="mt-3 whitespace-pre-wrap rounded-md border border-slate-200 bg-slate-50 p-4 font-mono text-xs leading-relaxed text-slate-800" data-testid="documentation-note">
          {data.documentation_note}
        </pre>
        <Button
          variant="secondary"
          size="sm"
          className="no-print mt-3"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(data.documentation_note);
              toast({ title: 'Copied', description: 'The documentation note is on your clipboard.' });
            } catch {
              toast({ title: 'Copy failed', description: 'Your browser did not allow copying. Select the text instead.', variant: 'destructive' });
            }
          }}
        >
          <Copy className="h-4 w-4" aria-hidden /> Copy note
        </Button>
      </Card>
      <p className="rounded-md bg-slate-100 p-4 text-xs leading-relaxed text-slate-700">
        <strong>Disclaimer:</strong> Educational and consultation use only; not a replacement for supervision, legal advice or clinical judgment. {DISCLAIMER}
      </p>
    </div>
  );
}
