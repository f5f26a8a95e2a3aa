import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js'
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js'
import type { Browser } from 'playwright-core'

/**
 * An OAuth client provider as an MCP client application keeps one, in memory: it records the
 * authorization URL it is asked to open instead of opening a browser itself, so the test can
 * drive the consent page in Chromium.
 */
export class TestOAuthProvider implements OAuthClientProvider {
  authorizationUrl: URL | undefined
  lastState: string | undefined
  private client: OAuthClientInformationMixed | undefined
  private saved: OAuthTokens | undefined
  private verifier = ''

  constructor(
    readonly redirectUrl: string,
    /** A Client ID Metadata Document URL; without it the SDK registers dynamically. */
    readonly clientMetadataUrl?: string,
    readonly name = 'Test MCP client',
  ) {}

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: this.name,
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    }
  }
  state(): string {
    this.lastState = randomBytes(16).toString('hex')
    return this.lastState
  }
  clientInformation() {
    return this.client
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.client = info
  }
  tokens() {
    return this.saved
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier
  }
  codeVerifier() {
    return this.verifier
  }
  invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery') {
    if (scope === 'all' || scope === 'tokens') this.saved = undefined
    if (scope === 'all' || scope === 'client') this.client = undefined
  }
}

/** Where the authorization server sends the browser back: a loopback page that records the query. */
export interface CallbackServer {
  url: string
  /** Resolves with the query of the next callback. */
  next(): Promise<URLSearchParams>
  close(): Promise<void>
}

export async function startCallbackServer(): Promise<CallbackServer> {
  const waiting: Array<(q: URLSearchParams) => void> = []
  const server: Server = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams
    waiting.shift()?.(query)
    res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Done</title>You can close this window.')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`,
    next: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => closeServer(server),
  }
}

/** An https server on loopback with a self-signed certificate, hosting client metadata documents. */
export interface MetadataHost {
  origin: string
  /** The certificate, for a client that is to trust this host. */
  cert: string
  /** Serves `document` at `path` (the document's client_id is usually its URL). */
  serve(path: string, document: unknown, headers?: Record<string, string>, status?: number): string
  /** How many times each path was fetched. */
  hits: Map<string, number>
  close(): Promise<void>
}

export async function startMetadataHost(): Promise<MetadataHost> {
  const dir = await mkdtemp(join(tmpdir(), 'automation-cimd-'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  )
  const key = await readFile(join(dir, 'key.pem'), 'utf8')
  const cert = await readFile(join(dir, 'cert.pem'), 'utf8')
  await rm(dir, { recursive: true, force: true })
  const documents = new Map<string, { body: string; headers: Record<string, string>; status: number }>()
  const hits = new Map<string, number>()
  const server: HttpsServer = createHttpsServer({ key, cert }, (req, res) => {
    const path = req.url ?? '/'
    hits.set(path, (hits.get(path) ?? 0) + 1)
    const doc = documents.get(path)
    if (!doc) return void res.writeHead(404).end()
    res.writeHead(doc.status, { 'content-type': 'application/json', ...doc.headers }).end(doc.body)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    cert,
    hits,
    serve(path, document, headers = {}, status = 200) {
      const body = typeof document === 'string' ? document : JSON.stringify(document)
      documents.set(path, { body, headers, status })
      return `${origin}${path}`
    },
    close: () => closeServer(server),
  }
}

/** What the consent page showed, and where it sent the browser. */
export interface ConsentOutcome {
  /** The visible text of the consent page. */
  pageText: string
  /** The callback's query. */
  callback: URLSearchParams
}

/**
 * Opens the authorization URL in Chromium, as the person would, enters the API key and clicks
 * Allow (or Deny), and waits for the callback.
 */
export async function consentInBrowser(
  browser: Browser,
  authorizationUrl: URL,
  callbacks: CallbackServer,
  decision: { allow: true; apiKey: string } | { allow: false },
): Promise<ConsentOutcome> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const answered = await page.goto(authorizationUrl.href)
    if (answered?.status() !== 200) throw new Error(`the consent page answered ${answered?.status()}`)
    // biome-ignore lint/performance/useDomNodeTextContent: what the person sees on the page, not hidden markup
    const pageText = await page.locator('main').innerText()
    const callback = callbacks.next()
    if (decision.allow) {
      await page.getByLabel(/Your API key/).fill(decision.apiKey)
      await page.getByRole('button', { name: 'Allow' }).click()
    } else {
      await page.getByRole('button', { name: 'Deny' }).click()
    }
    return { pageText, callback: await callback }
  } finally {
    await context.close()
  }
}

function closeServer(server: Server | HttpsServer): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}
