import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import {
  CallToolRequestSchema,
  CancelledNotificationSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js'
import type { RunStore } from 'automation-core'
import { MAX_BODY_BYTES } from '../app/http'
import type { ApiKeyRecord } from '../auth/key-store'
import type { RunManager } from '../runs/run-manager'
import type { BatchStore } from './batch-store'
import { callTool, TOOLS } from './tools'

/** What the MCP endpoint serves from. */
export interface McpEndpointOptions {
  runs: RunManager
  store: RunStore
  batches: BatchStore
  allowPrivateNetwork?: boolean
  /** @default '0.0.0' */
  version?: string
  /**
   * Tool calls under way, by grant and JSON-RPC request id: a cancellation arrives in a request
   * of its own (stateless), so it is matched here. Shared by every request of the process.
   */
  inFlight: Map<string, AbortController>
}

const INSTRUCTIONS =
  'Web automation in a real browser: give a URL and a goal in plain words, get JSON back. ' +
  'run_web_automation waits for the result (progress notifications show each step); ' +
  'run_web_automation_async and batch_create start runs in the background, followed with get_run ' +
  'and batch_status. Every run uses one credit of the API key that approved this connection.'

/**
 * Answers one request to `/mcp` for an authorized key with the SDK's Streamable HTTP transport,
 * stateless: a server and a transport per request, so any process can serve any request and
 * nothing is kept between them (runs are in the store). Tool calls answer on an SSE stream that
 * carries their progress notifications.
 */
export async function serveMcp(
  request: Request,
  caller: { key: ApiKeyRecord; grantId: string },
  options: McpEndpointOptions,
): Promise<Response> {
  const { key } = caller
  if (request.method !== 'POST') {
    // No session, so no server-to-client stream to open with GET and nothing to DELETE.
    return Response.json(
      {
        jsonrpc: '2.0',
        error: { code: -32000, message: `${request.method} is not supported: POST only` },
        id: null,
      },
      { status: 405, headers: { allow: 'POST' } },
    )
  }
  const mcp = new McpServer(
    { name: 'automation-server', version: options.version ?? '0.0.0' },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  )
  // The low-level handlers rather than registerTool: arguments are validated by the same code
  // as the HTTP API, so a tool error reads exactly as the API's error would.
  mcp.server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: TOOLS.map(({ name, title, description, inputSchema, annotations }) => ({
      name,
      title,
      description,
      inputSchema: inputSchema as { type: 'object' },
      ...(annotations ? { annotations } : {}),
    })),
  }))
  // Closing the response stream cancels the request's calls (MCP 2026-07-28); older clients
  // send notifications/cancelled instead, in a request of its own.
  const closed = new AbortController()
  // The grant, not the key: two assistants of one key number their requests alike.
  const callId = (requestId: string | number) => `${caller.grantId}\u0000${requestId}`
  mcp.server.setNotificationHandler(CancelledNotificationSchema, (notification) => {
    const { requestId, reason } = notification.params
    if (requestId !== undefined)
      options.inFlight.get(callId(requestId))?.abort(reason ?? 'cancelled by the client')
  })
  mcp.server.setRequestHandler(CallToolRequestSchema, async (call, extra) => {
    const progressToken = call.params._meta?.progressToken
    const cancelled = new AbortController()
    const id = callId(extra.requestId)
    options.inFlight.set(id, cancelled)
    try {
      const result = await callTool(call.params.name, call.params.arguments ?? {}, {
        runs: options.runs,
        store: options.store,
        batches: options.batches,
        key,
        allowPrivateNetwork: options.allowPrivateNetwork,
        signal: AbortSignal.any([extra.signal, cancelled.signal, closed.signal]),
        async progress(progress, message) {
          if (progressToken === undefined) return
          // A client that went away does not stop the run (as with POST /v1/automation/run).
          await extra
            .sendNotification({
              method: 'notifications/progress',
              params: { progressToken, progress, message },
            })
            .catch(() => {})
        },
      })
      if (!result) {
        throw new McpError(
          ErrorCode.InvalidParams,
          `unknown tool ${call.params.name}; tools/list names the tools`,
        )
      }
      return result
    } finally {
      options.inFlight.delete(id)
    }
  })
  const transport = new WebStandardStreamableHTTPServerTransport({ maxRequestBodySize: MAX_BODY_BYTES })
  await mcp.connect(transport)
  return onClientClose(await transport.handleRequest(request), () =>
    closed.abort('the client closed the response stream'),
  )
}

/** The same response, calling `onClose` when the client goes away before its body ended. */
function onClientClose(response: Response, onClose: () => void): Response {
  if (!response.body) return response
  const reader = response.body.getReader()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await reader.read()
      if (next.done) controller.close()
      else controller.enqueue(next.value)
    },
    async cancel(reason) {
      onClose()
      await reader.cancel(reason).catch(() => {})
    },
  })
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}
