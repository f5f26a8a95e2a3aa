/**
 * The client of the bench's worst-input section, in a process of its own (a client in the
 * server's process would share the event loop the bench measures). It builds 20 requests, each
 * as costly as the limits allow, says `ready`, and on a line from stdin sends them all at once
 * and prints `{statuses, ms, kb}`.
 *
 * Each request, within every limit (env LIMITS, the library's INPUT_LIMITS):
 * - an output schema of its own (so none is compiled already) of the costliest kind measured
 *   (per value, zod spends most on a property with checks): as many properties as the value
 *   limit allows, each a string with length bounds, a format and a description, the values
 *   left in an enum;
 * - an ignored field nested as deep as allowed;
 * - an ignored object with as many keys as the body's value limit leaves (parsing and walking
 *   keys costs the most per value), and the rest of the 1 MB in long strings.
 */
const env = process.env as Record<string, string>
const limits = JSON.parse(env.LIMITS ?? '{}') as {
  bodyDepth: number
  bodyValues: number
  schemaProperties: number
  schemaValues: number
  schemaBytes: number
}
const MAX_BODY_BYTES = 1024 * 1024
const FILLER_STRINGS = 900

/** JSON values in `value` (objects, arrays, strings, numbers...; keys do not count). */
const count = (value: unknown): number =>
  value !== null && typeof value === 'object'
    ? 1 + Object.values(value).reduce((sum: number, item) => sum + count(item), 0)
    : 1

function schemaFor(n: number): Record<string, unknown> {
  const properties: Record<string, unknown> = {}
  // each property is 6 values; a few are left for the rest of the schema
  const propertyCount = Math.min(limits.schemaProperties, Math.floor((limits.schemaValues - 10) / 6))
  for (let i = 0; i < propertyCount; i++) {
    properties[`r${n}_field_${i}`] = {
      type: 'string',
      minLength: 1,
      maxLength: 50 + i,
      format: 'email',
      description: `field ${i}`,
    }
  }
  const choice = { enum: [] as number[] }
  const schema = { type: 'object', properties, anyOf: [{ type: 'object' }, choice] }
  choice.enum = Array.from({ length: limits.schemaValues - count(schema) }, (_, i) => i * 7 + n)
  return schema
}

function bodyFor(n: number): string {
  let deep: unknown = 'x'
  // the body is one level, use_profile's arrays the others
  for (let i = 0; i < limits.bodyDepth - 1; i++) deep = [deep]
  const body: Record<string, unknown> = {
    url: env.SITE,
    goal: 'sse',
    output_schema: schemaFor(n),
    use_profile: deep,
    profile_id: {},
    api_integration: [],
  }
  const keys = limits.bodyValues - count(body) - FILLER_STRINGS
  body.profile_id = Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, 0]))
  const room = MAX_BODY_BYTES - 2048 - Buffer.byteLength(JSON.stringify(body))
  const size = Math.floor(room / FILLER_STRINGS) - 3
  body.api_integration = Array.from({ length: FILLER_STRINGS }, () => 'p'.repeat(size))
  return JSON.stringify(body)
}

const bodies = Array.from({ length: 20 }, (_, n) => bodyFor(n))
process.stdout.write('ready\n')
process.stdin.once('data', async () => {
  const t0 = performance.now()
  const statuses = await Promise.all(
    bodies.map(async (body) => {
      const response = await fetch(`${env.URL}/v1/automation/run-async`, {
        method: 'POST',
        headers: { 'x-api-key': env.KEY ?? '', 'content-type': 'application/json' },
        body,
      })
      const text = await response.text()
      if (response.status !== 200) process.stderr.write(`${response.status}: ${text.slice(0, 300)}\n`)
      return response.status
    }),
  )
  const kb = Buffer.byteLength(bodies[0] ?? '') / 1024
  process.stdout.write(`${JSON.stringify({ statuses, ms: performance.now() - t0, kb })}\n`)
  process.exit(0)
})
