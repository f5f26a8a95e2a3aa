import { z } from 'zod'

export const RunStatusSchema = z.enum(['PENDING', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED'])
export type RunStatus = z.infer<typeof RunStatusSchema>

/** Final states: a run in one of these never changes again. */
export const FINAL_STATUSES: readonly RunStatus[] = ['COMPLETED', 'FAILED', 'CANCELLED']

/** True for COMPLETED, FAILED and CANCELLED. */
export function isFinalStatus(status: RunStatus): status is 'COMPLETED' | 'FAILED' | 'CANCELLED' {
  return FINAL_STATUSES.includes(status)
}

/**
 * The error object of a run (COMPAT): SYSTEM_FAILURE is infrastructure (safe to retry after
 * `retry_after` seconds), AGENT_FAILURE is the run itself (fix the input or goal).
 */
export const RunErrorSchema = z.object({
  message: z.string(),
  category: z.enum(['SYSTEM_FAILURE', 'AGENT_FAILURE', 'BILLING_FAILURE', 'UNKNOWN']),
  retry_after: z.number().nullable(),
  code: z.string().optional(),
  help_url: z.string().optional(),
  help_message: z.string().optional(),
})
export type RunError = z.infer<typeof RunErrorSchema>

export const BrowserConfigSchema = z.object({
  browser_type: z.string(),
  proxy_enabled: z.boolean(),
  proxy_country_code: z.string().nullable(),
})
export type BrowserConfig = z.infer<typeof BrowserConfigSchema>

/** One step of a run: the run's own account of what it did. */
/**
 * What a model planner's calls cost: tokens as the model server reported them (prompt,
 * the part of the prompt served from its cache, completion), how many calls (re-asks included)
 * and how long they took. Absent for planners that call no model.
 */
export const UsageSchema = z.object({
  prompt_tokens: z.number(),
  cached_tokens: z.number(),
  completion_tokens: z.number(),
  calls: z.number(),
  latency_ms: z.number(),
})
export type Usage = z.infer<typeof UsageSchema>

export const RunStepSchema = z.object({
  id: z.string(),
  timestamp: z.string(),
  status: z.enum(['COMPLETED', 'FAILED']),
  action: z.string(),
  duration: z.number().describe('milliseconds'),
  screenshot: z.string().optional(),
  /** Where the screenshot of the page after the step is served (server runs; absent without one). */
  screenshot_url: z.string().optional(),
  /** What the planner's model calls of this step cost. */
  usage: UsageSchema.optional(),
})
export type RunStep = z.infer<typeof RunStepSchema>

/** A run as the API shows it (spec plus COMPAT). */
export const RunSchema = z.object({
  run_id: z.string(),
  status: RunStatusSchema,
  goal: z.string(),
  url: z.string(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: RunErrorSchema.nullable(),
  streaming_url: z.string().nullable(),
  browser_config: BrowserConfigSchema,
  num_of_steps: z.number().nullable(),
  output_schema: z.record(z.string(), z.unknown()).nullable(),
  steps: z.array(RunStepSchema),
  /** The sum of the steps' model usage, kept current while the run runs; absent without a model. */
  usage: UsageSchema.nullable().optional(),
})
export type Run = z.infer<typeof RunSchema>
