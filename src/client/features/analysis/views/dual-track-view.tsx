import { memo } from 'react';
import { BulletList } from '../components/bullet-list';
import { Card, Paragraphs } from '../components/card';
import type { DualTrackResponse } from '../../../../shared/api/sections';

function Track({ title, track }: { title: string; track: DualTrackResponse['professional_track'] }) {
  return (
    <Card title={title}>
      <Paragraphs text={track.analysis} />
      <div className="mt-3 space-y-3">
        {track.sections.map((section, index) => (
          <div key={index}>
            <h3 className="text-sm font-semibold text-slate-900">{section.title}</h3>
            <p className="text-sm text-slate-700">{section.content}</p>
          </div>
        ))}
      </div>
    </Card>
  );
}

const ALIGNMENT_CLASSES: Record<string, string> = { Strong: 'text-emerald-800', Partial: 'text-amber-800', Weak: 'text-red-800' };

/** Professional obligations and personal values side by side, where they conflict, and how to integrate them. */
export const DualTrackView = memo(function DualTrackView({ data }: { data: DualTrackResponse }) {
  const conflict = data.conflict_analysis;
  const integration = data.integration_strategies;
  const matrix = data.decision_matrix;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        <Track title="Professional Track" track={data.professional_track} />
        <Track title="Personal Values Track" track={data.personal_track} />
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
                    <td className="py-2 pr-3 font-medium">{row.option}</td>
                    <td className={`py-2 pr-3 font-semibold ${ALIGNMENT_CLASSES[row.professional_alignment] ?? ''}`}>{row.professional_alignment}</td>
                    <td className={`py-2 pr-3 font-semibold ${ALIGNMENT_CLASSES[row.personal_alignment] ?? ''}`}>{row.personal_alignment}</td>
                    <td className="py-2 text-slate-700">{row.notes}</td>
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
});
