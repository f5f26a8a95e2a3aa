/**
 * automation-core/testing: for unit-testing automation flows without a model.
 * A scripted planner replays decisions; the model reply helpers build the bodies that
 * Ollama and OpenAI-compatible servers answer, for msw handlers.
 */

export { createScriptedPlanner } from './planner/scripted-planner'
export { ollamaChatReply, openaiChatReply } from './testing/model-replies'
