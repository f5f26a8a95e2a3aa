import { z } from 'zod'
import { RunErrorSchema, UsageSchema } from './run'

const base = { timestamp: z.string() }

/** STARTED: the run began. */
export const StartedEventSchema = z.object({
  type: z.literal('STARTED'),
  runId: z.string(),
  run_id: z.string(),
  ...base,
})
/** STREAMING_URL: a live view of the browser exists. */
export const StreamingUrlEventSchema = z.object({
  type: z.literal('STREAMING_URL'),
  streamingUrl: z.string(),
  streaming_url: z.string(),
  run_id: z.string(),
  ...base,
})
/** PROGRESS: what the run is doing now, in words a person reads. */
export const ProgressEventSchema = z.object({
  type: z.literal('PROGRESS'),
  purpose: z.string(),
  run_id: z.string(),
  step: z.number().optional(),
  /** What the model calls that decided this step cost (model planners). */
  usage: UsageSchema.optional(),
  ...base,
})
/**
 * HUMAN_INPUT_NEEDED: the page needs a person (a sign-in wall, a second factor, a CAPTCHA); the
 * run stays RUNNING and waits for them to act through the control URL and hand it back. Our
 * addition (agent_config.human_in_the_loop).
 */
export const HumanInputNeededEventSchema = z.object({
  type: z.literal('HUMAN_INPUT_NEEDED'),
  reason: z.string(),
  controlUrl: z.string().nullable(),
  control_url: z.string().nullable(),
  /** When the run stops waiting (ISO 8601). */
  wait_until: z.string(),
  run_id: z.string(),
  ...base,
})
/** HEARTBEAT: nothing happened for a while; the run is alive. */
export const HeartbeatEventSchema = z.object({ type: z.literal('HEARTBEAT'), ...base })
/** COMPLETE: always last. */
export const CompleteEventSchema = z.object({
  type: z.literal('COMPLETE'),
  status: z.enum(['COMPLETED', 'FAILED', 'CANCELLED']),
  resultJson: z.record(z.string(), z.unknown()).nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: RunErrorSchema.nullable(),
  run_id: z.string(),
  /** What the run's model calls cost in all (model planners). */
  usage: UsageSchema.optional(),
  ...base,
})

export const AutomationEventSchema = z.discriminatedUnion('type', [
  StartedEventSchema,
  StreamingUrlEventSchema,
  ProgressEventSchema,
  HumanInputNeededEventSchema,
  HeartbeatEventSchema,
  CompleteEventSchema,
])
export type AutomationEvent = z.infer<typeof AutomationEventSchema>
export type StartedEvent = z.infer<typeof StartedEventSchema>
export type ProgressEvent = z.infer<typeof ProgressEventSchema>
export type CompleteEvent = z.infer<typeof CompleteEventSchema>
export type AutomationEventType = AutomationEvent['type']
