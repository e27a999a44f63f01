import { toStringList } from '../components/bullet-list';
import { Card, Paragraphs } from '../components/card';
import { isObject, objects, str, type Loose } from './loose';

const URGENCY_CLASSES: Record<string, string> = {
  immediate: 'bg-red-700 text-white',
  high: 'bg-orange-700 text-white',
  moderate: 'bg-amber-300 text-amber-950',
  low: 'bg-emerald-700 text-white',
};

/** spec-2 §4: a cached model analysis whose overview is generic is discarded. */
export function modelAnalysisIsUsable(data: Loose): boolean {
  const overview = str(data.overview).toLowerCase();
  return Boolean(overview) && !overview.includes('no specific dilemma') && !overview.includes('general approach to ethical decision-making');
}

/** spec-2 §2 model analysis, in the current shape or the legacy one. */
export function ModelView({ data }: { data: Loose }) {
  const consensus = isObject(data.professional_consensus) ? data.professional_consensus : undefined;
  const legacyPoints = objects(data.consensus_points);
  return (
    <div className="space-y-6">
      <Card title="Overview">
        <Paragraphs text={data.overview} />
      </Card>

      <Card title="Professional Consensus and Integrated Guidance">
        {consensus ? (
          <div className="space-y-4">
            <div>
              <h3 className="text-sm font-semibold text-slate-900">Unified recommendation</h3>
              <Paragraphs text={consensus.unified_recommendation} />
            </div>
            <div>
              <h3 className="text-sm font-semibold text-slate-900">Priority actions</h3>
              <ul className="mt-2 space-y-2">
                {objects(consensus.priority_actions).map((item, index) => (
                  <li key={index} className="text-sm">
                    <span className={`mr-2 rounded px-2 py-0.5 text-xs font-semibold capitalize ${URGENCY_CLASSES[str(item.urgency)] ?? 'bg-slate-200'}`}>{str(item.urgency)}</span>
                    <span className="font-medium text-slate-900">{str(item.action)}</span>
                    <p className="text-slate-600">{str(item.rationale)}</p>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="text-sm font-semibold text-slate-900">Convergent themes</h3>
              <ul className="mt-2 space-y-2">
                {objects(consensus.convergent_themes).map((theme, index) => (
                  <li key={index} className="text-sm">
                    <p className="font-medium text-slate-900">{str(theme.theme)}</p>
                    <p className="text-xs text-slate-600">Supported by {toStringList(theme.supporting_models).join(', ')}</p>
                    <p className="text-slate-700">{str(theme.evidence)}</p>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="text-sm font-semibold text-slate-900">Synthesis guidance</h3>
              <Paragraphs text={consensus.synthesis_guidance} />
            </div>
          </div>
        ) : (
          <div className="space-y-4">
            <Paragraphs text={data.integration_synthesis} />
            <ul className="space-y-2">
              {legacyPoints.map((point, index) => (
                <li key={index} className="text-sm">
                  <p className="font-medium text-slate-900">{str(point.point)}</p>
                  <p className="text-xs text-slate-600">
                    {toStringList(point.models_supporting).join(', ')} · strength: {str(point.strength)}
                  </p>
                  <p className="text-slate-700">{str(point.reasoning)}</p>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Card>

      <section aria-labelledby="frameworks-heading">
        <h2 id="frameworks-heading" className="text-lg font-semibold text-slate-900">
          Supporting ethical frameworks
        </h2>
        <div className="mt-3 space-y-4">
          {objects(data.ethical_models).map((model, index) => (
            <Card key={index} title={str(model.name)} headingLevel={3}>
              <p className="text-sm text-slate-700">{str(model.description)}</p>
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
}
