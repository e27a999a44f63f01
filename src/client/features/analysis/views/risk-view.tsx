import { memo, useState } from 'react';
import { AlertOctagon, Phone } from 'lucide-react';
import { clsx } from 'clsx';
import type { RiskAssessmentResponse, RiskFactor, SectionCorrection } from '../../../../shared/api/sections';
import { POSITIVE_PATHWAY_THRESHOLD, probabilityTone, riskLevel, timelineLabel } from '../../../../shared/domain/risk';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toStringList } from '../components/bullet-list';
import { Card, Paragraphs } from '../components/card';
import { RiskBadge } from '../components/risk-badge';

const TONE_CLASSES = {
  high: { bar: 'bg-red-600', text: 'text-red-800' },
  medium: { bar: 'bg-orange-500', text: 'text-orange-800' },
  low: { bar: 'bg-emerald-600', text: 'text-emerald-800' },
};

/** The crisis fast lane (docs/product.md "Risk"): immediate actions and numbers to call lead the screen. */
export const CrisisFastLane = memo(function CrisisFastLane({ data }: { data: RiskAssessmentResponse }) {
  const actions = toStringList(data.priority_actions);
  const contacts = data.emergency_contacts ?? [];
  if (actions.length === 0 && contacts.length === 0) return null;
  return (
    <section role="alert" aria-labelledby="crisis-heading" className="mb-6 rounded-lg border-2 border-red-700 bg-red-50 p-5">
      <h2 id="crisis-heading" className="flex items-center gap-2 text-lg font-semibold text-red-900">
        <AlertOctagon className="h-6 w-6" aria-hidden /> Act now: immediate steps
      </h2>
      {actions.length > 0 ? (
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm text-red-950">
          {actions.map((action, index) => (
            <li key={index}>{action}</li>
          ))}
        </ol>
      ) : null}
      {contacts.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {contacts.map((contact) => (
            <a
              key={contact.name}
              href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
              className="inline-flex items-center gap-2 rounded-md bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800"
            >
              <Phone className="h-4 w-4" aria-hidden /> {contact.name}: {contact.phone}
            </a>
          ))}
        </div>
      ) : null}
    </section>
  );
});

const HARM_LABELS: Array<[keyof RiskAssessmentResponse['QUANTIFIED HARM PROBABILITIES'], string]> = [
  ['therapeutic_rupture_probability', 'Therapeutic rupture'],
  ['client_psychological_harm_probability', 'Client psychological harm'],
  ['escalated_behavior_probability', 'Escalated behavior'],
  ['legal_action_probability', 'Legal action'],
  ['licensing_complaint_probability', 'Licensing complaint'],
  ['professional_reputation_damage_probability', 'Professional reputation damage'],
];

type Correct = (correction: SectionCorrection) => Promise<boolean>;

/** Disputing a factor (with a reason) or withdrawing a dispute is a correction: the score is recomputed. */
function FactorDispute({ factorId, label, disputes, onCorrect }: { factorId: string; label: string; disputes: Record<string, string>; onCorrect: Correct }) {
  const existing = disputes[factorId];
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState(existing ?? '');
  const apply = async (next: Record<string, string>) => {
    if (await onCorrect({ disputedFactors: next })) setOpen(false);
  };
  return (
    <>
      <Button variant="link" size="inline" onClick={() => setOpen(true)}>
        {existing ? 'Edit your dispute' : 'Dispute this factor'}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Dispute: ${label}`}
        description="Say why this factor does not fit. The score is recomputed without it, the later sections are brought up to date, and the report shows both readings with your reason."
        footer={
          <>
            {existing ? (
              <Button
                variant="secondary"
                onClick={() => {
                  const rest = { ...disputes };
                  delete rest[factorId];
                  void apply(rest);
                }}
              >
                Withdraw dispute
              </Button>
            ) : null}
            <Button disabled={!reason.trim() || reason.trim() === existing} onClick={() => void apply({ ...disputes, [factorId]: reason.trim() })}>
              Dispute and recompute
            </Button>
          </>
        }
      >
        <label htmlFor={`dispute-${factorId}`} className="text-sm font-medium text-slate-800">
          Your reason
        </label>
        <textarea
          id={`dispute-${factorId}`}
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-300 p-2 text-sm"
        />
      </Dialog>
    </>
  );
}

function FactorLine({ factor }: { factor: RiskFactor }) {
  return (
    <>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-900">{factor.label}</span>
        <span className={factor.weight >= 0 ? 'font-semibold text-red-800' : 'font-semibold text-emerald-800'}>
          {factor.weight >= 0 ? '+' : ''}
          {factor.weight}
        </span>
      </div>
      {factor.evidence.length > 0 ? <p className="mt-0.5 text-xs text-slate-600">Because: {factor.evidence.map((e) => `“${e}”`).join(', ')}</p> : null}
    </>
  );
}

export const RiskView = memo(function RiskView({ data, disputes, onCorrect }: { data: RiskAssessmentResponse; disputes: Record<string, string>; onCorrect: Correct }) {
  const score = data.risk_score;
  const basic = data['BASIC ASSESSMENT'];
  const probabilities = HARM_LABELS.map(([key, label]) => ({ key, label, percent: Number.parseInt(data['QUANTIFIED HARM PROBABILITIES'][key], 10) }));

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border border-slate-200 bg-white p-5 text-center shadow-sm">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Risk score</p>
          <p className="mt-1 text-4xl font-bold text-slate-900" data-testid="risk-score">
            {score > 0 ? `${score}/10` : 'N/A'}
          </p>
          <div className="mt-2">{score > 0 ? <RiskBadge score={score} withScore={false} /> : null}</div>
          {data.engine_reading ? (
            <p className="mt-2 text-xs text-slate-600" data-testid="rubric-reading">
              Without the factors you disputed. The rubric&apos;s reading: {data.engine_reading.risk_score}/10 ({data.engine_reading.level}).
            </p>
          ) : null}
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-5 text-center shadow-sm">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Timeline</p>
          <p className="mt-1 text-3xl font-bold text-slate-900" data-testid="timeline-card">
            {timelineLabel(basic.urgency)}
          </p>
          <p className="mt-2 text-sm text-slate-600">{basic.urgency}</p>
        </div>
      </div>

      <Card title="Basic assessment">
        <Paragraphs text={basic.summary} />
        <p className="mt-2 text-sm text-slate-700">
          <strong>Complexity:</strong> {basic.complexity}
        </p>
      </Card>

      <Card title="Why this score">
        <p className="text-sm text-slate-700">{data.rationale}</p>
        <ul className="mt-3 divide-y divide-slate-100">
          {data.factors.map((factor) => (
            <li key={factor.id} className="py-2">
              <FactorLine factor={factor} />
              {factor.disputable ? <FactorDispute factorId={factor.id} label={factor.label} disputes={disputes} onCorrect={onCorrect} /> : null}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-slate-600">Band: {riskLevel(score)} (≥ 9 critical, ≥ 7 high, ≥ 4 moderate, otherwise low).</p>
      </Card>

      {(data.disputed_factors ?? []).length > 0 ? (
        <Card title="Factors you disputed">
          <p className="text-sm text-slate-700">Left out of the score above. The report records them, with your reasons and the rubric&apos;s reading.</p>
          <ul className="mt-3 divide-y divide-slate-100" data-testid="disputed-factors">
            {(data.disputed_factors ?? []).map((factor) => (
              <li key={factor.id} className="py-2">
                <FactorLine factor={factor} />
                <p className="mt-1 text-xs text-amber-800">Your reason: {factor.reason}</p>
                <FactorDispute factorId={factor.id} label={factor.label} disputes={disputes} onCorrect={onCorrect} />
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      <Card title="Quantified Harm Probabilities">
        <ul className="grid gap-3 sm:grid-cols-2">
          {probabilities.map((item) => {
            const tone = TONE_CLASSES[probabilityTone(item.percent)];
            return (
              <li key={item.key} data-tone={probabilityTone(item.percent)}>
                <div className="flex justify-between text-sm">
                  <span className="text-slate-800">{item.label}</span>
                  <span className={clsx('font-semibold', tone.text)}>{item.percent}%</span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-slate-200" aria-hidden>
                  <div className={clsx('h-2 rounded-full', tone.bar)} style={{ width: `${item.percent}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      </Card>

      <Card title="Stakeholder Impact Matrix">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[560px] text-left text-sm">
            <thead className="text-xs uppercase text-slate-500">
              <tr>
                <th scope="col" className="py-2 pr-3">Stakeholder</th>
                <th scope="col" className="py-2 pr-3">Impact</th>
                <th scope="col" className="py-2 pr-3">Probability</th>
                <th scope="col" className="py-2 pr-3">How harm could happen</th>
                <th scope="col" className="py-2">At stake</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {data['STAKEHOLDER IMPACT MATRIX'].map((row, index) => (
                <tr key={index}>
                  <td className="py-2 pr-3 font-medium text-slate-900">{row.stakeholder}</td>
                  <td className="py-2 pr-3">
                    <span
                      className={clsx(
                        'rounded px-2 py-0.5 text-xs font-semibold',
                        row.impact_level === 'SEVERE' ? 'bg-red-100 text-red-900' : row.impact_level === 'HIGH' ? 'bg-orange-100 text-orange-900' : row.impact_level === 'MODERATE' ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-800',
                      )}
                    >
                      {row.impact_level}
                    </span>
                  </td>
                  <td className="py-2 pr-3">{row.probability}</td>
                  <td className="py-2 pr-3 text-slate-700">{row.harm_mechanism}</td>
                  <td className="py-2 text-slate-700">{row.at_stake}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>

      <Card title="Decision Tree Pathways">
        <ul className="grid gap-3 md:grid-cols-2">
          {data.decision_pathways.map((pathway, index) => {
            const positive = pathway.positive_outcome_probability;
            const isPositive = positive > POSITIVE_PATHWAY_THRESHOLD;
            return (
              <li key={index} data-positive={isPositive} className={clsx('rounded-md border p-4', isPositive ? 'border-emerald-300 bg-emerald-50' : 'border-red-200 bg-red-50')}>
                <p className="font-medium text-slate-900">
                  {pathway.approach}
                  {pathway.recommended ? <span className="ml-2 rounded bg-brand-700 px-2 py-0.5 text-xs text-white">Recommended</span> : null}
                </p>
                <p className="mt-1 text-sm text-slate-700">{pathway.rationale}</p>
                <p className="mt-2 text-xs text-slate-700">
                  Positive outcome {positive}% · Negative outcome {pathway.negative_outcome_probability}%
                </p>
              </li>
            );
          })}
        </ul>
      </Card>

      <Card title="Concrete Mitigation Strategies">
        <ul className="space-y-3">
          {data.mitigation_strategies.map((item, index) => (
            <li key={index} className="text-sm">
              <p className="font-medium text-slate-900">{item.strategy}</p>
              <p className="text-slate-700">{item.implementation}</p>
              <p className="text-xs text-slate-600">
                {item.risk_reduction ? `Risk reduction: ${item.risk_reduction}` : ''}
                {item.timeframe ? ` · Timeframe: ${item.timeframe}` : ''}
              </p>
            </li>
          ))}
        </ul>
      </Card>

      <Card title="Relevant Frameworks">
        <ul className="space-y-2 text-sm">
          {data.frameworks.map((framework, index) => (
            <li key={index}>
              <span className="font-medium text-slate-900">{framework.name}</span>
              {framework.relevance ? <span className="text-slate-700"> — {framework.relevance}</span> : null}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
});
