/**
 * Word lists the name recognizer reads. They are data, not rules: add a word here rather than a
 * special case in names.ts. Kept in one file so a reviewer can audit what is and is not a name.
 */
import { JURISDICTIONS } from '../../shared/domain/jurisdictions';

const words = (list: string): string[] => list.split(/\s+/).filter((w) => w.length > 0);
const lowerSet = (...lists: string[][]): ReadonlySet<string> => new Set(lists.flat().map((w) => w.toLowerCase()));

/** Common US given names across ages, genders and backgrounds; an unambiguous hit is a name on its own. */
const FIRST_NAME_WORDS = words(`
  Aaliyah Aaron Abena Abigail Adam Adriana Ahmed Aiden Aisha Alan Albert Alejandra Alejandro Alex Alexander
  Alexis Ali Alice Alicia Allison Alyssa Amanda Amara Amir Amy Ana Ananya Andre Andrea Andrew Angela Angelica
  Anita Ann Anna Anne Annie Anthony Antonio Arjun Arthur Ashley Astrid Aubrey Ava Avery Barbara Beatriz Ben
  Benjamin Beth Betty Beverly Bianca Billy Bob Bobby Bradley Brandon Brenda Brendan Brian Brianna Bridget Brittany
  Bruce Bryan Caitlin Caleb Camila Carl Carla Carlos Carmen Caroline Carolyn Casey Catherine Cedric Chad Charles
  Charlie Chelsea Cheryl Chiamaka Chinedu Chloe Chris Christina Christine Christopher Cindy Claire Claudia Cody
  Colin Colleen Connor Cormac Courtney Craig Cristina Curtis Cynthia Daisuke Dana Daniel Daniela Danielle Danny
  Darius Darnell Darryl Dave David Deborah Debra Declan Deepa Denise Dennis Derek DeShawn Devon Diana Diane Diego
  Dmitri Dolores Donald Donna Doris Dorothy Douglas Duc Dylan Ebony Eddie Edgar Eduardo Edward Eileen Elaine Elena
  Eli Elijah Elizabeth Ella Ellen Emily Emma Eric Erica Erik Erin Esperanza Esther Ethan Eugene Evan Evelyn Farah
  Fatima Felix Fernando Finn Fiona Frances Francesca Francisco Fred Gabriel Gabriela Gabrielle Gary George Gerald
  Gina Giovanni Gloria Gregory Greg Guadalupe Gustavo Hailey Haley Hana Hannah Harold Harry Hassan Heather Hector
  Helen Henry Hiroshi Howard Ian Ibrahim Imani Ingrid Irene Isaac Isabel Isabella Ivan Jacob Jacqueline Jake Jamal
  James Jamie Jana Janet Janice Jared Jasmine Jason Javier Jeffrey Jeff Jenna Jennifer Jeremy Jermaine Jerry Jesse
  Jessica Jim Jimmy Joan Joanna Joe Joel John Johnny Jon Jonathan Jorge Jose Joseph Josh Joshua Joyce Juan Juana
  Judith Judy Julia Julian Julie Jun Justin Kaitlyn Karen Karina Katherine Kathleen Kathryn Katie Kayla Keisha
  Keith Kelly Kendra Kenji Kenneth Kenny Kevin Kimberly Kofi Kristen Kwame Kyle Lakisha Larry Latoya Laura Lauren
  Lawrence Leah Leila Leonard Leslie Liam Lila Linda Lindsey Ling Lisa Logan Lori Lucas Lucia Luis Luke Lydia
  Makayla Malik Manuel Marcus Margaret Maria Mariana Marie Marilyn Marisol Marissa Martha Martin Marvin Mary
  Mateo Matthew Matt Maya Megan Mei Melanie Melissa Mia Michael Michelle Miguel Mike Mikhail Minh Miriam
  Mohammed Monica Monique Muhammad Nadia Nancy Naomi Natalie Natasha Nathan Nia Nicholas Nick Nicole Noah Nora
  Oksana Olga Oliver Olivia Omar Oscar Owen Pablo Pamela Paola Patricia Patrick Paul Paula Pedro Peter Philip
  Phillip Priya Rachel Rafael Rahul Raj Ralph Ramon Randy Raul Raymond Rebecca Regina Renee Ricardo Richard Ricky
  Rita Robert Roberto Rodney Roger Ronald Rosa Roxanne Russell Ruth Ryan Sabrina Samantha Samuel Sandra Santiago
  Sara Sarah Scott Sean Seamus Sergei Shanice Shannon Sharon Shawn Sheila Shirley Shira Siobhan Sofia Sonia Sophia
  Stacy Stephanie Stephen Steve Steven Susan Svetlana Tamika Tammy Tanisha Tanya Tara Tariq Teresa Terrell Theo
  Theresa Thomas Tiffany Timothy Tina Todd Tom Tommy Tony Tracy Travis Trevor Tyrone Valentina Valerie Vanessa
  Veronica Vicente Vikram Vincent Walter Wanda Wayne Wei Wendy Whitney William Willie Wyatt Xavier Ximena Yasmin
  Yesenia Yolanda Yuki Yusuf Zachary Zara Zoe
  Abdul Adaeze Adrian Agnes Alberto Alfredo Alina Alison Allan Alma Alvin Amelia Andres Angelo Anya Armando
  Arturo Audrey Barry Beatrice Bernadette Bernard Bethany Blake Bonnie Brad Brady Brett Byron Calvin Cameron
  Camille Cara Cecilia Celeste Cesar Chanel Charlene Cheyenne Clara Clarence Clifford Clinton Clyde Colton Conor
  Consuelo Cora Corey Cristian Dakota DaQuan Darlene Darren Dashawn Dawson Deandre Delia Delores Demetrius
  Desmond Dexter Dina Dominic Dominique Donovan Dora Dwayne Dwight Edith Edwin Efrain Elias Elise Eliza Ellie
  Elliot Eloise Elsa Emanuel Emilio Enrique Ernest Ernesto Estela Eva Everett Ezekiel Ezra Fabian Floyd
  Francine Frederick Gabe Gail Garrett Gavin Gemma Geneva Genevieve Gerardo Gilbert Gladys Glenda Gordon Graciela
  Griffin Gwen Hadley Hank Harriet Harrison Hazel Herbert Herman Hilda Hugo Ignacio Ilana Ines Isaiah Isiah Jada
  Jaime Jalen Janelle Jaquan Jasper Jayden Jaylen Jeanette Jenny Jerome Jillian Joaquin Jocelyn Johanna Jolene
  Josefina Josephine Juanita Julio Kaden Kareem Karl Kasey Katrina Kelsey Kendall Kenya Kerry Kiara Kimberley
  Kirk Kristin Kurt Lamar Lana Latasha Leon Leonardo Leroy Lillian Lionel Lois Lorenzo Lorraine Louis Louise
  Lucille Luciana Luz Mabel Mackenzie Magdalena Malcolm Mallory Marco Margarita Marianne Marlene Marlon
  Marsha Maureen Maurice Mavis Meredith Micah Milagros Mildred Mireya Moises Molly Nadine Nathaniel Neil Nelson
  Nestor Nicolas Nina Noel Norma Norman Octavia Orlando Otis Percy Perla Phyllis Quentin Quinn Rachael
  Ramona Randall Reggie Reginald Rene Reuben Rhonda Roberta Rocio Rodrigo Roland Rolando Ronnie Rosalind
  Rosemary Ross Rudy Rufus Ruben Salvador Santos Saul Selena Serena Seth Shane Shauna Shelby Sheldon
  Shelley Sherry Sidney Silvia Simone Socorro Stanley Stella Stuart Sylvia Tamara Tatiana Terrence Terry Thelma
  Tobias Trent Trina Troy Tyson Ursula Vera Vernon Vicki Vivian Wallace Warren Wesley Wilbur Wilma Winston
  Yvette Yvonne Zachariah Zion
`);

/**
 * Given names that are also ordinary words, places or months. Alone they are not flagged; with a
 * title, a cue ("my son Will") or a surname after them ("Grace Kim") they are.
 */
const AMBIGUOUS_FIRST_NAME_WORDS = words(`
  Amber Angel April Art August Austin Autumn Bill Brook Brooke Buddy Carol Carolina Carter Charlotte Chase
  Christian Cliff Crystal Dallas Dawn Dean Destiny Drew Earl Faith Florence Frank Gene Georgia Glen Grace
  Grant Guy Harmony Harper Heath Holly Hope Houston Hunter Iris Ivy Jack Jackson Jesus Jordan June Lance
  Lincoln Lily Madison Major Mark Mason Max May Melody Miles Morgan Olive Paris Parker Pat Pearl Penny Phoenix
  Precious Ray Reed Rich Riley Rob Rose Ruby Rusty Sage Sam Sandy Savannah Sky Skip Sonny Star Sue Summer Sunny
  Sydney Taylor Trinity Tyler Victoria Virginia Wade Will Joy Patience Serenity Liberty Genesis Eden Haven
  Royal Noble Harley Chance Misty Stormy Tucker Cooper
`);

/** Frequent US surnames; after a given name, or with a title, they complete a person's name. */
const SURNAME_WORDS = words(`
  Adams Adeyemi Aguilar Ahmed Alexander Ali Allen Alvarado Alvarez Anderson Andrews Armstrong Arnold Bailey
  Barnes Bennett Boyd Bradley Brooks Bryant Burns Butler Byrne Campbell Carpenter Carroll Castillo Castro Chavez
  Chen Choi Clark Cohen Coleman Collins Contreras Cox Crawford Cruz Cunningham Daniels Davis Delgado Diaz Dixon
  Duncan Dunn Edwards Elliott Evans Ferguson Fernandez Fisher Flores Foster Freeman Friedman Garcia Gardner Garza
  Gibson Goldberg Gomez Gonzales Gonzalez Gordon Graham Griffin Gutierrez Guzman Hamilton Hansen Harris Harrison
  Hawkins Hayes Henderson Hernandez Herrera Hicks Hoang Hoffman Holmes Hughes Ivanov Jenkins Jimenez Johnson
  Johnston Jones Kelley Kelly Kennedy Khan Kim Kowalski Kumar Levy Lewis Liu Lopez Marshall Martinez Matthews
  McDonald Medina Mendez Mendoza Mensah Meyer Miller Mitchell Moore Morales Moreno Morris Munoz Murphy Murray
  Myers Nelson Nguyen Nichols Novak Nowak O'Brien O'Connor Okafor Olson Ortiz Owens Owusu Palmer Park Patel
  Patterson Payne Pena Perez Perkins Peters Peterson Petrov Pham Phillips Pierce Porter Powell Ramirez Ramos
  Reyes Reynolds Richards Richardson Rivera Roberts Robertson Robinson Rodriguez Romero Ruiz Russell Salazar
  Sanchez Sandoval Santos Sato Schmidt Shah Simmons Simpson Singh Smith Snyder Soto Spencer Stephens Stevens
  Stewart Sullivan Suzuki Tanaka Thomas Thompson Torres Tran Tucker Turner Vargas Vasquez Vazquez Walker Wallace
  Walsh Wang Washington Watson Webb Wells Whitfield Williams Willis Wilson Wright Yamamoto Zhang
  Abernathy Acosta Alcantara Ellis Ames Atkins Avila Ayala Barker Barrett Benson Blake Bowman Boyle Burke
  Caldwell Calderon Cano Cardenas Carlson Carr Castellano Chan Chandler Chang Cole Conway Cortez Curtis Dalton
  Dawson Dean Decker Dempsey Dominguez Doyle Espinoza Estrada Farris Faulkner Feldman Fields Figueroa Fischer
  Fitzgerald Fleming Fletcher Franco Frazier Fuentes Fuller Gallagher Galvan Garner Gill Glover Goodwin Graves
  Guerrero Hale Haley Halvorsen Harmon Harrell Haynes Hendricks Hines Ho Hodges Holloway Horton Houston Howell
  Huang Huber Hurst Ibarra Ingram Jacobs Jennings Juarez Kane Keller Kemp Kerr Klein Koch Kramer Lambert Lara
  Larson Lawson Leon Lim Lin Lindsey Lowe Lozano Lu Lucero Luna Lynch Macias Maldonado Malone Mann Marquez Marsh
  Mata McCarthy McCoy McGee McKenzie Mejia Melendez Meza Miranda Montgomery Montoya Mora Morrison Moss
  Mullins Nash Navarro Newman Norris Nunez Oduya Ochoa Oliver Orozco Ortega Pacheco Padilla Parsons Pearson
  Petrova Pike Pittman Pollard Poole Pope Pruitt Quinn Rao Rasmussen Reid Reinholt Rhodes Rios Robles Rocha
  Rojas Rowe Sampson Santiago Saunders Schneider Schultz Serrano Sharp Shepherd Sherman Silva Sims Sloan Solis
  Sosa Stanley Steele Stokes Strickland Sutton Tate Thornton Todd Townsend Trujillo Valdez Valencia Vance Vaughn
  Vega Velasquez Villanueva Wade Walters Warner Watkins Weber Wheeler Whitaker Wilcox Wilkins Wolfe Wong Wu
  Xiong Yang Yates Yoder Zamora Zhao Zimmerman Lee James Henry Rogers
`);

/** Surnames that are also English words: they complete a known given name but never pair with an unknown word. */
const WORD_SURNAME_WORDS = words(`
  Baker Bell Berry Black Brown Bush Carter Church Cook Cooper Day Fox Ford Gray Green Hall Hart Hill Hunt Hunter
  King Knight Lane Long Mason May Mills Page Parker Price Ray Reed Rice Rose Ross Shaw Stone Taylor Turner
  Ward Warren Weaver West White Wood Woods Young Jordan Grant
`);

/** Clinical terms, drugs, instruments, diagnoses, codes and decision models that look like names (issue text). */
const CLINICAL_STOP_WORDS = words(`
  Axis Beck Adderall Ritalin Concerta Vyvanse Strattera Focalin Zoloft Xanax Seroquel Lexapro Prozac Paxil Celexa
  Effexor Pristiq Cymbalta Wellbutrin Ativan Klonopin Valium Restoril Abilify Risperdal Zyprexa Haldol Geodon
  Latuda Vraylar Rexulti Invega Clozaril Clozapine Lithium Lithobid Lamictal Depakote Tegretol Trileptal Topamax
  Trazodone Ambien Lunesta Buspar Buspirone Remeron Spravato Ketamine Narcan Naloxone Suboxone Subutex Sublocade
  Vivitrol Naltrexone Methadone Antabuse Campral Chantix Gabapentin Neurontin Lyrica Oxycontin Percocet Vicodin
  Fentanyl Tylenol Advil Benadryl Ozempic Wegovy Sertraline Fluoxetine Escitalopram Citalopram Bupropion Quetiapine
  Aripiprazole Risperidone Olanzapine Lorazepam Clonazepam Alprazolam Diazepam Prazosin Propranolol Hydroxyzine
  Vistaril Intuniv Guanfacine Clonidine Atomoxetine Modafinil Provigil Zyban Nicorette Xyrem Ecstasy
  Kratom Marijuana Cannabis Delta
  DSM PHQ GAD ICD CPT HCPCS MMPI MMSE MoCA Columbia SAFE-T C-SSRS CSSRS BDI BAI Vanderbilt Conners Wechsler WAIS
  WISC Rorschach Likert Stanford-Binet Binet Myers-Briggs Briggs Achenbach Edinburgh Kiddie AUDIT CAGE PCL ACE
  ACEs Zung Yale-Brown Y-BOCS Mini-Mental Glasgow Apgar Holmes-Rahe Woodcock Woodcock-Johnson Kaufman Bayley
  Peabody Bender Connors Stanley-Brown Leiter Vineland Brigance Denver Goldman-Fristoe Millon MCMI
  Tarasoff Jablonski Ewing Jaffee Redmond Emerich Volk Lipari Thapar Hedlund Schuster Daubert Frye Gault
  Griswold Marchman Lanterman-Petris-Short
  Medicaid Medicare Medi-Cal MediCal Tricare TriCare Champva Aetna Cigna Humana Anthem BlueCross BlueShield Kaiser
  Permanente Optum UnitedHealthcare Magellan Beacon Carelon Centene Molina Ambetter
  HIPAA HITECH FERPA CAPTA CFR USC Tarasoff-type
  Kitchener Welfel Remley Herlihy Forester-Miller Cottone Tarvydas Koocher Keith-Spiegel Sileo Kopala
  Haas Malouf Gottman Minuchin Satir Bowenian Linehan Maslow Piaget Kohlberg Gilligan Erikson Bowlby Ainsworth
  Freud Freudian Jung Jungian Adler Adlerian Rogerian Skinner Bandura Glasser Meichenbaum Perls Yalom
  Seligman Bronfenbrenner Prochaska DiClemente Kubler-Ross Kübler-Ross Yerkes-Dodson Socratic Gestalt Ericksonian
  Alzheimer Alzheimer's Parkinson Parkinson's Asperger Asperger's Tourette Tourette's Huntington Huntington's
  Crohn Crohn's Korsakoff Korsakoff's Wernicke Munchausen Capgras Cotard Hodgkin Cushing Raynaud Tay-Sachs
  Down's Graves' Bell's Lou Gehrig Gehrig's
  Narcotics Anonymous Alcoholics Al-Anon Alateen Nar-Anon SMART Celebrate Recovery
`);

/** The practitioner's own role and credential words (issue text: "role words are not flagged"). */
const ROLE_STOP_WORDS = words(`
  LCSW LICSW LMSW LSW LPC LPCC LPC-A LPC-I LCPC LMHC LMFT LCMHC LCAT LAC CADC LADC LBA BCBA LPA LIMHP MHRS
  PMHNP APRN RN NP PA MD DO PhD PsyD EdD MSW MA MS MEd LMSW NCC ACS CRC CCMHC MAC CAADC LCDC LISW LISAC
  Counselor Counsellor Therapist Psychotherapist Psychologist Psychiatrist Clinician Practitioner Social Worker
  Supervisor Supervisee Intern Trainee Associate Licensee Provider Consultant Coordinator Director Manager
  Specialist Facilitator Advocate Chaplain Nurse Physician Doctor Pediatrician Attorney Lawyer Counsel
`);

/** Titles and honorifics: they introduce a name and are never a name themselves. */
export const TITLE_WORDS: ReadonlySet<string> = lowerSet(
  words(`Mr Mrs Ms Miss Mx Dr Prof Professor Rev Reverend Fr Father Pastor Rabbi Imam Sr Sister Brother Judge
  Justice Officer Detective Det Sgt Sergeant Capt Captain Lt Lieutenant Coach Principal Dean Nurse Deputy
  Sheriff Trooper Agent Aunt Auntie Uncle Grandma Grandpa Granny Nana Papa Abuela Abuelo Tia Tio Senator
  Representative Mayor Governor Chief Bishop Elder Deacon`),
);

/** Titles strong enough to make the following capitalised word a name even if it is on a clinical list ("Dr. Beck"). */
export const STRONG_TITLES: ReadonlySet<string> = lowerSet(words('Mr Mrs Ms Miss Mx Dr'));

const DAY_MONTH_SEASON_WORDS = words(`
  Monday Tuesday Wednesday Thursday Friday Saturday Sunday Mon Tue Tues Wed Thu Thur Thurs Fri Sat Sun
  January February March April May June July August September October November December Jan Feb Mar Apr Jun
  Jul Aug Sep Sept Oct Nov Dec Spring Summer Autumn Fall Winter Christmas Easter Thanksgiving Hanukkah Passover
  Ramadan Eid Halloween Kwanzaa Diwali Lent Advent Yom Kippur Rosh Hashanah New Year Year Years Valentine's Memorial
  Labor Independence Veterans Juneteenth Mother's Father's Day Days
`);

/**
 * Words that start sentences, headings and institution names ("Client", "She", "Today", "Child Protective
 * Services", "Family Court"). Capitalised, they are still not names.
 */
const COMMON_WORDS = words(`
  A About Above According Across Actually Additionally After Afterward Again Against Ago All Almost Along Already
  Also Although Always Am Among An And Another Any Anyone Anything Are Around As Ask Asked At Away Back Based
  Be Because Been Before Being Below Besides Best Better Between Both Briefly But By Can Cannot Certainly Clearly
  Could Currently Daily Despite Did Do Does Doing Done Down During Each Earlier Early Either Else Even Eventually
  Ever Every Everyone Everything Finally First For Formerly From Further Furthermore Given Going Had Has Have
  Having He Her Here Hers Herself Him Himself His How However I If Immediately In Including Indeed Initially
  Instead Into Is It Its Itself Just Last Late Lately Later Least Less Let Like Likely Many Maybe Me Meanwhile
  Might Mine More Moreover Most Mostly Much Must My Myself Namely Near Nearly Neither Never Nevertheless Next No
  Nobody None Nor Not Nothing Now Of Off Often Ok Okay On Once One Only Or Other Others Otherwise Our Ours
  Ourselves Out Over Overall Perhaps Please Possibly Previously Probably Quite Rather Really Recently Regarding
  Regardless Same Second She Should Since So Some Someone Something Sometimes Soon Still Subsequently Such
  Suddenly That The Their Theirs Them Themselves Then There Therefore These They Third This Those Though Through
  Throughout Thus To Today Together Tomorrow Tonight Too Toward Towards Twice Under Unfortunately Unless Until
  Up Upon Us Usually Very Via Was We Well Were What Whatever When Whenever Where Whereas Whether Which While
  Who Whom Whose Why With Within Without Would Yes Yesterday Yet You Your Yours Yourself Hello Hi Dear Thanks
  Thank Regards Sincerely Note Notes Re Subject Update Meanwhile Tonight Weekend Week Weeks Month Months Morning
  Afternoon Evening Night Mom Dad Mommy Daddy Mother Father Parent Parents Son Daughter Sons Daughters Wife
  Husband Partner Spouse Boyfriend Girlfriend Fiance Fiancee Brother Sister Sibling Siblings Grandmother
  Grandfather Grandparent Grandparents Child Children Kid Kids Baby Infant Toddler Teen Teenager Adolescent
  Youth Adult Adults Elder Elderly Family Families Friend Friends Neighbor Neighbour Roommate Coworker Colleague
  Colleagues Boss Employer Employee Student Students Teacher Teachers Guardian Caregiver Client Clients Patient
  Patients Consumer Member Members Participant Participants Person People Men Women Man Woman Boy Girl Boys
  Girls Someone Everyone Individual Victim Survivor Perpetrator Offender Minor Minors Name Names Age Gender Sex
  Race Ethnicity Session Sessions Appointment Intake Assessment Evaluation Screening Diagnosis Diagnoses
  Treatment Therapy Counseling Counselling Plan Plans Goal Goals Safety Risk Crisis Emergency Urgent Care Hospital
  Clinic Center Centre Agency Office Department Dept Division Unit Program Programme Services Service Team
  Board Committee Council Court Courts County State States Federal National American Association Society
  Institute University College School Schools Academy Elementary Middle High District Campus Church Temple
  Mosque Synagogue Parish Community Health Mental Behavioral Behavioural Human Social Public Private Protective
  Adult Juvenile Family Probate Supreme Superior Circuit Municipal Criminal Civil Legal Law Laws Act Code Codes
  Ethics Ethical Standard Standards Principle Principles Guideline Guidelines Policy Policies Procedure Rule Rules
  Statute Section Chapter Part Title Article Form Forms Record Records Chart Report Reports Letter Email Phone
  Text Message Call Voicemail Portal Note Documentation Consent Release Authorization Confidentiality Privacy
  Disclosure Subpoena Order Warrant Summons Motion Hearing Trial Case Cases Insurance Insurer Billing Claim
  Claims Payment Fee Fees Medication Medications Medicine Drug Drugs Alcohol Substance Substances Opioid Opioids
  Depression Anxiety Disorder Disorders Syndrome Disease Trauma Grief Abuse Neglect Violence Assault Suicide
  Suicidal Homicidal Ideation Attempt Overdose Relapse Recovery Sobriety Detox Rehab Inpatient Outpatient
  Residential Partial Intensive Mobile Police Sheriff Security Control Poison Lifeline Hotline Line Helpline
  Dispatch Fire Ambulance EMS Services Resources Management Administration Support Group Groups Meeting Meetings
  Anonymous Step Steps Sponsor Welfare Housing Shelter Foster Adoption Custody Visitation Divorce Marriage
  Attorney General Governor Judge Magistrate Prosecutor Defense Public Defender Probation Parole Corrections
  Jail Prison Detention Facility Home Homes Nursing Assisted Living Hospice Palliative Primary Pediatric
  Pediatrics Psychiatry Psychology Neurology Oncology Cardiology Internal Medicine Emergency Room ER ICU Ward
  Floor Room Suite Building Street Avenue Road North South East West Northern Southern Eastern Western Central
  Upper Lower New Old Great Little Big Grand Saint St Mount Mt Fort Ft Lake River Valley Hill Hills Park Beach
  City Town Village Township Borough Rural Urban Suburban Downtown Uptown Midtown Region Area Zone
  Black White Asian Hispanic Latino Latina Latinx Native Indigenous African Caucasian Arab Jewish Muslim
  Catholic Protestant Baptist Methodist Lutheran Presbyterian Episcopal Mormon LDS Orthodox Hindu Buddhist Sikh
  Amish Mennonite Evangelical Pentecostal Atheist Agnostic God Lord Christ Allah Bible Scripture Quran Koran
  Torah Gospel Heaven Hell Mass Sabbath Prayer Spanish English French German Italian Portuguese Chinese
  Mandarin Cantonese Japanese Korean Vietnamese Tagalog Filipino Russian Ukrainian Polish Arabic Hebrew Hindi
  Urdu Bengali Punjabi Farsi Persian Somali Haitian Creole Swahili Amharic Navajo Mexican Guatemalan Honduran
  Salvadoran Cuban Dominican Puerto Rican Colombian Venezuelan Brazilian Canadian British Irish Indian Pakistani
  Nigerian Ethiopian Ghanaian Kenyan Syrian Afghan Iraqi Iranian LGBTQ LGBTQIA LGBT Gay Lesbian Bisexual
  Transgender Trans Queer Nonbinary Deaf ASL Braille Veteran Veterans Army Navy Marine Marines Air Force Guard
  Military Active Duty Reserve VA DoD Facebook Instagram TikTok Snapchat Twitter LinkedIn YouTube Reddit
  WhatsApp Signal Telegram Discord Google Gmail Yahoo Outlook Zoom Teams Skype FaceTime Doxy SimplePractice
  TherapyNotes TheraNest Epic Cerner Venmo PayPal Zelle CashApp Amazon Uber Lyft iPhone Android Apple Microsoft
  Internet Web Online Website Telehealth Telemedicine Virtual Video Audio Chat App Apps Wi-Fi Bluetooth
  Ethics Committee Licensing Certification Board Boards Regulation Regulations Department Division Bureau
  Commission Agency Agencies Authority Congress Senate House Legislature Supreme Amendment Constitution Title
  Protected Health Information PHI PII Dilemma Consultation Supervision Reflection Summary Question Questions
  Answer Answers Option Options Action Actions Decision Decisions Outcome Outcomes Impact Timeline Stakeholder
  Stakeholders Script Scripts Model Models Analysis Framework Approach Consideration Considerations Concern
  Concerns Issue Issues Problem Problems Situation Scenario Background Context Details History Presenting
  Current Previous Prior Future Immediate Short Long Term Goals Objective Objectives Subjective Mental Status
  Exam Examination Progress Discharge Termination Referral Transfer Coordination Collaboration Waiver Exception
  Exceptions Duty Warn Protect Mandated Mandatory Reporter Reporting Report Hotline Investigator Caseworker
  Worker Workers Aide Staff Personnel Volunteer Volunteers Chaplaincy Ministry Youth Pastor Pastoral Spiritual
  Religious Cultural Culture Diversity Equity Inclusion Justice Rights Civil Disability Disabilities
  Accommodation Accommodations Vocational Rehabilitation Career Employment Unemployment Job Jobs Work Workplace
  Company Corporation Inc LLC Ltd Co Corp Group Partners Associates Foundation Trust Fund Bank Credit Union
  Walmart Target Costco Starbucks McDonald's Kroger Safeway Publix CVS Walgreens Rite Aid Home Depot
  Lowe's Best Buy Dollar General
  Okay Sure Wow Oh Um Uh Well Yeah Nope Alright Rest
  I'm I've I'd I'll It's That's There's Here's He's She's We're We've They're They've You're You've Don't
  Can't Won't Didn't Isn't Wasn't Doesn't Haven't Hasn't Let's What's Who's Where's How's
  Anyway Besides Frankly Honestly Hopefully Ideally Importantly Interestingly Naturally Obviously Personally
  Presumably Regrettably Sadly Seemingly Specifically Surprisingly Technically Thankfully Ultimately
  Understandably Unsurprisingly Apparently Allegedly Reportedly Essentially Generally Typically Basically
  Notably Similarly Likewise Consequently Accordingly Hence Alternatively Conversely Meantime Thereafter
  Consider Discuss Review Document Contact Inform Notify Explain Explore Assess Evaluate Monitor Refer Seek
  Obtain Provide Ensure Maintain Continue Follow Check Confirm Clarify Tell Said Says Told Reported Stated
  Shared Disclosed Mentioned Noted Wrote Called Texted Emailed Asked Went Came Saw Met Left Arrived Returned
  Moved Lives Lived Works Worked Started Stopped Began Ended Missed Cancelled Canceled Attended Scheduled
  Clinical Licensed Professional Certified Registered Independent Supervising Provisional Safe Grayline
  Junior Juniors Senior Seniors Sophomore Sophomores Freshman Freshmen Kindergartner Preschooler
  Score Scores Grade Grades Total Level Levels Stage Stages Item Items Rating Ratings Dose Doses Number Count
  Page Pages Figure Table Appendix Exhibit Version Phase Tier Class Period Visit Visits Dx Rx Hx Tx Sx Pt
  Initial Annual Weekly Monthly Biweekly Quarterly Complaint Executive Investigator Master Masters Bachelor
  Bachelors Driver Drivers Person Persons Reason Reasons Season Seasons Lesson Lessons Comparison Poison Prison
  Liaison Crimson Arson Button Cotton Skeleton Carton Baton Crouton Singleton Afford Battlefield Minefield
  Airfield Hollywood Firewood Plywood Farewell Stairwell Chosen Iceberg Hamburg Medley Volley Trolley Barley
  Alaska Alabama Arizona Arkansas
`);

/** Countries, continents and regions: larger than a state, so not a Safe Harbor identifier, and never a name. */
const PLACE_STOP_WORDS = words(`
  America Americas USA US Africa Asia Europe Australia Antarctica Oceania Caribbean Latin Central Middle East
  Midwest Northeast Southeast Southwest Northwest Pacific Atlantic Gulf Coast Appalachia Appalachian Mexico Canada
  Guatemala Honduras Salvador Nicaragua Panama Cuba Haiti Jamaica Colombia Venezuela Brazil Peru Chile Argentina
  Ecuador Bolivia England Britain UK Ireland Scotland Wales France Germany Italy Spain Portugal Poland Russia
  Ukraine Greece Turkey Israel Palestine Gaza Lebanon Syria Iraq Iran Afghanistan Pakistan India Bangladesh
  China Japan Korea Vietnam Philippines Thailand Cambodia Laos Burma Myanmar Nepal Tibet Indonesia Malaysia
  Egypt Nigeria Ghana Kenya Ethiopia Somalia Sudan Congo Eritrea Liberia Senegal Morocco Algeria Tunisia
  Libya Yemen Saudi Arabia Dominican Republic Samoa Guam Islands Micronesia Hawaii
`);

const STATE_NAME_WORDS = JURISDICTIONS.flatMap((j) => words(j.label)).filter((w) => /^[A-Z]/.test(w));

export const FIRST_NAMES: ReadonlySet<string> = lowerSet(FIRST_NAME_WORDS);
export const AMBIGUOUS_FIRST_NAMES: ReadonlySet<string> = lowerSet(AMBIGUOUS_FIRST_NAME_WORDS);
export const SURNAMES: ReadonlySet<string> = lowerSet(SURNAME_WORDS, WORD_SURNAME_WORDS);
export const WORD_SURNAMES: ReadonlySet<string> = lowerSet(WORD_SURNAME_WORDS);

/** Words that are never flagged as a name unless a strong title precedes them ("Dr. Beck"). */
export const CLINICAL_STOPLIST: ReadonlySet<string> = lowerSet(CLINICAL_STOP_WORDS, ROLE_STOP_WORDS);

/** Words that are never a name, whatever precedes them. */
export const NEVER_NAMES: ReadonlySet<string> = lowerSet(
  DAY_MONTH_SEASON_WORDS,
  COMMON_WORDS,
  PLACE_STOP_WORDS,
  STATE_NAME_WORDS,
  [...TITLE_WORDS],
);

/** Particles inside a surname ("Maria de la Cruz", "Ludwig van Beethoven"). */
export const NAME_PARTICLES: ReadonlySet<string> = new Set(
  words('de del della de la los las da di van von der den du dos das le la bin ibn al el y ten ter'),
);

/**
 * Surname endings common in US names (-son, -ez, -ski, -berg, Mc-, O'-): a capitalised word with one
 * of these after an unknown capitalised word makes a plausible full name.
 */
export const SURNAME_SHAPE =
  /^(?:(?:Mc|Mac|O['’]|Fitz)[A-Z][a-z]+|[A-Z][a-z]{2,}(?:sson|son|sen|ez|ski|sky|ska|berg|burg|stein|mann|ley|ford|wood|field|worth|ini|elli|etti|ova|eva|enko|yan|ovic|wicz|czyk|shaw|well|ridge|croft|baum|feld|ton))$/;

/**
 * Major US cities and towns whose names are not ordinary words: a mention locates the person more
 * precisely than a state does (Safe Harbor item 2). Cities that are common words (Mobile, Buffalo,
 * Orange) are deliberately absent.
 */
export const CITY_NAMES: ReadonlySet<string> = new Set(
  [
    'New York City', 'Los Angeles', 'Chicago', 'Houston', 'Philadelphia', 'San Antonio', 'San Diego', 'San Jose',
    'Jacksonville', 'Fort Worth', 'Columbus', 'San Francisco', 'Indianapolis', 'Seattle', 'Denver', 'Boston',
    'El Paso', 'Nashville', 'Detroit', 'Oklahoma City', 'Portland', 'Las Vegas', 'Memphis', 'Louisville',
    'Baltimore', 'Milwaukee', 'Albuquerque', 'Tucson', 'Fresno', 'Sacramento', 'Kansas City', 'Atlanta', 'Omaha',
    'Raleigh', 'Miami', 'Minneapolis', 'Tulsa', 'Cleveland', 'Wichita', 'New Orleans', 'Tampa', 'Pittsburgh',
    'Cincinnati', 'St. Louis', 'Saint Louis', 'Anchorage', 'Honolulu', 'Boise', 'Spokane', 'Des Moines',
    'Birmingham', 'Salt Lake City', 'Little Rock', 'Knoxville', 'Chattanooga', 'Savannah', 'Charleston',
    'Richmond', 'Norfolk', 'Hartford', 'Providence', 'Burlington', 'Albany', 'Syracuse', 'Rochester', 'Scranton',
    'Harrisburg', 'Akron', 'Dayton', 'Toledo', 'Lansing', 'Grand Rapids', 'Ann Arbor', 'Fort Wayne', 'Peoria',
    'Springfield', 'Bakersfield', 'Stockton', 'Oakland', 'Berkeley', 'Pasadena', 'Anaheim', 'Irvine',
    'Santa Fe', 'Santa Barbara', 'Santa Cruz', 'Reno', 'Scottsdale', 'Flagstaff', 'Laramie', 'Cheyenne',
    'Billings', 'Bozeman', 'Missoula', 'Fargo', 'Bismarck', 'Sioux Falls', 'Rapid City', 'Lincoln', 'Topeka',
    'Duluth', 'Madison', 'Green Bay', 'Asheville', 'Durham', 'Greensboro', 'Tallahassee', 'Orlando', 'Gainesville',
    'Pensacola', 'Shreveport', 'Baton Rouge', 'Lafayette', 'Lubbock', 'Amarillo', 'Corpus Christi', 'Laredo',
    'Galveston', 'Waco', 'Austin', 'Dallas', 'Tacoma', 'Olympia', 'Eugene', 'Salem', 'Juneau', 'Fairbanks',
    'Hilo', 'San Juan', 'Ponce', 'Hagåtña', 'Hagatna', 'Pago Pago', 'Saipan', 'Charlotte Amalie',
  ].map((c) => c.toLowerCase()),
);
