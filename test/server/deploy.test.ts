import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { loadConfig } from 'automation-server'
import { describe, expect, it } from 'vitest'

/**
 * The docker-compose deployment, checked without Docker: every node's environment (with the
 * example secrets) is a configuration the server accepts for its role, the nodes share what
 * they must, and every variable it sets is documented in the README.
 */

const read = (path: string) => readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8')
const compose = read('docker-compose.yml')
const example = Object.fromEntries(
  read('deploy/env.example')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
)

/** The services of the file: their command and environment (the file's own two-space layout). */
function services(): Map<string, { command: string[]; env: Record<string, string> }> {
  const found = new Map<string, { command: string[]; env: Record<string, string> }>()
  let current: { command: string[]; env: Record<string, string> } | undefined
  let inEnv = false
  let inServices = false
  for (const line of compose.split('\n')) {
    if (/^\S/.test(line)) inServices = line.startsWith('services:')
    if (!inServices) continue
    const service = /^ {2}([\w-]+):\s*$/.exec(line)
    if (service) {
      current = { command: [], env: {} }
      found.set(service[1] as string, current)
      inEnv = false
      continue
    }
    if (!current) continue
    const command = /^ {4}command: (\[.*\])/.exec(line)
    if (command) current.command = JSON.parse(command[1] as string)
    if (/^ {4}environment:/.test(line)) inEnv = true
    else if (/^ {4}\S/.test(line)) inEnv = false
    const entry = inEnv ? /^ {6}([A-Z_]+): (.*)$/.exec(line) : null
    if (entry) current.env[entry[1] as string] = substitute(entry[2] as string)
  }
  return found
}

/** `${VAR}`, `${VAR:-default}` and `${VAR:?message}` as Compose reads them, from the example .env. */
function substitute(value: string): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    const given = example[name]
    if (given !== undefined) return given
    if (kind === '-') return rest ?? ''
    throw new Error(`${name} is not in deploy/env.example`)
  })
}

describe('docker-compose.yml', () => {
  const all = services()

  it('has PostgreSQL, one API node, two workers and one browser server', () => {
    const roles = [...all.values()].map((s) => s.command.join(' '))
    expect(all.has('postgres')).toBe(true)
    expect(roles.filter((r) => r === 'serve --no-worker')).toHaveLength(1)
    expect(roles.filter((r) => r === 'worker')).toHaveLength(2)
    expect(roles.filter((r) => r.startsWith('browser-server'))).toHaveLength(1)
  })

  it('gives every node a configuration its role accepts, with the secrets they must share', () => {
    const nodes = [...all.entries()].filter(([, s]) => s.command[0] === 'serve' || s.command[0] === 'worker')
    const secrets = new Set<string>()
    for (const [name, service] of nodes) {
      const role = service.command[0] === 'worker' ? { worker: true } : { 'no-worker': true }
      const config = loadConfig(role, service.env)
      expect(config.databaseUrl, name).toMatch(/^postgres:\/\/automation:.+@postgres:5432\/automation$/)
      expect(config.role, name).toBe(service.command[0] === 'worker' ? 'worker' : 'api')
      secrets.add(String(config.liveSecret))
    }
    // one live-view signing secret for all: a URL minted by a worker opens on the API node
    expect(secrets.size).toBe(1)
    // the worker on the browser server drives it at its secret path, and its gates are reachable there
    const remote = nodes.map(([, s]) => loadConfig({ worker: true }, s.env)).find((c) => c.browserEndpoint)
    expect(remote?.browserEndpoint).toBe(`ws://browser:3000${example.AUTOMATION_BROWSER_SERVER_PATH}`)
    expect(remote?.egressHost).toBe('0.0.0.0')
    expect(all.get('browser')?.env.AUTOMATION_BROWSER_SERVER_PATH).toMatch(/^\/[\w-]{16,}$/)
  })

  it('sets only variables the README documents', () => {
    const readme = read('README.md')
    const used = new Set(
      [...all.values()].flatMap((s) => Object.keys(s.env)).filter((k) => !k.startsWith('POSTGRES_')),
    )
    for (const name of used) expect(readme, name).toContain(`\`${name}\``)
  })
})
