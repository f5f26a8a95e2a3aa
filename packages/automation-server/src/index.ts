/**
 * automation-server: the web automation API over automation-core, as an h3 app, a server
 * with embedded storage, and a CLI. Every public name is listed here by hand.
 */

export { ApiError, type ApiErrorCode, STATUS_OF } from './app/api-error'
export { type AppOptions, createApp } from './app/create-app'
export { openApiDocument } from './app/openapi'
// ---- Auth
export { type ApiKeyRecord, createMemoryKeyStore, createSqlKeyStore, type KeyStore } from './auth/key-store'
export { createRateLimiter, type RateLimiter } from './auth/rate-limiter'
// ---- CLI commands
export { type RunCommandOptions, runCommand } from './commands/run-command'
export { loadConfig, type ServerConfig, type ServerFlags } from './config'
// ---- MCP and its OAuth 2.1 authorization server
export { type BatchStore, createMemoryBatchStore, createSqlBatchStore } from './mcp/batch-store'
export type { McpOptions } from './mcp/mount-mcp'
export {
  type ClientResolver,
  type ClientResolverOptions,
  createClientResolver,
  type OAuthClientInfo,
  registerClient,
} from './oauth/clients'
export { DEFAULT_LIFETIMES, type GrantLifetimes } from './oauth/grants'
export { OAuthError, type OAuthErrorCode } from './oauth/oauth-error'
export { createMemoryOAuthStore, createSqlOAuthStore, type OAuthStore } from './oauth/oauth-store'
// ---- Runs
export {
  type CancelResult,
  createRunManager,
  type RunManager,
  type RunManagerOptions,
} from './runs/run-manager'
export { deliverWebhook, signWebhook } from './runs/webhooks'
// ---- Server
export { type AutomationServer, createAutomationServer, type ServerParts, VERSION } from './server'
