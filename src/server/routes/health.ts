import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { HealthResponse } from '../../shared/api/health';
import type { AppEnv } from '../context';

export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const { database, version, analysis } = c.get('deps');
  // A health check that cannot reach the database is not healthy.
  await database.db.execute(sql`select 1`);
  const body: HealthResponse = {
    status: 'ok',
    version,
    database: database.kind,
    engine: analysis.name,
    ...(analysis.provider ? { provider: analysis.provider } : {}),
    ...(analysis.model ? { model: analysis.model } : {}),
  };
  return c.json(body);
});
