import { AutomationEventSchema, AutomationRequestSchema, RunErrorSchema, RunSchema } from 'automation-core'
import { z } from 'zod'
import { MCP_SCOPE, SCOPE_DESCRIPTIONS } from '../oauth/metadata'
import { STATUS_OF } from './api-error'
import { escapeHtml } from './http'

const schema = (s: z.ZodType, io: 'input' | 'output' = 'output') =>
  z.toJSONSchema(s, { io, target: 'draft-2020-12', unrepresentable: 'any' })

const ErrorEnvelope = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: Object.keys(STATUS_OF) },
        message: { type: 'string' },
        details: {
          type: 'array',
          items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
        },
        request_id: { type: 'string' },
      },
    },
  },
}

const errors = (...codes: number[]) =>
  Object.fromEntries(
    codes.map((code) => [
      String(code),
      {
        description: 'error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  )

const jsonBody = (ref: string) => ({
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } },
})
const keyed = { security: [{ apiKey: [] }] }

/**
 * The OpenAPI 3.1 document of the API, derived from the zod schemas of automation-core (the
 * one source of every shape): nothing here restates a field by hand.
 */
export function openApiDocument(version = '0.0.0') {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Web automation API',
      version,
      description: 'Self-hosted web automation: url + goal in, JSON out.',
    },
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        oauth2: {
          type: 'oauth2',
          description:
            'For POST /mcp only. PKCE (S256) is required; clients register by metadata document or RFC 7591.',
          flows: {
            authorizationCode: {
              authorizationUrl: '/oauth/authorize',
              tokenUrl: '/oauth/token',
              refreshUrl: '/oauth/token',
              scopes: { [MCP_SCOPE]: SCOPE_DESCRIPTIONS[MCP_SCOPE] },
            },
          },
        },
      },
      schemas: {
        AutomationRequest: schema(AutomationRequestSchema, 'input'),
        Run: schema(RunSchema),
        SyncRunResponse: schema(
          RunSchema.pick({
            run_id: true,
            started_at: true,
            finished_at: true,
            result: true,
            error: true,
            num_of_steps: true,
          }).extend({
            status: z.enum(['COMPLETED', 'FAILED']),
          }),
        ),
        RunError: schema(RunErrorSchema),
        Event: schema(AutomationEventSchema),
        Error: ErrorEnvelope,
      },
    },
    paths: {
      '/v1/automation/run': {
        post: {
          ...keyed,
          summary: 'Run and wait for the result (COMPLETED or FAILED)',
          requestBody: { required: true, ...jsonBody('AutomationRequest') },
          responses: {
            200: { description: 'the finished run', ...jsonBody('Run') },
            ...errors(400, 401, 403, 413, 429, 500),
          },
        },
      },
      '/v1/automation/run-async': {
        post: {
          ...keyed,
          summary: 'Start a run; answers its run_id at once',
          requestBody: { required: true, ...jsonBody('AutomationRequest') },
          responses: {
            200: { description: '{ run_id, error: null }' },
            ...errors(400, 401, 403, 413, 429, 500),
          },
        },
      },
      '/v1/automation/run-sse': {
        post: {
          ...keyed,
          summary: 'Run and stream its events (Server-Sent Events; Last-Event-ID resumes)',
          requestBody: { required: true, ...jsonBody('AutomationRequest') },
          responses: {
            200: {
              description: 'one `data: {json}` line per event',
              content: { 'text/event-stream': { schema: { $ref: '#/components/schemas/Event' } } },
            },
            ...errors(400, 401, 403, 413, 429, 500),
          },
        },
      },
      '/v1/runs': {
        get: {
          ...keyed,
          summary: 'List runs, newest first',
          parameters: [
            'status',
            'cursor',
            'limit',
            'goal',
            'created_after',
            'created_before',
            'sort_direction',
          ].map((name) => ({
            name,
            in: 'query',
            required: false,
            schema: { type: name === 'limit' ? 'integer' : 'string' },
          })),
          responses: {
            200: { description: '{ data: Run[], pagination: { total, has_more, next_cursor } }' },
            ...errors(400, 401, 429),
          },
        },
      },
      '/v1/runs/{id}': {
        get: {
          ...keyed,
          summary: 'One run',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { 200: { description: 'the run', ...jsonBody('Run') }, ...errors(401, 403, 404, 429) },
        },
      },
      '/v1/runs/{id}/events': {
        get: {
          ...keyed,
          summary: "A run's event stream (SSE); Last-Event-ID resumes where a client left off",
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { 200: { description: 'text/event-stream' }, ...errors(401, 403, 404, 429) },
        },
      },
      '/v1/runs/{id}/cancel': {
        post: {
          ...keyed,
          summary: 'Cancel a PENDING or RUNNING run',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            200: { description: '{ run_id, status, cancelled_at, message }' },
            ...errors(401, 403, 404, 429),
          },
        },
      },
      '/v1/runs/{id}/live': {
        post: {
          ...keyed,
          summary:
            "A live URL of the run for its owner: view only, or with `control: true` one through which a person clicks and types in the run's page while the run waits",
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: {
            required: false,
            content: {
              'application/json': {
                schema: { type: 'object', properties: { control: { type: 'boolean', default: false } } },
              },
            },
          },
          responses: {
            200: { description: '{ run_id, url, control, expires_at }' },
            ...errors(400, 401, 403, 404, 429),
          },
        },
      },
      '/v1/runs/{id}/steps/{step}/screenshot': {
        get: {
          ...keyed,
          summary:
            'The JPEG screenshot of the page after a step (1-based), kept unless agent_config.screenshots is false',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'step', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
          ],
          responses: { 200: { description: 'image/jpeg' }, ...errors(400, 401, 403, 404, 429) },
        },
      },
      '/healthz': { get: { summary: 'Liveness', responses: { 200: { description: '{ status: "ok" }' } } } },
      ...mcpPaths,
    },
  }
}

const oauthError = { description: '{ error, error_description } (OAuth)' }
/** Over a limit of the client address; `Retry-After` says when to come back. */
const tooManyFromAddress = (shape: string) => ({
  description: `too many requests from this client address (Retry-After): ${shape}`,
})

/** POST /mcp and its authorization server: JSON-RPC and OAuth, described by their own specs. */
const mcpPaths = {
  '/mcp': {
    post: {
      security: [{ oauth2: [MCP_SCOPE] }],
      summary: 'Model Context Protocol (Streamable HTTP, JSON-RPC); tools run_web_automation, get_run, ...',
      responses: {
        200: { description: 'a JSON-RPC answer, or an SSE stream of progress notifications and the answer' },
        401: { description: 'no valid token: WWW-Authenticate: Bearer resource_metadata="..."' },
        429: { description: 'over the rate limit of the key that consented' },
      },
    },
  },
  '/.well-known/oauth-protected-resource/mcp': {
    get: {
      summary: 'Protected resource metadata of /mcp (RFC 9728)',
      responses: { 200: { description: 'JSON' } },
    },
  },
  '/.well-known/oauth-authorization-server': {
    get: { summary: 'Authorization server metadata (RFC 8414)', responses: { 200: { description: 'JSON' } } },
  },
  '/oauth/authorize': {
    get: {
      summary: 'Authorization endpoint: the consent page (code flow, PKCE S256)',
      responses: {
        200: { description: 'HTML' },
        303: { description: 'back to the client' },
        400: oauthError,
        429: tooManyFromAddress('an HTML page'),
      },
    },
    post: {
      summary: "The consent form's decision: Allow (with an API key) or Deny",
      responses: {
        303: { description: 'back to the client, with a code or an error' },
        401: { description: 'HTML: the page again, the API key was refused' },
        403: { description: 'HTML: sent from another Origin, or without the CSRF token of this request' },
        429: tooManyFromAddress('an HTML page'),
      },
    },
  },
  '/oauth/token': {
    post: {
      summary: 'Token endpoint: authorization_code and refresh_token grants',
      responses: {
        200: { description: '{ access_token, refresh_token, expires_in, ... }' },
        400: oauthError,
        429: tooManyFromAddress('{ "error": "slow_down" }'),
      },
    },
  },
  '/oauth/register': {
    post: {
      summary: 'Dynamic Client Registration (RFC 7591)',
      responses: {
        201: { description: 'the registered client' },
        400: oauthError,
        429: tooManyFromAddress('{ "error": "slow_down" }'),
      },
    },
  },
  '/oauth/revoke': {
    post: {
      summary: 'Token revocation (RFC 7009)',
      responses: {
        200: { description: 'empty' },
        400: oauthError,
        429: tooManyFromAddress('{ "error": "slow_down" }'),
      },
    },
  },
}

/** A plain page listing the endpoints (no scripts, works offline). */
export function docsPage(version?: string): string {
  const doc = openApiDocument(version)
  const rows = Object.entries(doc.paths)
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(
        ([method, op]) =>
          `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${path}</code></td><td>${escapeHtml((op as { summary: string }).summary)}</td></tr>`,
      ),
    )
    .join('\n')
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Web automation API</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}td{padding:.3rem .8rem;border-bottom:1px solid #ddd}code{font-size:14px}</style>
<h1>Web automation API</h1>
<p>Send <code>X-API-Key</code> on every <code>/v1</code> request. The machine-readable description is at <a href="/openapi.json">/openapi.json</a>.</p>
<table>${rows}</table>
<h2>Example</h2>
<pre>curl -X POST "$BASE/v1/automation/run" -H "X-API-Key: $KEY" -H "Content-Type: application/json" \\
  -d '{"url":"https://example.com","goal":"Get the page title"}'</pre>
</html>`
}
