import { randomUUID } from 'node:crypto'
import {
  AutomationRequestSchema,
  isAutomationError,
  isFinalStatus,
  type RunStore,
  toPublicRun,
  validateRequest,
  zodDetails,
} from 'automation-core'
import { z } from 'zod'
import { ApiError, apiErrorOf } from '../app/api-error'
import { ListQuerySchema, listRuns, ownedRun, syncResponse } from '../app/runs-api'
import type { ApiKeyRecord } from '../auth/key-store'
import type { RunManager } from '../runs/run-manager'
import type { BatchStore } from './batch-store'

/** What the tools work with; `key` is the API key that approved the client's access. */
export interface ToolContext {
  runs: RunManager
  store: RunStore
  batches: BatchStore
  key: ApiKeyRecord
  allowPrivateNetwork?: boolean
  /** Sends an MCP progress notification for the call, when the client asked for them. */
  progress(progress: number, message: string): Promise<void>
  /** Aborts when the client cancels the call. */
  signal: AbortSignal
}

/** A tool's answer: JSON as text (for any client) and as structured content. */
export interface ToolResult {
  [key: string]: unknown
  content: Array<{ type: 'text'; text: string }>
  structuredContent?: Record<string, unknown>
  isError?: boolean
}

interface ToolDefinition {
  name: string
  title: string
  description: string
  inputSchema: Record<string, unknown>
  annotations?: Record<string, boolean>
  call(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult>
}

/** Most runs a batch takes (COMPAT). */
export const MAX_BATCH = 8

/** Fields only the hosted service uses: the HTTP API accepts and ignores them; tools do not offer them. */
const RequestInput = AutomationRequestSchema.omit({
  use_profile: true,
  profile_id: true,
  use_vault: true,
  credential_item_ids: true,
  api_integration: true,
})

const requestSchema = jsonSchema(RequestInput)
const described = requestSchema.properties as Record<string, Record<string, unknown>>
Object.assign(described.url ?? {}, { description: 'The page the run starts on (https)' })
Object.assign(described.goal ?? {}, {
  description: 'What to do there, in plain words, e.g. "Find the price of the cheapest laptop"',
})
Object.assign(described.output_schema ?? {}, { description: 'A JSON Schema the result must match' })

const RunIdInput = z.object({ run_id: z.string().min(1).max(200) })
const BatchIdInput = z.object({ batch_id: z.string().min(1).max(200) })
const BatchInput = z.object({ runs: z.array(z.record(z.string(), z.unknown())).min(1).max(MAX_BATCH) })
const batchSchema = {
  type: 'object',
  properties: {
    runs: { type: 'array', minItems: 1, maxItems: MAX_BATCH, items: requestSchema },
  },
  required: ['runs'],
}

/** The tools, by the names clients of the hosted MCP server know. */
export const TOOLS: ToolDefinition[] = [
  {
    name: 'run_web_automation',
    title: 'Run a web automation',
    description:
      'Opens the URL in a real browser, works towards the goal and returns the extracted result as JSON. Waits until the run ends, sending a progress notification for every step. Use it for tasks of about a minute or less; run_web_automation_async for longer ones.',
    inputSchema: requestSchema,
    annotations: { readOnlyHint: false, openWorldHint: true },
    async call(args, ctx) {
      const run = await ctx.runs.start(args, ctx.key)
      const cancel = () => run.cancel('cancelled by the MCP client')
      ctx.signal.addEventListener('abort', cancel, { once: true })
      try {
        let steps = 0
        for await (const event of run) {
          if (event.type === 'PROGRESS') await ctx.progress(++steps, event.purpose)
        }
        const answer = syncResponse(await run.finished)
        return result(answer, answer.status !== 'COMPLETED')
      } finally {
        ctx.signal.removeEventListener('abort', cancel)
      }
    },
  },
  {
    name: 'run_web_automation_async',
    title: 'Start a web automation',
    description:
      'Starts a run in the background and returns its run_id at once; follow it with get_run. For long tasks and for runs in parallel.',
    inputSchema: requestSchema,
    annotations: { readOnlyHint: false, openWorldHint: true },
    async call(args, ctx) {
      const run = await ctx.runs.start(args, ctx.key)
      return result({ run_id: run.runId, error: null })
    },
  },
  {
    name: 'get_run',
    title: 'Get a run',
    description: "A run's status, result or error, and steps.",
    inputSchema: jsonSchema(RunIdInput),
    annotations: { readOnlyHint: true },
    async call(args, ctx) {
      const { run_id } = parse(RunIdInput, args)
      return result(toPublicRun(await ownedRun(ctx.store, run_id, ctx.key)))
    },
  },
  {
    name: 'list_runs',
    title: 'List runs',
    description: 'Runs of your API key, newest first, with filters and a cursor for the next page.',
    inputSchema: jsonSchema(ListQuerySchema),
    annotations: { readOnlyHint: true },
    async call(args, ctx) {
      return result(await listRuns(ctx.store, ctx.key, args))
    },
  },
  {
    name: 'cancel_run',
    title: 'Cancel a run',
    description: 'Cancels a PENDING or RUNNING run; on a run that already ended it says so.',
    inputSchema: jsonSchema(RunIdInput),
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
    async call(args, ctx) {
      const { run_id } = parse(RunIdInput, args)
      return result({ ...(await ctx.runs.cancel(run_id, ctx.key)) })
    },
  },
  {
    name: 'batch_create',
    title: 'Start a batch of runs',
    description: `Starts up to ${MAX_BATCH} runs at once in the background; returns a batch_id for batch_status and batch_cancel. Every request is checked before any run starts.`,
    inputSchema: batchSchema,
    annotations: { readOnlyHint: false, openWorldHint: true },
    async call(args, ctx) {
      const { runs } = parse(BatchInput, args)
      const problems = runs.flatMap((request, index) => {
        try {
          validateRequest(request, { allowPrivateNetwork: ctx.allowPrivateNetwork })
          return []
        } catch (e) {
          if (!isAutomationError(e, 'INVALID_INPUT')) throw e
          return (e.data.details ?? []).map((d) => ({ ...d, field: `runs.${index}.${d.field}` }))
        }
      })
      if (problems.length > 0) {
        throw new ApiError(
          'INVALID_INPUT',
          `invalid request: ${problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`,
          problems,
        )
      }
      const started: Array<{ run_id: string | null; error: { code: string; message: string } | null }> = []
      for (const request of runs) {
        try {
          started.push({ run_id: (await ctx.runs.start(request, ctx.key)).runId, error: null })
        } catch (e) {
          const known = apiErrorOf(e)
          if (!known) throw e
          started.push({ run_id: null, error: { code: known.code, message: known.message } })
        }
      }
      const runIds = started.flatMap((s) => (s.run_id ? [s.run_id] : []))
      // Nothing started (no credits left, say): the first reason is the answer.
      const first = started[0]?.error
      if (runIds.length === 0 && first) throw new ApiError(first.code as ApiError['code'], first.message)
      const batch = {
        batch_id: `batch_${randomUUID()}`,
        owner: ctx.key.id,
        run_ids: runIds,
        created_at: new Date().toISOString(),
      }
      await ctx.batches.save(batch)
      return result({ batch_id: batch.batch_id, runs: started })
    },
  },
  {
    name: 'batch_status',
    title: 'Status of a batch',
    description: 'Every run of a batch with its status and result, and how many are done.',
    inputSchema: jsonSchema(BatchIdInput),
    annotations: { readOnlyHint: true },
    async call(args, ctx) {
      const batch = await ownedBatch(ctx, parse(BatchIdInput, args).batch_id)
      const runs = await Promise.all(batch.run_ids.map((id) => ownedRun(ctx.store, id, ctx.key)))
      const counts: Record<string, number> = {}
      for (const run of runs) counts[run.status] = (counts[run.status] ?? 0) + 1
      return result({
        batch_id: batch.batch_id,
        created_at: batch.created_at,
        done: runs.every((r) => isFinalStatus(r.status)),
        counts,
        runs: runs.map(toPublicRun),
      })
    },
  },
  {
    name: 'batch_cancel',
    title: 'Cancel a batch',
    description: 'Cancels every run of a batch that has not ended yet.',
    inputSchema: jsonSchema(BatchIdInput),
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
    async call(args, ctx) {
      const batch = await ownedBatch(ctx, parse(BatchIdInput, args).batch_id)
      const runs = await Promise.all(batch.run_ids.map((id) => ctx.runs.cancel(id, ctx.key)))
      return result({ batch_id: batch.batch_id, runs })
    },
  },
]

/**
 * Calls a tool. Errors a client can act on come back as a tool error (`isError`) carrying the
 * HTTP API's code and message; anything else is left to the protocol layer.
 */
export async function callTool(name: string, args: unknown, ctx: ToolContext): Promise<ToolResult | null> {
  const tool = TOOLS.find((t) => t.name === name)
  if (!tool) return null
  try {
    const input = typeof args === 'object' && args !== null ? (args as Record<string, unknown>) : {}
    return await tool.call(input, ctx)
  } catch (e) {
    const known = apiErrorOf(e)
    if (!known) throw e
    const error = {
      code: known.code,
      message: known.message,
      ...(known.details ? { details: known.details } : {}),
    }
    return { content: [{ type: 'text', text: known.message }], structuredContent: { error }, isError: true }
  }
}

async function ownedBatch(ctx: ToolContext, batchId: string) {
  const batch = await ctx.batches.get(batchId)
  if (!batch) throw new ApiError('NOT_FOUND', `batch ${batchId} does not exist`)
  if (batch.owner !== ctx.key.id)
    throw new ApiError('FORBIDDEN', `batch ${batchId} belongs to another API key`)
  return batch
}

function result(value: Record<string, unknown>, isError = false): ToolResult {
  return {
    content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
    structuredContent: value,
    ...(isError ? { isError } : {}),
  }
}

/** Validates tool arguments as the HTTP API validates a body: INVALID_INPUT naming each field. */
function parse<T extends z.ZodType>(schema: T, args: unknown): z.output<T> {
  const parsed = schema.safeParse(args)
  if (parsed.success) return parsed.data
  const details = zodDetails(parsed.error)
  throw new ApiError(
    'INVALID_INPUT',
    `invalid request: ${details.map((d) => `${d.field}: ${d.message}`).join('; ')}`,
    details,
  )
}

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >
  return rest
}
