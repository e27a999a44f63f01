import { BulletList, toStringList } from '../components/bullet-list';
import { Card, Paragraphs } from '../components/card';
import { isObject, str, type Loose } from './loose';

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
function byIntensity([nameA, a]: [string, unknown], [nameB, b]: [string, unknown]): number {
  const rank = (value: unknown) => (isObject(value) ? (INTENSITY_RANK[str(value.intensity_level)] ?? 0) * 100 + Number(value.moral_distress_level ?? 0) : 0);
  return rank(b) - rank(a) || nameA.localeCompare(nameB);
}

/** spec-2 §2 impact: overall assessment, one card per dimension, coping strategies. */
export function ImpactView({ data, coping, copingFailed }: { data: Loose; coping: Loose | undefined; copingFailed: boolean }) {
  const dimensions = isObject(data.dimensions) ? Object.entries(data.dimensions).sort(byIntensity) : [];
  const groups = coping && isObject(coping.strategies) ? Object.entries(coping.strategies).sort(([a], [b]) => a.localeCompare(b)) : [];
  // spec-2 §3: immediate_coping may come on its own; when the groups already hold an "immediate"
  // group it is the same list, shown once.
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
          {dimensions.map(([name, value]) => {
            const dimension = isObject(value) ? value : { description: str(value) };
            const intensity = str(dimension.intensity_level);
            return (
              <Card key={name} title={name} headingLevel={3}>
                {intensity ? <span className={`rounded px-2 py-0.5 text-xs font-semibold ${INTENSITY_CLASSES[intensity] ?? 'bg-slate-100'}`}>{intensity}</span> : null}
                {typeof dimension.moral_distress_level === 'number' ? (
                  <span className="ml-2 text-xs text-slate-600">Moral distress {dimension.moral_distress_level}/10</span>
                ) : null}
                <p className="mt-2 text-sm text-slate-700">{str(dimension.description)}</p>
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
              <Card key={key} title={isObject(group) ? str(group.title) || key : key} headingLevel={3}>
                <BulletList items={isObject(group) ? group.strategies : group} />
              </Card>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
