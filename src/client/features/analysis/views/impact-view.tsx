import { memo } from 'react';
import { BulletList, toStringList } from '../components/bullet-list';
import { Card, Paragraphs } from '../components/card';
import type { CopingResponse, ImpactResponse } from '../../../../shared/api/sections';

type Dimension = ImpactResponse['dimensions'][string];

const INTENSITY_CLASSES: Record<string, string> = {
  Severe: 'bg-red-100 text-red-900',
  High: 'bg-orange-100 text-orange-900',
  Moderate: 'bg-amber-100 text-amber-900',
  Low: 'bg-emerald-100 text-emerald-900',
};

const INTENSITY_RANK: Record<string, number> = { Severe: 4, High: 3, Moderate: 2, Low: 1 };

/**
 * Maps come back from the database with their keys reordered, so cards are sorted by what they
 * say (most intense first) rather than by storage order: a reload shows the same screen.
 */
function byIntensity([nameA, a]: [string, Dimension], [nameB, b]: [string, Dimension]): number {
  const rank = (value: Dimension) => (INTENSITY_RANK[value.intensity_level] ?? 0) * 100 + value.moral_distress_level;
  return rank(b) - rank(a) || nameA.localeCompare(nameB);
}

/** The impact on the practitioner: overall assessment, one card per dimension, coping strategies. */
export const ImpactView = memo(function ImpactView({ data, coping, copingFailed }: { data: ImpactResponse; coping: CopingResponse | undefined; copingFailed: boolean }) {
  const dimensions = Object.entries(data.dimensions).sort(byIntensity);
  const groups = coping ? Object.entries(coping.strategies).sort(([a], [b]) => a.localeCompare(b)) : [];
  // When the groups already hold an "immediate" group it is the same list as immediate_coping, shown once.
  const immediate = groups.some(([key]) => key === 'immediate') ? [] : toStringList(coping?.immediate_coping);
  return (
    <div className="space-y-6">
      <Card title="Overall Assessment">
        <Paragraphs text={data.assessment} />
      </Card>
      <section aria-labelledby="dimensions-heading">
        <h2 id="dimensions-heading" className="text-lg font-semibold text-slate-900">
          Impact Dimensions
        </h2>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {dimensions.map(([name, dimension]) => {
            const intensity = dimension.intensity_level;
            return (
              <Card key={name} title={name} headingLevel={3}>
                {intensity ? <span className={`rounded px-2 py-0.5 text-xs font-semibold ${INTENSITY_CLASSES[intensity] ?? 'bg-slate-100'}`}>{intensity}</span> : null}
                <span className="ml-2 text-xs text-slate-600">Distress in this area: {dimension.moral_distress_level}/10</span>
                <p className="mt-2 text-sm text-slate-700">{dimension.description}</p>
                <BulletList items={dimension.specific_impacts} className="mt-2" />
              </Card>
            );
          })}
        </div>
      </section>
      <section aria-labelledby="coping-heading">
        <h2 id="coping-heading" className="text-lg font-semibold text-slate-900">
          Coping Strategies
        </h2>
        {copingFailed ? (
          <p className="mt-2 text-sm text-slate-600">Coping strategies could not be generated this time; the rest of the assessment is complete.</p>
        ) : !coping ? (
          <p className="mt-2 text-sm text-slate-600">Generating coping strategies…</p>
        ) : (
          <div className="mt-3 grid gap-4 md:grid-cols-2">
            {immediate.length > 0 ? (
              <Card title="Right now" headingLevel={3}>
                <BulletList items={immediate} />
              </Card>
            ) : null}
            {groups.map(([key, group]) => (
              <Card key={key} title={group.title || key} headingLevel={3}>
                <BulletList items={group.strategies} />
              </Card>
            ))}
          </div>
        )}
      </section>
    </div>
  );
});
