import { memo } from 'react';
import { BulletList } from '../components/bullet-list';
import { Card, Paragraphs } from '../components/card';
import type { StakeholderResponse } from '../../../../shared/api/sections';

const IMPACT_CLASSES: Record<string, string> = {
  critical: 'bg-red-100 text-red-900',
  high: 'bg-orange-100 text-orange-900',
  moderate: 'bg-amber-100 text-amber-900',
  low: 'bg-emerald-100 text-emerald-900',
};

/** The stakeholders: overview, each stakeholder, communication strategies, ethical considerations. */
export const StakeholderView = memo(function StakeholderView({ data }: { data: StakeholderResponse }) {
  return (
    <div className="space-y-6">
      <Card title="Overview">
        <Paragraphs text={data.overview} />
        {data.focusStakeholder ? <p className="mt-2 text-sm text-brand-800">Focused on: {data.focusStakeholder}</p> : null}
      </Card>
      <section aria-labelledby="stakeholders-heading">
        <h2 id="stakeholders-heading" className="text-lg font-semibold text-slate-900">
          Stakeholders
        </h2>
        <ul className="mt-3 grid gap-4 md:grid-cols-2">
          {data.stakeholders.map((stakeholder, index) => (
            <li key={index} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" data-testid="stakeholder-card">
              <div className="flex items-center gap-3">
                <span aria-hidden className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-sm font-semibold text-white">
                  {stakeholder.avatar || stakeholder.name.slice(0, 2).toUpperCase()}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">
                    {stakeholder.name}
                    {stakeholder.added ? <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800">Added by you</span> : null}
                  </h3>
                  <p className="text-xs capitalize text-slate-600">{stakeholder.category}</p>
                </div>
                <span className={`ml-auto rounded px-2 py-0.5 text-xs font-semibold capitalize ${IMPACT_CLASSES[stakeholder.impact_level] ?? 'bg-slate-100'}`}>
                  {stakeholder.impact_level} impact
                </span>
              </div>
              <p className="mt-2 text-sm text-slate-700">{stakeholder.role}</p>
              <p className="mt-2 text-xs font-semibold uppercase text-slate-500">Interests</p>
              <BulletList items={stakeholder.interests} />
              <p className="mt-2 text-xs font-semibold uppercase text-red-700">Potential harm</p>
              <BulletList items={stakeholder.potential_harm} />
              <p className="mt-2 text-xs font-semibold uppercase text-emerald-700">Potential benefit</p>
              <BulletList items={stakeholder.potential_benefit} />
            </li>
          ))}
        </ul>
      </section>
      <Card title="Communication Strategies">
        <ul className="space-y-3">
          {data.communication_strategies.map((item, index) => (
            <li key={index} className="text-sm">
              <p className="font-medium text-slate-900">{item.title}</p>
              <p className="text-slate-700">{item.description}</p>
              <p className="text-xs text-slate-600">
                {item.timing}
                {item.method ? ` · ${item.method}` : ''}
              </p>
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Ethical Considerations">
        <ul className="space-y-3">
          {data.ethical_considerations.map((item, index) => (
            <li key={index} className="text-sm">
              <p className="font-medium text-slate-900">{item.principle}</p>
              <p className="text-slate-700">{item.description}</p>
              <p className="text-slate-600">
                <em>Balancing:</em> {item.balancing_guidance}
              </p>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
});
