import { z } from 'zod';

/**
 * The structured safety screen every analysis answers (docs/product.md "Safety screen"): three
 * items — harm to self, harm to another person, abuse or neglect of a child, elder or dependent
 * adult — each Yes / No / Not sure, and for each a detailed screen that follows a published
 * structure (C-SSRS screener and SAFE-T for self, the HCR-20's historical / clinical /
 * risk-management split for violence, the state's reporting triggers for abuse). The answer
 * shape is a public contract: the API field `safetyScreen`, the CLI flag `--screen`, the draft.
 * Absent means "not asked or not answered"; it is never read as "no".
 */

export const SCREEN_ANSWERS = ['yes', 'no', 'unsure'] as const;
export type ScreenAnswer = (typeof SCREEN_ANSWERS)[number];
export const SCREEN_ANSWER_LABELS: Record<ScreenAnswer, string> = { yes: 'Yes', no: 'No', unsure: 'Not sure' };

export const ABUSE_SUBJECTS = ['child', 'elder', 'dependent-adult'] as const;
export type AbuseSubject = (typeof ABUSE_SUBJECTS)[number];
export const ABUSE_SUBJECT_LABELS: Record<AbuseSubject, string> = {
  child: 'A child (under 18)',
  elder: 'An older adult',
  'dependent-adult': 'A dependent adult',
};

export const SCREEN_TEXT_MAX = 200;

const answer = z.enum(SCREEN_ANSWERS, { error: 'Choose Yes, No or Not sure' }).optional();
const shortText = z.string().trim().max(SCREEN_TEXT_MAX, `Keep this under ${SCREEN_TEXT_MAX} characters`).optional();

export const SelfScreenSchema = z.object({
  concern: answer,
  ideation: answer,
  method: answer,
  intent: answer,
  plan: answer,
  preparation: answer,
  priorAttempt: answer,
  meansAccess: answer,
  timeframe: shortText,
});
export const OthersScreenSchema = z.object({
  concern: answer,
  threat: answer,
  target: shortText,
  weaponAccess: answer,
  preparation: answer,
  timeframe: shortText,
  violenceHistory: answer,
});
export const AbuseScreenSchema = z.object({
  concern: answer,
  who: z.enum(ABUSE_SUBJECTS, { error: 'Choose a child, an older adult or a dependent adult' }).optional(),
  disclosed: answer,
  observed: answer,
  perpetratorAccess: answer,
});

export const SafetyScreenSchema = z.object({
  self: SelfScreenSchema.optional(),
  others: OthersScreenSchema.optional(),
  abuse: AbuseScreenSchema.optional(),
});
export type SafetyScreen = z.infer<typeof SafetyScreenSchema>;
export type SelfScreen = z.infer<typeof SelfScreenSchema>;
export type OthersScreen = z.infer<typeof OthersScreenSchema>;
export type AbuseScreen = z.infer<typeof AbuseScreenSchema>;

export const SCREEN_DOMAINS = ['self', 'others', 'abuse'] as const;
export type ScreenDomain = (typeof SCREEN_DOMAINS)[number];

type ItemKey<D extends ScreenDomain> = Exclude<keyof NonNullable<SafetyScreen[D]>, 'concern'>;

export type ScreenItem<D extends ScreenDomain = ScreenDomain> = {
  key: ItemKey<D>;
  kind: 'choice' | 'text' | 'subject';
  question: string;
  /** Why it is asked, and the structure it follows. */
  hint: string;
  /** Required to complete the screen (text items that only say who or when are optional). */
  required: boolean;
};

export type ScreenDomainDefinition<D extends ScreenDomain = ScreenDomain> = {
  domain: D;
  title: string;
  concernQuestion: string;
  /** The published structure the detailed screen follows, shown to the practitioner. */
  structure: string;
  items: ReadonlyArray<ScreenItem<D>>;
};

const SELF: ScreenDomainDefinition<'self'> = {
  domain: 'self',
  title: 'Risk of harm to self',
  concernQuestion: 'Is there any risk that the client may harm or kill themselves?',
  structure: 'Follows the C-SSRS screener and SAFE-T suicide inquiry (structure only; not a scored instrument).',
  items: [
    { key: 'ideation', kind: 'choice', required: true, question: 'Has the client wished to be dead, or had thoughts of killing themselves, in the past month?', hint: 'C-SSRS items 1–2: passive wish or active thoughts.' },
    { key: 'method', kind: 'choice', required: true, question: 'Have they thought about how they might do it (a method)?', hint: 'C-SSRS item 3.' },
    { key: 'intent', kind: 'choice', required: true, question: 'Have they expressed any intention of acting on these thoughts?', hint: 'C-SSRS item 4.' },
    { key: 'plan', kind: 'choice', required: true, question: 'Have they worked out details of a plan (how, where or when)?', hint: 'C-SSRS item 5.' },
    { key: 'preparation', kind: 'choice', required: true, question: 'Have they done anything to prepare — gathered pills or a weapon, written a note, given things away, rehearsed?', hint: 'C-SSRS item 6 (behaviour). Preparation counts even when the client denies suicidal thoughts.' },
    { key: 'priorAttempt', kind: 'choice', required: true, question: 'Have they ever attempted suicide or harmed themselves before?', hint: 'SAFE-T step 1: prior attempts are the strongest single risk factor.' },
    { key: 'meansAccess', kind: 'choice', required: true, question: 'Do they have access to lethal means (firearms, stockpiled medication, ligatures)?', hint: 'SAFE-T step 1: access to lethal means.' },
    { key: 'timeframe', kind: 'text', required: false, question: 'If a time or trigger is known, when? (e.g. "after the court date")', hint: 'SAFE-T suicide inquiry: timing. Leave blank if none is known.' },
  ],
};

const OTHERS: ScreenDomainDefinition<'others'> = {
  domain: 'others',
  title: 'Risk of harm to another person',
  concernQuestion: 'Is there any risk that the client may seriously harm another person?',
  structure: 'Organised on the HCR-20 split — historical, current clinical, risk management (structure only; not a scored instrument).',
  items: [
    { key: 'threat', kind: 'choice', required: true, question: 'Has the client threatened, or described wanting or intending, to harm someone — in any words, veiled ones included?', hint: 'Current clinical: violent ideation or intent.' },
    { key: 'target', kind: 'text', required: false, question: 'Who could be harmed? (a relation or role, no names — e.g. "his roommate")', hint: 'Duty-to-protect laws turn on a reasonably identifiable victim.' },
    { key: 'weaponAccess', kind: 'choice', required: true, question: 'Do they have access to a firearm or another weapon?', hint: 'Risk management: means.' },
    { key: 'preparation', kind: 'choice', required: true, question: 'Have they done anything to prepare — bought or readied a weapon, found out where the person will be, followed them?', hint: 'Risk management: plans and preparatory acts.' },
    { key: 'timeframe', kind: 'text', required: false, question: 'If a time or trigger is known, when? (e.g. "this weekend", "at the custody hand-off")', hint: 'Risk management: imminence. Leave blank if none is known.' },
    { key: 'violenceHistory', kind: 'choice', required: true, question: 'Do they have a history of violence (assaults, charges, restraining orders)?', hint: 'Historical: previous violence is the strongest single predictor.' },
  ],
};

const ABUSE: ScreenDomainDefinition<'abuse'> = {
  domain: 'abuse',
  title: 'Abuse, neglect or exploitation',
  concernQuestion: 'Is there any sign that a child, an older adult or a dependent adult is being abused, neglected or exploited?',
  structure: "Follows the state's reporting triggers: a mandated report turns on reasonable suspicion, not proof.",
  items: [
    { key: 'who', kind: 'subject', required: true, question: 'Who may be harmed?', hint: 'Child abuse and adult protective reports go to different agencies under different statutes.' },
    { key: 'disclosed', kind: 'choice', required: true, question: 'Has anyone disclosed abuse, neglect or exploitation to you (the person, a witness, the perpetrator)?', hint: 'A disclosure usually meets the reasonable-suspicion threshold.' },
    { key: 'observed', kind: 'choice', required: true, question: 'Have you observed or been told of signs — injuries, hunger, missing money, fear of going home, isolation?', hint: 'Signs alone can be enough for reasonable suspicion.' },
    { key: 'perpetratorAccess', kind: 'choice', required: true, question: 'Does the person who may be causing harm still have access to them?', hint: 'Ongoing access makes the report urgent and may call for immediate protection.' },
  ],
};

export const SAFETY_SCREEN_DEFINITIONS = { self: SELF, others: OTHERS, abuse: ABUSE } as const;

/** Short names for the items, for evidence lines and notes ("Safety screen, weapon: Yes"). */
export const SCREEN_ITEM_NAMES: Record<string, string> = {
  concern: 'concern',
  ideation: 'thoughts of death or suicide',
  method: 'method',
  intent: 'intent',
  plan: 'plan',
  preparation: 'preparation',
  priorAttempt: 'previous attempt',
  meansAccess: 'access to lethal means',
  timeframe: 'when',
  threat: 'threat',
  target: 'who could be harmed',
  weaponAccess: 'weapon',
  violenceHistory: 'history of violence',
  who: 'who',
  disclosed: 'disclosed',
  observed: 'signs observed',
  perpetratorAccess: 'ongoing access',
};

/** Whether the practitioner's own answer opens the detailed screen. */
export function concernOpens(value: ScreenAnswer | undefined): boolean {
  return value === 'yes' || value === 'unsure';
}

/** The required items of an open screen that are still unanswered. */
export function missingItems(screen: SafetyScreen | undefined, domain: ScreenDomain): string[] {
  const answers = (screen?.[domain] ?? {}) as Record<string, unknown>;
  // Who may be harmed routes a report; with no concern there is no report to route.
  const needed = (item: { kind: ScreenItem['kind']; required: boolean }) => item.required && !(item.kind === 'subject' && answers.concern === 'no');
  return SAFETY_SCREEN_DEFINITIONS[domain].items
    .filter((item) => needed(item) && (answers[item.key] === undefined || answers[item.key] === ''))
    .map((item) => item.key);
}

/**
 * A domain's detailed screen is open when the practitioner answered Yes / Not sure, or when the
 * engine's cue families flagged it (`cued`). The concern item is always answered; an open screen
 * is complete when every required item is answered too.
 */
export function screenDomainComplete(screen: SafetyScreen | undefined, domain: ScreenDomain, cued: boolean): boolean {
  const concern = screen?.[domain]?.concern;
  if (concern === undefined) return false;
  return cued || concernOpens(concern) ? missingItems(screen, domain).length === 0 : true;
}
