import type { DecisionInput } from '../schemas/decision'

/**
 * The body an Ollama server answers to `POST /api/chat` (stream: false) when the model
 * replied `content` (a decision object, or raw text to simulate a bad reply).
 *
 * @example
 * http.post('http://127.0.0.1:11434/api/chat', () => HttpResponse.json(ollamaChatReply({ purpose: 'Done', done: true, result: {} })))
 */
export function ollamaChatReply(content: DecisionInput | string, model = 'qwen2.5:7b') {
  return {
    model,
    created_at: new Date().toISOString(),
    message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) },
    done_reason: 'stop',
    done: true,
    total_duration: 1_204_332_100,
    load_duration: 21_004_200,
    prompt_eval_count: 812,
    prompt_eval_duration: 402_113_000,
    eval_count: 64,
    eval_duration: 780_215_000,
  }
}

/**
 * The body an OpenAI-compatible server answers to `POST /v1/chat/completions`.
 *
 * @example
 * http.post('http://127.0.0.1:8000/v1/chat/completions', () => HttpResponse.json(openaiChatReply(decision)))
 */
export function openaiChatReply(content: DecisionInput | string, model = 'gpt-4o-mini') {
  const text = typeof content === 'string' ? content : JSON.stringify(content)
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2, 12)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: text, refusal: null },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: {
      prompt_tokens: 812,
      completion_tokens: 64,
      total_tokens: 876,
      prompt_tokens_details: { cached_tokens: 512 },
    },
    system_fingerprint: 'fp_0123456789',
  }
}
