/**
 * Example dilemmas for the dilemma-description screen (spec-1 §2: "An example dilemma for the
 * user's role"): three or more first-person scenarios for each of the 18 practice roles, fully
 * anonymised (no names, dates or places smaller than a state), that mention the state's law
 * where it matters. The state phrases come from the knowledge base and hedge when an entry is
 * not yet confirmed, as a practitioner would.
 */
import type { PracticeRole } from '../../shared/domain/roles';
import { minorConsentRule } from '../knowledge-base';
import type { StateLaw } from '../knowledge-base/types';

export type ScenarioFacts = { state: string; law: StateLaw };
type Scenario = (f: ScenarioFacts) => string;

const hedge = (verified: boolean) => (verified ? '' : ', as far as I understand it,');

/** "the duty to protect is mandatory here in Ohio" style clause. */
function duty(f: ScenarioFacts): string {
  const d = f.law.dutyToProtect;
  switch (d.status) {
    case 'mandatory':
      return `${f.state}${hedge(d.verified)} makes the duty to protect mandatory`;
    case 'permissive':
      return `${f.state}${hedge(d.verified)} permits me to disclose but does not require it`;
    default:
      return `${f.state}’s law on a duty to warn is unsettled${d.verified ? '' : ' as far as I can tell'}`;
  }
}

/** "a 15-year-old can consent on their own in Oregon" style clause. */
function consent(f: ScenarioFacts): string {
  const m = f.law.minorConsent;
  if (m.age === null) {
    return minorConsentRule(f.law.code).anyAge
      ? `${f.state}${hedge(m.verified)} lets a minor of any age consent to outpatient counseling, with conditions`
      : `${f.state}${hedge(m.verified)} has no general rule letting a minor consent to counseling alone`;
  }
  return `${f.state}${hedge(m.verified)} lets a minor consent to outpatient counseling from age ${m.age}`;
}

/** Used mid-sentence or to open one: it starts with "I". */
function reporter(f: ScenarioFacts): string {
  return `I’m a mandated reporter under ${f.law.childAbuseReporting.citation || `${f.state} law`}`;
}

function elderReporter(f: ScenarioFacts): string {
  return `${f.state}’s adult protective statute (${f.law.elderAbuseReporting.citation || 'state law'}) may apply to me`;
}

const COUNSELOR: Scenario[] = [
  (f) =>
    `A client I have seen for eight months told me today that he has been “thinking about what it would take” to hurt his former business partner, who he says ruined him. He laughed it off, but he also mentioned that he keeps a hunting rifle at home. He has no history of violence that I know of, and he has been making progress. I am not sure whether this is venting or something more, and ${duty(f)}. I want to protect our work, but I also do not want to miss something. What should I be weighing before our next session?`,
  (f) =>
    `A sixteen-year-old came to my practice on her own, asking for help with panic attacks. She says her parents do not believe in therapy and would be furious if they found out. I think ${consent(f)}, but I am not certain it covers her situation, and I am unsure what I would say if her parents called. She seems mature and motivated, and I worry that if I turn her away she will not seek help elsewhere. She has already missed school because of the attacks. How should I handle consent and what her parents are told?`,
  () =>
    `At the end of our last session before the holidays, a long-term client handed me a handmade quilt she had spent months sewing. She told me it was her way of saying thank you for helping her through a very hard year. It clearly has great personal meaning, and possibly real monetary value. She has struggled financially for most of the time I have known her. I was moved, but I am unsure whether accepting it changes our relationship, or whether refusing it would hurt her. What should I consider before I respond?`,
  () =>
    `A client I see by video told me she is spending the next three months caring for her mother in another state and wants to keep our weekly sessions. I am licensed only where I practise, and I am not sure whether I can legally see her while she is physically somewhere else. She is in the middle of important work on grief, and switching therapists now would be hard for her. She also mentioned that she has felt low since her mother’s diagnosis. What should I check, and what are my options?`,
];

const SOCIAL_WORKER: Scenario[] = [
  (f) =>
    `On a home visit with a family I have been working with, I noticed that the youngest child, who is about four, had a burn mark on his hand and flinched when his mother reached toward him. She said he touched the stove. The explanation might be true, and the family has been making real progress with me. ${reporter(f)}, and I keep asking myself whether what I saw reaches reasonable suspicion. I do not want to destroy the trust we have built. What should guide my decision?`,
  (f) =>
    `An older client I see for depression mentioned that her son now “handles” her bank account and that she has not seen a statement in months. She seems afraid to ask him about it and begged me not to make trouble. She is sharp and clearly has capacity, but I suspect financial exploitation, and ${elderReporter(f)}. I want to respect her wishes and her dignity without ignoring a possible harm. How do I weigh reporting against her autonomy?`,
  () =>
    `I work at a community agency in a rural area, and a client who lost his job offered to fix the agency van in exchange for sessions, since he cannot pay the sliding fee anymore. My supervisor seems open to it. Bartering is common in our community, and I do not want him to lose services, and the van really does need repairs, but I am unsure how this fits with my code or whether it could complicate our relationship. What should I think about before agreeing?`,
];

const MFT: Scenario[] = [
  () =>
    `I am seeing a couple for communication problems. During an individual session I scheduled as part of the assessment, one partner told me she has been having an affair for a year and does not intend to tell her spouse. I explained my policy on secrets at the start, but I am not sure it covered this clearly enough. Continuing the couples work while holding this feels dishonest, but disclosing it myself feels like a betrayal too. How do I move forward?`,
  () =>
    `I have been seeing a family for six months. The parents are now divorcing, and the father’s attorney has asked me to write a letter supporting his request for primary custody. The father says I know the children better than anyone. I have never done a custody evaluation, and I am worried about my role and about my relationship with the mother, who is also my client. The children are seven and ten, and both seem caught in the middle already. What should I consider before responding?`,
  (f) =>
    `A fifteen-year-old I see with her family asked to speak with me alone and told me she has been drinking heavily at weekends and does not want her parents to know. ${consent(f)}, and the parents signed the consent for family therapy. I am worried about her safety, and I am also aware that breaking her confidence could end her willingness to talk. How should I handle what she has told me?`,
];

const PSYCHOLOGIST: Scenario[] = [
  () =>
    `I received a subpoena from an attorney in a client’s divorce case, asking for my complete records, including my process notes. My client does not want anything released and says her ex-husband is trying to use her therapy against her. The subpoena gives me two weeks to respond. I have never dealt with this before and I am not sure whether I have to comply, what I can withhold, or whether I should talk to a lawyer first. What should I do?`,
  () =>
    `A former client I treated for a year, with therapy ending about two and a half years ago, contacted me and asked whether we could meet for coffee. She said she has always felt a connection and wonders whether we could be friends, or more. I did feel a connection during treatment, though I never acted on it. I am single, and so, she says, is she. I know there are rules about relationships with former clients, and I am unsure how they apply now. What should I be considering?`,
  (f) =>
    `A college student I see for anxiety mentioned, almost in passing, that he has been stockpiling his sleeping pills “just in case” and that he has thought about ending things if he fails his exams next month. He denied a current plan and promised he is fine. He is an adult and insists I must not tell his parents. I know the rules on disclosing to family differ from state to state, and I am not sure what ${f.state} allows here. How do I balance his autonomy against his safety?`,
];

const PSYCHIATRIST: Scenario[] = [
  (f) =>
    `A patient I manage for bipolar disorder disclosed during a medication check that he has been hearing voices telling him his neighbour is poisoning his food, and that he “might have to do something about it.” He stopped his medication weeks ago. He refuses hospitalisation and says I am overreacting. ${duty(f)}, and I am unsure whether this meets the threshold for warning anyone, or whether the priority is an evaluation for involuntary care. What should guide my next steps?`,
  () =>
    `The adult daughter of a patient I treat for depression keeps calling my office, demanding to know whether her mother is taking her medication and what we discuss. The daughter says she is worried about her mother’s safety. My patient has not signed a release and has told me she does not want her daughter involved. The calls have become more frequent and more heated, and my front-desk staff do not know what to say. I want to be responsive to a worried family member without breaching my patient’s confidentiality. How should I handle these calls?`,
  () =>
    `A long-term patient recently became a member of the small gym I go to, and we now see each other several times a week. She seems comfortable and even chatted with me in the locker room. I am aware that our interactions there could affect the treatment relationship and her privacy. I do not want to give up my gym, and I do not want to make her feel unwelcome. It is a small town, and there is no other gym within easy reach. Last week she asked me about her dose while we were both on the treadmills. What should I consider?`,
];

const SCHOOL_COUNSELOR: Scenario[] = [
  (f) =>
    `A seventh grader came to my office and told me her mother’s boyfriend comes into her room at night and that she is scared to go home. She begged me not to tell anyone, especially her mother. I work in a public school in ${f.state}, ${reporter(f)}, and I know the school has its own procedure, but I am unsure what I can promise her and how to tell her what happens next. What should I do today?`,
  (f) =>
    `A high school junior told me she is pregnant and does not want her parents to know. She is considering her options and wants to keep seeing me. My principal has said that parents should be informed of anything “significant.” I am unsure what I can keep confidential, how ${consent(f)} applies in a school, and how to balance my obligations to her, her parents and the school. How do I handle this?`,
  () =>
    `My principal asked me to share my counseling notes about a student who was involved in a fight, saying administration needs them to decide on discipline. The student told me things in confidence about problems at home that have nothing to do with the fight. I keep my notes separately from the educational record. The student is already anxious about being suspended and has started avoiding my office since the fight. I want to cooperate with my administrator but protect what the student shared. What are my obligations?`,
];

const SUBSTANCE_USE: Scenario[] = [
  () =>
    `An employer called our outpatient program asking whether one of their employees is in treatment with us and whether he has been attending. The caller said the employee’s job depends on it. The client has not signed any release for his employer. He is doing well in treatment, and this job is an important part of his recovery plan. I know federal confidentiality rules for substance use treatment are stricter than usual, and I do not want to harm his job prospects by refusing, or his treatment by confirming anything. How should I respond?`,
  () =>
    `A colleague in our program, who is in recovery herself, has come to work twice this month smelling of alcohol, and yesterday she seemed unsteady during a group. She is well liked and has been through a lot lately. Two of the clients in her group are early in recovery and have mentioned noticing it. I have not said anything to her yet. I am unsure whether to talk to her first or go straight to our clinical director, and how to protect the clients in her groups. What should I do?`,
  (f) =>
    `A client on probation told me he used again last weekend and that his probation officer will test him next week. He asked me not to mention it in my monthly report, which he consented to. He is otherwise engaged and honest with me, and I worry that a violation could undo his progress. He has a young daughter and has just started a new job. I am unsure what my report must include under the release he signed, and how ${f.state}’s rules fit. How should I handle this?`,
];

const PASTORAL: Scenario[] = [
  (f) =>
    `A member of my congregation came to me for pastoral counseling and disclosed that he once touched his stepdaughter inappropriately. He says it happened a few months ago, has stopped, and that he is seeking forgiveness. He believes what he told me is protected like a confession. I am not sure whether my role as a pastoral counselor makes me a mandated reporter in ${f.state}, or how clergy privilege applies. I want to help him, but I am deeply worried about the child. What should I do?`,
  () =>
    `A couple from my church asked me for counseling because the wife wants a divorce, which our church teaches against. I serve on the church board with the husband, and I have known them both for years. I want to be faithful to our teaching and to help them, and they have said they would not see anyone outside the church, but I am unsure whether I can be neutral given my beliefs and my relationship with the husband. Should I see them, and if so, how?`,
  () =>
    `A congregant I have been counseling for grief asked whether I could also help his struggling business by joining its advisory board. He says he trusts my judgment more than anyone’s. He has been isolated since his wife died, and the business is what keeps him going. I want to support him, and the role would be unpaid, but it would mean regular meetings with him outside our sessions, and I am unsure how mixing these relationships could affect our counseling and his view of me as his pastor. What should I weigh?`,
];

const CAREER: Scenario[] = [
  () =>
    `A client I am helping with a career transition began having what looked like a panic attack during our session when we discussed job interviews. She says this happens often, and that she has never seen a mental health professional. I am trained in career counseling, not clinical work, and I am unsure how far I should go in helping her with anxiety. There is no mental health clinic close to where she lives, and she has a long wait for one further away. I also do not want her to feel rejected or passed along. What should I do?`,
  () =>
    `An employer who contracted me to provide career assessments for their staff has asked to see individual results, including the personality inventories, to help decide on promotions. The employees were told the assessments were for their own development. Some of them shared quite personal information in the interviews, believing it would stay between us. The contract does not say who owns the results. I want to keep this contract, but I am uncomfortable sharing results that employees did not expect to be seen. How should I handle the request?`,
  () =>
    `A client I have seen for career counseling sent me a connection request on a professional networking site and asked whether I could write him a recommendation for a job. He has done well in our work, and I would genuinely recommend him. I also post about my own work and views on that site, and other clients could see the connection. I am unsure whether connecting online or writing a recommendation blurs the professional relationship. What should I consider before responding?`,
];

const REHAB: Scenario[] = [
  () =>
    `An insurance company retained me as a vocational expert in a disability case, and the attorney who hired me is pressing me to conclude that the claimant can return to full-time work. My assessment suggests she can manage only part-time, light work. She has chronic pain and limited sitting tolerance, which the medical records support. The attorney hinted that future referrals depend on a favourable report. I want to stay objective, but I also rely on this work. What are my obligations here?`,
  () =>
    `A client with a spinal cord injury, whom I support in a return-to-work plan, told me he has been doing cash work on the side while receiving benefits. He asked me not to mention it, saying he cannot survive on benefits alone. He has two children and his benefits barely cover rent. I care about his stability and his progress, but I am unsure what I must report and to whom, and how to keep our working relationship. How should I approach this?`,
  () =>
    `A client I am helping return to work asked me whether she has to tell her new employer about her mental health diagnosis. She is afraid of being treated differently, but she may need accommodations. The employer has also called me, asking how she is doing. She has not signed a release for them. She has been doing well, and I think she would do even better with some flexibility in her schedule. How do I support her decision and handle the employer’s call?`,
];

const GROUP: Scenario[] = [
  () =>
    `In a support group I facilitate, one member posted on social media about another member’s story, without names but with enough detail that people in our small community could recognise her. The member who was described is upset and is thinking of leaving the group. I reviewed confidentiality at the start, but the group has never discussed social media specifically, and I am unsure how to address the breach without shaming the member who posted or losing either of them. What should I do?`,
  () =>
    `Two members of a group I facilitate have started dating. They both say it does not affect the group, but other members seem uncomfortable, and the dynamic in sessions has changed. My group agreement discourages outside relationships but does not forbid them. One member told me privately that she no longer feels safe sharing personal things. The couple sit together and sometimes leave early. I do not want to police adults’ private lives, but I am responsible for the group as a whole. How should I handle this?`,
  (f) =>
    `After a group session, a member stayed behind and told me he is so angry at his former employer that he has “thought about making him pay,” and that he knows where the man lives. He would not say more and left quickly. He has a history of angry outbursts in the group but has never threatened anyone before. I facilitate the group under an agency license, and ${duty(f)}. I am unsure how seriously to take this and whom I need to tell. What should I do next?`,
];

const PEER: Scenario[] = [
  () =>
    `A peer I support, who is new to recovery, asked me for a ride home after our meeting and then asked to borrow twenty dollars for groceries. I remember what it was like to be in that place, and I want to help. He has no car and the bus does not run late. But I am not sure where the line is between peer support and friendship, or what my program’s guidelines allow. What should I consider before I say yes or no?`,
  () =>
    `A person I support in recovery sent me a friend request on social media. We used to know each other years ago, when we were both using, and we share some friends. I value honesty and mutuality in peer work, and I do not want him to feel rejected, especially since our shared history is part of why he trusts me, and my page has photos of my family, but I worry about boundaries and about what he might see on my page. How should I respond?`,
  () =>
    `I have been having a hard time in my own recovery lately, with a lot of stress at home and some strong cravings. I have not used, but I notice I am less patient with the people I support and more tired in meetings. Last week I snapped at someone in a group, and I apologised afterwards. I have not been to my own meetings for a while. I am afraid that telling my supervisor will cost me my job. What should I do to protect the people I support and myself?`,
];

const CASE_MANAGER: Scenario[] = [
  (f) =>
    `On a home visit to a client with a serious mental illness, I found her two-year-old alone in the apartment while she was asleep and difficult to wake; she said she had taken extra medication to sleep. The child seemed fine. A neighbour told me it has happened before. ${reporter(f)}, but my client has been working hard to keep custody, and I fear a report could undo everything. I am also worried about the child’s safety. What should I do today?`,
  () =>
    `Our agency is closing one of its programs with two weeks’ notice, and I have thirty clients on my caseload who will lose services. Some of them are quite fragile. Management has asked us not to tell clients until the transition plan is final, which may take another week. I want to give my clients time to prepare, but I also want to respect my employer’s instructions. Several clients depend on the program for housing support and medication appointments. How do I handle this?`,
  () =>
    `A client I have worked with for a year invited me to her graduation from a job training program. She says I am the reason she finished, and she has no family who will attend. I am touched, and part of me wants to be there for her. The ceremony is on a weekday afternoon, during my working hours. I am unsure whether attending would blur the professional relationship or set an expectation I cannot keep with other clients. What should I consider?`,
];

const NON_LICENSED_COUNSELOR: Scenario[] = [
  () =>
    `I am working toward licensure under supervision at a group practice. My supervisor has been signing my notes without reading them, and she suggested I log our monthly check-ins as weekly supervision so my hours count. I need those hours, and I like working there, but I have two more years of hours to go, and I am uncomfortable recording something that did not happen. I am also unsure whether my clients are getting the oversight they were promised. How should I raise this?`,
  () =>
    `A client asked me to help with her eating disorder, which has become more serious over the past month. I am not yet licensed and have no specialised training in eating disorders; my supervisor says I can “learn as I go.” I want to help her and keep the relationship, but she has told me she does not want to start over with someone new, and I am worried that I am out of my depth and that she needs a specialist. What should I consider?`,
];

const NON_LICENSED_SOCIAL_WORKER: Scenario[] = [
  () =>
    `I am a hospital social worker, not yet licensed, and the unit manager is pressing me to discharge an older patient to a homeless shelter tomorrow because his insurance days have run out. He is confused at times, and I do not believe the shelter can meet his needs. He has no family I can reach. When I raised my concerns, the manager said it was not my call. My supervisor is away this week. I want to advocate for him without defying my employer or overstepping my role. What should I do?`,
];

const OTHER: Scenario[] = [
  () =>
    `I am an art therapist, and a former client asked whether I could include her artwork in an exhibition I am organising about healing. She is proud of it and wants it shown, with her name. The piece is about the abuse she survived, and it is quite raw. She ended therapy with me only six months ago. I am unsure whether using client work publicly, even with consent, is appropriate, and whether her consent is truly free given our past relationship. What should I think about?`,
  (f) =>
    `I provide behavioural support in a group home. A staff member there has been withholding meals as a consequence for residents who do not follow rules, calling it “natural consequences.” The residents are adults with disabilities. I raised it with the house manager, who said it was approved. One resident has lost weight, and another has become withdrawn. ${elderReporter(f)}, and I am unsure whether this is neglect I must report or a policy dispute. What should I do?`,
  () =>
    `A client I see in private practice asked whether I would reduce my fee because she lost her insurance, or whether she could pay me later. I value her progress and do not want her to stop treatment, but I have limited capacity for reduced-fee clients. She has been coming weekly for a year and is in the middle of trauma work. I have not raised my fees in three years, and my practice is small. I am unsure how to handle this fairly and without damaging the relationship, and what my options are if she falls behind. What should I consider?`,
];

/** The same counselor scenarios in another order, so each counseling licence leads differently. */
function pickFrom(list: readonly Scenario[], order: readonly number[]): Scenario[] {
  return order.map((i) => list[i]).filter((s): s is Scenario => Boolean(s));
}

export const ROLE_SCENARIOS: Record<PracticeRole, Scenario[]> = {
  lpc: COUNSELOR,
  lcmhc: pickFrom(COUNSELOR, [1, 3, 0, 2]),
  lpcc: pickFrom(COUNSELOR, [3, 0, 2, 1]),
  'mental-health-counselor': [...NON_LICENSED_COUNSELOR, ...pickFrom(COUNSELOR, [2])],
  lcsw: SOCIAL_WORKER,
  'clinical-social-worker': [...NON_LICENSED_SOCIAL_WORKER, ...pickFrom(SOCIAL_WORKER, [1, 0])],
  lmft: MFT,
  psychologist: PSYCHOLOGIST,
  psychiatrist: PSYCHIATRIST,
  'school-counselor': SCHOOL_COUNSELOR,
  'substance-abuse-counselor': SUBSTANCE_USE,
  'pastoral-counselor': PASTORAL,
  'career-counselor': CAREER,
  'rehabilitation-counselor': REHAB,
  'group-facilitator': GROUP,
  'peer-support-specialist': PEER,
  'case-manager': CASE_MANAGER,
  other: OTHER,
};
