/**
 * Trigger phrases for the facts that matter to risk and to the law (PRODUCT.md "The built-in
 * engine" §1): threats and the person threatened, means, plan, intent, timeline, history, legal
 * process, setting and who else is involved. Organised on the C-SSRS / SAFE-T progression
 * (ideation → method → intent → plan → behaviour) and the HCR-20's historical / clinical /
 * risk-management split (domain-facts §5), without scoring those instruments.
 */
import { t, type TriggerSpec } from './lexicon';

export const FACT_KEYS = [
  'threat',
  'firearm',
  'otherMeans',
  'plan',
  'preparation',
  'selfHarm',
  'intent',
  'timeline',
  'priorViolence',
  'priorAttempts',
  'suicidalIdeation',
  'subpoena',
  'courtOrder',
  'recordsRequest',
  'informationRequest',
  'victimPhrase',
  'partnerViolence',
  'protective',
  'setting.school',
  'setting.agency',
  'setting.privatePractice',
  'setting.hospital',
  'setting.ruralSmallCommunity',
  'setting.telehealth',
  'setting.acrossStateLines',
  'involved.parents',
  'involved.partner',
  'involved.colleague',
  'involved.supervisor',
  'involved.employer',
  'involved.insurer',
  'involved.lawEnforcement',
  'involved.court',
] as const;
export type FactKey = (typeof FACT_KEYS)[number];

const SELF = '(?:himself|herself|themselves|themself|myself)';
const NOT_SELF = `(?!\\s+${SELF})`;
const HARM_VERB = '(?:kill|shoot|stab|murder|strangle|choke|beat up|run over|slit|bash|torch|poison)';
const OTHER_PERSON =
  '(?:him|her|them|his|my|their|that|those|everyone|every|somebody|someone|people|anyone|the (?:guy|man|woman|girl|boy|kid|teacher|boss|principal|family))';
const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const NUMBER_WORD = '(?:a few|a couple(?: of)?|one|two|three|four|five|six|seven|\\d+)';
const VIOLENCE =
  '(?:violence|violent behaviou?r|assault\\w*|aggression|domestic violence|DV|IPV|fighting|hurting (?:people|others)|battery|arrests? for (?:assault|battery|DV)|physical altercations?)';
const WHEN_BEFORE = '(?:about |around )?(?:last|in|two|three|a few|a couple|before|once|twice|previously|as a teen|\\d+|that)';
/** Not after an event as its subject: an overdose "that put her in the hospital" is not violence. */
/** The end of a period the client is waiting out: "once the holidays are over", "when the kids are back at school". */
export const AFTER_A_PERIOD = '(?:once|when|after) (?:the )?(?:holidays|semester|school year|season|wedding|funeral|trial|move|baby is born|kids are (?:gone|grown|settled|back at school))(?: (?:is|are) (?:over|done|through))?';

const RELATIVE = '(?:brother|sister|father|mother|dad|mom|son|daughter|husband|wife|partner|cousin|uncle|aunt|grandfather|grandmother|grandpa|grandma|nephew|niece|boyfriend|girlfriend|fianc[eé]e?)';

/**
 * The word suicide about the client. Another person's death by suicide ("her brother died by
 * suicide", "his father's suicide") or suicide as a topic (a prevention workshop, a baseball play)
 * is not this client's risk; a family history still counts as its own cue (cue-lexicon.ts).
 */
export const CLIENT_SUICIDE_WORD = `(?<!(?:died|death|deaths|dead|killed|lost|losing|loss|passed away) (?:\\w+ ){0,3}(?:by|to|of|from|in a) )(?<!(?:${RELATIVE}|friend|classmate|teammate|roommate|neighbou?r)['’]s )(?<!assisted |assisted-|physician-assisted )suicid(?:e|al|ality)(?! (?:prevention|awareness|squeeze|loss|survivors?|bereavement|postvention|walk|training|workshop))`;

export const NOT_AFTER_EVENT = '(?<!\\b(?:that|which|it|overdose|accident|attempt|crash|fall|illness|infection) )';
/**
 * A person known by the part they play in the client's life ("his shift lead", "the HR director",
 * "her probation officer"): as identifiable as a relative once harm to others is in question.
 */
const PERSON_BY_ROLE =
  '(?:his|her|their|my|the|that) (?:[\\w-]+ )?(?:lead|director|officer|PO|owner|dean|professor|advisor|adviser|dealer|instructor|case ?worker|caseworker|agent|detective|deputy|sergeant|lieutenant|captain|superintendent|administrator|coordinator|trainer|landlady|employer|charge nurse|shift (?:lead|supervisor)|team lead|HR (?:director|manager|rep|person|lady|guy))(?![\\w-])';

/**
 * A person named by the wrong the client holds against them ("the new sous chef who 'stole' his
 * promotion", "the guy who got him fired"): whatever their title, the grievance names them.
 */
const PERSON_BY_WRONG =
  "(?:the|that|this|his|her|their) (?:new |old |former |other )?[\\w-]+(?: [\\w-]+)?(?= (?:who|that) [\"“‘']?(?:stole|took|got (?:him|her|them) (?:fired|written up|arrested|kicked out)|fired|reported|wrote (?:him|her|them) up|replaced|passed (?:him|her|them) over|turned (?:him|her|them) in|testified|ratted|snitched|cheated|dumped|humiliated|embarrassed|ruined|framed|screwed (?:him|her|them) over)\\b)";

export const RELATION =
  `(?:${PERSON_BY_WRONG}|(?:(?:his|her|their|my) )?ex-?(?:wife|husband|girlfriend|boyfriend|partner|fianc[eé]e?)|(?:his|her|their) ex|wife|husband|girlfriend|boyfriend|partner|fianc[eé]e?|spouse|boss|supervisor|manager|foreman|co-?workers?|neighbou?rs?|step-?(?:mother|father|mom|dad|son|daughter)|mother|father|mom|dad|son|daughter|brother|sister|sibling|teacher|principal|coach|roommate|cellmate|cellie|bunkmate|housemate|landlord|classmates?|mother-in-law|father-in-law|brother-in-law|sister-in-law|cousin|uncle|aunt|best friend|pastor|doctor|former employer|(?:the |a |those |these )?(?:specific |particular )?(?:person|people|student|students|peer|peers|kid|kids|guy|guys|man|men|woman|women|girls|boys) (?:who|whose|that|at|from|in)|(?:his|her|their) (?:kids|children|baby)|the other driver|the judge|(?:that|the|this|some) (?:guy|dude|fella|lady)|(?:that|this) (?:man|woman)|(?:her|his|their) (?:new )?(?:boyfriend|girlfriend|partner|man|guy|woman|lady|fella)|${PERSON_BY_ROLE})`;

/**
 * Violence against the client by an intimate partner or ex-partner: the partner is the one who
 * acts and the client ("her", "him", "my client") the one harmed. Tags are the lethality markers
 * the Danger Assessment's structure weighs most (docs/engine.md "Violence against the client"):
 * strangulation, a threat to kill, a weapon; any other assault is 'violence'.
 */
const PARTNER_NOUN = "(?:(?:ex-?|former |estranged |new |current )?(?:husband|wife|boyfriend|girlfriend|partner|fianc[eé]e?|spouse)|ex|baby['’]?s? (?:father|daddy|mother|mama))";
/** Partners who are not intimate ones: "his training partner", "my business partner". */
const PARTNER_QUALIFIER = '(?:training|sparring|business|practice|dance|lab|tennis|climbing|workout|gym|study|project|squad|patrol|work|writing|debate|running|chess)';
/** "her husband", "my client's ex"; a bare "husband" only when no one else owns it ("his sister's husband"). */
const PARTNER_AGENT = `(?:(?:my|the) (?:client|patient)['’]s ${PARTNER_NOUN}|(?:her|his|their) ${PARTNER_NOUN}|(?<!['’]s |my |your |our |${PARTNER_QUALIFIER} )${PARTNER_NOUN})`;
/**
 * What the partner did, up to eight words later ("her husband of ten years choked her", "her
 * boyfriend, a senior, grabbed her", "her fiancé 'lost it' on Sunday, grabbed her by the throat"). A negation in the gap ("has never hit her") is read by
 * facts.ts (`negatedInside`).
 */
const PARTNER_DID = `${PARTNER_AGENT}(?:[\\s,]+[\\w'’]+){0,8}?[\\s,]+(?:has |had |have )?(?:been )?(?:\\w+ly )?`;
const CLIENT_OBJECT = "(?:her|him|them|my client|the client|my patient|the patient)(?! (?:feelings|pride|brother|sister|son|daughter|kids?|children|child|baby|mom|mother|dad|father|friends?|dog|cat|car|boss)\\b)";
const CLIENT_SUBJECT = "(?:she|he|they|my client|the client|my patient|the patient)(?: (?:was|were|is being|has been|had been|have been|got|gets|keeps getting))";
const STRANGLED = '(?:choked|chokes|choking|strangled|strangles|strangling|throttled|smothered)';
const STRUCK_VERB = '(?:hit|hits|hitting|beat|beats|beating|punched|punches|punching|slapped|slaps|slapping|kicked|kicks|kicking|shoved|shoves|shoving|pushed|pushes|threw|throws|dragged|drags|assaulted|attacked|raped|bit|burned|hurt|hurts|abused|abuses|abusing|scratched|scratches|scratching)';
/** "slaps and scratches him": two acts share the object. */
const STRUCK = `${STRUCK_VERB}(?: and ${STRUCK_VERB})?`;
const STRUCK_PASSIVE = '(?:hit|beaten|punched|slapped|kicked|shoved|pushed|thrown|dragged|assaulted|attacked|raped|bitten|burned|hurt|abused)';
const KILL_THREAT_VERB = "(?:(?:has |had )?threaten(?:ed|s|ing)? to kill|(?:said|says|told|tells|swore|swears|texted|texts|messaged|wrote|yelled|screamed|warned)(?: (?:her|him|them|my client))?(?: that)? (?:he|she|they)(?:['’]d|['’]ll| would| will| is going to| was going to| is gonna| was gonna) kill)";
const WEAPON = '(?:a|his|her|their|the) (?:\\w+ )?(?:gun|handgun|pistol|rifle|shotgun|knife|blade)';

/**
 * The acts of violence against the client, after a given agent. A pronoun agent ("he choked her")
 * is tagged `pronoun:`: facts.ts keeps it only when the pronouns show a partner acting on the
 * client (the client's own pronoun as the object, the other as the agent).
 */
function violenceAgainstClient(did: string, tagPrefix: string): TriggerSpec[] {
  // Passives and descriptions ("she was strangled by her boyfriend", "her abusive husband") name the partner themselves.
  const named = tagPrefix === '';
  const either = (active: string, passive: string) => (named ? `${active}|${passive}` : active);
  return [
    t(
      either(
        `${did}${STRANGLED} ${CLIENT_OBJECT}|${did}(?:put|had|got|wrapped|squeezed|pressed) (?:his|her|their|both) (?:hands?|arm|forearm|knee) (?:around|on|across|against) (?:her|his|their|my) (?:neck|throat)|${did}(?:pinned|held|pushed|grabbed|pressed|lifted|dragged|shoved)(?: ${CLIENT_OBJECT})?(?: \\w+){0,4}? by (?:the|her|his|their) (?:neck|throat)`,
        `${CLIENT_SUBJECT} (?:\\w+ly )?(?:choked|strangled|smothered) by (?:(?:her|his|their) )?${PARTNER_NOUN}`,
      ),
      0.9,
      { tag: `${tagPrefix}strangulation` },
    ),
    t(either(`${did}${KILL_THREAT_VERB} ${CLIENT_OBJECT}`, `${CLIENT_SUBJECT} threatened with death by (?:(?:her|his|their) )?${PARTNER_NOUN}`), 0.9, { tag: `${tagPrefix}threat-to-kill` }),
    t(`${did}(?:held|holds|pointed|points|put|pulled|pressed) ${WEAPON} (?:to|at|on|against) ${CLIENT_OBJECT}|${did}threaten(?:ed|s|ing) ${CLIENT_OBJECT} with ${WEAPON}`, 0.9, { tag: `${tagPrefix}weapon` }),
    t(
      either(
        `${did}${STRUCK} ${CLIENT_OBJECT}(?! (?:to|into (?:therapy|treatment|rehab|counsel\\w*)|away)\\b)`,
        `${CLIENT_SUBJECT} (?:\\w+ly )?${STRUCK_PASSIVE} by (?:(?:her|his|their) )?${PARTNER_NOUN}|(?:her|his|their) (?:abusive|violent) ${PARTNER_NOUN}|(?:(?:is|['’]s|are|still) (?:in|stuck in|trapped in)|stay(?:s|ing)? in) an? (?:abusive|violent) (?:relationship|marriage)`,
      ),
      0.8,
      { tag: `${tagPrefix}violence` },
    ),
  ];
}
/** "he", "she", up to two words before the act ("he then choked her"). */
const PRONOUN_DID = "(?:he|she)(?: [\\w'’]+){0,2}? (?:has |had |have )?(?:been )?(?:\\w+ly )?";
export const PRONOUN_AGENT_TAG = 'pronoun:';

export const FACT_LEXICON: Record<FactKey, TriggerSpec[]> = {
  threat: [
    t('threat(?:en(?:ed|ing|s)?)? to (?:kill|hurt|harm|shoot|stab|attack|beat|assault|strangle|choke|get|burn|bomb|blow up|run)', 0.9),
    t(`${HARM_VERB} ${OTHER_PERSON}${NOT_SELF}`, 0.7),
    t(`(?:said|says|told me|tells me|stated|mentioned|admitted|disclosed|reported|texted|posted|yelled|screamed|wrote|joked|swore)(?: that)?(?: \\w+['’]?\\w*){0,3} (?:kill|shoot|stab|murder|strangle|beat|attack|make \\w+ pay|get even|put \\w+ in the (?:hospital|ground))${NOT_SELF}`, 0.8),
    t(`(?:put|puts|putting|throw|throws|throwing|send|sending) (?:him|her|them|(?:that|the|his|her|their|my) \\w+) (?:through|into) (?:a|the) (?:wall|window|windshield|door|table)${NOT_SELF}`, 0.75),
    t('homicidal(?: ideation| thoughts| statements| urges)?', 0.9),
    t('HI', 0.75, { cs: true }),
    t('threat(?:s|en(?:ed|ing|s)?)?(?!\\s+to\\s+(?:sue|report|file|leave|quit|complain|go to|post|take|call|tell|stop|end|drop|withdraw|cancel|fire|expose|out|kill (?:him|her|them)sel))(?!\\s+of\\s+(?:a |legal |litigation|lawsuit|suit|a complaint))', 0.6, { ctx: 'harm' }),
    t('(?:violent|homicidal|revenge) (?:thoughts|fantasies|urges|ideation|impulses)|(?:thoughts|fantasies|fantasiz\\w+|urges) (?:of|about) (?:killing|hurting|harming|shooting|stabbing|attacking|strangling|beating)(?! (?:himself|herself|themselves|themself|myself|yourself|oneself))', 0.8),
    t('(?:wants?|wanted) (?:him|her|them) dead|shoot up (?:the|a|his|her|their|my)|hit list|kill list', 0.9),
    t(`(?:going to|gonna|wants? to|wanted to|'d|'ll|is going to|was going to|plans? to) (?:hurt|harm|kill|shoot|stab|attack|beat up|get even with|get back at|make \\w+ (?:pay|answer for \\w+|suffer|sorry)|go after|teach \\w+ a lesson|deal with (?:him|her|them|that guy)|send (?:her|him|them) back|take (?:him|her|them) out|get rid of (?:him|her|them)|settle (?:the score|this))${NOT_SELF}`, 0.7),
    t(`${NOT_AFTER_EVENT}put (?:\\w+ ){0,4}in the (?:hospital|ground)|six feet under`, 0.85),
    t("(?:she|he|they)(?:['’]ll| will) (?:pay for (?:this|it)|regret (?:it|this)|be sorry)|pay for what (?:she|he|they) did|won['’]t be laughing|(?:find out|learn|learns?) what it feels like|the day (?:she|he|they) learns?", 0.7),
    t('(?:bring|bringing|brought|take|taking|carry|carrying) (?:a |his |her |my |the |\\w+[\'’]s )?(?:gun|weapon|knife|rifle|pistol|handgun) (?:to|into) (?:school|work|class|the office|campus|the building)', 0.9),
    t('voices? (?:\\w+ ){0,5}(?:kill|hurt|harm|attack|get rid of)|command hallucinations', 0.8),
    t('(?:we|they) (?:go|die) together|take (?:him|her|them|the kids) with (?:me|her|him|them)|(?:put|slip|crush|mix|hide|give (?:him|her|them) (?:his|hers|theirs|the pills|the meds)) (?:\\w+ ){0,4}in(?:to)? (?:his|her|their) (?:food|drink|coffee|pudding|tea|juice|meal)', 0.75),
  ],
  suicidalIdeation: [
    t(CLIENT_SUICIDE_WORD, 0.85),
    t('SI', 0.85, { cs: true }),
    t(`(?:kill|hang|shoot|hurt|harm|off|cut) ${SELF}`, 0.9),
    t('end (?:it all|(?:his|her|their|my) (?:own )?life|things for good)|take (?:his|her|their|my) (?:own )?life', 0.9),
    t('(?:wants?|wanted|wanting|wish(?:es|ed)?|wishing) (?:to die|to be dead|(?:s?he|they|I) (?:was|were) dead|to not wake up|to go to sleep and not wake up)', 0.8),
    t('(?:thoughts|thinking) (?:of|about) (?:wanting to die|death|dying|not (?:waking up|being here|being alive|wanting to live)|ending (?:it|things))|(?:thoughts|thinking|fantasies|fantasiz\\w+|urges) (?:of|about) (?:killing|hurting|harming|shooting|hanging|drowning|cutting|poisoning|ending) (?:himself|herself|themselves|themself|myself|yourself|oneself)', 0.8),
    t('better off (?:dead|without (?:me|him|her|them))|death wish|(?:they|everyone|family|kids|the world|people)(?:[\'’]d| would) be better off', 0.8),
    t("(?:no|not any) (?:reason|point) (?:(?:to|in) )?(?:live|living|going on|being alive|being here|existing)|(?:what['’]s|whats|what is) (?:even )?the point|(?:feels?|feeling|felt) like a burden", 0.6, { neg: false }),
    t("(?:doesn['’]t|don['’]t|didn['’]t|does not|do not) (?:even |really |actually )?want to (?:live|be alive|be here anymore|be here|exist|wake up)|wish(?:es|ed)? (?:I|he|she|they) (?:hadn['’]t|had not|didn['’]t|did not) (?:made it|survived?|woken up|lived)|(?:not|never) (?:waking up|wake up)", 0.8, { neg: false }),
    // A passive wish for death in the C-SSRS's first item, in any words: a wish, hope or prayer
    // whose object is not waking, dying, being gone, or an accident or illness that would take them.
    t(`(?:wish(?:es|ed|ing)?|hop(?:e|es|ed|ing)|pray(?:s|ed|ing)?)(?: (?:every|each|some|most|at) (?:night|nights|morning|mornings|day|days))?(?: (?:that|to god))?(?: (?:I|he|she|they))?(?: (?:just|would|could|might|will|won['’]t|wouldn['’]t|didn['’]t|did not|would not|could not|couldn['’]t|never|not|['’]d))*(?: just)? (?:(?:not|never) (?:to )?(?:wake|woke|waking) up|(?:wouldn['’]t|won['’]t|didn['’]t|did not|would not|will not) wake up|(?:die|died|be dead|were dead|was dead|be gone|stop existing|not exist|not be here|wasn['’]t here|weren['’]t here|disappear|vanish)\\b|(?:the|my|his|her|a|their) (?:plane|car|bus|train|boat)(?: \\w+)? (?:goes down|went down|would go down|crashes|crashed|would crash|sinks)|(?:something|someone|a car|a truck|a bus|a drunk driver) (?:would |will |just )?(?:hit|hits|kill|kills|take|takes) (?:me|him|her|them)|(?:cancer|covid|a heart attack|an accident|the lord|god|jesus) (?:would |will |just )?(?:take|takes|took) (?:me|him|her|them))`, 0.7, { neg: false }),
    t("(?:don['’]t|do not|no need to|not to) (?:waste|use|bother with) (?:the |your |a )?(?:narcan|naloxone) on (?:me|him|her)|(?:won['’]t|wouldn['’]t|not) (?:use|carry) (?:the )?(?:narcan|naloxone)|PHQ-?9 item 9|item (?:9|nine)|passive (?:SI|thoughts|suicidal)", 0.6),
  ],
  firearm: [
    t('guns?|firearms?|rifles?|shotguns?|pistols?|handguns?|revolvers?|AR-?15s?|ammunition|ammo|glocks?|hunting rifles?|concealed[- ]carry|gun safe|weapons?|\\.45|\\.38|9 ?mm', 0.9),
  ],
  otherMeans: [
    t('(?:stockpil\\w+|hoard\\w+|saving|saved|collecting|counted|stashing|stashed) (?:up )?(?:\\w+ ){0,4}(?:pills|meds|medications?|prescriptions?|sleeping pills|opioids|morphine|tylenol|pain (?:meds|pills))|(?:bottle|handful|stash|supply) of (?:pills|tylenol|sleeping pills|meds|opioids)|overdose on|(?:pills|medications?) (?:to|for) (?:overdose|end it|kill)|(?:take|swallow|down) (?:all )?(?:of )?(?:her|his|their|my|the|\\w+[\'’]s) (?:[\\w\'’]+ ){0,2}(?:pills|meds|medication)', 0.8, { tag: 'medication', ctx: 'harm' }),
    t(`ropes?|noose|ligature|hang(?:ing)? ${SELF}`, 0.8, { tag: 'ligature', ctx: 'harm' }),
    t('knife|knives|blade|razor(?: blades?)?|machete', 0.7, { tag: 'knife', ctx: 'harm' }),
    t('(?:jump|jumping|leap) (?:off|from) (?:a|the) (?:bridge|roof|building|overpass|cliff|balcony|parking garage)|(?:the )?(?:\\w+ )?bridge|train tracks|railroad tracks', 0.75, { tag: 'height', ctx: 'harm' }),
    t('(?:crash|drive|drove|wreck|steer) (?:his|her|their|my|the) (?:car|truck) (?:into|off)|drive off (?:a|the) (?:road|bridge|cliff)', 0.7, { tag: 'vehicle' }),
    t('carbon monoxide|antifreeze|rat poison|drink(?:ing)? bleach', 0.6, { tag: 'poison', ctx: 'harm' }),
    t('(?:access to )?lethal means', 0.5, { tag: 'unspecified' }),
  ],
  plan: [
    t('(?:plan(?:s|ned|ning)?|planning|(?:is|am|are|was) going|decided|intends?) (?:on |to )(?:kill|shoot|stab|hurt|harm|end|overdose|hang|jump|attack|take (?:his|her|their|my) (?:own )?life|do it|confront|ambush|go after|get (?:him|her|them|back at)|use (?:the|his|her|a) (?:gun|rifle|pills|knife)|take (?:her|his|their|my|the|all|\\w+[\'’]s) (?:[\\w\'’]+ ){0,2}(?:pills|meds))', 0.9),
    t('(?:a|any|specific|detailed|concrete|clear|definite|actual|suicide|suicidal|the|his|her|their) (?:(?:specific|detailed|concrete|clear|definite|actual|suicide|suicidal|elaborate) )?plans?(?! (?:to|for) (?:move|moving|relocat\\w*|transfer\\w*|retire|school|college|work|treatment|therapy|discharge|terminat\\w*|meet|see|visit|return|go|attend|start|stop|quit|leave|travel|the holidays|the future|after|next|(?:her|his|their) future|safety|care))(?! of care)(?<!(?:treatment|safety|care|crisis|discharge|service|business|lesson|payment|health|insurance|meal|birth|504|action|IEP) plans?)', 0.75, { ctx: 'harm' }),
    t('(?:figured out|worked out|working out|figuring out|decided on|decided (?:how|when)|researched|looked up|googled|searching|searched) (?:online )?(?:how|when|where|ways|methods|the best way|lethal doses?)|in (?:a lot of |great )?detail', 0.75, { ctx: 'harm' }),
    // Clinical shorthand: "SI w/ plan", "HI with plan", a "Plan:" line naming the act (not a treatment plan).
    t('\\bplan: (?!none|no\\b|denies|n/?a\\b|continue|f/?u\\b|follow|safety|refer|outpt|outpatient|weekly|increase|schedule|return|discuss|reassess|monitor|meds?\\b|therapy|session)', 0.8, { ctx: 'harm' }),
    t('\\b(?:SI|HI|suicidal ideation|homicidal ideation)(?: \\w+){0,3} (?:w/|with) (?:a )?(?:specific |detailed )?plan\\b', 0.85),
  ],
  preparation: [
    t('(?:wrote|written|writing|left) (?:a )?(?:suicide|goodbye|farewell) (?:note|letter)|(?:written|wrote|writing|left) (?:\\w+ ){0,3}(?:a )?letters? (?:to|for) (?:her|his|their|my|the) (?:kids|children|son|daughter|family|wife|husband)|(?:written|wrote) (?:the|her|his|their) (?:\\w+ )?a (?:letter|note)', 0.85, { ctx: 'harm', tag: 'note' }),
    t('(?:bought|purchased|buying|acquired|obtained|picked up|ordered) (?:a |another |some )?(?:gun|rope|pills|firearm|rifle|pistol|handgun|shotgun|ammunition|ammo|knife|bullets)', 0.8, { tag: 'acquired' }),
    t('(?:saving|saved|stockpil\\w+|hoard\\w+|stashing|stashed|counted) (?:up )?(?:\\w+ ){0,4}(?:pills|meds|medications?|morphine|opioids|sleeping pills|pain (?:meds|pills))', 0.75, { tag: 'medication' }),
    t('rehears\\w+|dry run|(?:gave|giving|give|gives|given) away (?:his|her|their|my) (?:\\w+ )?(?:belongings|possessions|things|guns|pets|stuff|gear|collection|tools)', 0.75, { tag: 'affairs' }),
    t("(?:knows?|knew|found out|figured out|tracked down|looked up) (?:exactly )?(?:where|what time|when|who) (?:\\w+ ){0,6}(?:lives|works|parks|goes|is|leaves|gets off|hangs out|walks)|knows (?:her|his|their) (?:schedule|routine)", 0.75, { ctx: 'harm', tag: 'approach' }),
    t('(?:following|stalking|watching|surveilling|sitting outside|driving by|drove by|drives by)(?: \\w+){0,2} (?:her|his|their) (?:house|home|work|office|apartment|school|car)|(?:driving|drives|drove|going) (?:out )?to (?:the )?(?:\\w+ )?bridge', 0.7, { tag: 'approach' }),
  ],
  // Self-harm is read from the cue families (cue-lexicon.ts) only.
  selfHarm: [],
  intent: [
    t('(?:intend(?:s|ed|ing)?|intent|intention|intentions) (?:to|on|of) (?:kill|die|dying|end|harm|hurt|hurting|shoot|act|do it|follow through|carry (?:it )?out)', 0.9),
    t('(?:suicidal|homicidal|clear|stated|expressed) intent|intent (?:endorsed|confirmed|stated|present)|endorses intent', 0.85),
    t('intent(?:ion)?(?:s)?(?! (?:form|to (?:treat|move|return|enroll)))', 0.6, { ctx: 'harm' }),
    t('(?:is|was|am|are) (?:going to|gonna) (?:do it|kill|end it|shoot|follow through|go through with it)', 0.8),
    t("(?:means|meant) it|serious about (?:killing|ending|doing it|hurting|it)|(?:will|would|going to) (?:actually )?(?:do it|follow through|go through with it)|determined to (?:kill|die|end|do it|hurt)|(?:nothing|no one|nobody) (?:will|can|could) stop (?:me|him|her|them)|(?:has|have|had|already|she['’]s|he['’]s|I['’]ve) (?:already )?decided|(?:wasn['’]t|was not|not|isn['’]t) joking|(?:would|will) not take it back|wouldn['’]t take it back", 0.75, { ctx: 'harm', neg: false }),
  ],
  timeline: [
    t(`tonight|later today|tomorrow|this (?:weekend|week|evening|morning|afternoon|${WEEKDAY})|on (?:${WEEKDAY}|(?:his|her|their) birthday|the anniversary)|${WEEKDAY}s?|next (?:week|weekend|${WEEKDAY}|month)`, 0.8, { ctx: 'harm' }),
    t(`(?:within|in) (?:the next |about |around )?${NUMBER_WORD} (?:hours|days|weeks)`, 0.8, { ctx: 'harm' }),
    t('(?:when|once|as soon as|the day|the minute) (?:he|she|they|I) (?:gets? out|is released|gets? home|sees? (?:her|him|them)|gets? paid|gets? the gun|gets? a chance|finds (?:her|him|them)|moves? out)', 0.85, { ctx: 'harm' }),
    t(`(?:before|after|at|by) (?:the |his |her |their )?(?:custody )?(?:\\w+['’]s )?(?:hearing|court date|trial|birthday(?: party)?|anniversary|wedding|end of the (?:week|month)|weekend|${WEEKDAY})|the (?:weekend|day|week) (?:after|before) (?:the|her|his|their)`, 0.7, { ctx: 'harm' }),
    t('any day now|imminent(?:ly)?|very soon|right away|right now|as we speak|at this (?:very )?moment|waiting for (?:him|her|them) to (?:come out|come home|get off|leave)|(?:set|picked|chose|chosen) a (?:date|day|time)|(?:that[\'’]s|is|are) when it (?:happens|will happen)', 0.85, { ctx: 'harm' }),
    t('(?:the )?next time (?:\\w+ ){0,3}(?:writes|says|does|sees|comes|tries)', 0.5, { ctx: 'harm' }),
    t(AFTER_A_PERIOD, 0.7, { ctx: 'harm' }),
  ],
  priorViolence: [
    t(`(?:history|record) of ${VIOLENCE}|hx of ${VIOLENCE}|(?:been|was) violent`, 0.9),
    t('(?:previously|has|had|once|before|twice) (?:assaulted|attacked|hit|beat|beaten|choked|strangled|stabbed|shot|punched|hurt|pushed|shoved) (?:her|him|them|his|someone|a|people|another|an)|(?:shoved|punched|assaulted|attacked|choked|hit) (?:this|that|the same|a|his|her) (?:\\w+ )?(?:neighbou?r|roommate|coworker|partner|wife|husband|girlfriend|boyfriend|man|guy|person)|fist ?fight|got into a (?:physical )?fight|after threatening', 0.85),
    t('(?:arrest(?:ed)?|charged|convicted|jailed|incarcerated|served time|did time) (?:for|with) (?:assault|battery|domestic|DV|violence|a violent|aggravated|attempted murder|manslaughter|strangulation)', 0.9),
    t('(?:restraining|protective|protection|no[- ]contact) orders?', 0.8),
    t('put (?:his|her|their) hands on|(?:was|has been|got|gets) (?:violent|physical) (?:with|toward|towards)', 0.8),
    t('(?:prior|past|previous) (?:violence|assaults?|violent (?:incidents?|episodes?|behaviou?r)|aggression)', 0.85),
  ],
  priorAttempts: [
    t('(?:previous|prior|past|earlier|two|three|multiple|several|one|\\d+) (?:suicide |suicidal )?attempts?', 0.9),
    t('(?:history|hx) of (?:suicide attempts?|attempts?|overdoses?|self-harm|suicidal behaviou?r)', 0.9),
    t(`attempted (?:suicide|to kill ${SELF})|tried to (?:kill|hang|overdose|hurt) ${SELF}`, 0.9),
    t(`(?:overdosed|had an overdose) ${WHEN_BEFORE}|(?:OD(?:['’]d|(?!d))|had an OD) ${WHEN_BEFORE}|hospitali[sz]ed (?:after|for) (?:a|an|her|his|their) (?:attempt|overdose|suicide attempt)`, 0.8),
  ],
  subpoena: [t('subpoena\\w*', 0.95)],
  courtOrder: [
    t('court[- ]order(?:ed|s)?|court[- ]mandated|ordered by (?:the|a) (?:court|judge)|(?:the )?judge ordered|(?:judge|court)[\'’]s order|court[- ]appointed', 0.9),
  ],
  recordsRequest: [
    t('records? requests?|request(?:ed|s|ing)? (?:for |a copy of |copies of |access to |to see )?(?:the |my |her |his |their |all )?(?:client[\'’]s |daughter[\'’]s |son[\'’]s |child[\'’]s |treatment |therapy |session |clinical |mental health |counseling )?(?:records|notes|chart|file)', 0.85),
    t('(?:asked|asking|asks|wants|wanted|demanding|demands|demanded) (?:for |to see |to read |to review |access to |a copy of |copies of )(?:the |my |her |his |their |all )?(?:client[\'’]s |daughter[\'’]s |son[\'’]s |child[\'’]s |treatment |therapy |session |clinical |counseling )?(?:records|notes|chart|file)', 0.85),
    t('release of information|authorization to release', 0.6),
  ],
  // Someone calling, writing or coming by to ask about the client: the question every confidentiality dilemma starts from.
  informationRequest: [
    t(`(?:called|calls|calling|phoned|emailed|e-mailed|emails|texted|texts|messaged|wrote|writes|reached out|came by|stopped by|showed up|left (?:me )?(?:a )?(?:message|voicemail))(?: (?:me|my office|the office|the clinic|the school|the program|our front desk))?(?: (?:yesterday|today|last week|this morning|this week|again|twice|repeatedly|several times))?,? (?:asking|to ask|wanting to know|to find out|to confirm|to check|demanding to know|for)(?: me)? (?:whether|if|how|about|what|when|why|for (?:an update|information|details|a summary))`, 0.75),
    t(`(?:asked|asks|asking|wants to know|wanted to know) (?:me )?(?:for an update on|how (?:she|he|they)(?:['’]s| is| are|['’]re) doing|whether (?:she|he|they)(?:['’]s| is| are|['’]re| has| have| was) (?:still )?(?:in|coming|attending|showing up|enrolled|in treatment|in the program|seeing (?:me|you)))`, 0.6),
  ],
  victimPhrase: [
    t(RELATION, 0.8),
    t('(?:intended|potential|identifiable|identified) victims?|the victim', 0.9),
    t('(?:named|called) [A-Z][a-z]+', 0.8, { cs: true }),
  ],
  partnerViolence: [...violenceAgainstClient(PARTNER_DID, ''), ...violenceAgainstClient(PRONOUN_DID, PRONOUN_AGENT_TAG)],
  protective: [
    t('(?:guns?|firearms?|rifles?|weapons?|pills|medications?|meds) (?:have been |has been |were |was |are |is )?(?:removed|locked (?:up|away)|secured|surrendered|given to|turned over|stored (?:with|at|elsewhere|outside)|taken (?:away|out)|out of the (?:house|home))|(?:gave|given|handed|turned over|removed) (?:his|her|their|the|all) (?:guns?|firearms?|rifles?|weapons?) (?:to|from)|means restriction|means (?:are|were|have been) (?:restricted|removed|secured)', 0.9, { tag: 'means-restricted' }),
    // Someone else keeping the means for the client ("his cousin is holding his knives for him").
    t('(?:is|are|has been|have been|was|were|been) (?:holding|keeping|storing|looking after|hanging on to|holding onto|holding on to) (?:his|her|their|all (?:of )?(?:his|her|their)|the) (?:\\w+ )?(?:guns?|firearms?|rifles?|pistols?|shotguns?|handguns?|weapons?|knives|blades|pills|meds|medications?|ammo|ammunition)(?: for (?:him|her|them))?', 0.85, { tag: 'means-restricted' }),
    t('safety plan (?:in place|completed|was made|we made|that we made|together|is in place)|(?:completed|developed|made|created|wrote|reviewed|updated|built) (?:a |her |his |their |the )?(?:written )?safety plan', 0.8, { tag: 'safety-plan' }),
    t('supportive (?:family|partner|spouse|wife|husband|parents|friends|mother|father|network)|(?:strong|good|solid) (?:social )?support(?: system| network)?|(?:lives|living) with (?:supportive )?(?:family|her parents|his parents)', 0.7, { tag: 'support' }),
    t('engaged in (?:treatment|therapy)|(?:agreed|agrees|willing|consented) to (?:go to (?:the )?(?:ER|hospital)|voluntary|the hospital|an evaluation|a higher level of care|increase(?:d)? sessions|see a psychiatrist|call 988|a safety plan)|voluntar(?:y|ily) (?:hospitali[sz]\\w*|admission|admitted)|future[- ]oriented|reasons (?:for|to) (?:living|live)', 0.7, { tag: 'engaged' }),
  ],
  'setting.school': [
    t('school counsel(?:or|ing)|(?:at|in) (?:the|my|our|a) school|(?:high|middle|elementary|junior high|charter|public|private|secondary) school|school (?:district|psychologist|social worker|nurse|policy|board|administrat\\w+)|principal|classroom|IEP|504 plan|(?:my|our) students|campus', 0.85),
  ],
  'setting.agency': [
    t('(?:the|my|our|an?) agency|community mental health|CMHC|non-?profit|county (?:mental health|behavioral health|clinic|agency)|(?:the|my|our) clinic|program director|residential (?:program|treatment|facility)|(?:the|a) shelter|FQHC|group home', 0.8),
  ],
  'setting.privatePractice': [t('private practice|my (?:own )?practice|solo practice|group practice|my office', 0.8)],
  'setting.hospital': [
    t('hospital(?!i[sz])|inpatient|emergency (?:room|department)|psych(?:iatric)? (?:unit|ward|hospital)|medical center|ICU', 0.8),
  ],
  'setting.ruralSmallCommunity': [
    t('rural|small (?:town|community|village|island)|everyone knows everyone|only (?:therapist|counselor|provider|clinician|psychologist|social worker)s? (?:in|for|within)|tight[- ]knit|frontier (?:county|community)', 0.85),
  ],
  'setting.telehealth': [
    t('tele(?:health|therapy|mental health|medicine|psychology|counseling|psychiatry)|video (?:sessions?|calls?|visits?|therapy)|(?:by|via|over) (?:video|zoom|telehealth|facetime)|zoom|virtual (?:sessions?|therapy|visits?)|online (?:therapy|sessions?|counseling)|doxy', 0.85),
  ],
  'setting.acrossStateLines': [
    t('(?:moving|moved|moves|relocat\\w+|going|transferring) (?:to|for) (?:another|a different|a new) state|(?:moving|moved|relocat\\w+) (?:out of|across) (?:the )?state|(?<!\\b(?:mother|father|mom|dad|guardian|sister|brother|son|daughter|parents|family|wife|husband|aunt|uncle|grandmother|grandfather|relatives|cousin|ex)\\b[^.]{0,40})out[- ]of[- ]state|across state lines|interstate|(?:another|other|different) state|(?:lives|living|is|will be|located) in (?:another|a different) state|(?:college|university) out of state', 0.85),
  ],
  'involved.parents': [
    t('parents?|mom|mother|dad|father|guardians?|step-?(?:mom|mother|dad|father)', 0.7),
  ],
  'involved.partner': [
    // A partner who has died ("his late wife", "her wife died") is not someone the decision touches now.
    t('(?<!(?:late|deceased|dead|departed|former) )(?:ex-?(?:wife|husband|girlfriend|boyfriend|partner)|partner|spouse|wife|husband|girlfriend|boyfriend|fianc[eé]e?)(?!\\s+(?:died|passed|who died|who passed|of \\d+ years? (?:died|passed)))', 0.7),
  ],
  'involved.colleague': [
    t('colleagues?|co-?workers?|fellow (?:therapist|counselor|clinician|social worker)|(?:another|other) (?:therapist|counselor|clinician|psychologist|social worker)', 0.8),
  ],
  'involved.supervisor': [t('supervisor|clinical director|my boss', 0.8)],
  'involved.employer': [
    t('employer|(?:my|our|the) (?:agency|company|organi[sz]ation|district)|HR|human resources|administration|(?:agency|executive|program|clinical) director', 0.7),
  ],
  'involved.insurer': [t('insurance|insurer|payer|medicaid|medicare|managed care|health plan|EAP', 0.8)],
  'involved.lawEnforcement': [
    t('police|law enforcement|officers?|detectives?|sheriff|deputy|911|FBI|probation officer|parole officer', 0.8),
    t('(?:probation|parole)(?: (?:department|office|agent))? (?:asked|asks|called|calls|wants|wanted|requested|requests|emailed|is asking|was asking|is requesting)', 0.8),
    t('P\\.?O\\.?(?= (?:called|calls|asked|asks|wants|wanted|requested|requests|emailed|on the phone|is asking))', 0.8, { cs: true }),
  ],
  'involved.court': [
    // A third party's lawyer ("his partner's lawyer") or the practitioner's own is not a legal process around the client.
    t("court|judge|(?<!\\w['’]s |\\bmy (?:own )?)(?:attorneys?|lawyers?)|custody|legal counsel|prosecutor|district attorney|public defender|guardian ad litem", 0.7),
  ],
};
