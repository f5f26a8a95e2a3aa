import {
  type AutomationEvent,
  closeDefaultBrowserPool,
  createPlanner,
  isAutomationError,
  type Planner,
  runAutomation,
  type Usage,
} from 'automation-core'

export interface RunCommandOptions {
  url?: string
  goal?: string
  profile?: string
  json: boolean
  allowPrivateNetwork: boolean
  planner?: string
  model?: string
  maxSteps?: string
}

/**
 * `automation-server run`: one run, progress lines on stderr, the result JSON on stdout
 * (or every event as a JSON line with --json). Returns the exit code.
 */
export async function runCommand(options: RunCommandOptions): Promise<number> {
  const out = (line: string) => process.stdout.write(`${line}\n`)
  const err = (line: string) => process.stderr.write(`${line}\n`)
  const request = {
    url: options.url,
    goal: options.goal,
    browser_profile: options.profile,
    agent_config: options.maxSteps === undefined ? undefined : { max_steps: Number(options.maxSteps) },
  }
  let planner: Planner | undefined
  try {
    planner = await plannerFromOptions(options)
  } catch (e) {
    err(`automation-server: ${e instanceof Error ? e.message : String(e)}`)
    return 2
  }

  const controller = new AbortController()
  const onSignal = () => controller.abort('interrupted (SIGINT/SIGTERM)')
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    const run = runAutomation(request, {
      planner,
      allowPrivateNetwork: options.allowPrivateNetwork,
      signal: controller.signal,
    })
    for await (const event of run) {
      if (options.json) out(JSON.stringify(event))
      else printEvent(event, err)
    }
    const final = await run.finished
    if (!options.json) {
      out(JSON.stringify(final.status === 'COMPLETED' ? final.result : { error: final.error }, null, 2))
    }
    return final.status === 'COMPLETED' ? 0 : 1
  } catch (e) {
    if (isAutomationError(e, 'INVALID_INPUT')) {
      err('automation-server: invalid request')
      for (const d of e.data.details ?? []) err(`  ${d.field}: ${d.message}`)
      return 2
    }
    err(`automation-server: ${e instanceof Error ? e.message : String(e)}`)
    return 1
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
    await closeDefaultBrowserPool()
  }
}

function printEvent(event: AutomationEvent, print: (line: string) => void): void {
  const time = event.timestamp.slice(11, 19)
  switch (event.type) {
    case 'STARTED':
      print(`${time} started run ${event.runId}`)
      break
    case 'PROGRESS':
      print(`${time} ${event.purpose}`)
      break
    case 'COMPLETE':
      print(`${time} ${event.status}${event.error ? `: ${event.error.message}` : ''}`)
      if (event.usage) print(`${time} ${describeUsage(event.usage)}`)
      break
    default:
      break
  }
}

async function plannerFromOptions(options: RunCommandOptions): Promise<Planner | undefined> {
  const name = options.planner
  // No name, or heuristic: runAutomation's default, the embedded planner.
  if (name === undefined || name === '' || name === 'heuristic') return undefined
  if (name !== 'ollama' && name !== 'openai') {
    throw new Error(`unknown planner '${name}': use heuristic, ollama or openai`)
  }
  return createPlanner(name, options.model ? { model: options.model } : {})
}

/** A run's model usage in one line: `model: 3 calls, 2,436 prompt tokens (1,536 cached), 192 completion tokens, 4.2 s`. */
export function describeUsage(usage: Usage): string {
  const n = (value: number) => value.toLocaleString('en-US')
  return `model: ${n(usage.calls)} call${usage.calls === 1 ? '' : 's'}, ${n(usage.prompt_tokens)} prompt tokens (${n(usage.cached_tokens)} cached), ${n(usage.completion_tokens)} completion tokens, ${(usage.latency_ms / 1000).toFixed(1)} s`
}
