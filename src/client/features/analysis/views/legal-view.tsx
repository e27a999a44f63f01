import { memo } from 'react';
import { Scale, TriangleAlert } from 'lucide-react';
import { BulletList } from '../components/bullet-list';
import { Card, Paragraphs } from '../components/card';
import { CitationLink, UnverifiedMark } from '../components/citation-link';
import type { LegalResponse } from '../../../../shared/api/sections';

/** The legal analysis, with every statute linked to its knowledge-base entry. */
export const LegalView = memo(function LegalView({ data }: { data: LegalResponse }) {
  return (
    <div className="space-y-6">
      <section role="note" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <Scale className="h-5 w-5 shrink-0" aria-hidden />
        <p>
          <strong>Verify with counsel.</strong> {data.disclaimer} {data.lastChecked ? `Facts last checked ${data.lastChecked}.` : ''}
        </p>
      </section>
      <Card title="Legal Overview">
        <Paragraphs text={data.overview} />
      </Card>
      <section aria-labelledby="legal-sections-heading">
        <h2 id="legal-sections-heading" className="text-lg font-semibold text-slate-900">
          Legal Sections
        </h2>
        <div className="mt-3 space-y-4">
          {data.legal_sections.map((section, index) => (
            <Card key={index} title={section.title} headingLevel={3}>
              <p className="text-sm text-slate-700">{section.description}</p>
              <ul className="mt-3 space-y-2">
                {section.statutes.map((statute, statuteIndex) => (
                  <li key={statuteIndex} className="rounded-md bg-slate-50 p-3 text-sm">
                    {statute.kbId ? (
                      <CitationLink kbId={statute.kbId} label={statute.citation} />
                    ) : (
                      <span className="font-medium text-slate-900">{statute.citation}</span>
                    )}
                    {statute.verified === false ? (
                      <span className="ml-2 inline-flex items-center gap-1 text-xs text-amber-800">
                        <TriangleAlert className="h-3.5 w-3.5" aria-hidden /> unverified
                      </span>
                    ) : null}
                    <p className="mt-1 text-slate-700">{statute.description}</p>
                    <p className="mt-1 text-xs text-slate-500">
                      Source: {statute.source}
                      {statute.lastChecked ? ` · last checked ${statute.lastChecked}` : ''}
                    </p>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </section>
      {data.legal_precedents.length > 0 ? (
        <Card title="Legal Precedents">
          <ul className="space-y-3">
            {data.legal_precedents.map((precedent, index) => (
              <li key={index} className="text-sm">
                <div className="flex flex-wrap items-center gap-x-2">
                  {precedent.kbId ? <CitationLink kbId={precedent.kbId} label={precedent.case_name} /> : <p className="font-medium">{precedent.case_name}</p>}
                  {precedent.unverified ? <UnverifiedMark /> : null}
                </div>
                <p className="text-slate-700">{precedent.holding}</p>
                <p className="text-slate-600">
                  <em>Relevance:</em> {precedent.relevance}
                </p>
                <p className="text-slate-600">
                  <em>Application:</em> {precedent.application}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Card title="Compliance Requirements">
        <ul className="space-y-3">
          {data.compliance_requirements.map((item, index) => (
            <li key={index} className="text-sm">
              <p className="font-medium text-slate-900">{item.requirement}</p>
              <p className="text-slate-700">
                <strong>Deadline:</strong> {item.deadline}
              </p>
              <p className="text-slate-600">
                <strong>If missed:</strong> {item.consequences}
              </p>
              <BulletList items={item.steps} className="mt-1" />
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Risk Warnings">
        <BulletList items={data.risk_warnings} />
      </Card>
    </div>
  );
});
