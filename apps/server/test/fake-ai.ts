import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Body = Record<string, unknown>;

/** The system instructions a request carries, whichever API shape it uses. */
export function systemOf(body: Body): string {
  const messages = (body.messages ?? []) as Array<{ role: string; content: unknown }>;
  const fromMessages = messages.find((m) => m.role === 'system')?.content;
  const fromGemini = (body.systemInstruction as { parts?: Array<{ text: string }> } | undefined)?.parts
    ?.map((p) => p.text)
    .join('\n');
  const raw = body.system ?? fromMessages ?? fromGemini ?? '';
  return typeof raw === 'string' ? raw : JSON.stringify(raw);
}

/**
 * Local stand-ins for the Gemini, OpenAI (chat), Anthropic and OpenAI-compatible HTTP APIs.
 * The reply is fixed, or computed from each request (e.g. to echo its system prompt).
 */
export async function startFakeAi(replyWith: object | ((body: Body) => object)) {
  const requests: Array<{ path: string; headers: http.IncomingHttpHeaders; body: Body }> = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : {};
      const path = req.url ?? '';
      requests.push({ path, headers: req.headers, body });
      const reply = typeof replyWith === 'function' ? replyWith(body) : replyWith;
      const json = JSON.stringify(reply);
      const send = (payload: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (path.endsWith('/chat/completions')) {
        return send({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: json }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 5, completion_tokens: 5, total_tokens: 10 },
        });
      }
      if (path.endsWith('/messages')) {
        const tools = body.tools as Array<{ name: string }> | undefined;
        return send({
          id: 'msg_1',
          type: 'message',
          role: 'assistant',
          model: body.model,
          content: tools?.length
            ? [{ type: 'tool_use', id: 'toolu_1', name: tools[0].name, input: reply }]
            : [{ type: 'text', text: json }],
          stop_reason: tools?.length ? 'tool_use' : 'end_turn',
          stop_sequence: null,
          usage: { input_tokens: 5, output_tokens: 5 },
        });
      }
      if (path.includes(':generateContent')) {
        return send({
          candidates: [{ content: { role: 'model', parts: [{ text: json }] }, finishReason: 'STOP', index: 0 }],
          usageMetadata: { promptTokenCount: 5, candidatesTokenCount: 5, totalTokenCount: 10 },
        });
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `no fake for ${path}` } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
