/**
 * Model analysis (spec-2 §2 "Model analysis", §3 model fields): at least five decision-making
 * models from the knowledge base, chosen for the role and the issues, each applied step by step
 * to this dilemma, then a professional consensus with priority actions and convergent themes.
 * PRODUCT.md "Disagreement shown, not hidden": where the models pull apart, the synthesis says so.
 * spec-2 §4 discards a cached analysis whose overview reads like a general approach to ethical
 * decision-making, so the overview always names this dilemma's issue, role and state.
 */
import type { ModelAnalysisResponse } from '../../shared/api/sections';
import { citationOf, decisionModelsFor } from '../knowledge-base';
import type { DecisionModel } from '../knowledge-base/types';
import type { AnalysisContext } from './context';
import { guidanceOf } from './issues';
import { appliedSteps, modelMoves, type PathOption, type StepInputs } from './model-steps';
import { partiesFor } from './parties';
import { joinList, lowerFirst, rotate, vary } from './prose';
import { cleanCitations, readingOf, type Reading } from './reading';
import { decisionPathways } from './risk-assessment';

type Urgency = ModelAnalysisResponse['professional_consensus']['priority_actions'][number]['urgency'];

/** Five is the floor the schema and spec-2 set; a sixth gives the consensus more to compare. */
const MODEL_COUNT = 6;

function countWord(n: number): string {
  return ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'][n] ?? String(n);
}

function shortApproach(p: PathOption | undefined): string {
  if (!p) return 'the option that best protects the client';
  return lowerFirst(p.approach.split(':')[0] ?? p.approach);
}

/** A model's short label for lists: "Forester-Miller & Davis (1996)". */
function modelLabel(m: DecisionModel): string {
  const surnames = m.authors
    .replace(/,?\s+(?:Jr|Sr)\.?(?=,|\s|$)/g, '')
    .split(/,\s*|\s+and\s+/)
    .map((name) => name.trim().split(/\s+/).at(-1) ?? name)
    .filter((name) => name.length > 0);
  const who = surnames.length > 2 ? `${surnames[0]} et al.` : surnames.join(' & ');
  return `${who} (${m.year})`;
}

/** What each model brings to this particular dilemma. */
function lens(m: DecisionModel, x: StepInputs): string {
  const { r, guide } = x;
  const rec = x.paths.find((p) => p.recommended);
  const vulnerable = x.parties.find((p) => ['victim', 'child', 'elder'].includes(p.key)) ?? x.parties[0];
  switch (m.id) {
    case 'forester-miller-davis':
      return `Its strength here is the discipline of separating what you know from what you assume about ${guide.topic}, and the closing tests of justice, publicity and universality.`;
    case 'corey-corey-callanan':
      return `It pairs the ${r.codeShort} with ${r.signals.legal ? `${r.stateName} law` : 'the law'} and consultation before you choose, and invites the client into the decision where appropriate.`;
    case 'kitchener-principles':
      return `It treats the dilemma as a conflict of principles — ${guide.tension} — and asks you to justify which principle yields.`;
    case 'rest-four-component':
      return `It asks not only what is right but whether you will do it: the judgment points to ${shortApproach(rec)}, and the risk lies in follow-through.`;
    case 'welfel':
      return 'It adds the literature and a closing reflection to the usual sequence, useful when you will meet this kind of dilemma again.';
    case 'tarvydas-integrative':
      return 'It separates the ethically best option from what you will actually do under pressure, and keeps reflection, balance, context and collaboration in view throughout.';
    case 'cottone-social-constructivism':
      return `It treats the decision as something reached with the people involved — ${joinList(x.parties.filter((p) => p.key !== 'practitioner').slice(0, 2).map((p) => lowerFirst(p.name)))} — through negotiation and consensus.`;
    case 'sileo-kopala-abcde':
      return 'Its worksheet makes you spell out who benefits and to whom you owe duties before deciding.';
    case 'remley-herlihy':
      return `It handles the legal and ethical questions together${r.signals.legal ? `, which matters because ${r.stateName} law is in play` : ''}, and ends with a documented decision.`;
    case 'reamer':
      return 'It weighs the NASW Code, law, practice theory and personal values side by side, and keeps monitoring the result after the decision.';
    case 'loewenberg-dolgoff-screen':
      return r.signals.danger
        ? `Its ranked screen settles the order quickly for ${r.subject}: protection of life comes before privacy and autonomy.`
        : `Its ranked screen shows that no life is at risk in ${r.subject}, so privacy, autonomy and least harm decide the case.`;
    case 'koocher-keith-spiegel':
      return `It stresses self-scrutiny and an objective colleague, and asks you to weigh the most vulnerable person: ${lowerFirst(vulnerable?.name ?? 'the client')}.`;
    case 'congress-ethic':
      return `Its ETHIC steps put the most vulnerable first — here ${lowerFirst(vulnerable?.name ?? 'the client')} — and end in consultation.`;
    case 'asca-steps':
      return `It builds the student’s developmental level, the parents’ rights and the school setting into the decision${r.age !== null ? ` (the student is ${r.age})` : ''}.`;
    case 'garcia-transcultural-integrative':
      return `It asks how the cultures of everyone involved, including yours, shape what ${guide.topic} means and what a respectful response looks like.`;
    case 'hill-glaser-harden-feminist':
      return 'It attends to your own feelings and intuition, to the power between you and the client, and to the client’s part in the decision.';
    default:
      return `${m.summary}`;
  }
}

/** Models whose process makes agreement with the people involved part of the decision itself. */
const COLLABORATIVE = new Set(['cottone-social-constructivism', 'hill-glaser-harden-feminist']);

function recommendationFor(m: DecisionModel, x: StepInputs): string {
  const { r } = x;
  const rec = x.paths.find((p) => p.recommended);
  const base = rec ? lowerFirst(rec.approach) : 'take the option that best protects the client';
  const urgent = r.signals.danger || r.signals.abuse;
  switch (m.id) {
    case 'cottone-social-constructivism':
      return urgent ? `Act on safety first, then build agreement about the rest: ${base}.` : `Reach agreement with the people involved on this: ${base}.`;
    case 'hill-glaser-harden-feminist':
      return `${base.charAt(0).toUpperCase()}${base.slice(1)}, with the client taking part in the choice as far as safety allows and attention to how you use your power.`;
    case 'loewenberg-dolgoff-screen':
      return r.signals.danger ? `Protect life first: ${base}.` : `${base.charAt(0).toUpperCase()}${base.slice(1)}, keeping privacy as far as possible.`;
    case 'rest-four-component':
    case 'tarvydas-integrative':
      return `${base.charAt(0).toUpperCase()}${base.slice(1)}, and plan how you will hold to it under pressure.`;
    case 'koocher-keith-spiegel':
      return `${base.charAt(0).toUpperCase()}${base.slice(1)}, after checking your own influences with an objective colleague.`;
    case 'congress-ethic':
    case 'reamer':
      return `${base.charAt(0).toUpperCase()}${base.slice(1)}, with the most vulnerable person’s interests first and the decision documented.`;
    case 'kitchener-principles':
      return `${base.charAt(0).toUpperCase()}${base.slice(1)}; be ready to say which principle you let prevail and why.`;
    default:
      return `${base.charAt(0).toUpperCase()}${base.slice(1)}.`;
  }
}

function divergence(models: readonly DecisionModel[], x: StepInputs): string {
  const { r } = x;
  const collaborative = models.filter((m) => COLLABORATIVE.has(m.id));
  const rec = x.paths.find((p) => p.recommended);
  const runnerUp = x.paths.filter((p) => !p.recommended).sort((p, q) => q.positive_outcome_probability - p.positive_outcome_probability)[0];
  const parts: string[] = [];
  if (collaborative.length > 0 && (r.signals.danger || r.signals.abuse)) {
    parts.push(
      `${joinList(collaborative.map(modelLabel))} would build agreement with the people involved before acting; where ${r.signals.danger ? 'safety' : 'a reporting duty'} is at stake the other models, and the law, put action first. Reconcile them by involving the client in how the steps on ${r.subject} are taken, not whether.`,
    );
  } else if (collaborative.length > 0) {
    parts.push(`${joinList(collaborative.map(modelLabel))} put more weight on reaching the decision together with the client; the others let you decide after consultation. Here the two readings are compatible: decide ${r.subject} with the client where you can.`);
  }
  if (rec && runnerUp && runnerUp.positive_outcome_probability >= 50) {
    parts.push(`The models that weigh autonomy and the relationship most could also defend the runner-up — ${shortApproach(runnerUp)} — so the choice between it and ${shortApproach(rec)} is a genuine judgment call to take to consultation.`);
  }
  return parts.join(' ');
}

const URGENCY_ORDER: Urgency[] = ['immediate', 'high', 'moderate', 'low'];

function urgencyAt(r: Reading, index: number): Urgency {
  const order = URGENCY_ORDER;
  const start = ['Immediate', 'Urgent', 'Moderate', 'Routine'].indexOf(r.urgency.word);
  return order[Math.min(3, start + (index >= 2 ? 1 : 0))] ?? 'low';
}

function supporting(models: readonly DecisionModel[], moves: readonly string[]): string[] {
  return models.filter((m) => modelMoves(m.id).some((move) => moves.some((wanted) => move === wanted || move.startsWith(wanted)))).map(modelLabel);
}

export function composeModelAnalysis(ctx: AnalysisContext): ModelAnalysisResponse {
  const r = readingOf(ctx);
  const guide = guidanceOf(r.main);
  const parties = partiesFor(r);
  const paths = decisionPathways(r);
  const x: StepInputs = { r, guide, parties, paths };
  const chosen = decisionModelsFor(r.role, r.categories, MODEL_COUNT);
  const models = r.variant > 0 ? rotate(r, chosen) : chosen;
  const rec = paths.find((p) => p.recommended);
  const split = divergence(models, x);

  const ethical_models = models.map((m) => ({
    id: m.id,
    name: m.name,
    description: `${m.summary} (${m.authors}, ${m.year}.)`,
    steps: appliedSteps(m, x).slice(0, 12),
    application: `${lens(m, x)} Applied to this dilemma: ${lowerFirst(guide.question(r))}.`,
    recommendation: recommendationFor(m, x),
  }));

  const actions = guide.actions(r).slice(0, 4);
  const consulters = supporting(models, ['consult', 'arbitrate']);
  const priority_actions = [
    ...actions.map((action, i) => ({
      action,
      urgency: urgencyAt(r, i),
      rationale: i === 0 ? `Every model starts from the facts and the most serious risk; here that means ${lowerFirst(guide.clientHarm.atStake)}.` : `Part of the course the models converge on: ${shortApproach(rec)}.`,
    })),
    ...(actions.some((a) => /consult/i.test(a))
      ? []
      : [
          {
            action: `Consult ${r.signals.legal ? 'your supervisor and an attorney' : 'your supervisor or a trusted colleague'} on ${r.subject} ${r.duties.length > 0 ? 'as you act, not afterwards' : 'before acting'}, and record the advice`,
            urgency: urgencyAt(r, 1),
            rationale: consulters.length >= 2 ? `Consultation is an explicit step in ${joinList(consulters)}.` : `Consultation is part of the standard of care for a decision on ${r.subject}.`,
          },
        ]),
    {
      action: `Document the options you weighed on ${r.subject}, the standards and law you applied, and why you chose as you did`,
      urgency: urgencyAt(r, 2),
      rationale: `A documented rationale is what makes the decision on ${r.subject} defensible and reviewable.`,
    },
  ].sort((p, q) => URGENCY_ORDER.indexOf(p.urgency) - URGENCY_ORDER.indexOf(q.urgency));

  const vulnerable = parties.find((p) => ['victim', 'child', 'elder'].includes(p.key)) ?? parties[0];
  const themes = [
    {
      theme: 'Consult before you act',
      supporting_models: supporting(models, ['consult', 'arbitrate', 'hear-everyone']),
      evidence: `Each of these models has an explicit consultation step; the question to bring is ${guide.question(r)}.`,
    },
    {
      theme: `Weigh the harm ${r.subject} could do to ${lowerFirst(vulnerable?.name ?? 'the client')} first`,
      supporting_models: supporting(models, ['consequences', 'vulnerable', 'screen:life', 'screen:least-harm', 'principle:nonmaleficence', 'duties-owed']),
      evidence: `${vulnerable?.mechanism ?? guide.clientHarm.mechanism}.`,
    },
    {
      theme: `Ground the decision in the ${r.codeShort}${r.signals.legal ? ` and ${r.stateName} law` : ''}`,
      supporting_models: supporting(models, ['code', 'law', 'code-law', 'whether-ethical']),
      evidence: r.codeRefs.length > 0 ? `${joinList(r.codeRefs.slice(0, 2))} speak to this directly.` : `The ${r.codeShort}'s general standards frame the choice.`,
    },
    {
      theme: `Involve the client in the decision on ${r.subject}`,
      supporting_models: supporting(models, ['involve-client', 'negotiate', 'principle:autonomy', 'review-with-affected', 'hear-everyone', 'consensus']),
      evidence: r.signals.danger || r.signals.abuse ? `Involve the client in how the steps on ${r.subject} happen, not whether.` : `The client’s informed participation makes the decision on ${r.subject} more respectful and more durable.`,
    },
    {
      theme: 'Document and follow up',
      supporting_models: supporting(models, ['document', 'implement', 'monitor', 'reflect']),
      evidence: `Record ${lowerFirst(guide.documentation[0] ?? 'the decision and its reasons')}, then ${lowerFirst(guide.monitoring[0] ?? 'review the result')}.`,
    },
  ].filter((t) => t.supporting_models.length >= 2);

  const quote = r.main ? r.quotes(r.main, 1)[0] : undefined;
  const overview = [
    vary(r, 'model-open', [
      `${countWord(models.length)} ethical decision-making models applied to ${guide.topic}${quote ? ` (“${quote}”)` : ''}, as it faces a ${r.roleNoun} in ${r.stateName}.`,
      `How ${countWord(models.length).toLowerCase()} established decision-making models handle this dilemma about ${guide.topic}${quote ? ` (“${quote}”)` : ''}, for a ${r.roleNoun} in ${r.stateName}.`,
      `This dilemma — ${guide.topic}${quote ? `, “${quote}”` : ''} — worked through ${countWord(models.length).toLowerCase()} decision-making models chosen for a ${r.roleNoun} in ${r.stateName}.`,
    ]),
    `${modelLabel(models[0] as DecisionModel)} leads because it fits ${r.main ? `${lowerFirst(guide.topic)}` : 'this kind of question'} best for your role.`,
    `They converge on one course: ${shortApproach(rec)}.`,
    split ? `They differ in emphasis on ${r.subject}, as the synthesis explains.` : `On ${r.subject} they differ only in emphasis, not in direction.`,
  ].join(' ');

  const cited = [...models.map((m) => citationOf(m)), ...r.citations.filter((c) => c.source === r.codeId).slice(0, 3)];
  if (r.signals.legal) cited.push(...r.citations.filter((c) => c.source === `STATE:${r.stateCode}`));

  return {
    engine: 'built-in',
    citations: cleanCitations(r.signals, cited),
    overview,
    professional_consensus: {
      unified_recommendation: `Across the ${models.length} models the direction is the same: ${rec ? lowerFirst(rec.approach) : 'protect the client and act within the code'}. ${rec?.rationale ?? ''} ${r.duties.length > 0 ? 'Consult as you act, not afterwards' : 'Consult before acting'}, document your reasoning on ${r.subject}, and follow up. This is a synthesis for your own judgment and consultation, not a decision made for you.`.replace(/\s+/g, ' '),
      priority_actions,
      convergent_themes: themes,
      synthesis_guidance: [
        `Use ${modelLabel(models[0] as DecisionModel)} as your main path through ${r.subject} and the others as checks.`,
        split || `The models do not pull in different directions on ${r.subject}; where they differ it is in what they ask you to notice.`,
        r.orientation ? `Your ${r.orientation} orientation shapes how you hold the conversation with the client, not whether these obligations apply.` : '',
        `The decision is yours, as a ${r.roleNoun} accountable under the ${r.codeShort}; bring this analysis to consultation and record what you decide and why.`,
      ]
        .filter(Boolean)
        .join(' '),
    },
    ethical_models,
  };
}
