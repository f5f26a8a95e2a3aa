import { parseArgs } from 'node:util'
import { errorMessage, isAutomationError } from 'automation-core'
import type { ApiKeyRecord, KeyStore } from '../auth/key-store'

/** Where {@link keysCommand} writes and what it works on. */
export interface KeysCommandOptions {
  store: KeyStore
  /** One line of output (keys, tables, JSON). */
  out: (line: string) => void
  /** One line of diagnostics (usage, errors). */
  err: (line: string) => void
  /** The clock, for expiry dates. @default Date.now */
  now?: () => number
}

/** The usage text of `automation-server keys`. */
export const KEYS_USAGE = `Usage:
  automation-server keys create [--name NAME] [--expires-in-days DAYS] [--credits N] [--admin] [--json]
  automation-server keys list [--json]
  automation-server keys revoke ID|PREFIX [--json]

create   makes a key and prints it once, with its webhook signing secret
         --name NAME             a label for the key (default "cli")
         --expires-in-days DAYS  the key stops working after this many days (default never)
         --credits N             the number of runs it may start (default unlimited)
         --admin                 may manage keys in the dashboard (the first key always may)
list     shows every key: id, name, prefix, dates, credits, admin, last use (never the key itself)
revoke   stops a key at once in this process; a running server notices within seconds

Exit code: 0 done, 1 no such key (or another error), 2 bad usage.`

/**
 * `automation-server keys create|list|revoke`: manages the API keys of a data directory.
 * Returns the exit code.
 *
 * @example
 * const code = await keysCommand(['create', '--name', 'ci', '--credits', '100'], { store, out, err })
 */
export async function keysCommand(args: string[], options: KeysCommandOptions): Promise<number> {
  const [sub, ...rest] = args
  if (sub === '-h' || sub === '--help' || sub === 'help') {
    options.out(KEYS_USAGE)
    return 0
  }
  const run = sub !== undefined && Object.hasOwn(SUBCOMMANDS, sub) ? SUBCOMMANDS[sub] : undefined
  if (run === undefined) {
    options.err(
      sub === undefined ? 'automation-server keys: missing subcommand' : `unknown subcommand '${sub}'`,
    )
    options.err(KEYS_USAGE)
    return 2
  }
  try {
    return await run(rest, options)
  } catch (e) {
    // parseArgs reports unknown or malformed flags with ERR_PARSE_ARGS_* codes.
    const usage =
      e instanceof UsageError || (e as { code?: unknown })?.code?.toString().startsWith('ERR_PARSE_ARGS')
    if (usage) {
      options.err(`automation-server keys ${sub}: ${errorMessage(e)}`)
      options.err(KEYS_USAGE)
      return 2
    }
    options.err(`automation-server keys ${sub}: ${errorMessage(e)}`)
    if (isAutomationError(e)) for (const d of e.data.details ?? []) options.err(`  ${d.field}: ${d.message}`)
    // The store refuses bad values (a name too long, a prefix matching several keys) as INVALID_INPUT.
    return isAutomationError(e, 'INVALID_INPUT') ? 2 : 1
  }
}

class UsageError extends Error {}

type Subcommand = (args: string[], options: KeysCommandOptions) => Promise<number>

const SUBCOMMANDS: Record<string, Subcommand> = {
  async create(args, { store, out, now = Date.now }) {
    const { values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        name: { type: 'string', default: 'cli' },
        'expires-in-days': { type: 'string' },
        credits: { type: 'string' },
        admin: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
      },
    })
    const days = parseNumberFlag('--expires-in-days', values['expires-in-days'], (n) => n > 0)
    const credits = parseNumberFlag('--credits', values.credits, (n) => Number.isSafeInteger(n) && n >= 0)
    const expiresAt = days === undefined ? null : new Date(now() + days * 86_400_000).toISOString()
    const { key, record } = await store.create({
      name: values.name,
      expiresAt,
      credits: credits ?? null,
      admin: values.admin,
    })
    if (values.json) {
      out(JSON.stringify({ key, ...record }))
      return 0
    }
    out(`Created API key '${record.name}'`)
    out(`  key:            ${key}`)
    out(`  webhook secret: ${record.webhook_secret}`)
    out(`  id:             ${record.id}`)
    out(`  prefix:         ${record.prefix}`)
    out(`  expires:        ${record.expires_at ?? 'never'}`)
    out(`  credits:        ${record.credits ?? 'unlimited'}`)
    out(`  admin:          ${record.admin ? 'yes' : 'no'}`)
    out('Store the key and the webhook secret now: they will not be shown again.')
    return 0
  },

  async list(args, { store, out, now = Date.now }) {
    const { values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: { json: { type: 'boolean', default: false } },
    })
    const records = await store.list()
    if (values.json) {
      // Secrets are shown once, at creation: the webhook secret stays out of listings too.
      out(JSON.stringify(records.map(withoutSecret)))
      return 0
    }
    if (records.length === 0) {
      out('No API keys. Create one with: automation-server keys create --name NAME')
      return 0
    }
    const at = now()
    const rows = records.map((r) => [
      r.id,
      r.name,
      r.prefix,
      shortDate(r.created_at),
      r.expires_at === null
        ? 'never'
        : `${shortDate(r.expires_at)}${Date.parse(r.expires_at) <= at ? ' (expired)' : ''}`,
      r.revoked_at === null ? '-' : shortDate(r.revoked_at),
      r.credits === null ? 'unlimited' : String(r.credits),
      r.admin ? 'yes' : '-',
      r.last_used_at === null ? '-' : shortDate(r.last_used_at),
    ])
    const head = ['ID', 'NAME', 'PREFIX', 'CREATED', 'EXPIRES', 'REVOKED', 'CREDITS', 'ADMIN', 'LAST USED']
    for (const line of table(head, rows)) out(line)
    return 0
  },

  async revoke(args, { store, out, err }) {
    const { values, positionals } = parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options: { json: { type: 'boolean', default: false } },
    })
    const [target, ...extra] = positionals
    if (target === undefined) throw new UsageError('missing ID or PREFIX')
    if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`)
    const record = await store.revoke(target)
    if (record === null) {
      err(`automation-server keys revoke: no API key with id or prefix '${target}'`)
      return 1
    }
    if (values.json) out(JSON.stringify(withoutSecret(record)))
    else out(`Revoked API key ${record.id} ('${record.name}', ${record.prefix}) at ${record.revoked_at}`)
    return 0
  },
}

function withoutSecret({ webhook_secret: _, ...rest }: ApiKeyRecord): Omit<ApiKeyRecord, 'webhook_secret'> {
  return rest
}

/** A flag's number, checked; undefined when the flag is absent. */
function parseNumberFlag(
  flag: string,
  raw: string | undefined,
  valid: (n: number) => boolean,
): number | undefined {
  if (raw === undefined) return undefined
  const n = raw.trim() === '' ? Number.NaN : Number(raw)
  if (!Number.isFinite(n) || !valid(n)) throw new UsageError(`invalid ${flag} '${raw}'`)
  return n
}

/** '2025-01-31T12:34:56.789Z' -> '2025-01-31 12:34' (UTC, like the stored value). */
function shortDate(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`
}

/** Left-aligned columns, two spaces apart, without trailing blanks. */
function table(head: string[], rows: string[][]): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()
  return [line(head), ...rows.map(line)]
}
