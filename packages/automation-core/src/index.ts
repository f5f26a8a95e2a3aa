/**
 * automation-core: drive a real Chromium from a URL and a natural-language goal to JSON.
 * Every public name is listed here by hand; nothing else is part of the API.
 */

// ---- Browser
export { type BrowserPoolOptions, createBrowserPool } from './browser/browser-pool'
export { type BrowserServer, type BrowserServerOptions, launchBrowserServer } from './browser/browser-server'
export { closeDefaultBrowserPool, getDefaultBrowserPool } from './browser/default-pool'
export type { AcquireOptions, BrowserDriver, BrowserLease, BrowserPool, ContextHints } from './browser/driver'
export { findChromium } from './browser/find-chromium'
export { createLiteDriver, type LiteDriverOptions } from './browser/lite-driver'
export { measurePss } from './browser/process-memory'
export {
  configuredCountries,
  credentialsWithheld,
  type ProxyDirectory,
  type ResolvedProxy,
  redactProxyUrl,
  resolveProxy,
} from './browser/proxy'
export { type RemoteBrowser, redactEndpoint } from './browser/remote-browser'
export { createStealthDriver, type StealthDriverOptions } from './browser/stealth-driver'
export { chromeBrands, chromeUserAgent, hostRegion, REGIONS, type Region } from './browser/stealth-identity'
export { createUrlPolicy } from './browser/url-policy'
// ---- Errors
export {
  AutomationError,
  type AutomationErrorCode,
  errorMessage,
  isAutomationError,
  type ValidationDetail,
} from './errors'
// ---- Page
export type { ActOptions, ObserveOptions, PageController } from './page/controller'
export { createPageController } from './page/create-page-controller'
export type { Observation, TabInfo } from './page/observation'
export { SKIPPABLE_RESOURCES, type SkippableResource } from './page/resource-blocking'
export { createHeuristicPlanner, type HeuristicPlannerOptions } from './planner/embedded/embedded-planner'
// ---- Planners
export { createOllamaPlanner } from './planner/ollama-planner'
export { createOpenAIPlanner } from './planner/openai-planner'
export type { ActionOutcome, HistoryEntry, Planner, PlannerDecision, PlannerInput } from './planner/planner'
export { createPlanner, type PlannerName } from './planner/registry'
// ---- Running
export { createEventLog, type EventLog } from './run/event-log'
export { createFairQueue, type RunQueue, type RunTicket } from './run/fair-queue'
export { INPUT_LIMITS, type JsonLimits, jsonProblems, jsonTextProblems } from './run/input-limits'
export type { LiveFrame, LiveInput, LiveView } from './run/live-view'
export type { LoopWatchLimits } from './run/loop-watch'
export { OUTPUT_CHECK_TIMEOUT_MS } from './run/output-schema'
export { pendingRun } from './run/pending-run'
export { toPublicRun } from './run/public-run'
export { type AutomationRun, type RunAutomationOptions, runAutomation } from './run/run-automation'
export { toRunError } from './run/run-error'
export { validateRequest } from './run/validate-request'
export { zodDetails } from './run/zod-details'
// ---- Schemas and types
export {
  type Action,
  ActionSchema,
  type ActionType,
  type Decision,
  type DecisionInput,
  DecisionSchema,
} from './schemas/decision'
export {
  type AutomationEvent,
  AutomationEventSchema,
  type AutomationEventType,
  type CompleteEvent,
  type ProgressEvent,
  type StartedEvent,
} from './schemas/events'
export {
  type AgentConfig,
  AgentConfigSchema,
  type AutomationRequest,
  type AutomationRequestInput,
  AutomationRequestSchema,
  type BrowserProfile,
  BrowserProfileSchema,
  COUNTRY_CODES,
  type CountryCode,
  CountryCodeSchema,
  type ProxyConfig,
  ProxyConfigSchema,
} from './schemas/request'
export {
  type BrowserConfig,
  BrowserConfigSchema,
  FINAL_STATUSES,
  isFinalStatus,
  type Run,
  type RunError,
  RunErrorSchema,
  RunSchema,
  type RunStatus,
  RunStatusSchema,
  type RunStep,
  RunStepSchema,
  type Usage,
  UsageSchema,
} from './schemas/run'

// ---- Storage
export {
  type ArtifactStore,
  createMemoryArtifactStore,
  stepScreenshotFile,
  TRACE_FILE,
} from './store/artifact-store'
export {
  type CachedRunStore,
  type CachedRunStoreOptions,
  createCachedRunStore,
} from './store/cached-run-store'
export { createFileArtifactStore } from './store/file-artifact-store'
export { createMemoryStore } from './store/memory-store'
export { migrate } from './store/migrate'
export { openPglite, type PgliteClient, type PgliteOptions } from './store/pglite-client'
export { openPostgres, type PostgresClient, type PostgresOptions } from './store/postgres-client'
export type { RunPage, RunQuery, RunStore, StoredRun } from './store/run-store'
export { createSqlArtifactStore } from './store/sql-artifact-store'
export type { SqlClient } from './store/sql-client'
export { createSqlRunStore, type SqlRunStoreOptions } from './store/sql-run-store'
