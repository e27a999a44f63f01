import type { EthicsCode } from '../types';
import { defineSections, KB_LAST_CHECKED } from './define';

const SOURCE = 'AAPC Code of Ethics (amended April 2012), reproduced at themontgomeryclinic.com/code-of-ethics; earlier editions at ethics.iit.edu/ecodes/node/4483 (1994) and /node/3738 (1981)';

/**
 * The American Association of Pastoral Counselors code. Only Principle I of
 * the 2012 text was read; later principles are confirmed in earlier editions or secondary material.
 */
export const AAPC_CODE: EthicsCode = {
  id: 'AAPC',
  name: 'AAPC Code of Ethics',
  edition: 'Amended April 2012',
  publisher: 'American Association of Pastoral Counselors',
  url: 'https://themontgomeryclinic.com/code-of-ethics',
  source: SOURCE,
  lastChecked: KB_LAST_CHECKED,
  verified: true,
  note: 'AAPC is reported to have merged into ACPE in 2019 (not confirmed); pastoral counselors who hold a state licence answer to that profession\'s code as well.',
  sections: defineSections('AAPC', SOURCE, [
    {
      section: 'Principle I',
      title: 'Prologue',
      summary: 'Pastoral counselors respect the theologies, traditions and values of their faith communities and each person\'s dignity, and are accountable for their conduct with clients, colleagues and students in every setting.',
      categories: ['values-conflict', 'cultural-diversity'],
      status: 'primary',
    },
    {
      section: 'Principle II',
      title: 'Professional Practices',
      summary: 'Pastoral counselors keep practices that protect the public, such as representing their qualifications accurately and working within their competence.',
      categories: ['competence-scope', 'bartering-fees'],
      status: 'secondary',
      note: 'Confirmed in the 1981 and 1994 editions; its content in the 2012 text was not read.',
    },
    {
      section: 'Principle III',
      title: 'Client Relationships',
      summary: 'Pastoral counselors respect clients\' welfare and freedom, avoid exploitation, sexual contact and harmful multiple relationships, and arrange referral or termination responsibly.',
      categories: ['multiple-relationships', 'sexual-boundaries', 'informed-consent', 'termination-abandonment'],
      status: 'secondary',
      note: 'Title confirmed in secondary material; the 2012 sub-items were not read.',
    },
    {
      section: 'III.E',
      title: 'Multiple relationships',
      summary: 'Pastoral counselors avoid dual or multiple relationships with clients that could impair their judgment or be used for their own gain.',
      categories: ['multiple-relationships', 'boundary-crossings', 'gifts'],
      status: 'secondary',
    },
    {
      section: 'Principle IV',
      title: 'Confidentiality',
      summary: 'Pastoral counselors protect the confidentiality of clients, disclosing without consent only where required by law or to prevent clear and imminent danger.',
      categories: ['confidentiality', 'duty-to-protect', 'child-abuse-reporting'],
      status: 'unconfirmed',
      note: 'That Principle IV is Confidentiality, and its exceptions, are not yet confirmed against the 2012 text.',
    },
  ]),
};
