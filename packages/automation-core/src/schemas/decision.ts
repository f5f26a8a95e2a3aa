import { z } from 'zod'

const index = z.int().min(0).describe('index of the element, as shown in the observation: [12]')

/** Every action a planner may ask for. Each is bounded in time when carried out. */
export const ActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('click'), index }),
  z.object({
    type: z.literal('fill'),
    index,
    text: z.string(),
    submit: z.boolean().optional().describe('press Enter afterwards'),
  }),
  z.object({
    type: z.literal('type'),
    index,
    text: z.string().describe('typed key by key, after what is there'),
  }),
  z.object({ type: z.literal('select'), index, value: z.string().describe('option value or visible label') }),
  z.object({
    type: z.literal('list_options'),
    index: index.describe('a select or combobox; opens it, returns its options'),
  }),
  z.object({ type: z.literal('check'), index, checked: z.boolean().default(true) }),
  z.object({
    type: z.literal('press'),
    key: z.string().describe('e.g. Enter, Escape, Tab, ArrowDown'),
    index: index.optional(),
  }),
  z.object({ type: z.literal('hover'), index }),
  z.object({
    type: z.literal('scroll'),
    direction: z.enum(['down', 'up', 'left', 'right']).default('down'),
    amount: z.int().min(1).optional().describe('pixels, default most of a screen'),
    container: index.optional().describe('scroll inside this box'),
    index: index.optional().describe('scroll this element into view instead'),
  }),
  z.object({
    type: z.literal('find_text'),
    text: z.string().min(1).describe('scrolls to its first match, counts matches'),
  }),
  z.object({ type: z.literal('navigate'), url: z.string() }),
  z.object({ type: z.literal('back') }),
  z.object({ type: z.literal('forward') }),
  z.object({ type: z.literal('reload') }),
  z.object({
    type: z.literal('wait'),
    for: z.enum(['text', 'element', 'network', 'time']),
    text: z.string().optional().describe('for: text'),
    selector: z.string().optional().describe('CSS selector, for: element'),
    ms: z.int().min(0).max(30_000).optional().describe('upper bound, or the time for: time'),
  }),
  z.object({ type: z.literal('switch_tab'), tab: z.int().min(0).describe('tab index from the observation') }),
  z.object({ type: z.literal('open_tab'), index: index.describe('a link to open in a new tab') }),
  z.object({
    type: z.literal('close_tab'),
    tab: z.int().min(0).optional().describe('default the active one'),
  }),
  z.object({
    type: z.literal('extract'),
    what: z.string().describe('what to extract, in words: "the product cards", "the table"'),
    selector: z.string().optional().describe('CSS selector of the container, if known'),
    section: z
      .string()
      .optional()
      .describe('words of the heading of the part of the page to read, e.g. "Most read"'),
    fields: z
      .array(z.string().max(60))
      .max(20)
      .optional()
      .describe(
        'fields to read beyond name, price, url, image, rating, date, description, e.g. ["category"]',
      ),
    limit: z.int().min(1).max(1000).optional(),
    skip: z
      .int()
      .min(0)
      .max(5)
      .optional()
      .describe('lists or tables to pass over: 1 reads the next best one, apart from the best'),
  }),
])
export type Action = z.infer<typeof ActionSchema>
export type ActionType = Action['type']

/**
 * One planner decision: either some actions to carry out, or done with the result.
 * Goal-level failure is a done decision whose result says `{ status: 'failure', reason }`.
 */
export const DecisionSchema = z
  .object({
    purpose: z.string().min(1).describe('what this step does, for a person watching'),
    actions: z.array(ActionSchema).max(10).default([]),
    done: z.boolean().default(false),
    success: z.boolean().optional().describe('with done: whether the goal was reached'),
    result: z.record(z.string(), z.unknown()).nullable().optional(),
  })
  .superRefine((d, ctx) => {
    if (d.done && (d.result === undefined || d.result === null)) {
      ctx.addIssue({ code: 'custom', path: ['result'], message: 'a done decision needs a result object' })
    }
    if (!d.done && d.actions.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['actions'], message: 'give at least one action, or set done' })
    }
  })
export type Decision = z.output<typeof DecisionSchema>
export type DecisionInput = z.input<typeof DecisionSchema>
