/** Words of goals: numbers, ordinals, field words, filler, item nouns, singular and plural. */
import { COUNTING_ORDINALS, NUMBER_WORDS } from '../embedded/lexicon/words'

export const NUMBERS: Readonly<Record<string, number>> = NUMBER_WORDS
export const ORDINALS: Readonly<Record<string, number>> = COUNTING_ORDINALS
export const NUM = `\\d+|${Object.keys(NUMBERS).join('|')}`
export const toNumber = (s: string) => NUMBERS[s.toLowerCase()] ?? Number.parseInt(s, 10)

/** Month names, January first. */
export const MONTHS =
  'january february march april may june july august september october november december'.split(' ')

/** How many pages "all pages" means: a bound, so a site with endless pages still ends. */
export const ALL_PAGES = 10

/** Field words -> the extracted field they read. Keys are singular. */
export const FIELD_WORDS: Record<string, string> = {
  name: 'name',
  title: 'name',
  headline: 'name',
  heading: 'name',
  label: 'name',
  price: 'price',
  cost: 'price',
  link: 'url',
  url: 'url',
  href: 'url',
  image: 'image',
  picture: 'image',
  photo: 'image',
  thumbnail: 'image',
  img: 'image',
  rating: 'rating',
  stars: 'rating',
  date: 'date',
  description: 'description',
  summary: 'description',
  snippet: 'description',
  excerpt: 'description',
  author: 'author',
  seller: 'seller',
  brand: 'brand',
  location: 'location',
  availability: 'availability',
  stock: 'availability',
}

/** Words that say nothing about what to extract. */
export const FILLER = new Set(
  (
    'the a an and or with their its his her plus including include along as json list of on in at from for ' +
    'each all every only also them me us this that these those page site here shown listed visible available ' +
    'there which is are displayed current my our your you to it into please following some any data info ' +
    'information details detail matching matched found resulting returned relevant'
  ).split(' '),
)

/** Item nouns that need not be written on the page to make sense ("products" on a shop). */
export const GENERIC_NOUNS = new Set(
  'items item results result products product entries entry records record listings listing things thing pieces piece cards card rows row articles article stories story posts post news headlines'.split(
    ' ',
  ),
)

/** Singular of a simple English plural. */
export function singular(word: string): string {
  const w = word.toLowerCase()
  if (/ies$/.test(w)) return `${w.slice(0, -3)}y`
  if (/(ss|is)$/.test(w) || /^(?:status|bus|campus|bonus|virus|census|corpus|focus|menus?)$/.test(w)) return w
  if (/(ch|sh|x|ses)es$/.test(w)) return w.slice(0, -2)
  return w.endsWith('s') ? w.slice(0, -1) : w
}

/** Plural of a simple English noun. */
export function plural(word: string): string {
  const w = word.toLowerCase()
  if (w.endsWith('s') && w !== singular(w)) return w
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ies`
  if (/(ch|sh|x|s)$/.test(w)) return `${w}es`
  return `${w}s`
}
