import { z } from 'zod'
import type { Action } from '../schemas/decision'
import { ActionSchema } from '../schemas/decision'
import type { ActionOutcome, HistoryEntry, PlannerInput } from './planner'

/**
 * The prompt of the model planners: a system message that never changes within a run (so
 * servers can cache its prefix) and a user message with the goal, a compact history and the
 * current observation, which comes last because it is what the next decision is about.
 */

/** One chat message, in the shape both Ollama and OpenAI-compatible servers take. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

/** How much of the history the user message carries. */
export interface PromptOptions {
  /** The most recent steps, shown with every action and outcome. @default 10 */
  recentSteps?: number
  /** Older steps kept as one-line summaries; steps before them are dropped with a count. @default 20 */
  summarisedSteps?: number
  /** Characters of an `extract` action's data shown in the history. @default 1500 */
  dataChars?: number
  /** Characters of any other text (typed text, messages, urls). @default 160 */
  textChars?: number
}

type JsonSchema = Record<string, unknown>

/**
 * The whole prompt for one step: system message then user message.
 *
 * @example
 * const messages = buildPrompt(input)
 * const reply = await complete(messages, signal)
 */
export function buildPrompt(input: PlannerInput, options: PromptOptions = {}): ChatMessage[] {
  return [
    { role: 'system', content: buildSystemPrompt(input.mode) },
    { role: 'user', content: buildUserPrompt(input, options) },
  ]
}

const systemPrompts = new Map<PlannerInput['mode'], string>()

/** The system message: role, reply format, the actions (from `ActionSchema`) and the rules. */
export function buildSystemPrompt(mode: PlannerInput['mode']): string {
  const cached = systemPrompts.get(mode)
  if (cached) return cached
  const rules = [
    'Interactive elements appear in the page as [index]label (a button or link) or [index]<tag attrs>label</tag>, label= naming a field; a bare [index] is labelled like the element in its place on the lines above. An element keeps its index while it stays on the page (a new page numbers anew); use only indices shown in the current page.',
    'An index written *[index] is an element that appeared since the last step, often what your last action opened or revealed.',
    'purpose: one short sentence saying what this step does.',
    'Put several actions in one step only when the page does not change in between (fill a form, then submit). Stop the step after anything that loads a new page.',
    'When the goal is reached: done true, success true, actions [], and result a JSON object whose keys name what the goal asked for, e.g. {"products": [...]} or {"price": "..."}. When an output schema is given, result must match it.',
    'When the goal cannot be reached (no such item, login required, page broken): done true, success false, result {"status": "failure", "reason": "<why>"}.',
    'Never invent data: every value in result must come from a page you saw or from the data of an extract action in the history; values found nowhere are sent back to you.',
    'To collect a list or table, use the extract action rather than copying it from the page text.',
    'If something you need is not on the page, scroll, wait or navigate; do not repeat an action that failed or changed nothing.',
    'Until done, result is null.',
  ]
  if (mode === 'strict') {
    rules.push(
      'STRICT MODE: follow the goal exactly as written. If any step cannot be done as described (element missing, unexpected page, ambiguous choice), stop at once with done true and result {"status": "failure", "reason": "<what was missing>"}. Do not improvise, guess or try alternatives.',
    )
  }
  const prompt = [
    'You control a web browser to reach a goal for a user. Each turn you see the goal, the steps so far and the current page, and you decide the next step.',
    'Reply with one JSON object and nothing else:',
    '{"purpose": string, "actions": [action, ...], "done": boolean, "success": boolean | null, "result": object | null}',
    '',
    'Actions (carried out in order, at most 10 per step):',
    describeActions(),
    '',
    'Rules:',
    ...rules.map((r) => `- ${r}`),
  ].join('\n')
  systemPrompts.set(mode, prompt)
  return prompt
}

/**
 * The action list, one line each, derived from `ActionSchema` so it cannot drift from what is
 * validated: `- fill {index: int, text: string, submit?: boolean} (submit: press Enter afterwards)`.
 * A field description is shown once, where it first appears.
 */
export function describeActions(): string {
  const schema = z.toJSONSchema(ActionSchema, { io: 'input' }) as JsonSchema
  const variants = ((schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined) ?? []
  const described = new Set<string>()
  return variants
    .map((variant) => {
      const props = (variant.properties as Record<string, JsonSchema> | undefined) ?? {}
      const required = new Set((variant.required as string[] | undefined) ?? [])
      const type = (props.type?.const as string | undefined) ?? '?'
      const fields: string[] = []
      const notes: string[] = []
      for (const [key, prop] of Object.entries(props)) {
        if (key === 'type') continue
        fields.push(`${key}${required.has(key) ? '' : '?'}: ${typeName(prop)}`)
        const description = prop.description as string | undefined
        if (description && !described.has(`${key}:${description}`)) {
          described.add(`${key}:${description}`)
          notes.push(`${key}: ${description}`)
        }
      }
      const shape = fields.length ? ` {${fields.join(', ')}}` : ''
      return `- ${type}${shape}${notes.length ? ` (${notes.join('; ')})` : ''}`
    })
    .join('\n')
}

function typeName(prop: JsonSchema): string {
  if (Array.isArray(prop.enum)) return prop.enum.map((v) => JSON.stringify(v)).join(' | ')
  const type = prop.type === 'integer' ? 'int' : String(prop.type ?? 'any')
  const range =
    typeof prop.maximum === 'number' && prop.maximum < Number.MAX_SAFE_INTEGER
      ? ` ${prop.minimum ?? 0}-${prop.maximum}`
      : ''
  return `${type}${prop.default !== undefined ? ` = ${JSON.stringify(prop.default)}` : ''}${range}`
}

/** The user message: goal, output schema, history, feedback, then the step and the page. */
export function buildUserPrompt(input: PlannerInput, options: PromptOptions = {}): string {
  const { observation: page } = input
  const parts = [`Goal: ${input.goal}`]
  if (input.outputSchema) {
    parts.push(`Output schema (result must match it):\n${JSON.stringify(input.outputSchema)}`)
  }
  parts.push(
    input.history.length ? `Steps so far:\n${formatHistory(input.history, options)}` : 'Steps so far: none.',
  )
  if (input.feedback) parts.push(`Feedback on your last answer: ${input.feedback}`)

  const step = `Step ${input.step} of ${input.maxSteps}.${stepNote(input)}`
  const tabs =
    page.tabs.length > 1
      ? `\nTabs:\n${page.tabs
          .map((t) => `[${t.index}]${t.active ? ' (active)' : ''} ${t.title || '(untitled)'} - ${t.url}`)
          .join('\n')}`
      : ''
  // The observation names the title and URL and says itself what the budget left out.
  parts.push(`${step}${tabs}\nCurrent page:\n${page.text}`)
  return parts.join('\n\n')
}

/** Share of max_steps after which the model is told to finish soon. */
const WARN_AT = 0.75

/** What the step line adds: the run can act no more, its last steps are near, or nothing. */
function stepNote(input: PlannerInput): string {
  if (input.final) {
    return ` You can take no more actions (${input.final}). Finish now: done true, actions [], success true only if the goal was fully reached, and result with everything the goal asked for that you found so far (it is returned marked partial).`
  }
  const left = input.maxSteps - input.step + 1
  if (input.step >= Math.ceil(input.maxSteps * WARN_AT) && input.maxSteps >= 4) {
    return ` Only ${left} step${left === 1 ? '' : 's'} left, this one included: finish soon; if the goal cannot be fully reached, finish with done and what you found.`
  }
  return ''
}

/**
 * The history, one line per step: the last `recentSteps` in full, the `summarisedSteps` before
 * them as purpose and counts, anything older dropped with a count. Old steps matter less than
 * tokens: the page itself says where the run is.
 */
export function formatHistory(history: HistoryEntry[], options: PromptOptions = {}): string {
  const { recentSteps = 10, summarisedSteps = 20, dataChars = 1500, textChars = 160 } = options
  const recentFrom = Math.max(0, history.length - recentSteps)
  const summaryFrom = Math.max(0, recentFrom - summarisedSteps)
  const lines: string[] = []
  if (summaryFrom > 0) lines.push(`(${summaryFrom} earlier steps not shown)`)
  let lastUrl: string | undefined
  history.forEach((entry, i) => {
    if (i < summaryFrom) return
    // The url only when it changed: it is the same for most consecutive steps.
    const where = entry.url !== lastUrl ? ` [${truncate(entry.url, textChars)}]` : ''
    lastUrl = entry.url
    const purpose = truncate(entry.purpose, textChars)
    if (i < recentFrom) {
      const failed = entry.outcomes.filter((o) => !o.ok).length
      const counts = failed
        ? `${failed} of ${entry.outcomes.length} actions failed`
        : `${entry.outcomes.length} ok`
      lines.push(`${entry.step}. ${purpose}${where} (${counts})`)
      return
    }
    const outcomes = entry.outcomes.map((o) => formatOutcome(o, dataChars, textChars)).join('; ')
    lines.push(`${entry.step}. ${purpose}${where} -> ${outcomes || 'no actions'}`)
  })
  return lines.join('\n')
}

function formatOutcome(outcome: ActionOutcome, dataChars: number, textChars: number): string {
  const status = outcome.ok ? 'ok' : 'FAILED'
  const message = outcome.message ? `: ${truncate(outcome.message, textChars)}` : ''
  let data = ''
  if (outcome.data !== undefined) {
    const count = Array.isArray(outcome.data) ? ` (${outcome.data.length} items)` : ''
    data = ` data${count}: ${truncate(JSON.stringify(outcome.data) ?? '', dataChars)}`
  }
  return `${describeAction(outcome.action, textChars)} ${status}${message}${data}`
}

/**
 * One action in a few words, as in the history: `click [12]`, `fill [3] "laptop" submit`.
 * Generic over the fields, so new actions need no change here.
 */
export function describeAction(action: Action, textChars = 160): string {
  const parts: string[] = [action.type]
  for (const [key, value] of Object.entries(action)) {
    if (key === 'type' || value === undefined) continue
    if (key === 'index') parts.push(`[${value}]`)
    else if (typeof value === 'string') parts.push(`${key}=${JSON.stringify(truncate(value, textChars))}`)
    else if (value === true) parts.push(key)
    else parts.push(`${key}=${JSON.stringify(value)}`)
  }
  return parts.join(' ')
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}...(truncated)`
}
