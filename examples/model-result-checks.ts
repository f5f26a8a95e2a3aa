/**
 * What a run with a model returns when the model slips: a value found on no page comes back
 * listed in `unverified`, and a run that reaches `max_steps` returns what the model found, marked
 * `partial`. The model server is a stand-in here (msw answering as an OpenAI-compatible server
 * would); point `baseUrl` at yours (OpenAI, vLLM, llama.cpp, LM Studio) to use a real one.
 *
 *   pnpm example examples/model-result-checks.ts
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { closeDefaultBrowserPool, createOpenAIPlanner, runAutomation } from 'automation-core'
import { openaiChatReply } from 'automation-core/testing'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'

const html = `<!doctype html><title>Tiny shop</title>
<h1>Tiny shop</h1>
<p>Desk lamp: <b>$24.00</b>, in stock</p>
<p>Office chair: <b>$129.00</b>, ships in 3 days</p>`
const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html))
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`

// The stand-in model: it answers at once, with the lamp's price right and a brand it made up;
// asked again it keeps the brand. Told it can act no more, it answers with what it has.
const baseUrl = 'http://127.0.0.1:8099/v1'
const model = setupServer(
  http.post(`${baseUrl}/chat/completions`, async ({ request }) => {
    const { messages } = (await request.json()) as { messages: { content: string }[] }
    const prompt = messages.at(-1)?.content ?? ''
    const reply = prompt.includes('Goal: How much is the lamp')
      ? { purpose: 'Answer', done: true, success: true, result: { price: 24, brand: 'Lumina' } }
      : prompt.includes('You can take no more actions')
        ? { purpose: 'Report', done: true, success: false, result: { chair_price: '$129.00' } }
        : {
            purpose: 'Look around',
            actions: [{ type: 'scroll' as const, direction: 'down' as const }],
            done: false,
          }
    return HttpResponse.json(openaiChatReply(reply))
  }),
)
model.listen({ onUnhandledRequest: 'bypass' })
const planner = createOpenAIPlanner({ baseUrl, model: 'any' })

for (const request of [
  { url, goal: 'How much is the lamp, and which brand is it?' },
  { url, goal: 'Compare the chair with every other shop', agent_config: { max_steps: 3 } },
]) {
  // allowPrivateNetwork: the page is on loopback, which the URL policy refuses by default.
  const run = await runAutomation(request, { planner, allowPrivateNetwork: true }).finished
  console.log(JSON.stringify({ goal: request.goal, status: run.status, result: run.result }))
}

model.close()
await closeDefaultBrowserPool()
server.close()
