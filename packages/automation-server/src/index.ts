/**
 * automation-server: the HTTP API and CLI over automation-core.
 * The HTTP server arrives with the next release; the CLI's `run` command is here.
 */

// ---- CLI commands
export { type RunCommandOptions, runCommand } from './commands/run-command'
