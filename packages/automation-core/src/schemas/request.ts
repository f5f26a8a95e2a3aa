import { z } from 'zod'

/** Proxy countries the API names. */
export const COUNTRY_CODES = ['US', 'GB', 'CA', 'DE', 'FR', 'JP', 'AU'] as const
export const CountryCodeSchema = z.enum(COUNTRY_CODES)
export type CountryCode = z.infer<typeof CountryCodeSchema>

/** `lite` is a standard browser; `stealth` an anti-detection one. */
export const BrowserProfileSchema = z.enum(['lite', 'stealth'])
export type BrowserProfile = z.infer<typeof BrowserProfileSchema>

export const ProxyConfigSchema = z
  .object({
    enabled: z.boolean().default(false),
    type: z.enum(['tetra', 'custom']).optional(),
    country_code: CountryCodeSchema.optional(),
    url: z.url({ protocol: /^(https?|socks5?)$/ }).optional(),
    username: z.string().optional(),
    password: z.string().optional(),
  })
  .superRefine((p, ctx) => {
    if (p.enabled && p.type === 'custom' && !p.url) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'a custom proxy needs a url' })
    }
  })
export type ProxyConfig = z.infer<typeof ProxyConfigSchema>

export const AgentConfigSchema = z.object({
  /** `strict` fails fast instead of improvising. @default 'default' */
  mode: z.enum(['default', 'strict']).default('default'),
  /** @default 150 */
  max_steps: z.int().min(1).max(500).default(150),
  /** Wall-clock limit of the run in seconds; none by default. */
  max_duration_seconds: z.number().positive().max(86_400).optional(),
  /**
   * Resource types the browser does not fetch, for goals that read and click rather than
   * look: pages load faster. Our addition; none by default.
   */
  skip_resources: z
    .array(z.enum(['image', 'font', 'media']))
    .max(3)
    .optional(),
  /**
   * Keep a small screenshot of the page after each step (a few tens of KB each). Our addition.
   * @default true
   */
  screenshots: z.boolean().default(true),
  /**
   * Record a Playwright trace of the run (`npx playwright show-trace trace.zip`). Our addition.
   * @default false
   */
  record_trace: z.boolean().default(false),
  /**
   * A page that needs a person (a sign-in wall, a second factor, a CAPTCHA) pauses the run until
   * a person hands it back through the live view, instead of ending it. Our addition.
   * @default false
   */
  human_in_the_loop: z.boolean().default(false),
  /** How long a paused run waits for a person, in seconds. @default 300 */
  human_wait_seconds: z.int().min(5).max(3600).default(300),
})
export type AgentConfig = z.infer<typeof AgentConfigSchema>

/**
 * The automation request body shared by run, run-async and run-sse (spec plus COMPAT).
 * The URL is checked for form here; the URL policy (https, no private network) is applied
 * by `runAutomation`, because it depends on the caller's options.
 */
export const AutomationRequestSchema = z.object({
  url: z.url({
    protocol: /^https?$/,
    error: 'must be a valid URL with an https:// (or, when allowed, http://) scheme',
  }),
  goal: z.string().trim().min(1, 'must not be empty').max(20_000),
  browser_profile: BrowserProfileSchema.default('lite'),
  proxy_config: ProxyConfigSchema.optional(),
  output_schema: z.record(z.string(), z.unknown()).nullable().optional(),
  agent_config: AgentConfigSchema.optional(),
  webhook_url: z.url({ protocol: /^https?$/ }).optional(),
  // Sent by existing clients for hosted-only features: accepted and ignored.
  use_profile: z.unknown().optional(),
  profile_id: z.unknown().optional(),
  use_vault: z.unknown().optional(),
  credential_item_ids: z.unknown().optional(),
  api_integration: z.unknown().optional(),
})
/** A request as callers write it (defaults optional). */
export type AutomationRequestInput = z.input<typeof AutomationRequestSchema>
/** A validated request with defaults applied. */
export type AutomationRequest = z.output<typeof AutomationRequestSchema>
