import type { StepContext, StepResult } from './heuristic-planner'

/** How often an empty or still-loading page is waited for before extraction gives up. */
export const MAX_WAITS = 2
export const LOADING = /\bloading\b|\bplease wait\b|^…$/i
type Rows = Record<string, string>[]

/** A wait for a page that still says it is loading, at most MAX_WAITS times; else undefined. */
export function waitWhileLoading(ctx: StepContext): StepResult | undefined {
  if (ctx.state.waits >= MAX_WAITS || !ctx.lines.some((l) => LOADING.test(l))) return undefined
  ctx.state.waits++
  return {
    act: [{ type: 'wait', for: 'network', ms: 5000 }],
    purpose: 'Wait for the page to load',
    phase: 'start',
  }
}

/** Outcome data of the previous extract action, or its failure message. */
function extracted(ctx: StepContext): { rows?: Rows; source?: string; error?: string } {
  const o = ctx.last?.find((x) => x.action.type === 'extract')
  if (!o) return { error: 'nothing was extracted' }
  if (!o.ok) return { error: o.message ?? 'the extraction failed' }
  const data = o.data as { items?: Rows; source?: string } | undefined
  return { rows: data?.items ?? [], source: data?.source }
}

/** The extraction step shared by every reading intent: extract, wait for late content, retry. */
export function readRows(
  ctx: StepContext,
  what: string,
  purpose: string,
  selector?: string,
  section?: string,
  fields?: string[],
): { rows: Rows; source?: string } | StepResult {
  const { state, lines } = ctx
  if (state.phase === 'start' || state.phase === 'waited') {
    if (
      state.phase === 'start' &&
      state.waits < MAX_WAITS &&
      lines.some((l) => LOADING.test(l)) &&
      lines.length < 12
    ) {
      state.waits++
      return {
        act: [{ type: 'wait', for: 'network', ms: 5000 }],
        purpose: 'Wait for the content to load',
        phase: 'waited',
      }
    }
    return {
      act: [
        {
          type: 'extract',
          what,
          ...(selector ? { selector } : {}),
          ...(section ? { section } : {}),
          ...(fields?.length ? { fields } : {}),
        },
      ],
      purpose,
      phase: 'extracted',
    }
  }
  const got = extracted(ctx)
  if (got.rows?.length) return { rows: got.rows, source: got.source }
  if (state.waits < MAX_WAITS) {
    state.waits++
    return {
      act: [{ type: 'wait', for: 'network', ms: 5000 }],
      purpose: 'Wait for late content to appear',
      phase: 'waited',
    }
  }
  return { refuse: `Found nothing to read for "${what}" on this page (${got.error ?? 'no rows'})` }
}

/** Whether a value is a step decision rather than rows. */
export const isStep = (x: unknown): x is StepResult =>
  typeof x === 'object' && x !== null && ('act' in x || 'refuse' in x || 'next' in x)
