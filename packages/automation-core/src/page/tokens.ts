/**
 * Token counts in the o200k_base encoding (GPT-4o and later; within a few per cent of other
 * current tokenizers on page text), for the observation's budget. The encoding's tables are
 * large (about 2.4 MB of source, some 200 ms to load): they are loaded on the first call, not
 * when the package is imported.
 */

/** Counts the tokens of a text. */
export type CountTokens = (text: string) => number

let counter: Promise<CountTokens> | undefined

/**
 * The o200k_base counter, loaded once. Should the tokenizer fail to load, a bound above the
 * real count stands in (one token per 3 characters; page text averages 3.5 to 4).
 */
export function tokenCounter(): Promise<CountTokens> {
  counter ??= import('gpt-tokenizer/encoding/o200k_base').then(
    (m) => m.countTokens as CountTokens,
    () => (text: string) => Math.ceil(text.length / 3),
  )
  return counter
}
