/**
 * Consultation scripts (spec-2 §2 "Consultation scripts", §3 script fields), with PRODUCT.md's
 * call preparation: one script per human resource that fits this dilemma (supervisor, attorney,
 * the association's ethics consultation, the liability insurer's risk line, the licensing board,
 * a colleague, and crisis lines only when the risk is CRITICAL), each saying what that resource
 * can and cannot do. Scripts are first person, de-identified, and end with what to record.
 */
import type { ConsultationScript, ScriptsResponse } from '../../shared/api/sections';
import { getCode, stateLaw } from '../knowledge-base';
import type { Citation } from '../types';
import { CATEGORIES } from '../categories';
import type { AnalysisContext } from './context';
import { guidanceOf } from './issues';
import { joinList, toFirstPerson, vary } from './prose';
import { cleanCitations, readingOf, type Reading } from './reading';
import { situationSummary } from './situation';
import type { UrgencyWord } from './urgency';

type Urgency = ConsultationScript['urgency'];

const CALL_URGENCY: Record<UrgencyWord, Urgency> = { Immediate: 'immediate', Urgent: 'high', Moderate: 'moderate', Routine: 'low' };

/** How soon to make the call, from the analysis's one urgency. */
function urgencyOf(r: Reading): Urgency {
  return CALL_URGENCY[r.urgency.word];
}

/** One step down, for resources that advise rather than act (ethics desks, boards). */
function softer(urgency: Urgency): Urgency {
  return urgency === 'immediate' ? 'high' : urgency === 'high' ? 'moderate' : 'low';
}

function contactOf(contact: { name?: string; phone?: string; email?: string } | undefined, fallback: string) {
  const name = contact?.name?.trim();
  return { name: name || fallback, phone: contact?.phone?.trim() ?? '', email: contact?.email?.trim() ?? '' };
}

function greeting(name: string | undefined): string {
  return name?.trim() ? `Hello ${name.trim()},` : 'Hello,';
}

function selfIntro(r: Reading): string {
  const user = r.input.userName?.trim();
  return user ? `this is ${user}, a ${r.roleNoun} in ${r.stateName}.` : `I am a ${r.roleNoun} in ${r.stateName}.`;
}

function options(r: Reading): string {
  const paths = guidanceOf(r.main).pathways(r);
  const recommended = paths.find((p) => p.recommended);
  const other = paths.find((p) => !p.recommended);
  const lines = [recommended, other].filter((p) => p !== undefined).map((p) => `${p.approach.charAt(0).toLowerCase()}${p.approach.slice(1)}`);
  if (lines.length === 0) return '';
  return toFirstPerson(`The options I am weighing: ${lines.map((line, i) => `(${i + 1}) ${line}`).join('; ')}.`);
}

function documentLine(r: Reading, who: string): string {
  return vary(r, `doc-${who}`, [
    `Afterwards I will note the date and time of this call, what ${who} advised about ${toFirstPerson(r.subject)}, and what I decide and why.`,
    `When we finish, I will record that I consulted ${who} on ${toFirstPerson(r.subject)}, the advice, and my decision with its reasons.`,
    `I will write down today's date, that I spoke with ${who} about ${toFirstPerson(r.subject)}, the advice I received, and the decision I make.`,
  ]);
}

function legalQuestions(r: Reading): string[] {
  const s = r.signals;
  const law = stateLaw(r.stateCode);
  const questions: string[] = [];
  if (s.duty) {
    const cite = law.dutyToProtect.citations.find((c) => c.trim()) ?? `${r.stateName}'s duty-to-protect law`;
    questions.push(`Does what the client said meet the threshold under ${cite}, and what exactly must I do to discharge the duty?`);
  }
  if (s.childAbuse) questions.push(`Am I required to report under ${law.childAbuseReporting.citation || `${r.stateName} law`}, and what may I tell the family?`);
  if (s.elderAbuse) questions.push(`Does this meet the reporting threshold under ${law.elderAbuseReporting.citation || `${r.stateName} law`}?`);
  if (s.subpoena || s.courtOrder) questions.push(s.courtOrder ? 'What exactly does the order require me to produce, and should we ask the court to narrow it?' : 'How should I respond by the deadline without waiving the client’s privilege?');
  else if (s.records) questions.push('Who has a right to this record, and how do I answer the request without sharing more than that right or my client’s consent allows?');
  if (s.substanceRecords) questions.push('Does 42 CFR Part 2 apply to these records, and what consent or order would a disclosure need?');
  if (s.minor || r.categories.includes('minors-consent')) questions.push(`Who can consent to the minor’s treatment in ${r.stateName}, and what are the parents entitled to see?`);
  if (s.telehealth) questions.push('Am I authorised to keep seeing the client while they are in another state, and whose law applies if something goes wrong?');
  if (r.categories.includes('billing-insurance')) questions.push('Do any past claims need correcting, and how should I do it?');
  return questions;
}

function supervisorScript(r: Reading): ConsultationScript {
  const contact = contactOf(r.input.supervisorContact, 'Your clinical supervisor');
  const first = r.input.supervisorContact?.name?.trim();
  const script = [
    `${greeting(first)} ${selfIntro(r)} ${r.signals.critical ? 'I need to consult with you now about a client at serious risk.' : `I would like to consult with you about ${toFirstPerson(r.subject)} before I decide what to do.`}`,
    situationSummary(r, 'first'),
    `My question is ${toFirstPerson(guidanceOf(r.main).question(r))}.`,
    options(r),
    `What would you do about ${toFirstPerson(r.subject)} in my position, what am I missing, and is there anyone else I should involve?`,
    documentLine(r, 'my supervisor'),
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    title: first ? `Consultation with ${first}` : 'Consultation with your clinical supervisor',
    type: 'supervisor',
    purpose: `Test your reading of ${guidanceOf(r.main).topic} with the person who shares responsibility for your clinical work, and agree next steps.`,
    script,
    contact_info: contact,
    urgency: urgencyOf(r),
    can_help_with: ['Think through the clinical picture with you', 'Check your reasoning against the code and agency policy', 'Share responsibility for the plan and document the consultation'],
    cannot_help_with: ['Give legal advice', 'Make the decision for you'],
  };
}

function attorneyScript(r: Reading): ConsultationScript {
  const contact = contactOf(r.input.legalContact, 'Your attorney (or a health-law attorney your insurer or association can refer you to)');
  const first = r.input.legalContact?.name?.trim();
  const questions = legalQuestions(r);
  const script = [
    `${greeting(first)} ${selfIntro(r)} I need legal advice about ${toFirstPerson(r.subject)} in a client situation; I will keep it de-identified.`,
    situationSummary(r, 'first'),
    `My questions are: ${questions.map((q, i) => `(${i + 1}) ${q}`).join(' ')}`,
    r.signals.subpoena || r.signals.courtOrder ? 'I have not released anything yet. Can you review the document before the deadline?' : r.duties.length > 0 ? `I am acting on ${toFirstPerson(r.subject)} now and want the legal steps right as I do.` : `I have not acted on ${toFirstPerson(r.subject)} yet and want to get the legal steps right first.`,
    documentLine(r, 'counsel'),
  ].join('\n\n');
  return {
    title: first ? `Legal consultation with ${first}` : 'Legal consultation with an attorney',
    type: 'attorney',
    purpose: `Get advice on ${r.stateName} law and any legal process ${r.duties.length > 0 ? 'as you act' : 'before you act'}: ${questions[0] ?? 'what the law requires of you'}`,
    script,
    contact_info: contact,
    urgency: urgencyOf(r),
    can_help_with: ['Interpret the statute and how courts read it', 'Respond to subpoenas, orders and requests for records', 'Protect you from liability'],
    cannot_help_with: ['Make the clinical judgment for you', 'Advise the client (their lawyer does that)', 'Speak for your code of ethics'],
  };
}

function ethicsScript(r: Reading, cited: Citation[]): ConsultationScript {
  const code = getCode(r.codeId);
  const desk = code.ethicsConsultation;
  const refs = r.codeRefs.slice(0, 3);
  for (const c of r.citations.filter((x) => x.source === r.codeId).slice(0, 3)) cited.push(c);
  const script = [
    `${greeting(undefined)} ${selfIntro(r)} I would like an ethics consultation on how the ${r.codeShort} applies to ${toFirstPerson(r.subject)}; the case is de-identified.`,
    situationSummary(r, 'first'),
    refs.length > 0 ? `The standards I think apply are ${joinList(refs)}. Am I reading them correctly for ${toFirstPerson(r.subject)}?` : `Which standards of the ${r.codeShort} apply here?`,
    `Specifically: ${toFirstPerson(guidanceOf(r.main).question(r))}.`,
    documentLine(r, 'the ethics consultant'),
  ].join('\n\n');
  const where = desk?.url ?? code.url;
  return {
    title: desk ? desk.name : `${code.publisher}: ethics resources`,
    type: 'ethics-consultation',
    purpose: `Hear how your professional association reads the ${r.codeShort} on ${guidanceOf(r.main).topic}; find the current contact route at ${where}.`,
    script,
    contact_info: { name: desk?.name ?? code.publisher, phone: desk?.phone ?? '', email: '' },
    urgency: softer(urgencyOf(r)),
    can_help_with: ['Explain how the code’s standards apply', 'Point you to related standards and guidance'],
    cannot_help_with: ['Give legal advice', 'Make the decision for you', 'Respond in an emergency'],
  };
}

function insurerScript(r: Reading): ConsultationScript {
  const script = [
    `${greeting(undefined)} ${selfIntro(r)} I am a policyholder and I would like to speak with risk management about ${toFirstPerson(r.subject)}; the case is de-identified.`,
    situationSummary(r, 'first'),
    `I want to know how to handle ${toFirstPerson(guidanceOf(r.main).topic)} in a way that protects the client and limits my exposure, what to document, and whether I should speak to an attorney under my policy.`,
    documentLine(r, 'the risk-management consultant'),
  ].join('\n\n');
  return {
    title: 'Risk-management consultation with your liability insurer',
    type: 'insurer',
    purpose: `Get free risk-management advice on ${r.subject}, which many professional liability policies include, and a referral to counsel if you need one; the number is on your policy documents.`,
    script,
    contact_info: { name: 'Your professional liability insurer’s risk-management line', phone: '', email: '' },
    urgency: r.signals.critical ? 'high' : urgencyOf(r),
    can_help_with: ['Advise on documentation and risk', 'Tell you whether to notify them of a possible claim', 'Refer you to an attorney where the policy provides one'],
    cannot_help_with: ['Make the clinical decision', 'Represent the client'],
  };
}

function boardScript(r: Reading, question: string): ConsultationScript {
  const board = stateLaw(r.stateCode).licensingBoards[r.role];
  const name = board?.name ?? `The ${r.stateName} board that licenses ${r.roleNoun}s`;
  const script = [
    `${greeting(undefined)} ${selfIntro(r)} I have a general question about the rules on ${toFirstPerson(r.subject)}, not a complaint.`,
    `I would like to know ${question}.`,
    `Can you point me to the rule or statute that answers it for ${toFirstPerson(r.subject)}?`,
    documentLine(r, 'the board'),
  ].join('\n\n');
  return {
    title: `${name}${board && !board.verified ? ' (name not yet confirmed)' : ''}`,
    type: 'licensing-board',
    purpose: `Ask the regulator what its rules say about ${r.subject}${board?.url ? ` (${board.url})` : '; find its current contact details on the state licensing site'}.`,
    script,
    contact_info: { name, phone: '', email: '' },
    urgency: softer(softer(urgencyOf(r))),
    can_help_with: ['Explain the practice act and its rules', 'Tell you how to file or respond to a complaint'],
    cannot_help_with: ['Give case-specific advice or approve a decision in advance', 'Keep what you tell them off the record'],
  };
}

function colleagueScript(r: Reading): ConsultationScript {
  const conduct = r.categories.includes('colleague-conduct');
  const script = conduct
    ? [
        'Do you have a few minutes in private? I want to raise something I noticed, because I would want someone to tell me.',
        `${vary(r, 'colleague-what', ['I have seen', 'I noticed', 'I was made aware of'])} something that worries me: ${situationSummary(r, 'first').replace(/^I am working with a client/, 'it concerns the care of a client')}`,
        'I may be missing context, so I would like to hear how you see it. If it is what it looks like, I think it needs to change, and I would rather we sort it out between us first.',
        'Afterwards I will make a short, factual note of what we discussed and when, for my own records.',
      ]
    : [
        `Can I borrow you for a peer consultation on ${toFirstPerson(r.subject)}? I have kept the case de-identified, so no names.`,
        situationSummary(r, 'first'),
        `I am trying to work out ${toFirstPerson(guidanceOf(r.main).question(r))}. ${options(r)}`,
        `What would you do about ${toFirstPerson(r.subject)}, and would you be comfortable if your decision were made public?`,
        documentLine(r, 'my colleague'),
      ];
  return {
    title: conduct ? 'Raising the concern with your colleague' : 'Peer consultation with a trusted colleague',
    type: 'colleague',
    purpose: conduct
      ? 'Raise the concern directly and privately first, as codes generally ask when clients are not at immediate risk.'
      : `A second view on ${r.subject} from a peer you trust, which codes treat as part of sound practice.`,
    script: script.join('\n\n'),
    contact_info: { name: conduct ? 'Your colleague' : 'A trusted colleague', phone: '', email: '' },
    urgency: conduct ? urgencyOf(r) : softer(urgencyOf(r)),
    can_help_with: conduct ? ['Hear the concern and correct course'] : ['Offer an outside view', 'Apply the publicity and universality tests with you'],
    cannot_help_with: conduct ? ['Resolve conduct that must be reported'] : ['Share formal responsibility for the decision'],
  };
}

/**
 * The crisis calls, the one the main danger needs first: the police for a threat to someone else
 * (988 follows when the self-harm screen is also open), 988 for a client at risk of suicide.
 */
function crisisScripts(r: Reading): ConsultationScript[] {
  const out: ConsultationScript[] = [];
  if (r.signals.crisisLine) {
    out.push({
      title: '988 Suicide & Crisis Lifeline',
      type: 'crisis',
      purpose: 'Immediate crisis support for the client, and consultation for you while you arrange the right level of care.',
      script: [
        `Hello, ${selfIntro(r)} I am calling about a client at imminent risk of suicide.`,
        situationSummary(r, 'first'),
        'I am arranging an emergency evaluation. Can you help me with next steps and with support for the client right now?',
        'I will note the time of this call and what was advised.',
      ].join('\n\n'),
      contact_info: { name: '988 Suicide & Crisis Lifeline', phone: '988', email: '' },
      urgency: 'immediate',
      can_help_with: ['Talk with the client or with you right now', 'Connect to local crisis services'],
      cannot_help_with: ['Replace an emergency response when life is in immediate danger'],
    });
  }
  if (r.signals.emergency) {
    const threat = r.signals.duty;
    out.push({
      title: threat ? 'Notifying law enforcement (911 if the danger is immediate)' : 'Emergency services (911)',
      type: 'crisis',
      purpose: threat ? 'Tell police about a serious threat so they can protect the person at risk.' : 'Emergency response when the client’s life is in immediate danger.',
      script: [
        threat
          ? `${selfIntro(r).charAt(0).toUpperCase()}${selfIntro(r).slice(1)} I am calling to report a serious threat of violence made by a client against ${r.victim ?? 'an identifiable person'}.`
          : `${selfIntro(r).charAt(0).toUpperCase()}${selfIntro(r).slice(1)} I have a client at imminent risk of suicide and I need emergency help.`,
        threat ? 'I can give you what was said, any weapon and time frame I know of, and how to reach me. I will share only what is needed for safety.' : 'I can give you the location and what I know about the means and the risk.',
        'Please tell me the name of the officer or dispatcher and any reference number; I will record the time of this call.',
      ].join('\n\n'),
      contact_info: { name: threat ? 'Emergency services / local police' : 'Emergency services', phone: '911', email: '' },
      urgency: 'immediate',
      can_help_with: threat ? ['Act to protect the person threatened', 'Carry out a welfare check'] : ['Send an emergency response'],
      cannot_help_with: ['Give you clinical or legal advice'],
    });
  }
  return r.signals.duty ? out.reverse() : out;
}

/** What the issues would ask the licensing board, for the issues where the board is a resource. */
function boardQuestions(r: Reading): string[] {
  return r.categories.map((id) => CATEGORIES[id].licensingBoard).filter((q): q is string => q !== null);
}

export function composeScripts(ctx: AnalysisContext): ScriptsResponse {
  const r = readingOf(ctx);
  const cited: Citation[] = [];
  const scripts: ConsultationScript[] = [...crisisScripts(r), supervisorScript(r)];
  if (r.signals.legal) scripts.push(attorneyScript(r));
  scripts.push(ethicsScript(r, cited));
  if (ctx.risk.score >= 4 || r.signals.legal) scripts.push(insurerScript(r));
  const [boardQuestion] = boardQuestions(r);
  if (boardQuestion) scripts.push(boardScript(r, boardQuestion));
  if (r.categories.includes('colleague-conduct') || scripts.length < 4) scripts.push(colleagueScript(r));

  const emergency: ScriptsResponse['emergency_contacts'] = [];
  if (r.signals.emergency) emergency.push({ name: 'Emergency services', phone: '911', description: 'Imminent danger to life' });
  if (r.signals.crisisLine) emergency.push({ name: '988 Suicide & Crisis Lifeline', phone: '988', description: 'Call or text 988, 24/7' });

  const law = stateLaw(r.stateCode);
  if (r.signals.duty) for (const c of law.dutyToProtect.citations.filter((x) => x.trim())) cited.push({ source: `STATE:${r.stateCode}`, section: c, title: `${r.stateName}: duty to warn/protect` });
  if (r.signals.childAbuse && law.childAbuseReporting.citation) cited.push({ source: `STATE:${r.stateCode}`, section: law.childAbuseReporting.citation, title: `${r.stateName}: child abuse reporting` });
  if (r.signals.elderAbuse && law.elderAbuseReporting.citation) cited.push({ source: `STATE:${r.stateCode}`, section: law.elderAbuseReporting.citation, title: `${r.stateName}: elder abuse reporting` });

  const message = r.signals.critical
    ? `Safety first: ${r.signals.crisisLine ? 'call 988 or 911' : 'call 911 or the local police'} before the other calls. ${scripts.length} scripts are ready; keep names out when you call, and note what each person advised.`
    : vary(r, 'scripts-message', [
        `${scripts.length} consultation scripts are ready for ${guidanceOf(r.main).topic}. Read them aloud or adapt them; they are de-identified, so keep names out when you call, and note what each person advised about ${r.subject}.`,
        `Here are ${scripts.length} scripts, one for each person worth calling about ${guidanceOf(r.main).topic}. Each says what that resource can and cannot do; afterwards, record what was advised about ${r.subject}.`,
      ]);

  return {
    success: true,
    engine: 'built-in',
    citations: cleanCitations(r.signals, cited),
    scripts: { consultation_scripts: scripts },
    emergency_contacts: emergency,
    message,
  };
}
