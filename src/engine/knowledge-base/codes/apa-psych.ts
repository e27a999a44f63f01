import type { EthicsCode } from '../types';
import { defineSections, KB_LAST_CHECKED } from './define';

const SOURCE = 'The Principles of Medical Ethics With Annotations Especially Applicable to Psychiatry (APA, 2013 Edition), psychiatry.org; front matter (scribd copy)';
const PRINCIPLE_NOTE = 'The nine AMA Principles (Sections 1–9) were confirmed only in secondary material; the annotations under each were not read.';
const ANNOTATION_NOTE = 'The rule is confirmed in secondary material; the annotation number is as commonly cited and not yet confirmed.';

/**
 * The American Psychiatric Association's annotations to the AMA Principles.
 * Psychiatrists also answer to the AMA Code of Medical Ethics opinions and the APA Ethics
 * Committee's Opinions (2017 edition), which are not itemised here.
 */
export const APA_PSYCH_CODE: EthicsCode = {
  id: 'APA-PSYCH',
  name: 'The Principles of Medical Ethics With Annotations Especially Applicable to Psychiatry',
  edition: '2013 Edition (first edition 1973; includes the AMA\'s 2001 revision of the Principles)',
  publisher: 'American Psychiatric Association',
  url: 'https://www.psychiatry.org/psychiatrists/practice/ethics',
  ethicsConsultation: {
    name: 'APA Ethics Committee (ethics questions from members; Opinions of the Ethics Committee)',
    url: 'https://www.psychiatry.org/psychiatrists/practice/ethics',
    note: 'Members can put ethics questions to the Ethics Committee; confirm current access on psychiatry.org.',
  },
  source: SOURCE,
  lastChecked: KB_LAST_CHECKED,
  verified: true,
  sections: defineSections('APA-PSYCH', SOURCE, [
    {
      section: 'Section 1',
      title: 'Competent care with compassion and respect for human dignity and rights',
      summary: 'Psychiatrists provide competent care with compassion and respect for each patient\'s dignity and rights, without discrimination.',
      categories: ['cultural-diversity', 'values-conflict', 'end-of-life'],
      status: 'secondary',
      note: `${PRINCIPLE_NOTE} End-of-life questions fall under this section and the AMA opinions; no annotation number is given here.`,
    },
    {
      section: 'Section 2',
      title: 'Professionalism, honesty and reporting deficient colleagues',
      summary: 'Psychiatrists uphold professional standards, are honest in all professional dealings, and strive to report physicians who are impaired, incompetent or engaged in fraud or deception.',
      categories: ['colleague-conduct', 'practitioner-impairment', 'boundary-crossings', 'billing-insurance'],
      status: 'secondary',
      note: PRINCIPLE_NOTE,
    },
    {
      section: 'Section 2, Annotation 1',
      title: 'Sexual activity with patients',
      summary: 'Sexual activity with a current or former patient is unethical, with no time limit after treatment ends.',
      categories: ['sexual-boundaries'],
      status: 'unconfirmed',
      note: ANNOTATION_NOTE,
    },
    {
      section: 'Section 3',
      title: 'Respect for the law',
      summary: 'Psychiatrists respect the law and also work to change legal requirements that are contrary to patients\' best interests.',
      categories: ['records-legal-process', 'forensic-role', 'workplace-policy'],
      status: 'secondary',
      note: PRINCIPLE_NOTE,
    },
    {
      section: 'Section 4',
      title: 'Patient rights and confidentiality',
      summary: 'Psychiatrists respect the rights of patients, colleagues and other professionals and safeguard patient confidences and privacy within the limits of the law.',
      categories: ['confidentiality', 'records-legal-process', 'informed-consent', 'minors-consent', 'documentation'],
      status: 'secondary',
      note: PRINCIPLE_NOTE,
    },
    {
      section: 'Section 4, Annotation 8',
      title: 'Disclosure to protect the patient or the community',
      summary: 'A psychiatrist may reveal confidential information when necessary to protect the patient or the community from imminent danger.',
      categories: ['duty-to-protect', 'suicide-risk', 'confidentiality'],
      status: 'unconfirmed',
      note: ANNOTATION_NOTE,
    },
    {
      section: 'Section 5',
      title: 'Continuing study and consultation',
      summary: 'Psychiatrists keep studying and applying scientific knowledge, and consult and use the skills of other professionals when indicated.',
      categories: ['competence-scope', 'supervision-training', 'telehealth-jurisdiction'],
      status: 'secondary',
      note: PRINCIPLE_NOTE,
    },
    {
      section: 'Section 6',
      title: 'Freedom to choose whom to serve',
      summary: 'Except in emergencies, psychiatrists are free to choose whom to serve and where to practise, but may not abandon a patient once care has begun.',
      categories: ['termination-abandonment', 'values-conflict'],
      status: 'secondary',
      note: `${PRINCIPLE_NOTE} The no-abandonment qualification is our reading and not yet confirmed.`,
    },
    {
      section: 'Section 8',
      title: 'Responsibility to the patient is paramount',
      summary: 'While caring for a patient, the psychiatrist regards responsibility to the patient as paramount, which rules out exploiting the relationship for gifts, money or other personal gain.',
      categories: ['multiple-relationships', 'gifts', 'boundary-crossings', 'workplace-policy'],
      status: 'secondary',
      note: PRINCIPLE_NOTE,
    },
    {
      section: 'Section 9',
      title: 'Access to care',
      summary: 'Psychiatrists support access to medical care for all people.',
      categories: ['cultural-diversity', 'bartering-fees'],
      status: 'secondary',
      note: PRINCIPLE_NOTE,
    },
  ]),
};
