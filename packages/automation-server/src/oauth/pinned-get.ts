import { lookup as dnsLookup } from 'node:dns/promises'
import { request as httpsRequest } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { rootCertificates } from 'node:tls'
import { createUrlPolicy } from 'automation-core'

/** Options of {@link pinnedGet}. */
export interface PinnedGetOptions {
  /** Lets the URL point at loopback and private addresses (development). @default false */
  allowPrivateNetwork?: boolean
  /** More CA certificates (PEM) to trust besides the system's. @default none */
  ca?: string
  /** The whole request, connection included. */
  timeoutMs: number
  /** Bodies larger than this are not read (`body: null`). */
  maxBytes: number
  /** Resolves a hostname to its addresses. @default dns.promises.lookup, all addresses */
  lookup?: (hostname: string) => Promise<string[]>
}

/** What {@link pinnedGet} read. */
export interface PinnedAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  /** The body of a 200, null when it was larger than allowed; empty for other statuses. */
  body: string | null
}

/**
 * GETs an https URL under the runs' URL policy, connecting only to the addresses the policy
 * checked: a name cannot resolve to a public address for the check and to a private one for
 * the connection (DNS rebinding). Redirects are not followed.
 *
 * @throws AutomationError URL_BLOCKED when the policy refuses the URL; Error on network failure
 */
export async function pinnedGet(url: string, options: PinnedGetOptions): Promise<PinnedAnswer> {
  const resolve = options.lookup ?? defaultLookup
  let vetted: string[] = []
  const policy = createUrlPolicy({
    allowPrivateNetwork: options.allowPrivateNetwork,
    cacheTtlMs: 0,
    lookup: async (hostname) => {
      vetted = await resolve(hostname)
      return vetted
    },
  })
  await policy.check(url)
  return new Promise<PinnedAnswer>((done, fail) => {
    const request = httpsRequest(
      url,
      {
        method: 'GET',
        headers: { accept: 'application/json', 'user-agent': 'automation-server (OAuth client metadata)' },
        ca: options.ca ? [...rootCertificates, options.ca] : undefined,
        // Private networks allowed: nothing was looked up, and nothing needs pinning.
        lookup: vetted.length > 0 ? pinnedLookup(vetted) : undefined,
      },
      (response) => {
        const status = response.statusCode ?? 0
        if (status !== 200) {
          response.destroy()
          return done({ status, headers: response.headers, body: '' })
        }
        const declared = Number(response.headers['content-length'] ?? 0)
        const chunks: Buffer[] = []
        let size = 0
        const tooLarge = () => {
          response.destroy()
          done({ status, headers: response.headers, body: null })
        }
        if (declared > options.maxBytes) return tooLarge()
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > options.maxBytes) tooLarge()
          else chunks.push(chunk)
        })
        response.on('end', () =>
          done({ status, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
        )
        response.on('error', fail)
      },
    )
    const deadline = setTimeout(
      () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    )
    request.on('close', () => clearTimeout(deadline))
    request.on('error', fail)
    request.end()
  })
}

async function defaultLookup(hostname: string): Promise<string[]> {
  return (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address)
}

/** A lookup that answers with the checked addresses only. */
function pinnedLookup(addresses: string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }))
  return (_hostname, options, callback) => {
    const first = entries[0]
    if (options.all) callback(null, entries)
    else if (first) callback(null, first.address, first.family)
    else callback(new Error('no address'), '', 0)
  }
}
