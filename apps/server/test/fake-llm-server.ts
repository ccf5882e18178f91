import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny OpenAI-compatible chat server on 127.0.0.1 for tests: answers POST /v1/chat/completions
 * (and /chat/completions) with whatever the test's handler says, and records every request.
 */
export interface FakeLlmRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (model, messages, response_format, ...). */
  body: Record<string, unknown>;
}

export type FakeLlmReply =
  /** A normal completion whose assistant message is `content`. */
  | { content: string }
  /** An HTTP error with an OpenAI-style error body unless `body` is given. */
  | { status: number; body?: unknown }
  /** A raw response body, e.g. broken JSON. */
  | { raw: string; status?: number; contentType?: string }
  /** Waits before replying (or forever, if `then` is absent), to exercise timeouts. */
  | { delayMs: number; then?: FakeLlmReply };

export type FakeLlmHandler = (request: FakeLlmRequest) => FakeLlmReply | Promise<FakeLlmReply>;

export interface FakeLlmServer {
  /** Base URL including /v1, as passed to the OpenAI client. */
  baseUrl: string;
  requests: FakeLlmRequest[];
  setHandler(handler: FakeLlmHandler): void;
  close(): Promise<void>;
}

export function chatCompletion(content: string, model = 'fake-model'): Record<string, unknown> {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export async function startFakeLlmServer(handler: FakeLlmHandler = () => ({ content: '{}' })): Promise<FakeLlmServer> {
  let current = handler;
  const requests: FakeLlmRequest[] = [];
  const pending = new Set<NodeJS.Timeout>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (req.method !== 'POST' || !/^(?:\/v1)?\/chat\/completions$/u.test(path)) {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        // Recorded as an empty body; the handler decides what to answer.
      }
      const request = { path, headers: req.headers, body };
      requests.push(request);

      const send = (reply: FakeLlmReply): void => {
        if (res.destroyed) return;
        if ('delayMs' in reply) {
          const timer = setTimeout(() => {
            pending.delete(timer);
            if (reply.then) send(reply.then);
          }, reply.delayMs);
          pending.add(timer);
          res.on('close', () => {
            clearTimeout(timer);
            pending.delete(timer);
          });
          return;
        }
        if ('content' in reply) {
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify(chatCompletion(reply.content, String(body.model ?? 'fake-model'))));
        } else if ('raw' in reply) {
          res
            .writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'application/json' })
            .end(reply.raw);
        } else {
          const errorBody = reply.body ?? {
            error: { message: `fake error ${reply.status}`, type: 'server_error', code: null },
          };
          res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(errorBody));
        }
      };
      void Promise.resolve(current(request)).then(send);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setHandler(h) {
      current = h;
    },
    close() {
      for (const t of pending) clearTimeout(t);
      pending.clear();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The image_url of the request's first image content part (a data: URL for uploads), if any. */
export function imageUrlOf(request: FakeLlmRequest): string | undefined {
  const messages = Array.isArray(request.body.messages) ? (request.body.messages as unknown[]) : [];
  for (const message of messages) {
    const content = (message as { content?: unknown }).content;
    if (!Array.isArray(content)) continue;
    for (const part of content as { type?: string; image_url?: { url?: string } }[]) {
      if (part.type === 'image_url' && typeof part.image_url?.url === 'string') return part.image_url.url;
    }
  }
  return undefined;
}

/** A vision model: requests with an image part get `transcription`; the rest go to `otherwise`. */
export function visionHandler(
  transcription: string,
  otherwise: FakeLlmHandler = () => ({ content: '{}' }),
): FakeLlmHandler {
  return (request) => (imageUrlOf(request) ? { content: transcription } : otherwise(request));
}

/** Plausible answers to the study-material prompts (key facts, points, cards); see fake-llm-study.ts. */
export { studyMaterialHandler, studyRequestKind, type StudyHandlerOptions } from './fake-llm-study.js';
