import { BulletList } from '../components/bullet-list';
import { Card, Paragraphs } from '../components/card';
import { isObject, objects, str, type Loose } from './loose';

function Track({ title, value }: { title: string; value: unknown }) {
  const track = isObject(value) ? value : {};
  return (
    <Card title={title}>
      <Paragraphs text={track.analysis} />
      <div className="mt-3 space-y-3">
        {objects(track.sections).map((section, index) => (
          <div key={index}>
            <h3 className="text-sm font-semibold text-slate-900">{str(section.title)}</h3>
            <p className="text-sm text-slate-700">{str(section.content)}</p>
          </div>
        ))}
      </div>
    </Card>
  );
}

const ALIGNMENT_CLASSES: Record<string, string> = { Strong: 'text-emerald-800', Partial: 'text-amber-800', Weak: 'text-red-800' };

/** spec-2 §2 dual track. */
export function DualTrackView({ data }: { data: Loose }) {
  const conflict = isObject(data.conflict_analysis) ? data.conflict_analysis : {};
  const integration = isObject(data.integration_strategies) ? data.integration_strategies : {};
  const matrix = objects(data.decision_matrix);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        <Track title="Professional Track" value={data.professional_track} />
        <Track title="Personal Values Track" value={data.personal_track} />
      </div>
      <Card title="Conflict Analysis">
        <Paragraphs text={conflict.analysis} />
        <BulletList items={conflict.areas} className="mt-2" />
      </Card>
      <Card title="Integration Strategies">
        <Paragraphs text={integration.content} />
        <BulletList items={integration.strategies} className="mt-2" />
      </Card>
      {matrix.length > 0 ? (
        <Card title="Decision matrix">
          <div className="overflow-x-auto">
            <table className="w-full min-w-[520px] text-left text-sm">
              <thead className="text-xs uppercase text-slate-500">
                <tr>
                  <th scope="col" className="py-2 pr-3">Option</th>
                  <th scope="col" className="py-2 pr-3">Professional fit</th>
                  <th scope="col" className="py-2 pr-3">Personal fit</th>
                  <th scope="col" className="py-2">Notes</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 align-top">
                {matrix.map((row, index) => (
                  <tr key={index}>
                    <td className="py-2 pr-3 font-medium">{str(row.option)}</td>
                    <td className={`py-2 pr-3 font-semibold ${ALIGNMENT_CLASSES[str(row.professional_alignment)] ?? ''}`}>{str(row.professional_alignment)}</td>
                    <td className={`py-2 pr-3 font-semibold ${ALIGNMENT_CLASSES[str(row.personal_alignment)] ?? ''}`}>{str(row.personal_alignment)}</td>
                    <td className="py-2 text-slate-700">{str(row.notes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      ) : null}
      <Card title="Synthesis & Recommendations">
        <Paragraphs text={data.synthesis} />
      </Card>
    </div>
  );
}
