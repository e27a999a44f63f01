import type { EthicsCode } from '../types';
import { defineSections, KB_LAST_CHECKED } from './define';

const SOURCE = 'NCDA Code of Ethics (2024, "Final as of 8-8-24"), ncda.org; 2024 table of contents (copies at laurenscitycats.org and stuvia)';
const SECTION_NOTE = 'Section letter and title confirmed in the 2024 code; which sub-items address this topic is not yet confirmed (the code follows the ACA structure, but numbers may differ).';

/** NCDA 2024: nine sections modelled on the ACA code; sub-item numbers unconfirmed. */
export const NCDA_CODE: EthicsCode = {
  id: 'NCDA',
  name: 'NCDA Code of Ethics',
  edition: '2024 (replaces 2015)',
  publisher: 'National Career Development Association',
  url: 'https://www.ncda.org',
  source: SOURCE,
  lastChecked: KB_LAST_CHECKED,
  verified: true,
  sections: defineSections('NCDA', SOURCE, [
    {
      section: 'Section A',
      title: 'The Professional Relationship',
      summary: 'Covers client welfare, informed consent (including mandated clients), boundaries and dual relationships, gifts, fees and bartering, self-referral and unacceptable business practices, and termination and referral.',
      categories: ['multiple-relationships', 'informed-consent', 'boundary-crossings', 'sexual-boundaries', 'gifts', 'bartering-fees', 'termination-abandonment', 'values-conflict'],
      status: 'primary',
      note: SECTION_NOTE,
    },
    {
      section: 'Section B',
      title: 'Confidentiality, Privileged Communication, and Privacy',
      summary: 'Covers confidentiality and its exceptions for danger and legal requirements, court-ordered release, minors and clients lacking capacity, group settings, and record keeping and retention.',
      categories: ['confidentiality', 'records-legal-process', 'duty-to-protect', 'suicide-risk', 'minors-consent', 'documentation', 'child-abuse-reporting'],
      status: 'primary',
      note: SECTION_NOTE,
    },
    {
      section: 'Section C',
      title: 'Professional Responsibility',
      summary: 'Covers practising within competence, accurate representation of credentials, nondiscrimination, impairment, and honest reports to third parties.',
      categories: ['competence-scope', 'practitioner-impairment', 'cultural-diversity', 'billing-insurance'],
      status: 'primary',
      note: SECTION_NOTE,
    },
    {
      section: 'Section D',
      title: 'Relationships with Other Professionals',
      summary: 'Covers working with colleagues, employers and teams, and raising employer policies that harm clients.',
      categories: ['colleague-conduct', 'workplace-policy'],
      status: 'primary',
      note: SECTION_NOTE,
    },
    {
      section: 'Section E',
      title: 'Evaluation, Assessment, and Interpretation',
      summary: 'Covers competent and culturally fair use of career assessments, and evaluations done for third parties.',
      categories: ['cultural-diversity', 'competence-scope', 'forensic-role'],
      status: 'primary',
      note: SECTION_NOTE,
    },
    {
      section: 'Section F',
      title: 'Providing Career Services Online, Technology, and Social Media',
      summary: 'Covers competence, consent, security, client verification and the laws of both locations for online career services, and professional boundaries on social media.',
      categories: ['telehealth-jurisdiction', 'social-media'],
      status: 'primary',
      note: SECTION_NOTE,
    },
    {
      section: 'Section G',
      title: 'Supervision, Training, and Teaching',
      summary: 'Covers supervisors\' competence, boundaries with supervisees and evaluation.',
      categories: ['supervision-training'],
      status: 'primary',
      note: SECTION_NOTE,
    },
    {
      section: 'Section I',
      title: 'Resolving Ethical Issues',
      summary: 'Covers knowing the code, ethical decision making, conflicts with law or employers, and addressing colleagues\' violations.',
      categories: ['colleague-conduct', 'workplace-policy'],
      status: 'primary',
      note: SECTION_NOTE,
    },
  ]),
};
