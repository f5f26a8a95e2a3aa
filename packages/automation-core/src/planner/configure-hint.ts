/** Said when a goal is outside what the embedded planner understands: how to configure a model. */
export const CONFIGURE_MODEL_HINT =
  'The built-in planner carries out explicit instructions (click, type into, fill a form with field: value, ' +
  'set, choose, tick, expand, close, log in, go back, wait, scroll, submit) and questions over the rows a ' +
  'page shows (count, total, average, highest, lowest, filters, first N); see its grammar in the README. ' +
  'For anything else configure a model: AUTOMATION_PLANNER=ollama (with AUTOMATION_MODEL) or AUTOMATION_PLANNER=openai ' +
  '(with OPENAI_BASE_URL, OPENAI_API_KEY, AUTOMATION_MODEL), or pass createOllamaPlanner / createOpenAIPlanner.'
