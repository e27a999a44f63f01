import { memo } from 'react';
import { toStringList } from '../components/bullet-list';
import { Card, Paragraphs } from '../components/card';
import type { ModelAnalysisResponse } from '../../../../shared/api/sections';

const URGENCY_CLASSES: Record<string, string> = {
  immediate: 'bg-red-700 text-white',
  high: 'bg-orange-700 text-white',
  moderate: 'bg-amber-300 text-amber-950',
  low: 'bg-emerald-700 text-white',
};

/** A stored model analysis whose overview is generic is made again (docs/product.md "Ethical models"). */
export function modelAnalysisIsUsable(data: ModelAnalysisResponse): boolean {
  const overview = data.overview.toLowerCase();
  return Boolean(overview) && !overview.includes('no specific dilemma') && !overview.includes('general approach to ethical decision-making');
}

/** The model analysis: an overview, the professional consensus and each model applied step by step. */
export const ModelView = memo(function ModelView({ data }: { data: ModelAnalysisResponse }) {
  const consensus = data.professional_consensus;
  return (
    <div className="space-y-6">
      <Card title="Overview">
        <Paragraphs text={data.overview} />
      </Card>

      <Card title="Professional Consensus and Integrated Guidance">
        <div className="space-y-4">
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Unified recommendation</h3>
            <Paragraphs text={consensus.unified_recommendation} />
          </div>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Priority actions</h3>
            <ul className="mt-2 space-y-2">
              {consensus.priority_actions.map((item, index) => (
                <li key={index} className="text-sm">
                  <span className={`mr-2 rounded px-2 py-0.5 text-xs font-semibold capitalize ${URGENCY_CLASSES[item.urgency] ?? 'bg-slate-200'}`}>{item.urgency}</span>
                  <span className="font-medium text-slate-900">{item.action}</span>
                  <p className="text-slate-600">{item.rationale}</p>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Convergent themes</h3>
            <ul className="mt-2 space-y-2">
              {consensus.convergent_themes.map((theme, index) => (
                <li key={index} className="text-sm">
                  <p className="font-medium text-slate-900">{theme.theme}</p>
                  <p className="text-xs text-slate-600">Supported by {toStringList(theme.supporting_models).join(', ')}</p>
                  <p className="text-slate-700">{theme.evidence}</p>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Synthesis guidance</h3>
            <Paragraphs text={consensus.synthesis_guidance} />
          </div>
        </div>
      </Card>

      <section aria-labelledby="frameworks-heading">
        <h2 id="frameworks-heading" className="text-lg font-semibold text-slate-900">
          Supporting ethical frameworks
        </h2>
        <div className="mt-3 space-y-4">
          {data.ethical_models.map((model, index) => (
            <Card key={index} title={model.name} headingLevel={3}>
              <p className="text-sm text-slate-700">{model.description}</p>
              <ol className="mt-3 list-decimal space-y-1 pl-6 text-sm text-slate-800">
                {toStringList(model.steps).map((step, stepIndex) => (
                  <li key={stepIndex}>{step}</li>
                ))}
              </ol>
              <h4 className="mt-3 text-sm font-semibold text-slate-900">Application to your dilemma</h4>
              <Paragraphs text={model.application} />
              <h4 className="mt-3 text-sm font-semibold text-slate-900">Recommendation</h4>
              <Paragraphs text={model.recommendation} />
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
});
