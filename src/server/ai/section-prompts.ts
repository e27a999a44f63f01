import { z } from 'zod';
import { SECTION_CONTRACTS, type SectionResponse } from '../../shared/api/section-registry';
import type { RiskAssessmentResponse } from '../../shared/api/sections';
import { riskLevel } from '../../shared/domain/risk';
import type { SectionKey } from '../../shared/domain/sections';

/**
 * Each section's prompt for a language model (decision 013): what to write, which fields stay the
 * built-in engine's (its decisions: scores, issues, urgency, contacts, filed records), and how a
 * model's section is fitted to the engine's. The output schema is the section's own response
 * schema from the registry without those fields; its `.describe()` texts are part of the prompt.
 */
type SectionPrompt<K extends SectionKey> = {
  instructions: string;
  /** Kept from the engine's section: the model does not write them. */
  engineOwned: ReadonlyArray<keyof SectionResponse<K> & string>;
  /** Fits the model's section to the engine's (ids the engine reads back, floors, contacts). */
  reconcile?: (model: SectionResponse<K>, engine: SectionResponse<K>, earlier: EarlierScores) => SectionResponse<K>;
};

/** What later sections must agree with: the risk score the risk section settled on. */
export type EarlierScores = { riskScore?: number };

/** Written by the server or the engine on every section, never by a model. */
const META_FIELDS = ['engine', 'model', 'fallback', 'fallback_reason', 'safety_screen'] as const;

/** Items of `model` matched to the engine's by id, in the engine's order; the engine's fill gaps. */
function byEngineIds<T extends { id: string }>(model: readonly T[], engine: readonly T[], merge: (model: T, engine: T) => T): T[] {
  const written = new Map(model.map((item) => [item.id, item]));
  return engine.map((item) => {
    const rewrite = written.get(item.id);
    return rewrite ? merge(rewrite, item) : item;
  });
}

/**
 * The engine's score is a floor: a model may raise it only with reasons, never lower it. The
 * level follows the score, and the rubric's factors, crisis lane and disputes stay the engine's.
 */
function riskFloor(model: RiskAssessmentResponse, engine: RiskAssessmentResponse): RiskAssessmentResponse {
  const reasons = (model.score_raised?.reasons ?? []).filter((reason) => reason.trim().length > 0);
  const raised = model.risk_score > engine.risk_score && reasons.length > 0;
  const score = raised ? model.risk_score : engine.risk_score;
  const level = riskLevel(score);
  const { score_raised: _ignored, ...rest } = model;
  return {
    ...rest,
    risk_score: score,
    level,
    'BASIC ASSESSMENT': { ...model['BASIC ASSESSMENT'], risk_score: score, level, urgency: engine['BASIC ASSESSMENT'].urgency },
    ...(raised ? { score_raised: { from: engine.risk_score, reasons } } : {}),
  };
}

const PROMPTS: { [K in SectionKey]: SectionPrompt<K> } = {
  questions: {
    instructions:
      'Write the clarifying questions a consultant would ask about this dilemma before advising. Keep the draft\'s question ids and categories (answers are read back by id) and ask each one in words specific to this case; say in `context` why it matters here.',
    engineOwned: ['success'],
    reconcile: (model, engine) => ({
      ...model,
      questions: byEngineIds(model.questions, engine.questions, (rewrite, own) => ({ ...rewrite, id: own.id, category: own.category })),
    }),
  },
  summary: {
    instructions:
      'Write a reflective summary of the dilemma for the practitioner: what is at stake, the ethical principles, obligations and competing values in play, and the decision points. Use the issues in the reading; do not add or drop issues.',
    engineOwned: ['issues', 'possible_issues', 'regenerationCount', 'urgency'],
  },
  conversation: {
    instructions: 'Write practical conversation approaches for the hardest conversation in this dilemma: opening lines, responses to likely reactions, key messages and follow-up.',
    engineOwned: [],
  },
  risk: {
    instructions:
      'Write the risk assessment. The reading\'s risk score is a floor: never write a lower `risk_score`. You may raise it only when the facts support it, and then say why in `score_raised.reasons` (with `score_raised.from` set to the reading\'s score). Explain the score in `rationale` from the rubric\'s factors.',
    engineOwned: ['factors', 'priority_actions', 'emergency_contacts', 'engine_reading', 'disputed_factors', 'level'],
    reconcile: (model, engine) => riskFloor(model, engine),
  },
  timeline: {
    instructions: 'Write the action timeline: what to do now, soon and later, with the legal time limits of the state\'s law in the knowledge base, and what follows from acting and from not acting.',
    engineOwned: ['urgency_level', 'critical_alerts'],
  },
  impact: {
    instructions: 'Write how this dilemma may affect the practitioner personally and professionally, dimension by dimension, with the moral distress each carries.',
    engineOwned: ['regenerationCount'],
  },
  coping: {
    instructions: 'Write coping strategies for the practitioner for the weeks this dilemma lasts: immediate steps and strategies by area.',
    engineOwned: ['success'],
  },
  dualTrack: {
    instructions: 'Write the professional track (codes and law) and the personal track (values) side by side, where they conflict, how to integrate them, and a decision matrix of the options.',
    engineOwned: ['success'],
  },
  stakeholders: {
    instructions:
      'Write the stakeholder analysis: everyone affected, their interests, what they stand to lose and gain, how to communicate with them, and the ethical considerations. Keep every stakeholder the practitioner added.',
    engineOwned: ['regenerationCount', 'focusStakeholder'],
    reconcile: (model, engine) => {
      const named = new Set(model.stakeholders.map((s) => s.name.trim().toLowerCase()));
      const missing = engine.stakeholders.filter((s) => s.added && !named.has(s.name.trim().toLowerCase()));
      return { ...model, stakeholders: [...model.stakeholders, ...missing] };
    },
  },
  legal: {
    instructions:
      'Write the legal analysis for this state. Cite statutes and cases only from the knowledge base given, with `kbId` set to the entry\'s id; a statute or case you cite that is not there will be shown as unverified.',
    engineOwned: ['disclaimer', 'lastChecked', 'regenerationCount'],
  },
  scripts: {
    instructions:
      'Write consultation scripts the practitioner can read from when calling each resource: purpose, what to say, what it can and cannot help with. State only facts the practitioner wrote or answered. Leave contact details empty: the server fills them in.',
    engineOwned: ['success', 'emergency_contacts', 'message'],
    // Contact details are never sent to the model; a call's urgency is the engine's pace.
    reconcile: (model, engine) => {
      const own = (type: string) => engine.scripts.consultation_scripts.find((s) => s.type === type);
      return {
        ...model,
        scripts: {
          consultation_scripts: model.scripts.consultation_scripts.map((script) => ({
            ...script,
            contact_info: own(script.type)?.contact_info ?? { name: '', phone: '', email: '' },
            urgency: own(script.type)?.urgency ?? script.urgency,
          })),
        },
      };
    },
  },
  model: {
    instructions:
      'Apply each ethical decision-making model in the draft to this dilemma (keep the draft\'s model ids): its steps worked through for this case, and what it recommends; then the consensus across models.',
    engineOwned: [],
    reconcile: (model, engine) => {
      // The first priority sets the pace the other sections share: the engine's.
      const [first, ...rest] = model.professional_consensus.priority_actions;
      const pace = engine.professional_consensus.priority_actions[0]?.urgency;
      return {
        ...model,
        professional_consensus: { ...model.professional_consensus, priority_actions: first && pace ? [{ ...first, urgency: pace }, ...rest] : model.professional_consensus.priority_actions },
        ethical_models: byEngineIds(model.ethical_models, engine.ethical_models, (rewrite, own) => ({ ...rewrite, id: own.id, name: own.name })),
      };
    },
  },
  final: {
    instructions: 'Write the final report: an executive summary, the key findings of every step, recommendations and a three-phase implementation plan, consistent with the earlier sections.',
    // The documentation note is filed in the practitioner's records: it stays the engine's, which
    // states only what the practitioner wrote or answered.
    engineOwned: ['success', 'risk_score', 'level', 'documentation_note'],
    reconcile: (model, engine, earlier) => {
      const score = Math.max(engine.risk_score, earlier.riskScore ?? 0);
      // The phases' time frames are the engine's pace, which every section shares.
      const plan = model.implementation_plan;
      const paced = (phase: 'phase_1' | 'phase_2' | 'phase_3') => ({ ...plan[phase], timeframe: engine.implementation_plan[phase].timeframe });
      return { ...model, risk_score: score, level: riskLevel(score), implementation_plan: { phase_1: paced('phase_1'), phase_2: paced('phase_2'), phase_3: paced('phase_3') } };
    },
  },
};

export function sectionPrompt<K extends SectionKey>(key: K): SectionPrompt<K> {
  return PROMPTS[key] as SectionPrompt<K>;
}

const schemas = new Map<SectionKey, z.ZodType>();

/** What the model writes for a section: the response schema without the meta and engine-owned fields. */
export function modelOutputSchema(key: SectionKey): z.ZodType {
  const cached = schemas.get(key);
  if (cached) return cached;
  const response = SECTION_CONTRACTS[key].response as unknown as z.ZodObject<z.ZodRawShape>;
  const omitted = new Set<string>([...META_FIELDS, ...sectionPrompt(key).engineOwned]);
  // Citations last: a model writes in schema order, and the prose is what a streaming screen shows first.
  const { citations, ...rest } = response.shape;
  const schema = z.object({ ...Object.fromEntries(Object.entries(rest).filter(([field]) => !omitted.has(field))), citations });
  schemas.set(key, schema);
  return schema;
}

/** The model's section with the engine-owned fields put back, fitted to the engine's. */
export function reconcileSection<K extends SectionKey>(key: K, model: Record<string, unknown>, engine: SectionResponse<K>, earlier: EarlierScores): SectionResponse<K> {
  const prompt = sectionPrompt(key);
  const owned = Object.fromEntries(prompt.engineOwned.filter((field) => field in engine).map((field) => [field, engine[field]]));
  const merged = { ...model, ...owned } as SectionResponse<K>;
  return prompt.reconcile ? prompt.reconcile(merged, engine, earlier) : merged;
}
