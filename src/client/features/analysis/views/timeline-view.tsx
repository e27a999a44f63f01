import { memo } from 'react';
import { AlertTriangle, Clock } from 'lucide-react';
import { timelineLabel } from '../../../../shared/domain/risk';
import { BulletList, toStringList } from '../components/bullet-list';
import { Card, Paragraphs } from '../components/card';
import type { TimelineResponse } from '../../../../shared/api/sections';

/** The timeline: urgency, action timeline, consequences and alerts. */
export const TimelineView = memo(function TimelineView({ data }: { data: TimelineResponse }) {
  const sections = data.timeline_sections;
  const assessment = data.urgency_assessment;
  const alerts = toStringList(data.critical_alerts);
  return (
    <div className="space-y-6">
      <section aria-label="Urgency" className="rounded-lg border border-brand-100 bg-brand-50 p-5">
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-800">
          <Clock className="h-4 w-4" aria-hidden /> Urgency: {timelineLabel(data.urgency_level)}
        </p>
        <p className="mt-1 font-medium text-slate-900">{data.urgency_level}</p>
        <div className="mt-2">
          <Paragraphs text={assessment.description} />
        </div>
        {assessment.reasoning ? <p className="mt-2 text-sm text-slate-700">{assessment.reasoning}</p> : null}
      </section>

      {alerts.length > 0 ? (
        <section role="alert" aria-labelledby="alerts-heading" className="rounded-lg border border-red-300 bg-red-50 p-5">
          <h2 id="alerts-heading" className="flex items-center gap-2 font-semibold text-red-900">
            <AlertTriangle className="h-5 w-5" aria-hidden /> Critical Alerts
          </h2>
          <BulletList items={alerts} className="mt-2 text-red-950" />
        </section>
      ) : null}

      <Card title="Action Timeline">
        <ol className="relative space-y-5 border-l-2 border-brand-100 pl-5">
          {sections.map((section, index) => (
            <li key={index}>
              <h3 className="font-semibold text-slate-900">{section.title}</h3>
              <p className="text-sm text-slate-700">{section.description}</p>
              <BulletList items={section.actions} className="mt-2" />
              {section.legal_timeframe ? (
                <p className="mt-2 rounded bg-amber-50 px-2 py-1 text-xs text-amber-900">
                  <strong>Legal timeframe:</strong> {section.legal_timeframe}
                </p>
              ) : null}
              {toStringList(section.professional_requirements).length > 0 ? (
                <div className="mt-2">
                  <p className="text-xs font-semibold uppercase text-slate-500">Professional requirements</p>
                  <BulletList items={section.professional_requirements} />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      </Card>

      <Card title="Consequence Analysis">
        <div className="grid gap-4 md:grid-cols-2">
          {data.consequence_scenarios.map((scenario, index) => (
            <div key={index} className={`rounded-md border p-4 ${scenario.type === 'action' ? 'border-emerald-200 bg-emerald-50' : 'border-slate-200 bg-slate-50'}`}>
              <p className="text-xs font-semibold uppercase text-slate-500">{scenario.type === 'action' ? 'If you act' : 'If you do not act'}</p>
              <h3 className="font-semibold text-slate-900">{scenario.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{scenario.description}</p>
              <p className="mt-2 text-xs font-semibold text-emerald-800">Benefits</p>
              <BulletList items={scenario.stakeholder_benefits} />
              <p className="mt-2 text-xs font-semibold text-red-800">Harms</p>
              <BulletList items={scenario.stakeholder_harm} />
            </div>
          ))}
        </div>
      </Card>
    </div>
  );
});
