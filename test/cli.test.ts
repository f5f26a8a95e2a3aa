import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openaiChatReply } from 'automation-core/testing'
import { createAutomationServer, loadConfig } from 'automation-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from './fixtures/server'

const cli = fileURLToPath(new URL('../packages/automation-server/dist/cli.js', import.meta.url))

interface Result {
  code: number
  stdout: string
  stderr: string
}

function runCli(args: string[], env: Record<string, string> = {}): Promise<Result> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cli, ...args],
      { env: { ...process.env, AUTOMATION_PLANNER: '', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr })
      },
    )
  })
}

let site: FixtureServer
let model: Server
let modelUrl: string
const modelRequests: Array<{ messages: Array<{ content: string }> }> = []

beforeAll(async () => {
  if (!existsSync(cli)) throw new Error('build first: pnpm build (the test command does)')
  site = await startFixtureServer()
  // A stand-in for an OpenAI-compatible model server: the one thing that is mocked.
  model = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => {
      body += c
    })
    req.on('end', () => {
      const request = JSON.parse(body)
      modelRequests.push(request)
      const prompt: string = request.messages.map((m: { content: string }) => m.content).join('\n')
      const reply = prompt.includes('Return the heading')
        ? { purpose: 'Report the heading', done: true, result: { heading: 'done' } }
        : {
            purpose: 'Return the heading',
            done: true,
            result: { title: /Title: ([^\n—]+)/.exec(prompt)?.[1]?.trim() ?? '' },
          }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(openaiChatReply(reply)))
    })
  })
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve))
  modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`
})
afterAll(async () => {
  await site?.close()
  model?.close()
})

describe('automation-server keys', () => {
  it('creates, lists and revokes keys in the data directory; the server accepts only live ones', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'keys-cli-'))
    const env = { AUTOMATION_DATA_DIR: dataDir }
    const created = await runCli(['keys', 'create', '--name', 'ci', '--credits', '5', '--json'], env)
    expect(created.code).toBe(0)
    const { key, prefix } = JSON.parse(created.stdout) as { key: string; prefix: string }
    expect(key).toMatch(/^wak_/)
    const listed = await runCli(['keys', 'list'], env)
    expect(listed.stdout).toMatch(/ci/)
    expect(listed.stdout).not.toContain(key)

    const server = await createAutomationServer(loadConfig({ port: '0', 'data-dir': dataDir }), {
      log: () => {},
    })
    const url = await server.listen()
    const status = async (k: string) =>
      (await fetch(`${url}/v1/runs`, { headers: { 'x-api-key': k } })).status
    expect(await status(key)).toBe(200)
    await server.close()

    expect((await runCli(['keys', 'revoke', prefix], env)).code).toBe(0)
    expect((await runCli(['keys', 'revoke', 'wak_nonexistent'], env)).code).toBe(1)
    const again = await createAutomationServer(loadConfig({ port: '0', 'data-dir': dataDir }), {
      log: () => {},
    })
    const url2 = await again.listen()
    expect((await fetch(`${url2}/v1/runs`, { headers: { 'x-api-key': key } })).status).toBe(401)
    await again.close()
  }, 120_000)
})

describe('automation-server serve', () => {
  it('refuses a port that is taken, before creating anything', async () => {
    const busy = createServer()
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve))
    const port = String((busy.address() as AddressInfo).port)
    const dataDir = mkdtempSync(join(tmpdir(), 'serve-busy-'))
    const r = await runCli(['serve'], { PORT: port, AUTOMATION_DATA_DIR: dataDir })
    busy.close()
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(new RegExp(`port ${port} on 127\\.0\\.0\\.1 is already in use`))
    expect(r.stderr).not.toMatch(/wak_/)
  })
})

describe('automation-server run', () => {
  it('prints progress lines, then the result JSON; exit 0 on COMPLETED', async () => {
    const r = await runCli(
      [
        'run',
        '--url',
        site.url('/news/'),
        '--goal',
        'Get the page title',
        '--allow-private-network',
        '--planner',
        'openai',
      ],
      { OPENAI_BASE_URL: modelUrl, AUTOMATION_MODEL: 'test-model' },
    )
    expect(r.code).toBe(0)
    expect(r.stderr).toMatch(/started run/)
    expect(r.stderr).toMatch(/Opening http:\/\/127\.0\.0\.1/)
    expect(r.stderr).toMatch(/COMPLETED/)
    // the summary says what the model calls cost, as the server reported them
    expect(r.stderr).toMatch(
      /model: 1 call, 812 prompt tokens \(512 cached\), 64 completion tokens, \d+\.\d s/,
    )
    const result = JSON.parse(r.stdout)
    expect(result.title).toBeTruthy()
    expect(modelRequests.at(-1)?.messages.some((m) => m.content.includes('Get the page title'))).toBe(true)
  })

  it('prints every event as a JSON line with --json', async () => {
    const r = await runCli([
      'run',
      '--url',
      site.url('/news/'),
      '--goal',
      'x',
      '--allow-private-network',
      '--json',
    ])
    const events = r.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(events[0].type).toBe('STARTED')
    expect(events.at(-1)).toMatchObject({ type: 'COMPLETE', status: 'COMPLETED' })
    expect(events.at(-1).result.reason).toMatch(/AUTOMATION_PLANNER/)
    expect(r.code).toBe(0)
  })

  it('lists every problem of a bad request, with no stack trace, exit 2', async () => {
    const r = await runCli(['run', '--url', 'ftp://x', '--goal', '', '--profile', 'firefox'])
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/url: /)
    expect(r.stderr).toMatch(/goal: /)
    expect(r.stderr).toMatch(/browser_profile: /)
    expect(r.stderr).not.toMatch(/\n\s+at /)
  })

  it('refuses http without --allow-private-network', async () => {
    const r = await runCli(['run', '--url', site.url('/news/'), '--goal', 'x'])
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/https/)
  })

  it('exits 1 with the reason when the run FAILED', async () => {
    const r = await runCli(['run', '--url', 'http://127.0.0.1:9/', '--goal', 'x', '--allow-private-network'])
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/FAILED/)
    expect(JSON.parse(r.stdout).error.category).toBe('SYSTEM_FAILURE')
  })

  it('explains unknown commands and options', async () => {
    const r = await runCli(['fly'])
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/unknown command 'fly'/)
    const o = await runCli(['run', '--colour', 'red'])
    expect(o.code).toBe(2)
    expect(o.stderr).toMatch(/colour/)
  })
})
