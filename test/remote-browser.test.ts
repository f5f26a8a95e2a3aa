import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type BrowserServer,
  createBrowserPool,
  createUrlPolicy,
  findChromium,
  launchBrowserServer,
  runAutomation,
} from 'automation-core'
import { createScriptedPlanner } from 'automation-core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openEgressGate } from '../packages/automation-core/src/browser/egress-gate'
import { type FixtureServer, startFixtureServer } from './fixtures/server'

/**
 * Browsers the pool connects to instead of launching: Playwright's browser server and a
 * plain CDP endpoint (what browser fleets offer). The run is the same; the egress gate still
 * decides every connection of the remote browser.
 */

let site: FixtureServer
let browserServer: BrowserServer
let cdpBrowser: ChildProcess
let cdpEndpoint: string
let profileDir: string

beforeAll(async () => {
  site = await startFixtureServer()
  browserServer = await launchBrowserServer()
  profileDir = mkdtempSync(join(tmpdir(), 'cdp-browser-'))
  cdpBrowser = spawn(
    findChromium(),
    [
      '--headless',
      '--no-sandbox',
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  cdpEndpoint = await new Promise<string>((resolve, reject) => {
    let seen = ''
    const timer = setTimeout(() => reject(new Error(`no DevTools endpoint: ${seen}`)), 20_000)
    cdpBrowser.stderr?.on('data', (d: Buffer) => {
      seen += d.toString()
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(seen)
      if (match) {
        clearTimeout(timer)
        resolve(match[1] as string)
      }
    })
  })
}, 60_000)
afterAll(async () => {
  await browserServer?.close()
  cdpBrowser?.kill('SIGKILL')
  if (profileDir) rmSync(profileDir, { recursive: true, force: true })
  await site?.close()
})

const planner = () =>
  createScriptedPlanner([
    { purpose: 'Wait a moment', actions: [{ type: 'wait', for: 'time', ms: 20 }] },
    { purpose: 'Report', done: true, result: { ok: true } },
  ])

describe.each([
  ['Playwright browser server', () => ({ endpoint: browserServer.wsEndpoint })],
  ['CDP endpoint', () => ({ endpoint: cdpEndpoint, protocol: 'cdp' as const })],
])('a run on a remote browser (%s)', (_name, remote) => {
  it('completes on the remote browser, and this process launches no Chromium of its own', async () => {
    const pool = createBrowserPool({ concurrency: 2, remote: remote() })
    try {
      const path = `/news/?remote=${Math.random()}`
      const run = runAutomation(
        { url: site.url(path), goal: 'look' },
        { pool, allowPrivateNetwork: true, planner: planner() },
      )
      const final = await run.finished
      expect(final).toMatchObject({ status: 'COMPLETED', result: { ok: true }, num_of_steps: 2 })
      expect(site.requests).toContain(path)
      expect(pool.pids()).toEqual([])
      // the step screenshot came from the remote browser
      expect((await run.screenshot(1))?.byteLength).toBeGreaterThan(1000)
    } finally {
      await pool.close()
    }
  })

  it('keeps the URL policy: a remote browser reaches nothing the policy refuses', async () => {
    const pool = createBrowserPool({
      concurrency: 1,
      remote: remote(),
      egressGate: { host: '0.0.0.0', advertise: '127.0.0.1' },
    })
    try {
      const lease = await pool.acquire({ egress: { policy: createUrlPolicy() } })
      try {
        expect(lease.gated).toBe(true)
        const path = '/news/?secret=1'
        const response = await lease.page.goto(site.url(path), { timeout: 10_000 })
        // the gate's own refusal: the remote browser went through the gate, with the gate's
        // credentials (else 407), and the gate said no; the site saw nothing
        expect(response?.status()).toBe(403)
        expect(await response?.text()).toContain('refused by the egress gate')
        expect(site.requests).not.toContain(path)
      } finally {
        await lease.release()
      }
    } finally {
      await pool.close()
    }
  })
})

it('a remote browser that cannot be reached fails the run with a clear message', async () => {
  const pool = createBrowserPool({
    concurrency: 1,
    remote: { endpoint: 'ws://127.0.0.1:9/nothing?token=s3cret', timeoutMs: 3000 },
  })
  try {
    const final = await runAutomation(
      { url: site.url('/news/'), goal: 'look' },
      { pool, allowPrivateNetwork: true, planner: planner() },
    ).finished
    expect(final.status).toBe('FAILED')
    expect(final.error?.message).toMatch(
      /cannot connect to the remote browser at ws:\/\/127\.0\.0\.1:9\/nothing/,
    )
    expect(final.error?.message).not.toContain('s3cret')
  } finally {
    await pool.close()
  }
})

it('a gate that listens beyond loopback is nobody’s open proxy: 407 without its credentials', async () => {
  const gate = await openEgressGate({ host: '0.0.0.0', advertise: '127.0.0.1' })
  gate.bind({ policy: createUrlPolicy({ allowPrivateNetwork: true }) })
  try {
    expect(gate.credentials?.password.length).toBeGreaterThan(16)
    const port = Number(new URL(gate.server).port)
    const target = new URL(site.origin).host
    const ask = (auth?: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            `CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n${auth ? `Proxy-Authorization: ${auth}\r\n` : ''}\r\n`,
          )
        })
        socket.once('data', (d) => {
          resolve(d.toString().split('\r\n')[0] as string)
          socket.destroy()
        })
        socket.once('error', reject)
      })
    expect(await ask()).toMatch(/^HTTP\/1\.1 407/)
    expect(await ask(`Basic ${Buffer.from('gate:wrong').toString('base64')}`)).toMatch(/^HTTP\/1\.1 407/)
    const { username, password } = gate.credentials as { username: string; password: string }
    expect(await ask(`Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`)).toMatch(
      /^HTTP\/1\.1 200/,
    )
  } finally {
    await gate.close()
  }
})
