/**
 * HTTP requests the server itself sends to URLs its users gave (OAuth client metadata
 * documents, webhooks), under the same URL policy as the runs' browser, connecting only to the
 * addresses the policy checked: a name cannot answer a public address for the check and a
 * private one for the connection (DNS rebinding), and a lookup that fails is refused.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { rootCertificates } from 'node:tls'
import { createUrlPolicy } from 'automation-core'

/** Options of {@link pinnedRequest}. */
export interface PinnedRequestOptions {
  /** @default 'GET' */
  method?: string
  headers?: Record<string, string>
  body?: string
  /** Lets the URL use http and point at loopback and private addresses (development). @default false */
  allowPrivateNetwork?: boolean
  /** More CA certificates (PEM) to trust besides the system's. @default none */
  ca?: string
  /** The whole request, connection included. */
  timeoutMs: number
  /** Bodies larger than this are not read (`body: null`). @default 0: the body is not read */
  maxBytes?: number
  /** Resolves a hostname to its addresses. @default dns.promises.lookup, all addresses */
  lookup?: (hostname: string) => Promise<string[]>
}

/** What {@link pinnedRequest} read. */
export interface PinnedAnswer {
  status: number
  headers: IncomingHttpHeaders
  /** The body of a 2xx answer, null when it was larger than allowed; empty otherwise. */
  body: string | null
}

/**
 * Sends one request under the runs' URL policy, to the checked addresses only. Redirects are
 * not followed.
 *
 * @throws AutomationError URL_BLOCKED when the policy refuses the URL (a failed lookup
 * included); Error on network failure or timeout
 */
export async function pinnedRequest(url: string, options: PinnedRequestOptions): Promise<PinnedAnswer> {
  const policy = createUrlPolicy({
    allowPrivateNetwork: options.allowPrivateNetwork,
    lookup: options.lookup,
    // a delivery is rare and must see the name as it is now
    cacheTtlMs: 0,
  })
  policy.checkWithoutLookup(url)
  const parsed = new URL(url)
  // null with private networks allowed: nothing to check, nothing to pin
  const addresses = await policy.addressesOf(parsed.hostname)
  const send = parsed.protocol === 'http:' ? httpRequest : httpsRequest
  const maxBytes = options.maxBytes ?? 0
  return new Promise<PinnedAnswer>((done, fail) => {
    const request = send(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        ca: options.ca ? [...rootCertificates, options.ca] : undefined,
        lookup: addresses ? pinnedLookup(addresses) : undefined,
        // no connection reuse: every request is looked up and checked anew
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0
        if (status < 200 || status > 299 || maxBytes === 0) {
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
        if (declared > maxBytes) return tooLarge()
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > maxBytes) tooLarge()
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
    request.end(options.body)
  })
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
