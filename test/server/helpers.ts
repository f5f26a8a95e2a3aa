import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { cp, mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type AutomationEvent, type DecisionInput, openPglite, type Planner, type Run } from 'automation-core'
import { createScriptedPlanner, openaiChatReply } from 'automation-core/testing'
import {
  type AutomationServer,
  type CancelResult,
  createAutomationServer,
  loadConfig,
  type ServerConfig,
  type ServerParts,
} from 'automation-server'
import { EventSource } from 'eventsource'
import { chromiumPids } from '../helpers/browser'

/** The built bin; `pnpm build` makes it (the test command builds before vitest). */
export const BIN = fileURLToPath(new URL('../../packages/automation-server/dist/cli.js', import.meta.url))

export function requireBin(): void {
  if (!existsSync(BIN)) {
    throw new Error(`${BIN} is missing: run \`pnpm build\` first (the test command builds before vitest)`)
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Polls `fn` until it returns something truthy (or stops throwing with a truthy value), at most
 * `timeoutMs`; the error names `what` and the last thing that went wrong.
 */
export async function waitFor<T>(
  what: string,
  fn: () => T | Promise<T>,
  { timeoutMs = 15_000, intervalMs = 50 } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  for (;;) {
    try {
      const value = await fn()
      if (value) return value as NonNullable<T>
      last = value
    } catch (e) {
      last = e
    }
    if (Date.now() > deadline) {
      const detail = last instanceof Error ? last.message : JSON.stringify(last)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (last: ${detail})`)
    }
    await sleep(intervalMs)
  }
}

// ---- HTTP API client

/** The answers of the API, as a client reads them. */
export type ApiRun = Run
export interface SyncAnswer {
  run_id: string | null
  status: 'COMPLETED' | 'FAILED'
  started_at: string | null
  finished_at: string | null
  num_of_steps: number
  result: Record<string, unknown> | null
  error: { message: string; category?: string; retry_after?: number | null; code?: string } | null
}
export interface ListAnswer {
  data: ApiRun[]
  pagination: { total: number; has_more: boolean; next_cursor: string | null }
}
export type CancelAnswer = CancelResult
export interface ErrorAnswer {
  error: { code: string; message: string; details?: Array<{ field: string; message: string }> }
}

export interface ApiResponse<T> {
  status: number
  headers: Headers
  body: T
  text: string
}

export interface ApiRequest {
  method?: string
  body?: unknown
  /** The X-API-Key to send; null sends none. @default the client's key */
  key?: string | null
  headers?: Record<string, string>
  signal?: AbortSignal
}

export type Api = <T = Record<string, unknown>>(path: string, init?: ApiRequest) => Promise<ApiResponse<T>>

export function apiClient(baseUrl: string, defaultKey: string): Api {
  return async <T>(path: string, init: ApiRequest = {}) => {
    const key = init.key === undefined ? defaultKey : init.key
    const response = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(key === null ? {} : { 'x-api-key': key }),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    })
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // not JSON (the docs page): keep the text
    }
    return { status: response.status, headers: response.headers, body: body as T, text }
  }
}

const FINAL = ['COMPLETED', 'FAILED', 'CANCELLED']

/** Polls GET /v1/runs/{id} until the run is in one of `statuses` (default: any final one). */
export async function waitForRun(
  api: Api,
  runId: string,
  statuses: readonly string[] = FINAL,
  timeoutMs = 20_000,
): Promise<ApiRun> {
  return waitFor(
    `run ${runId} to be ${statuses.join('|')}`,
    async () => {
      const r = await api<ApiRun>(`/v1/runs/${runId}`)
      if (r.status !== 200) throw new Error(`GET /v1/runs/${runId}: ${r.status} ${r.text}`)
      if (statuses.includes(r.body.status)) return r.body
      throw new Error(`status ${r.body.status}`)
    },
    { timeoutMs, intervalMs: 50 },
  )
}

/** POST /v1/automation/run-async, expecting 2xx and a run id. */
export async function startAsync(api: Api, body: Record<string, unknown>, key?: string): Promise<string> {
  const r = await api<{ run_id: string | null; error: unknown }>('/v1/automation/run-async', { body, key })
  if (r.status >= 300 || !r.body.run_id) throw new Error(`run-async answered ${r.status}: ${r.text}`)
  return r.body.run_id
}

// ---- the planner (the one mocked thing)

/**
 * A scripted planner whose script is read from the goal, so one server can serve runs of
 * different shapes at once: `delay=MS` waits that long before each decision (cancellable),
 * `steps=N` takes N-1 short wait steps before the done step. The result is
 * `{ title, steps }` with the page title.
 */
export function goalPlanner(): Planner {
  return {
    name: 'goal-script',
    next(input, signal) {
      const delayMs = Number(/delay=(\d+)/.exec(input.goal)?.[1] ?? 0)
      const steps = Number(/steps=(\d+)/.exec(input.goal)?.[1] ?? 1)
      const decision: DecisionInput =
        input.step < steps
          ? {
              purpose: `Step ${input.step} of ${steps}`,
              actions: [{ type: 'wait', for: 'time', ms: input.step }],
            }
          : {
              purpose: 'Report the page title',
              done: true,
              result: { title: input.observation.title, steps: input.step },
            }
      return createScriptedPlanner([decision], { delayMs }).next(input, signal)
    },
  }
}

// ---- an in-process server

export interface TestServer {
  url: string
  server: AutomationServer
  /** A key imported through AUTOMATION_API_KEYS (config.apiKeys). */
  key: string
  dataDir: string
  api: Api
  /** What the server logged. */
  logs: string[]
  /** Creates another API key; returns the plain key. */
  newKey(name?: string): Promise<string>
  close(): Promise<void>
}

export interface TestServerOptions {
  config?: Partial<ServerConfig>
  parts?: ServerParts
  /** Use this data directory (kept on close) instead of a new temporary one. */
  dataDir?: string
}

export const newApiKey = () => `test_${randomBytes(18).toString('hex')}`

export async function tempDir(prefix = 'automation-e2e-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix))
}

const PGLITE_PACKAGE = fileURLToPath(
  new URL('../../packages/automation-core/node_modules/@electric-sql/pglite/package.json', import.meta.url),
)
let template: Promise<string> | undefined

/**
 * An empty, initialised PGlite data directory, made once and kept in the temp dir (keyed by the
 * PGlite version): a new database costs ~4 s of initdb, a copy of this one a fraction of that.
 */
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    let version = 'unknown'
    try {
      version = (JSON.parse(readFileSync(PGLITE_PACKAGE, 'utf8')) as { version: string }).version
    } catch {
      // layout changed: build a template per process
      version = `unknown-${process.pid}`
    }
    const dir = join(tmpdir(), `automation-e2e-pglite-${version}`)
    const marker = '.e2e-template-ready'
    if (existsSync(join(dir, marker))) return dir
    const building = await tempDir('automation-e2e-pglite-build-')
    const db = await openPglite({ dataDir: building })
    await db.query('SELECT 1')
    await db.close()
    await writeFile(join(building, marker), '')
    // atomic: another worker may have won the race, then its copy is used
    await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }))
    return dir
  })()
  return template
}

/** A new temporary data directory holding an empty database, for one server. */
export async function freshDataDir(): Promise<string> {
  const dir = await tempDir()
  await cp(await pgliteTemplate(), dir, { recursive: true })
  return dir
}

/** createAutomationServer on a free loopback port, private network allowed, no rate limits. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await freshDataDir())
  const key = newApiKey()
  const logs: string[] = []
  const config: ServerConfig = {
    ...loadConfig({}, {}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    apiKeys: key,
    allowPrivateNetwork: true,
    rateLimitPerSecond: 0,
    // per-address limits are off here (every test client is 127.0.0.1); security tests set them
    registrationsPerMinute: 0,
    authorizationsPerMinute: 0,
    tokenRequestsPerMinute: 0,
    invalidKeysPerMinute: 0,
    shutdownGraceSeconds: 1,
    ...options.config,
  }
  const server = await createAutomationServer(config, {
    planner: goalPlanner(),
    log: (line) => logs.push(line),
    ...options.parts,
  })
  const url = await server.listen()
  return {
    url,
    server,
    key,
    dataDir,
    api: apiClient(url, key),
    logs,
    async newKey(name = 'other') {
      return (await server.keys.create({ name })).key
    },
    async close() {
      await server.close(0)
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
}

// ---- Server-Sent Events, read with a real EventSource client

export interface SseMessage {
  /** The `id:` of the event. */
  id: string
  event: AutomationEvent & Record<string, unknown>
}

export interface SseOptions {
  key: string
  /** @default 'GET' */
  method?: 'GET' | 'POST'
  /** JSON body of a POST. */
  body?: unknown
  /** Sent as Last-Event-ID on the first connection (the client sends its own on reconnects). */
  lastEventId?: string
}

export interface SseSession {
  readonly messages: SseMessage[]
  /** How many HTTP requests the client made (1 unless it reconnected). */
  readonly connections: number
  /**
   * Resolves with every message once the server ended the stream after COMPLETE (or once
   * close() was called); rejects when the stream failed or ended before COMPLETE.
   */
  readonly ended: Promise<SseMessage[]>
  /** Resolves with the first message (already received or to come) that matches. */
  next(match: (m: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>
  /** Disconnects (a client going away). */
  close(): void
}

export function openSse(url: string, options: SseOptions): SseSession {
  const method = options.method ?? 'GET'
  const messages: SseMessage[] = []
  const waiters = new Set<() => void>()
  let connections = 0
  let complete = false
  let settle: { resolve: (m: SseMessage[]) => void; reject: (e: Error) => void } | undefined
  const ended = new Promise<SseMessage[]>((resolve, reject) => {
    settle = { resolve, reject }
  })
  ended.catch(() => {})
  let endTimer: NodeJS.Timeout | undefined

  const source = new EventSource(url, {
    fetch: (input, init) => {
      connections++
      return fetch(input, {
        ...init,
        method,
        body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
        headers: {
          ...(options.lastEventId ? { 'Last-Event-ID': options.lastEventId } : {}),
          ...init.headers,
          'X-API-Key': options.key,
          ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
        },
      })
    },
  })
  const finish = (error?: Error) => {
    clearTimeout(endTimer)
    source.close()
    for (const wake of waiters) wake()
    if (error) settle?.reject(error)
    else settle?.resolve(messages)
  }
  source.addEventListener('message', (e) => {
    const event = JSON.parse(e.data) as SseMessage['event']
    messages.push({ id: e.lastEventId, event })
    if (event.type === 'COMPLETE') {
      complete = true
      // the server must end the stream now; the client would otherwise reconnect
      endTimer = setTimeout(() => finish(new Error('the stream did not end after COMPLETE')), 5000)
    }
    for (const wake of waiters) wake()
  })
  source.addEventListener('error', (e) => {
    const code = (e as Event & { code?: number }).code
    const message = (e as Event & { message?: string }).message
    if (complete && code === undefined) finish()
    else finish(new Error(`SSE error before COMPLETE: ${code ?? ''} ${message ?? ''}`))
  })

  return {
    messages,
    get connections() {
      return connections
    },
    ended,
    next(match, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match)
          if (found) {
            done()
            resolve(found)
          } else if (source.readyState === source.CLOSED) {
            done()
            reject(
              new Error(`the stream closed without the awaited event; got ${describeMessages(messages)}`),
            )
          }
        }
        const timer = setTimeout(() => {
          done()
          reject(new Error(`no awaited SSE event within ${timeoutMs} ms; got ${describeMessages(messages)}`))
        }, timeoutMs)
        const done = () => {
          clearTimeout(timer)
          waiters.delete(check)
        }
        waiters.add(check)
        check()
      })
    },
    close: () => finish(),
  }
}

export function describeMessages(messages: SseMessage[]): string {
  return messages.map((m) => `${m.id} ${m.event.type}`).join(', ') || 'nothing'
}

/** The sequence number of an event id `<run_id>:<n>`. */
export function seqOf(id: string): number {
  return Number(/:(\d+)$/.exec(id)?.[1] ?? Number.NaN)
}

// ---- the built bin as a child process

export interface ChildServer {
  child: ChildProcess
  url: string
  key: string
  api: Api
  /** Everything it wrote to stderr so far. */
  readonly stderr: string
  /** Resolves when the process exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** Spawns `automation-server serve` on a free port and waits for its "listening on" line. */
export async function spawnServer(env: Record<string, string>): Promise<ChildServer> {
  requireBin()
  const key = env.AUTOMATION_API_KEYS ?? newApiKey()
  const child = spawn(process.execPath, [BIN, 'serve'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      AUTOMATION_API_KEYS: key,
      AUTOMATION_ALLOW_PRIVATE_NETWORK: '1',
      AUTOMATION_RATE_LIMIT_PER_SECOND: '0',
      AUTOMATION_PLANNER: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    stderr += chunk
  })
  child.stdout?.resume()
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  let gone = false
  void exited.then(() => {
    gone = true
  })
  const url = await waitFor(
    'the server to listen',
    () => {
      if (gone) throw new Error(`the server exited early:\n${stderr}`)
      return /listening on (http:\/\/\S+)/.exec(stderr)?.[1]
    },
    { timeoutMs: 30_000, intervalMs: 50 },
  ).catch((e: unknown) => {
    child.kill('SIGKILL')
    throw e
  })
  return {
    child,
    url,
    key,
    api: apiClient(url, key),
    get stderr() {
      return stderr
    },
    exited,
  }
}

/** PIDs of the live processes that descend from `root` (children, grandchildren, ...). */
export function descendantPids(root: number): number[] {
  const parentOf = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (fields[0] !== 'Z') parentOf.set(Number(entry), Number(fields[1]))
    } catch {
      // ended while we looked
    }
  }
  const found: number[] = []
  let frontier = [root]
  while (frontier.length > 0) {
    const next: number[] = []
    for (const [pid, ppid] of parentOf) if (frontier.includes(ppid)) next.push(pid)
    found.push(...next)
    frontier = next
  }
  return found
}

/** The live Chromium processes among `pids`. */
export function liveChromium(pids: readonly number[]): number[] {
  const chromium = new Set(chromiumPids())
  return pids.filter((pid) => chromium.has(pid))
}

// ---- a stand-in OpenAI-compatible model server (for child processes)

export interface ModelServer {
  /** OPENAI_BASE_URL, ending in /v1. */
  baseUrl: string
  requests: number
  close(): Promise<void>
}

/**
 * Answers every chat completion with a done decision (`{ title }` of the page), after the
 * delay the goal asks for with `delay=MS`.
 */
export async function startModelServer(): Promise<ModelServer> {
  const state = { requests: 0 }
  const server: Server = createServer((req, res) => {
    void readBody(req).then(async (text) => {
      state.requests++
      const request = JSON.parse(text) as { messages: Array<{ content: string }> }
      const prompt = request.messages.map((m) => m.content).join('\n')
      const delay = Number(/delay=(\d+)/.exec(prompt)?.[1] ?? 0)
      if (delay > 0) await sleep(delay)
      const title = /Title: ([^\n—]+)/.exec(prompt)?.[1]?.trim() ?? ''
      const reply = openaiChatReply({ purpose: 'Report the page title', done: true, result: { title } })
      if (!res.destroyed)
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    get requests() {
      return state.requests
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

export async function readBody(req: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of req) body += chunk
  return body
}
