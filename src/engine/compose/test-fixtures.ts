/**
 * Inputs the composer tests share: the composer baseline of the development split (eval/load.ts),
 * as the product sends it (with any safety-screen answers), and hand-written dilemmas.
 */
import { loadComposerBaseline } from '../../../eval/load';
import { completeScreen, inputAsSent } from '../../../eval/screen-answers';
import type { GenerationInput } from './context';

export const vignettes = loadComposerBaseline();

export const inputOf = (v: (typeof vignettes)[number]): GenerationInput => inputAsSent(v);

export const GIFT: GenerationInput = {
  text: 'A client I have seen for two years brought me a hand-painted ceramic bowl at our last session before the holidays. She said her grandmother taught her the craft. I want to honour it but I am not sure whether accepting it changes things.',
  role: 'lpc',
  state: 'OH',
};

export const FRIEND_REQUEST: GenerationInput = {
  text: 'A client sent me a friend request on Facebook last night and also followed my personal Instagram. We have a good working relationship and I do not want her to feel rejected. How should I handle it?',
  role: 'lcsw',
  state: 'CO',
};

export const CONTROL: GenerationInput = {
  text: 'A client asked to move our standing appointment from Monday mornings to Wednesday afternoons because of a new job. Nothing else has changed and she is doing well. Is there anything I need to do other than update the calendar?',
  role: 'lcsw',
  state: 'WA',
};

export const GIFT_CARD: GenerationInput = {
  text: 'A client gave me a $20 gift card for the holidays with a thank-you note. Should I accept the gift?',
  role: 'lpc',
  state: 'TN',
};

export const KNITTED_GIFT: GenerationInput = {
  text: 'An older client knitted me a scarf after our last session before the holidays. It clearly took hours. I do not want to hurt her feelings but I wonder whether accepting the gift changes our relationship.',
  role: 'lmft',
  state: 'OH',
};

export const FORMER_CLIENT_FRIEND_REQUEST: GenerationInput = {
  text: 'A former client sent me a friend request on Facebook and commented on my public Instagram post. Should I accept the friend request?',
  role: 'lmft',
  state: 'OR',
};

export const SCHEDULE_CHANGE: GenerationInput = {
  text: 'Client asked if we can switch from weekly to every other week because of her work schedule. She is doing a lot better. Anything I need to do besides update the calendar?',
  role: 'lpc',
  state: 'SC',
};

/** Language that must not appear in a section about a routine or boundary question. */
export const OFF_TOPIC = /tarasoff|duty to (?:warn|protect)|suicid|\b988\b|\b911\b|mandated report|child protective|42 CFR Part 2|FERPA/i;

/** The self-harm screen answered "No" throughout: a threat to someone else with no danger to the client. */
export const SELF_SCREEN_NO = completeScreen({ self: { concern: 'no' } } as Parameters<typeof completeScreen>[0]);
