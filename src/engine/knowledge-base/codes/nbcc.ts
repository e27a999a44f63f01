import type { EthicsCode } from '../types';
import { defineSections, KB_LAST_CHECKED } from './define';

const SOURCE = 'NBCC Code of Ethics (approved May 2023, revised 24 Aug 2023), nbcc.org; launch notice at nbcc.org/resources/nccs/newsletter/the-2023-nbcc-code-of-ethics-launch';
const PART_NOTE = 'The part and its title are confirmed; the numbers of the directives in it that address this topic are not yet confirmed.';

/**
 * NBCC 2023, binding on National Certified Counselors. Its items are
 * "directives" grouped in six parts; this entry cites the parts because directive numbers per
 * topic are not yet confirmed.
 */
export const NBCC_CODE: EthicsCode = {
  id: 'NBCC',
  name: 'NBCC Code of Ethics',
  edition: '2023 (launched 15 May 2023; revised 24 Aug 2023)',
  publisher: 'National Board for Certified Counselors',
  url: 'https://www.nbcc.org',
  source: SOURCE,
  lastChecked: KB_LAST_CHECKED,
  verified: true,
  sections: defineSections('NBCC', SOURCE, [
    {
      section: 'Professional Responsibilities',
      title: 'Professional Responsibilities',
      summary: 'Directives on competence, honest representation, self-care and impairment, and responding to colleagues\' unethical conduct.',
      categories: ['competence-scope', 'practitioner-impairment', 'colleague-conduct', 'billing-insurance'],
      status: 'primary',
      note: PART_NOTE,
    },
    {
      section: 'Counseling Relationships',
      title: 'Counseling Relationships',
      summary: 'Directives on informed consent, confidentiality and its limits when there is imminent danger or a court order, boundaries and prohibited relationships, fees and bartering, and ending services.',
      categories: ['confidentiality', 'duty-to-protect', 'informed-consent', 'multiple-relationships', 'sexual-boundaries', 'bartering-fees', 'termination-abandonment'],
      status: 'primary',
      note: `${PART_NOTE} The 2016 code's danger exception used the phrase "clear, imminent danger".`,
    },
    {
      section: 'Supervision and Consultation',
      title: 'Supervision and Consultation',
      summary: 'Directives on supervisors\' competence and boundaries and on protecting client information in consultation.',
      categories: ['supervision-training'],
      status: 'primary',
      note: PART_NOTE,
    },
    {
      section: 'Telemental Health, Social Media, and Technology',
      title: 'Telemental Health, Social Media, and Technology',
      summary: 'Directives on competence, consent, security and jurisdiction for technology-delivered counseling and on social media boundaries.',
      categories: ['telehealth-jurisdiction', 'social-media'],
      status: 'primary',
      note: PART_NOTE,
    },
  ]),
};
