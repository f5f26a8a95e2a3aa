/** Said when a goal is outside what the embedded planner understands: how to configure a model. */
export const CONFIGURE_MODEL_HINT =
  'The built-in heuristic planner only understands simple goals (extract items or page facts, ' +
  'navigate, search, fill a form, follow pages, and explicit instructions: click, type into, ' +
  'choose from, tick, expand, press a key, go back, wait, scroll, submit). For anything else ' +
  'configure a model: AUTOMATION_PLANNER=ollama (with AUTOMATION_MODEL) or AUTOMATION_PLANNER=openai ' +
  '(with OPENAI_BASE_URL, OPENAI_API_KEY, AUTOMATION_MODEL), or pass createOllamaPlanner / createOpenAIPlanner.'
