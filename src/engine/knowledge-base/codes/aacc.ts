import type { EthicsCode } from '../types';
import { defineSections, KB_LAST_CHECKED } from './define';

const SOURCE = 'AACC Y-2014 Code of Ethics, table of contents (docslib.org/doc/11406020; docplayer.net/1967060)';
const PRINCIPLES = 'AACC eight foundational principles as summarised at mattayehovahllc.org/aacc-code-of-ethics';
const INFERRED = 'The principle\'s title is confirmed in a summary of the code; its ES1 number follows the confirmed ES1-100/ES1-200 pattern and is not yet confirmed.';

/**
 * The American Association of Christian Counselors code, the second pastoral
 * code. Standards are numbered ES1-xxx for Christian counselors; a Y-2023 revision has been
 * published, so numbers should be re-checked against it.
 */
export const AACC_CODE: EthicsCode = {
  id: 'AACC',
  name: 'AACC Code of Ethics',
  edition: 'Y-2014',
  publisher: 'American Association of Christian Counselors',
  url: 'https://www.aacc.net',
  source: SOURCE,
  lastChecked: KB_LAST_CHECKED,
  verified: true,
  note: 'A Y-2023 Code of Ethics has since been published (online.documentine.com copy); its numbering was not compared with Y-2014.',
  sections: defineSections('AACC', SOURCE, [
    {
      section: 'ES1-000',
      title: 'A Judeo-Christian Worldview – Practicing through Faith and Values',
      summary: 'Christian counselors practise from their faith and values while respecting clients\' own beliefs and choices.',
      categories: ['values-conflict'],
      status: 'primary',
    },
    {
      section: 'ES1-010',
      title: 'Affirming Human Worth and Dignity',
      summary: 'Counselors affirm the worth and dignity of every person they serve.',
      categories: ['cultural-diversity', 'values-conflict'],
      status: 'primary',
    },
    {
      section: 'ES1-110',
      title: 'No Harm or Exploitation Allowed',
      summary: 'Counselors do not harm or exploit clients, financially or otherwise.',
      categories: ['multiple-relationships', 'bartering-fees', 'gifts'],
      status: 'primary',
    },
    {
      section: 'ES1-120',
      title: 'Refusal to Participate in Harmful Activities of Clients',
      summary: 'Counselors do not take part in, or endorse, client activities that would harm the client or others.',
      categories: ['values-conflict', 'duty-to-protect'],
      status: 'primary',
    },
    {
      section: 'ES1-130',
      title: 'Sexual Misconduct Forbidden',
      summary: 'Sexual contact or romantic relationships with clients are forbidden.',
      categories: ['sexual-boundaries'],
      status: 'primary',
    },
    {
      section: 'ES1-140',
      title: 'Dual and Multiple Relationships',
      summary: 'Counselors avoid dual relationships that risk harm, which is a particular challenge in churches and small faith communities, and manage unavoidable ones carefully.',
      categories: ['multiple-relationships', 'boundary-crossings'],
      status: 'primary',
    },
    {
      section: 'ES1-210',
      title: 'Honoring the Call to Competent Christian Counseling',
      summary: 'Counselors serve only within their training and competence.',
      categories: ['competence-scope'],
      status: 'primary',
    },
    {
      section: 'ES1-220',
      title: 'Duties to Study and Maintain Expertise',
      summary: 'Counselors keep their knowledge and skills current.',
      categories: ['competence-scope'],
      status: 'primary',
    },
    {
      section: 'ES1-230',
      title: 'Maintaining Integrity in Work, Reports and Relationships',
      summary: 'Counselors are honest in their work, records, reports and billing.',
      categories: ['billing-insurance', 'documentation'],
      status: 'primary',
    },
    {
      section: 'ES1-240',
      title: 'Duties to Consult and Refer',
      summary: 'Counselors consult colleagues and refer clients whose needs exceed their competence.',
      categories: ['supervision-training', 'competence-scope', 'termination-abandonment'],
      status: 'secondary',
      note: 'The table of contents was cut off after "Duties to Consu…"; the full title is not yet confirmed.',
    },
    {
      section: 'ES1-300',
      title: 'Consent in Christian Counseling',
      summary: 'Counselors obtain informed consent, including to the use of spiritual or religious interventions.',
      categories: ['informed-consent', 'minors-consent'],
      status: 'secondary',
      source: PRINCIPLES,
      note: INFERRED,
    },
    {
      section: 'ES1-400',
      title: 'Confidentiality in Christian Counseling',
      summary: 'Counselors protect client confidences and explain the limits, such as danger to self or others and mandated abuse reports.',
      categories: ['confidentiality', 'duty-to-protect', 'suicide-risk', 'child-abuse-reporting', 'elder-abuse-reporting'],
      status: 'secondary',
      source: PRINCIPLES,
      note: `${INFERRED} The older Y2004 code had a specific standard (1-433) on violence threatened against others.`,
    },
    {
      section: 'ES1-500',
      title: 'Cultural Regard in Christian Counseling',
      summary: 'Counselors respect clients\' cultural backgrounds and serve them without discrimination.',
      categories: ['cultural-diversity'],
      status: 'secondary',
      source: PRINCIPLES,
      note: INFERRED,
    },
    {
      section: 'ES1-600',
      title: 'Case Management in Christian Counseling',
      summary: 'Counselors keep sound records and manage cases, referrals and endings responsibly.',
      categories: ['documentation', 'termination-abandonment'],
      status: 'secondary',
      source: PRINCIPLES,
      note: INFERRED,
    },
    {
      section: 'ES1-700',
      title: 'Collegiality in Christian Counseling',
      summary: 'Counselors relate to colleagues, supervisees and students with respect and address colleagues\' misconduct appropriately.',
      categories: ['colleague-conduct', 'supervision-training'],
      status: 'secondary',
      source: PRINCIPLES,
      note: INFERRED,
    },
    {
      section: 'ES3-100',
      title: 'Third-party Payers and Managed Care Entities',
      summary: 'Counselors deal honestly with insurers and managed care, and do not let payer demands compromise client care.',
      categories: ['billing-insurance', 'workplace-policy'],
      status: 'secondary',
      source: 'AACC code standard titles cited in coursework (studentsolutionsusa.com)',
    },
    {
      section: 'ES5-000',
      title: 'Base Standards for Ethical Conflict Resolution',
      summary: 'Sets out how counselors resolve conflicts between the code and the law or other duties.',
      categories: ['records-legal-process', 'workplace-policy', 'forensic-role'],
      status: 'secondary',
      source: 'AACC code standard titles cited in coursework (studentsolutionsusa.com)',
    },
  ]),
};
