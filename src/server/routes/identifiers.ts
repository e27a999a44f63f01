import { Hono } from 'hono';
import { DetectIdentifiersRequestSchema, type DetectIdentifiersResponse } from '../../shared/api/identifiers';
import { loadEngine } from '../ai/load-engine';
import type { AppEnv } from '../context';
import { readJson } from '../lib/validate';
import { requireUser } from '../middleware/session';

/** The identifier guard for the dilemma screen: what looks identifying, and the text without it. */
export const identifierRoutes = new Hono<AppEnv>().post('/detect-identifiers', async (c) => {
  requireUser(c);
  const { text } = await readJson(c, DetectIdentifiersRequestSchema);
  const result = (await loadEngine()).redactIdentifiers(text);
  const body: DetectIdentifiersResponse = { identifiers: result.identifiers, redactedText: result.text };
  return c.json(body);
});
