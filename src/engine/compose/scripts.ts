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
import { joinList, type AnalysisContext } from './context';
import { briefOf, cleanCitations, vary, type Brief } from './text/brief';
import { guideFor } from './text/issue-guidance';
import { situationSummary, toFirstPerson } from './text/situation';

type Urgency = ConsultationScript['urgency'];

function urgencyOf(b: Brief): Urgency {
  const { level } = b.ctx.risk;
  return level === 'CRITICAL' ? 'immediate' : level === 'HIGH' ? 'high' : level === 'MODERATE' ? 'moderate' : 'low';
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

function selfIntro(b: Brief): string {
  const user = b.ctx.input.userName?.trim();
  return user ? `this is ${user}, a ${b.roleNoun} in ${b.stateName}.` : `I am a ${b.roleNoun} in ${b.stateName}.`;
}

function options(b: Brief): string {
  const paths = guideFor(b.main).pathways(b);
  const recommended = paths.find((p) => p.recommended);
  const other = paths.find((p) => !p.recommended);
  const lines = [recommended, other].filter((p) => p !== undefined).map((p) => `${p.approach.charAt(0).toLowerCase()}${p.approach.slice(1)}`);
  if (lines.length === 0) return '';
  return toFirstPerson(`The options I am weighing: ${lines.map((line, i) => `(${i + 1}) ${line}`).join('; ')}.`);
}

function documentLine(b: Brief, who: string): string {
  return vary(b.ctx, `doc-${who}`, [
    `Afterwards I will note the date and time of this call, what ${who} advised, and what I decide and why.`,
    `When we finish, I will record that I consulted ${who}, the advice, and my decision with its reasons.`,
    `I will write down today's date, that I spoke with ${who}, the advice I received, and the decision I make.`,
  ]);
}

function legalQuestions(b: Brief): string[] {
  const s = b.signals;
  const law = stateLaw(b.stateCode);
  const questions: string[] = [];
  if (s.duty) {
    const cite = law.dutyToProtect.citations.find((c) => c.trim()) ?? `${b.stateName}'s duty-to-protect law`;
    questions.push(`Does what the client said meet the threshold under ${cite}, and what exactly must I do to discharge the duty?`);
  }
  if (s.childAbuse) questions.push(`Am I required to report under ${law.childAbuseReporting.citation || `${b.stateName} law`}, and what may I tell the family?`);
  if (s.elderAbuse) questions.push(`Does this meet the reporting threshold under ${law.elderAbuseReporting.citation || `${b.stateName} law`}?`);
  if (s.subpoena || s.courtOrder || s.records) questions.push(s.courtOrder ? 'What exactly does the order require me to produce, and should we ask the court to narrow it?' : 'How should I respond by the deadline without waiving the client’s privilege?');
  if (s.substanceRecords) questions.push('Does 42 CFR Part 2 apply to these records, and what consent or order would a disclosure need?');
  if (s.minor || b.categories.includes('minors-consent')) questions.push(`Who can consent to the minor’s treatment in ${b.stateName}, and what are the parents entitled to see?`);
  if (s.telehealth) questions.push('Am I authorised to keep seeing the client while they are in another state, and whose law applies if something goes wrong?');
  if (b.categories.includes('billing-insurance')) questions.push('Do any past claims need correcting, and how should I do it?');
  return questions;
}

function supervisorScript(b: Brief): ConsultationScript {
  const contact = contactOf(b.ctx.input.supervisorContact, 'Your clinical supervisor');
  const first = b.ctx.input.supervisorContact?.name?.trim();
  const script = [
    `${greeting(first)} ${selfIntro(b)} ${b.signals.critical ? 'I need to consult with you now about a client at serious risk.' : 'I would like to consult with you about a case before I decide what to do.'}`,
    situationSummary(b, 'first'),
    `My question is ${toFirstPerson(guideFor(b.main).question(b))}.`,
    options(b),
    'What would you do in my position, what am I missing, and is there anyone else I should involve?',
    documentLine(b, 'my supervisor'),
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    title: first ? `Consultation with ${first}` : 'Consultation with your clinical supervisor',
    type: 'supervisor',
    purpose: `Test your reading of ${guideFor(b.main).topic} with the person who shares responsibility for your clinical work, and agree next steps.`,
    script,
    contact_info: contact,
    urgency: urgencyOf(b),
    can_help_with: ['Think through the clinical picture with you', 'Check your reasoning against the code and agency policy', 'Share responsibility for the plan and document the consultation'],
    cannot_help_with: ['Give legal advice', 'Make the decision for you'],
  };
}

function attorneyScript(b: Brief): ConsultationScript {
  const contact = contactOf(b.ctx.input.legalContact, 'Your attorney (or a health-law attorney your insurer or association can refer you to)');
  const first = b.ctx.input.legalContact?.name?.trim();
  const questions = legalQuestions(b);
  const script = [
    `${greeting(first)} ${selfIntro(b)} I need legal advice about a client situation; I will keep it de-identified.`,
    situationSummary(b, 'first'),
    `My questions are: ${questions.map((q, i) => `(${i + 1}) ${q}`).join(' ')}`,
    b.signals.subpoena || b.signals.courtOrder ? 'I have not released anything yet. Can you review the document before the deadline?' : 'I have not acted yet and want to get the legal steps right first.',
    documentLine(b, 'counsel'),
  ].join('\n\n');
  return {
    title: first ? `Legal consultation with ${first}` : 'Legal consultation with an attorney',
    type: 'attorney',
    purpose: `Get advice on ${b.stateName} law and any legal process before you act: ${questions[0] ?? 'what the law requires of you'}`,
    script,
    contact_info: contact,
    urgency: urgencyOf(b),
    can_help_with: ['Interpret the statute and how courts read it', 'Respond to subpoenas, orders and requests for records', 'Protect you from liability'],
    cannot_help_with: ['Make the clinical judgment for you', 'Advise the client (their lawyer does that)', 'Speak for your code of ethics'],
  };
}

function ethicsScript(b: Brief, cited: Citation[]): ConsultationScript {
  const code = getCode(b.codeId);
  const desk = code.ethicsConsultation;
  const refs = b.codeRefs.slice(0, 3);
  for (const c of b.citations.filter((x) => x.source === b.codeId).slice(0, 3)) cited.push(c);
  const script = [
    `${greeting(undefined)} ${selfIntro(b)} I would like an ethics consultation on how the ${b.codeShort} applies to a situation; it is de-identified.`,
    situationSummary(b, 'first'),
    refs.length > 0 ? `The standards I think apply are ${joinList(refs)}. Am I reading them correctly?` : `Which standards of the ${b.codeShort} apply here?`,
    `Specifically: ${toFirstPerson(guideFor(b.main).question(b))}.`,
    documentLine(b, 'the ethics consultant'),
  ].join('\n\n');
  const where = desk?.url ?? code.url;
  return {
    title: desk ? desk.name : `${code.publisher}: ethics resources`,
    type: 'ethics-consultation',
    purpose: `Hear how your professional association reads the ${b.codeShort} on ${guideFor(b.main).topic}. Find the current contact route at ${where}.`,
    script,
    contact_info: { name: desk?.name ?? code.publisher, phone: desk?.phone ?? '', email: '' },
    urgency: softer(urgencyOf(b)),
    can_help_with: ['Explain how the code’s standards apply', 'Point you to related standards and guidance'],
    cannot_help_with: ['Give legal advice', 'Make the decision for you', 'Respond in an emergency'],
  };
}

function insurerScript(b: Brief): ConsultationScript {
  const script = [
    `${greeting(undefined)} ${selfIntro(b)} I am a policyholder and I would like to speak with risk management about a situation; it is de-identified.`,
    situationSummary(b, 'first'),
    `I want to know how to handle ${toFirstPerson(guideFor(b.main).topic)} in a way that protects the client and limits my exposure, what to document, and whether I should speak to an attorney under my policy.`,
    documentLine(b, 'the risk-management consultant'),
  ].join('\n\n');
  return {
    title: 'Risk-management consultation with your liability insurer',
    type: 'insurer',
    purpose: 'Get free risk-management advice that many professional liability policies include, and a referral to counsel if you need one. The number is on your policy documents.',
    script,
    contact_info: { name: 'Your professional liability insurer’s risk-management line', phone: '', email: '' },
    urgency: b.signals.critical ? 'high' : urgencyOf(b),
    can_help_with: ['Advise on documentation and risk', 'Tell you whether to notify them of a possible claim', 'Refer you to an attorney where the policy provides one'],
    cannot_help_with: ['Make the clinical decision', 'Represent the client'],
  };
}

function boardScript(b: Brief): ConsultationScript {
  const board = stateLaw(b.stateCode).licensingBoards[b.role];
  const name = board?.name ?? `The ${b.stateName} board that licenses ${b.roleNoun}s`;
  const question =
    b.signals.telehealth
      ? `whether my ${b.stateName} licence lets me keep seeing a client who will be located in another state, and whether any temporary-practice rule applies`
      : b.categories.includes('colleague-conduct')
        ? 'how to report a concern about a licensee and what information you need'
        : b.categories.includes('competence-scope')
          ? 'what the rules say about practising in an area where I am still building competence'
          : b.categories.includes('supervision-training')
            ? 'what the rules require of supervisors and supervisees in this situation'
            : 'what the practice act and rules require of me in this situation';
  const script = [
    `${greeting(undefined)} ${selfIntro(b)} I have a general question about the rules, not a complaint.`,
    `I would like to know ${question}.`,
    'Can you point me to the rule or statute that answers it?',
    documentLine(b, 'the board'),
  ].join('\n\n');
  return {
    title: `${name}${board && !board.verified ? ' (name not yet confirmed)' : ''}`,
    type: 'licensing-board',
    purpose: `Ask the regulator what its rules say${board?.url ? ` (${board.url})` : '; find its current contact details on the state licensing site'}.`,
    script,
    contact_info: { name, phone: '', email: '' },
    urgency: softer(softer(urgencyOf(b))),
    can_help_with: ['Explain the practice act and its rules', 'Tell you how to file or respond to a complaint'],
    cannot_help_with: ['Give case-specific advice or approve a decision in advance', 'Keep what you tell them off the record'],
  };
}

function colleagueScript(b: Brief): ConsultationScript {
  const conduct = b.categories.includes('colleague-conduct');
  const script = conduct
    ? [
        'Do you have a few minutes in private? I want to raise something I noticed, because I would want someone to tell me.',
        `${vary(b.ctx, 'colleague-what', ['I have seen', 'I noticed', 'I was made aware of'])} something that worries me: ${situationSummary(b, 'first').replace(/^I am working with a client/, 'it concerns the care of a client')}`,
        'I may be missing context, so I would like to hear how you see it. If it is what it looks like, I think it needs to change, and I would rather we sort it out between us first.',
        'Afterwards I will make a short, factual note of what we discussed and when, for my own records.',
      ]
    : [
        'Can I borrow you for a peer consultation? I have kept the case de-identified.',
        situationSummary(b, 'first'),
        `I am trying to work out ${toFirstPerson(guideFor(b.main).question(b))}. ${options(b)}`,
        'What would you do, and would you be comfortable if your decision were made public?',
        documentLine(b, 'my colleague'),
      ];
  return {
    title: conduct ? 'Raising the concern with your colleague' : 'Peer consultation with a trusted colleague',
    type: 'colleague',
    purpose: conduct
      ? 'Raise the concern directly and privately first, as codes generally ask when clients are not at immediate risk.'
      : 'A second view from a peer you trust, which codes treat as part of sound practice.',
    script: script.join('\n\n'),
    contact_info: { name: conduct ? 'Your colleague' : 'A trusted colleague', phone: '', email: '' },
    urgency: conduct ? urgencyOf(b) : softer(urgencyOf(b)),
    can_help_with: conduct ? ['Hear the concern and correct course'] : ['Offer an outside view', 'Apply the publicity and universality tests with you'],
    cannot_help_with: conduct ? ['Resolve conduct that must be reported'] : ['Share formal responsibility for the decision'],
  };
}

function crisisScripts(b: Brief): ConsultationScript[] {
  const out: ConsultationScript[] = [];
  if (b.signals.crisisLine) {
    out.push({
      title: '988 Suicide & Crisis Lifeline',
      type: 'crisis',
      purpose: 'Immediate crisis support for the client, and consultation for you while you arrange the right level of care.',
      script: [
        `Hello, ${selfIntro(b)} I am calling about a client at imminent risk of suicide.`,
        situationSummary(b, 'first'),
        'I am arranging an emergency evaluation. Can you help me with next steps and with support for the client right now?',
        'I will note the time of this call and what was advised.',
      ].join('\n\n'),
      contact_info: { name: '988 Suicide & Crisis Lifeline', phone: '988', email: '' },
      urgency: 'immediate',
      can_help_with: ['Talk with the client or with you right now', 'Connect to local crisis services'],
      cannot_help_with: ['Replace an emergency response when life is in immediate danger'],
    });
  }
  if (b.signals.emergency) {
    const threat = b.signals.duty;
    out.push({
      title: threat ? 'Notifying law enforcement (911 if the danger is immediate)' : 'Emergency services (911)',
      type: 'crisis',
      purpose: threat ? 'Tell police about a serious threat so they can protect the person at risk.' : 'Emergency response when the client’s life is in immediate danger.',
      script: [
        threat
          ? `${selfIntro(b).charAt(0).toUpperCase()}${selfIntro(b).slice(1)} I am calling to report a serious threat of violence made by a client against ${b.victim ?? 'an identifiable person'}.`
          : `${selfIntro(b).charAt(0).toUpperCase()}${selfIntro(b).slice(1)} I have a client at imminent risk of suicide and I need emergency help.`,
        threat ? 'I can give you what was said, any weapon and time frame I know of, and how to reach me. I will share only what is needed for safety.' : 'I can give you the location and what I know about the means and the risk.',
        'Please tell me the name of the officer or dispatcher and any reference number; I will record the time of this call.',
      ].join('\n\n'),
      contact_info: { name: threat ? 'Emergency services / local police' : 'Emergency services', phone: '911', email: '' },
      urgency: 'immediate',
      can_help_with: threat ? ['Act to protect the person threatened', 'Carry out a welfare check'] : ['Send an emergency response'],
      cannot_help_with: ['Give you clinical or legal advice'],
    });
  }
  return out;
}

function wantsBoard(b: Brief): boolean {
  return (
    b.signals.telehealth ||
    ['competence-scope', 'practitioner-impairment', 'colleague-conduct', 'sexual-boundaries', 'supervision-training'].some((id) => b.categories.includes(id as never))
  );
}

export function composeScripts(ctx: AnalysisContext): ScriptsResponse {
  const b = briefOf(ctx);
  const cited: Citation[] = [];
  const scripts: ConsultationScript[] = [...crisisScripts(b), supervisorScript(b)];
  if (b.signals.legal) scripts.push(attorneyScript(b));
  scripts.push(ethicsScript(b, cited));
  if (ctx.risk.score >= 4 || b.signals.legal) scripts.push(insurerScript(b));
  if (wantsBoard(b)) scripts.push(boardScript(b));
  if (b.categories.includes('colleague-conduct') || scripts.length < 4) scripts.push(colleagueScript(b));

  const emergency: ScriptsResponse['emergency_contacts'] = [];
  if (b.signals.emergency) emergency.push({ name: 'Emergency services', phone: '911', description: 'Imminent danger to life' });
  if (b.signals.crisisLine) emergency.push({ name: '988 Suicide & Crisis Lifeline', phone: '988', description: 'Call or text 988, 24/7' });

  const law = stateLaw(b.stateCode);
  if (b.signals.duty) for (const c of law.dutyToProtect.citations.filter((x) => x.trim())) cited.push({ source: `STATE:${b.stateCode}`, section: c, title: `${b.stateName}: duty to warn/protect` });
  if (b.signals.childAbuse && law.childAbuseReporting.citation) cited.push({ source: `STATE:${b.stateCode}`, section: law.childAbuseReporting.citation, title: `${b.stateName}: child abuse reporting` });
  if (b.signals.elderAbuse && law.elderAbuseReporting.citation) cited.push({ source: `STATE:${b.stateCode}`, section: law.elderAbuseReporting.citation, title: `${b.stateName}: elder abuse reporting` });

  const message = b.signals.critical
    ? `Safety first: ${b.signals.crisisLine ? 'call 988 or 911' : 'call 911 or the local police'} before the other calls. ${scripts.length} scripts are ready; keep names out when you call, and note what each person advised.`
    : vary(ctx, 'scripts-message', [
        `${scripts.length} consultation scripts are ready for ${guideFor(b.main).topic}. Read them aloud or adapt them; they are de-identified, so keep names out when you call, and note what each person advised.`,
        `Here are ${scripts.length} scripts, one for each person worth calling about ${guideFor(b.main).topic}. Each says what that resource can and cannot do; afterwards, record what was advised.`,
      ]);

  return {
    success: true,
    engine: 'built-in',
    citations: cleanCitations(b, cited),
    scripts: { consultation_scripts: scripts },
    emergency_contacts: emergency,
    message,
  };
}
