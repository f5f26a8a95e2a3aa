import { createHmac } from 'node:crypto'
import { isAutomationError, type Run } from 'automation-core'
import { pinnedRequest } from '../net/pinned-request'

/** The events a webhook is sent for, by final status. */
const EVENT_OF = { COMPLETED: 'run.completed', FAILED: 'run.failed', CANCELLED: 'run.cancelled' } as const

export interface WebhookDelivery {
  url: string
  run: Run
  /** The owner key's webhook secret: the body is signed with it. */
  secret: string
}

export interface WebhookOptions {
  /** @default 4 */
  attempts?: number
  /** Waits between attempts, in ms. @default [1000, 2000, 4000] */
  backoffMs?: number[]
  /** @default 10000 */
  timeoutMs?: number
  /** Told about each failed attempt (no secrets in it). */
  log?: (line: string) => void
  /** Lets webhook URLs use http and private addresses (development). @default false */
  allowPrivateNetwork?: boolean
  /** More CA certificates (PEM) to trust besides the system's. @default none */
  ca?: string
  /** Resolves webhook hosts (tests map names to addresses). @default DNS */
  lookup?: (hostname: string) => Promise<string[]>
}

/**
 * Signs a webhook body: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, so a
 * receiver can check both who sent it and that it is recent.
 */
export function signWebhook(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${mac}`
}

/**
 * POSTs `{ event, run_id, status, data }` to the run's webhook_url: up to 4 attempts with
 * 1/2/4 s backoff and a 10 s timeout each; a 4xx answer is final (not retried). Every attempt
 * looks the host up, checks it under the URL policy and connects to the checked address only;
 * a refusal (a private address, a lookup that fails) is final too.
 * Resolves with whether it was delivered; never throws.
 */
export async function deliverWebhook(
  delivery: WebhookDelivery,
  options: WebhookOptions = {},
): Promise<boolean> {
  const { run } = delivery
  if (run.status !== 'COMPLETED' && run.status !== 'FAILED' && run.status !== 'CANCELLED') return false
  const attempts = options.attempts ?? 4
  const backoff = options.backoffMs ?? [1000, 2000, 4000]
  const body = JSON.stringify({
    event: EVENT_OF[run.status],
    run_id: run.run_id,
    status: run.status,
    data: run,
  })
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let status = 0
    try {
      const answer = await pinnedRequest(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'automation-server-webhooks',
          'x-webhook-event': EVENT_OF[run.status],
          'x-webhook-signature': signWebhook(delivery.secret, body),
        },
        body,
        timeoutMs: options.timeoutMs ?? 10_000,
        allowPrivateNetwork: options.allowPrivateNetwork,
        ca: options.ca,
        lookup: options.lookup,
      })
      status = answer.status
      if (status >= 200 && status < 300) return true
      if (status >= 400 && status < 500) {
        options.log?.(`webhook for run ${run.run_id}: ${status} from the receiver; not retried`)
        return false
      }
    } catch (e) {
      if (isAutomationError(e, 'URL_BLOCKED')) {
        options.log?.(`webhook for run ${run.run_id}: refused by the URL policy (${e.message}); not retried`)
        return false
      }
      options.log?.(
        `webhook for run ${run.run_id}: attempt ${attempt} failed: ${e instanceof Error ? e.message : e}`,
      )
    }
    if (status) options.log?.(`webhook for run ${run.run_id}: attempt ${attempt} got ${status}`)
    const wait = backoff[attempt - 1]
    if (attempt < attempts && wait !== undefined) await new Promise((r) => setTimeout(r, wait))
  }
  return false
}
