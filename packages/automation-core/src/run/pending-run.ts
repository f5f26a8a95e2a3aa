import { type ResolvedProxy, withoutCredentials } from '../browser/proxy'
import type { AutomationRequest } from '../schemas/request'
import type { StoredRun } from '../store/run-store'

/**
 * The PENDING run a validated request becomes, as the store keeps it: what `runAutomation`
 * creates, and what a server that hands runs to workers stores before queueing them. Proxy
 * credentials are never stored: the run uses them from memory only.
 */
export function pendingRun(
  request: AutomationRequest,
  proxy: ResolvedProxy | null,
  ids: { runId: string; owner?: string | null },
): StoredRun {
  return {
    run_id: ids.runId,
    status: 'PENDING',
    goal: request.goal,
    url: request.url,
    created_at: new Date().toISOString(),
    started_at: null,
    finished_at: null,
    result: null,
    error: null,
    streaming_url: null,
    browser_config: {
      browser_type: request.browser_profile,
      proxy_enabled: proxy !== null,
      proxy_country_code: proxy?.countryCode ?? null,
    },
    num_of_steps: 0,
    output_schema: request.output_schema ?? null,
    steps: [],
    owner: ids.owner ?? null,
    request: withoutCredentials(request),
  }
}
