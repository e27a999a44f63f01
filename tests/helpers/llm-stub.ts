import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SECTION_KEYS, type SectionKey } from '../../src/shared/domain/sections';

/**
 * A language-model provider on a loopback port, for tests and benches: it speaks the
 * OpenAI-compatible chat-completions protocol (`POST …/chat/completions`) and Anthropic's messages
 * protocol (`POST …/messages`), streamed (server-sent events) or not, and answers each section from
 * its recorded fixture (tests/fixtures/llm/<section>.json). Latency and faults are configurable per
 * request; every request is recorded with its parsed body and whether the caller hung up before
 * the answer was complete.
 */

export type StubProtocol = 'openai' | 'anthropic';

/** What the stub does with one request. */
export type StubBehaviour =
  /** The section's fixture, optionally changed first. */
  | { kind: 'fixture'; change?: (answer: Record<string, unknown>) => Record<string, unknown> }
  /** This text as the model's whole answer (invalid JSON, prose…). */
  | { kind: 'text'; text: string }
  /** An HTTP error from the provider (500, 429, 529…). */
  | { kind: 'status'; status: number }
  /** The model declines (OpenAI's `refusal`; Anthropic's `stop_reason: refusal`). */
  | { kind: 'refusal' }
  /** Headers sent, then nothing: the caller's timeout or cancellation ends it. */
  | { kind: 'hang' };

export type StubRequest = {
  protocol: StubProtocol;
  path: string;
  /** The parsed JSON body, exactly as the provider would have received it. */
  body: Record<string, unknown>;
  /** The section the prompt asks for (read from the grounding document), when it names one. */
  section: SectionKey | undefined;
  stream: boolean;
  /** The whole answer was written. */
  completed: boolean;
  /** The caller closed the connection before the answer was complete. */
  closedEarly: boolean;
  /** Every message's text, concatenated: what a test searches for planted words. */
  text: string;
};

export type LlmStubOptions = {
  /** Milliseconds from the request to the end of the answer (the whole answer, when not streamed). */
  latencyMs?: number;
  /** Milliseconds to the first streamed piece of the answer; the rest arrives evenly until `latencyMs`. */
  firstTokenMs?: number;
  /** Reported token counts. */
  usage?: { input: number; output: number };
};

export type LlmStub = {
  url: string;
  /** The OpenAI-compatible base URL (…/v1). */
  openaiBaseUrl: string;
  /** The Anthropic base URL (…/v1). */
  anthropicBaseUrl: string;
  requests: StubRequest[];
  /** Queues behaviours for the next requests, in order; afterwards `respond` (or the fixture) answers. */
  queue: (...behaviours: StubBehaviour[]) => void;
  /** How every request not covered by the queue is answered. */
  respond: (choose: (request: StubRequest) => StubBehaviour) => void;
  setLatency: (options: Pick<LlmStubOptions, 'latencyMs' | 'firstTokenMs'>) => void;
  /** Resolves when a recorded request matches (already or later). */
  waitFor: (match: (request: StubRequest) => boolean, timeoutMs?: number) => Promise<StubRequest>;
  reset: () => void;
  close: () => Promise<void>;
};

const FIXTURE_DIR = path.resolve(import.meta.dirname, '../fixtures/llm');
const fixtures = new Map<SectionKey, Record<string, unknown>>();

/**
 * A section's recorded answer (a fresh copy each time), its `{{risk_score}}` and `{{risk_level}}`
 * filled with the score of the case in the prompt (recorded ones say the reference case's).
 */
export function fixtureFor(key: SectionKey, risk: { score: number; level: string } = { score: 3, level: 'MODERATE' }): Record<string, unknown> {
  let fixture = fixtures.get(key);
  if (!fixture) {
    fixture = JSON.parse(readFileSync(path.join(FIXTURE_DIR, `${key}.json`), 'utf8')) as Record<string, unknown>;
    fixtures.set(key, fixture);
  }
  return JSON.parse(JSON.stringify(fixture).replaceAll('{{risk_score}}', String(risk.score)).replaceAll('{{risk_level}}', risk.level)) as Record<string, unknown>;
}

/** The engine's risk reading in the grounding the server sent. */
function riskOf(text: string): { score: number; level: string } | undefined {
  const match = /"risk":\{"score":(\d+),"level":"([A-Z]+)"/.exec(text);
  return match ? { score: Number(match[1]), level: match[2]! } : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Every string in the messages (and the system prompt), joined. */
function textOf(body: Record<string, unknown>): string {
  const out: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(body.system);
  visit(body.messages);
  return out.join('\n');
}

/** The section named in the grounding document the server sends as its first user message. */
function sectionOf(text: string): SectionKey | undefined {
  const match = /"section":"([A-Za-z]+)"/.exec(text);
  return match && (SECTION_KEYS as readonly string[]).includes(match[1]!) ? (match[1] as SectionKey) : undefined;
}

/** The answer cut into pieces, so a streamed answer arrives over time. */
function pieces(text: string, count: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / count));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length > 0 ? out : [''];
}

const STREAM_PIECES = 24;

export async function startLlmStub(options: LlmStubOptions = {}): Promise<LlmStub> {
  let latencyMs = options.latencyMs ?? 0;
  let firstTokenMs = options.firstTokenMs ?? 0;
  const usage = options.usage ?? { input: 1200, output: 800 };
  const requests: StubRequest[] = [];
  const queued: StubBehaviour[] = [];
  let choose: (request: StubRequest) => StubBehaviour = () => ({ kind: 'fixture' });
  const waiters = new Set<{ match: (request: StubRequest) => boolean; resolve: (request: StubRequest) => void }>();
  const notify = () => {
    for (const waiter of waiters) {
      const found = requests.find(waiter.match);
      if (found) {
        waiters.delete(waiter);
        waiter.resolve(found);
      }
    }
  };
  const open = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '';
    const protocol: StubProtocol | null = url.endsWith('/chat/completions') ? 'openai' : url.endsWith('/messages') ? 'anthropic' : null;
    if (req.method !== 'POST' || !protocol) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    const text = textOf(body);
    const record: StubRequest = { protocol, path: url, body, section: sectionOf(text), stream: body.stream === true, completed: false, closedEarly: false, text };
    requests.push(record);
    open.add(res);
    res.on('close', () => {
      open.delete(res);
      if (!record.completed) record.closedEarly = true;
      notify();
    });
    notify();
    const behaviour = queued.shift() ?? choose(record);
    const started = Date.now();

    if (behaviour.kind === 'hang') {
      res.writeHead(200, { 'Content-Type': record.stream ? 'text/event-stream' : 'application/json' });
      res.flushHeaders();
      return;
    }
    if (behaviour.kind === 'status') {
      await sleep(firstTokenMs);
      const message = behaviour.status === 429 ? 'Rate limit reached' : 'The server had an error';
      const errorBody =
        protocol === 'anthropic'
          ? { type: 'error', error: { type: behaviour.status === 429 ? 'rate_limit_error' : 'api_error', message } }
          : { error: { message, type: behaviour.status === 429 ? 'rate_limit_exceeded' : 'server_error' } };
      res.writeHead(behaviour.status, { 'Content-Type': 'application/json', ...(behaviour.status === 429 ? { 'Retry-After': '1' } : {}) });
      record.completed = true;
      res.end(JSON.stringify(errorBody));
      return;
    }
    const answer =
      behaviour.kind === 'text'
        ? behaviour.text
        : behaviour.kind === 'refusal'
          ? 'I can’t help with that.'
          : JSON.stringify(record.section ? (behaviour.change ?? ((a) => a))(fixtureFor(record.section, riskOf(text))) : {});
    const refusal = behaviour.kind === 'refusal';
    const model = typeof body.model === 'string' ? body.model : 'stub-model';

    if (!record.stream) {
      await sleep(latencyMs);
      if (res.destroyed) return;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      record.completed = true;
      res.end(JSON.stringify(protocol === 'openai' ? openaiCompletion(model, answer, refusal, usage) : anthropicMessage(model, answer, refusal, usage, usesJsonTool(body))));
      return;
    }

    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    res.flushHeaders();
    const events = protocol === 'openai' ? openaiEvents(model, answer, refusal, usage) : anthropicEvents(model, answer, refusal, usage, usesJsonTool(body));
    const deltas = events.filter((event) => event.delta).length;
    let sent = 0;
    for (const event of events) {
      if (event.delta) {
        // The first piece after `firstTokenMs`, the last at `latencyMs`.
        const due = started + firstTokenMs + (deltas > 1 ? ((latencyMs - firstTokenMs) * sent) / (deltas - 1) : 0);
        await sleep(due - Date.now());
        sent += 1;
      }
      if (res.destroyed) return;
      res.write(event.data);
    }
    record.completed = true;
    res.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    openaiBaseUrl: `${url}/v1`,
    anthropicBaseUrl: `${url}/v1`,
    requests,
    queue: (...behaviours) => void queued.push(...behaviours),
    respond: (next) => {
      choose = next;
    },
    setLatency: (next) => {
      latencyMs = next.latencyMs ?? latencyMs;
      firstTokenMs = next.firstTokenMs ?? firstTokenMs;
    },
    waitFor: (match, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const found = requests.find(match);
        if (found) return resolve(found);
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error('the stub received no matching request in time'));
        }, timeoutMs).unref();
      }),
    reset: () => {
      requests.length = 0;
      queued.length = 0;
      choose = () => ({ kind: 'fixture' });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// ---------------------------------------------------------------- OpenAI chat completions

function openaiCompletion(model: string, answer: string, refusal: boolean, usage: { input: number; output: number }) {
  return {
    id: 'chatcmpl-stub',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: refusal ? null : answer, ...(refusal ? { refusal: answer } : {}) }, finish_reason: 'stop' }],
    usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
  };
}

type StubEvent = { data: string; delta: boolean };

function openaiEvents(model: string, answer: string, refusal: boolean, usage: { input: number; output: number }): StubEvent[] {
  const chunk = (delta: Record<string, unknown>, finish: string | null, extra: Record<string, unknown> = {}) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-stub', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`;
  return [
    { data: chunk({ role: 'assistant', content: '' }, null), delta: false },
    ...pieces(answer, STREAM_PIECES).map((piece) => ({ data: chunk(refusal ? { refusal: piece } : { content: piece }, null), delta: true })),
    { data: chunk({}, 'stop'), delta: false },
    {
      data: `data: ${JSON.stringify({ id: 'chatcmpl-stub', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, choices: [], usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output } })}\n\n`,
      delta: false,
    },
    { data: 'data: [DONE]\n\n', delta: false },
  ];
}

// ---------------------------------------------------------------- Anthropic messages

/** The SDK asks for JSON either as a forced tool named `json` or as a native output format. */
function usesJsonTool(body: Record<string, unknown>): boolean {
  return Array.isArray(body.tools) && body.tools.some((tool) => (tool as { name?: string }).name === 'json');
}

function anthropicMessage(model: string, answer: string, refusal: boolean, usage: { input: number; output: number }, jsonTool: boolean) {
  const content = refusal
    ? [{ type: 'text', text: answer }]
    : jsonTool
      ? [{ type: 'tool_use', id: 'toolu_stub', name: 'json', input: safeJson(answer) }]
      : [{ type: 'text', text: answer }];
  return {
    id: 'msg_stub',
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: refusal ? 'refusal' : jsonTool ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: usage.input, output_tokens: usage.output },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { text };
  }
}

function anthropicEvents(model: string, answer: string, refusal: boolean, usage: { input: number; output: number }, jsonTool: boolean): StubEvent[] {
  const event = (name: string, data: Record<string, unknown>) => `event: ${name}\ndata: ${JSON.stringify({ type: name, ...data })}\n\n`;
  const asTool = jsonTool && !refusal;
  return [
    {
      data: event('message_start', {
        message: { id: 'msg_stub', type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: usage.input, output_tokens: 1 } },
      }),
      delta: false,
    },
    {
      data: event('content_block_start', {
        index: 0,
        content_block: asTool ? { type: 'tool_use', id: 'toolu_stub', name: 'json', input: {} } : { type: 'text', text: '' },
      }),
      delta: false,
    },
    ...pieces(answer, STREAM_PIECES).map((piece) => ({
      data: event('content_block_delta', { index: 0, delta: asTool ? { type: 'input_json_delta', partial_json: piece } : { type: 'text_delta', text: piece } }),
      delta: true,
    })),
    { data: event('content_block_stop', { index: 0 }), delta: false },
    {
      data: event('message_delta', { delta: { stop_reason: refusal ? 'refusal' : asTool ? 'tool_use' : 'end_turn', stop_sequence: null }, usage: { output_tokens: usage.output } }),
      delta: false,
    },
    { data: event('message_stop', {}), delta: false },
  ];
}
