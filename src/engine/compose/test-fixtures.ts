/** Inputs the composer tests share: every labelled vignette, and three hand-written dilemmas. */
import { loadVignettes } from '../../../eval/load';
import type { GenerationInput } from './context';

export const vignettes = loadVignettes();

export const inputOf = (v: (typeof vignettes)[number]): GenerationInput => ({
  text: v.text,
  role: v.role,
  state: v.state,
  experienceLevel: v.experienceLevel,
  theoreticalOrientation: v.theoreticalOrientation,
  clarifyingAnswers: v.clarifyingAnswers,
});

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
