import type { EthicsCode } from '../types';
import { defineSections, KB_LAST_CHECKED } from './define';

const SOURCE = 'N.A.P.S. National Practice Guidelines for Peer Supporters (2013), peersupportworks.org; copies at vdocuments.net and peerrecoverynow.org';

/**
 * The National Practice Guidelines: twelve numbered core values, each with
 * practice guidelines. They have no numbered confidentiality or duty-to-warn rule; those come from
 * state certification boards and employer policy, so peer supporters see federal and state
 * entries for them.
 */
export const NAPS_CODE: EthicsCode = {
  id: 'NAPS',
  name: 'National Practice Guidelines for Peer Supporters',
  edition: '2013 (a supervisor edition, NPG-S, followed)',
  publisher: 'National Association of Peer Supporters (N.A.P.S.)',
  url: 'https://www.peersupportworks.org',
  source: SOURCE,
  lastChecked: KB_LAST_CHECKED,
  verified: true,
  note: 'Peer supporters\' confidentiality and reporting duties come from state certification rules and employer policy, which vary; check both.',
  sections: defineSections('NAPS', SOURCE, [
    {
      section: 'Value 1',
      title: 'Peer support is voluntary',
      summary: 'Peer supporters support choice and never force or coerce people into services or decisions.',
      categories: ['informed-consent', 'values-conflict'],
      status: 'primary',
    },
    {
      section: 'Value 3',
      title: 'Peer supporters are open minded',
      summary: 'Peer supporters withhold judgment and meet people where they are, whatever their views or experiences.',
      categories: ['values-conflict', 'cultural-diversity'],
      status: 'primary',
    },
    {
      section: 'Value 5',
      title: 'Peer supporters are respectful',
      summary: 'Peer supporters value each person\'s dignity, culture and way of making sense of their experience.',
      categories: ['cultural-diversity'],
      status: 'primary',
    },
    {
      section: 'Value 6',
      title: 'Peer supporters facilitate change',
      summary: 'Peer supporters help people and systems change, including speaking up about practices that harm or disempower people.',
      categories: ['workplace-policy', 'colleague-conduct'],
      status: 'primary',
    },
    {
      section: 'Value 7',
      title: 'Peer supporters are honest and direct',
      summary: 'Peer supporters raise difficult issues with care and honesty, including their own concerns about a person\'s safety.',
      categories: ['suicide-risk', 'duty-to-protect', 'informed-consent'],
      status: 'primary',
      note: 'The value is confirmed; that its guidelines address safety concerns is our reading and not yet confirmed.',
    },
    {
      section: 'Value 8',
      title: 'Peer support is mutual and reciprocal',
      summary: 'Both people learn from the relationship; peer supporters keep it mutual rather than becoming caretakers or friends outside the role.',
      categories: ['boundary-crossings', 'multiple-relationships'],
      status: 'primary',
    },
    {
      section: 'Value 9',
      title: 'Peer support is equally shared power',
      summary: 'Peer supporters do not use their position to exert power over the people they support, and share power in the relationship.',
      categories: ['boundary-crossings', 'multiple-relationships', 'sexual-boundaries'],
      status: 'primary',
    },
    {
      section: 'Value 11',
      title: 'Peer support is transparent',
      summary: 'Peer supporters are clear about what they can and cannot offer and about the limits of the relationship, including what they must share with others.',
      categories: ['informed-consent', 'confidentiality', 'boundary-crossings', 'competence-scope'],
      status: 'primary',
    },
    {
      section: 'Value 12',
      title: 'Peer support is person-driven',
      summary: 'The person being supported decides the direction of their own recovery; peer supporters do not impose their own path.',
      categories: ['values-conflict', 'informed-consent'],
      status: 'primary',
    },
  ]),
};
