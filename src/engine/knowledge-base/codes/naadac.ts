import type { EthicsCode } from '../types';
import { defineSections, KB_LAST_CHECKED } from './define';

const SOURCE = 'NAADAC/NCC AP Code of Ethics (effective 1 Jan 2021), naadac.org/code-of-ethics; 2021 table of contents';
const OPEN_EXAM = 'NAADAC 2021 standard numbers as cited in a CADC study guide (open-exam-prep.com)';
const PRINCIPLE_NOTE = 'The principle and its title are confirmed; which numbered standards inside it address this topic is not yet confirmed.';

/**
 * NAADAC/NCC AP 2021. The code is organised in nine Principles with standards
 * numbered per principle (I-1, II-…); few standard numbers are confirmed, so most entries cite the
 * Principle. 42 CFR Part 2 applies alongside Principle II for federally assisted programs.
 */
export const NAADAC_CODE: EthicsCode = {
  id: 'NAADAC',
  name: 'NAADAC/NCC AP Code of Ethics',
  edition: '2021 (effective 1 Jan 2021; previous code approved 9 Oct 2016)',
  publisher: 'NAADAC, the Association for Addiction Professionals, and the National Certification Commission for Addiction Professionals',
  url: 'https://www.naadac.org/code-of-ethics',
  source: SOURCE,
  lastChecked: KB_LAST_CHECKED,
  verified: true,
  sections: defineSections('NAADAC', SOURCE, [
    {
      section: 'I-1',
      title: 'Client Welfare',
      summary: 'The addiction professional\'s first responsibility is the welfare of the client, ahead of their own interests.',
      categories: ['values-conflict'],
      status: 'primary',
    },
    {
      section: 'Principle I',
      title: 'The Counseling Relationship',
      summary: 'Covers informed consent, boundaries and dual relationships, the ban on sexual relationships with clients, gifts and bartering, and ending or transferring services without abandoning clients.',
      categories: ['multiple-relationships', 'boundary-crossings', 'sexual-boundaries', 'gifts', 'bartering-fees', 'informed-consent', 'termination-abandonment'],
      status: 'primary',
      note: PRINCIPLE_NOTE,
    },
    {
      section: 'Principle II',
      title: 'Confidentiality and Privileged Communication',
      summary: 'Covers protecting client information under federal confidentiality rules for substance use records, privilege, consent to disclose, and the exceptions for danger and mandated reports.',
      categories: ['confidentiality', 'substance-use-records', 'duty-to-protect', 'suicide-risk', 'child-abuse-reporting', 'records-legal-process', 'documentation'],
      status: 'primary',
      note: PRINCIPLE_NOTE,
    },
    {
      section: 'Principle III',
      title: 'Professional Responsibilities and Workplace Standards',
      summary: 'Covers competence and scope, honest billing and records, workplace relationships and policies, and responses to impairment.',
      categories: ['workplace-policy', 'competence-scope', 'billing-insurance', 'documentation', 'colleague-conduct'],
      status: 'primary',
      note: PRINCIPLE_NOTE,
    },
    {
      section: 'III-38',
      title: 'Self-monitoring for impairment',
      summary: 'Addiction professionals monitor themselves for impairment, including burnout and relapse, and get help or limit practice when it could affect clients.',
      categories: ['practitioner-impairment'],
      status: 'secondary',
      source: OPEN_EXAM,
    },
    {
      section: 'III-39',
      title: 'Impaired colleagues',
      summary: 'When a colleague appears impaired, addiction professionals intervene to help and follow any statutory or workplace reporting requirements.',
      categories: ['colleague-conduct', 'practitioner-impairment'],
      status: 'secondary',
      source: OPEN_EXAM,
    },
    {
      section: 'Principle IV',
      title: 'Working in a Culturally-Diverse World',
      summary: 'Addiction professionals build cultural humility and competence and avoid discrimination.',
      categories: ['cultural-diversity', 'values-conflict'],
      status: 'primary',
    },
    {
      section: 'IV-4',
      title: 'Awareness of own values',
      summary: 'Addiction professionals understand how their own personal, professional and cultural values affect their work with clients.',
      categories: ['values-conflict', 'cultural-diversity'],
      status: 'secondary',
      source: OPEN_EXAM,
    },
    {
      section: 'Principle V',
      title: 'Assessment, Evaluation and Interpretation',
      summary: 'Covers competent, culturally fair use of assessments and evaluations, including those done for courts or other third parties.',
      categories: ['forensic-role', 'competence-scope'],
      status: 'primary',
      note: PRINCIPLE_NOTE,
    },
    {
      section: 'Principle VI',
      title: 'E-Therapy, E-Supervision and Social Media',
      summary: 'Covers competence, consent, security and jurisdiction for services and supervision delivered by technology, and professional boundaries on social media.',
      categories: ['telehealth-jurisdiction', 'social-media'],
      status: 'primary',
      note: PRINCIPLE_NOTE,
    },
    {
      section: 'Principle VII',
      title: 'Supervision and Consultation',
      summary: 'Covers the duties of clinical supervisors and consultants, including competence, boundaries and evaluation of supervisees.',
      categories: ['supervision-training'],
      status: 'primary',
      note: PRINCIPLE_NOTE,
    },
    {
      section: 'Principle VIII',
      title: 'Resolving Ethical Concerns',
      summary: 'Covers how to address ethical concerns about oneself or colleagues, from informal resolution to formal complaints.',
      categories: ['colleague-conduct'],
      status: 'primary',
      note: PRINCIPLE_NOTE,
    },
    {
      section: 'Principle IX',
      title: 'Publication and Communications',
      summary: 'Covers honesty and client privacy in publications, advertising and public communications.',
      categories: ['social-media', 'confidentiality'],
      status: 'primary',
      note: PRINCIPLE_NOTE,
    },
  ]),
};
