import { Hono } from 'hono';
import { ResolveCitationQuerySchema, type KbEntryView } from '../../shared/api/knowledge-base';
import type * as Engine from '../../engine';
import { loadEngine } from '../ai/load-engine';
import type { AppEnv } from '../context';
import { AppError } from '../lib/app-error';
import { parseWith } from '../lib/validate';

function view(entry: ReturnType<typeof Engine.kbEntryById>): KbEntryView {
  if (!entry) throw new AppError('not_found', 'That citation is not in the knowledge base.');
  const { id, kind, title, text, source, lastChecked, verified, note } = entry;
  return { id, kind, title, text, source, lastChecked, verified, ...(note ? { note } : {}) };
}

/**
 * Where a citation leads: the knowledge-base entry with its source and last-checked date
 * (docs/product.md "Citations"). Public facts, so no sign-in is needed.
 */
export const knowledgeBaseRoutes = new Hono<AppEnv>()
  .get('/kb/resolve', async (c) => {
    const query = parseWith(ResolveCitationQuerySchema, c.req.query());
    const { resolveCitation } = await loadEngine();
    return c.json(view(resolveCitation({ source: query.source, section: query.section, title: '' })));
  })
  .get('/kb/entries/:id', async (c) => c.json(view((await loadEngine()).kbEntryById(c.req.param('id')))));
