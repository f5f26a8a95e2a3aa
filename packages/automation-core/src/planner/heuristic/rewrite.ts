/**
 * Everyday phrasings rewritten into the forms the clause rules read: "which laptop is the most
 * expensive" -> "get the most expensive laptop", "I need each result's name" -> "get each result
 * with its name". Only the wording changes, never what is asked. Pure.
 */

/** Words of a clause that only say where or how, not what. */
const WHERE_NOT_WHAT: RegExp[] = [
  // "the cheapest cookware you can find", "in the whole store": anywhere it is.
  /\s+(?:that )?(?:you|i|we) can (?:find|get|buy|see)\b/i,
  /\s+(?:in|on|from|across) the (?:whole|entire) (?:store|shop|site|catalogue|catalog)\b/i,
  // "(keep pressing Load more)", "(it opens in a new tab)": how, not what ("(title and price)" stays).
  /\s*\((?:keep|clicking|click|press|pressing|scroll|scrolling|it|they|this|that|which|opens?|just|e\.g\.|i\.e\.|via|using|by|if)\b[^)]*\)/gi,
  // "from the line at the top of the Herald's front page": where the value is written.
  /\s+from the (?:line|strip|banner|ticker)(?: (?:at|on) the (?:top|bottom))?\b.*$/i,
  // "from its product page": the page of the item, which is where it is read anyway.
  /\s+(?:from|on) (?:its|the item's|the product's) (?:own |product |detail |details )?page$/i,
]

/** [pattern, replacement] pairs, applied in order. */
const REWRITES: Array<[RegExp, string | ((...m: string[]) => string)]> = [
  // "Type bergen into the store search": a search for it.
  [
    /^(?:type|enter|put|write) (.+?) (?:in|into) the (?:[\w-]+ )?search(?: box| bar| field| form)?$/i,
    'search for $1',
  ],
  // "Deal with the cookie popup": close it, sharing as little as possible.
  [
    /^(?:deal with|handle|get rid of|get past|clear|take care of) (?:the |that |any )?(?:cookie|consent|privacy)(?:s)? (?:popup|pop-up|banner|notice|prompt|overlay|dialog|message|thing)$/i,
    'reject the cookies',
  ],
  // "What number should I call?": the phone number.
  [
    /^(?:what|which) (?:phone )?number (?:should|do|can|could) (?:i|we) (?:call|ring|dial|phone)$/i,
    'get the phone number',
  ],
  [
    /^(?:what|which) (?:e-?mail|address) (?:should|do|can|could) (?:i|we) (?:write|e-?mail|send) (?:to)?$/i,
    'get the email address',
  ],
  // "the first laptop on it": the page just opened.
  [/^((?:tell|give|show|get|list|what)\b.*?)\s+on (?:it|there|that page|this page)$/i, '$1'],
  // "the message it shows": what it shows.
  [/\bthe (?:message|text) (?:it|that) (?:shows|gives|displays)\b/i, 'what it shows'],
  // "which ones are they": the ones just counted.
  [/^(?:and )?(?:which|what) ones? (?:are|is|were) (?:they|it|those|these)$/i, 'list the ones'],
  // "which one do customers rate highest": the one with the highest rating.
  [
    /^(?:which|what) ([a-z]+) (?:do|does|did) (?:customers|people|users|reviewers|buyers|shoppers) (?:rate|score) (highest|best|lowest|worst)$/i,
    (_m, noun, how) => `get the ${noun} with the ${/highest|best/i.test(how) ? 'highest' : 'lowest'} rating`,
  ],
  // "what does the form complain about": the errors it shows.
  [
    /^what (?:does|did) (?:the form|it|the page) (?:complain about|object to|say is wrong|not like)$|^what(?:'s| is| was) wrong$/i,
    'get the errors',
  ],
  // "what does the basket show now": what the basket shows.
  [
    /^what (?:does|did) (?:the|my|your) ([a-z]+) (?:show|read|display|say)(?: now| afterwards| after that)?$/i,
    'tell me what the $1 shows',
  ],
  // "what does it say on the lamp's card": what appeared there.
  [/^what (?:does|did) it (?:say|show|read)(?: (?:on|in|under) .+)?$/i, 'tell me what it shows'],
  // "what day the story was published": when it was.
  [
    /^(?:what day|which day|what date|when) (?:was )?(?:the|this) (story|article|post) (?:was )?(published|posted|written)$/i,
    'when was the $1 $2',
  ],
  // "read the council budget story": open it.
  [/^read (the .+ (?:story|article|post))$/i, 'open $1'],
  // "How many people live in Mexico City": its population.
  [/^how many (?:people|residents|inhabitants) live in (.+)$/i, 'what is the population of $1'],
  [/\s+according to the (?:table|list|chart|page|site)$/i, ''],
  // "Where does the data on this page come from?": its source.
  [
    /^where (?:does|do) (?:the|this|these) (?:data|figures|numbers|facts)(?: [\w ]+?)? come from$/i,
    'get the source',
  ],
  // "list everything in the Packs category": all items there.
  [/\b(?:everything|every item|all of it)\b/i, 'all items'],
  // "the strangest thing the volunteers found": the strangest find.
  [/\bthe (\w+est) thing (?:the |they |we |you )?(?:[a-z]+ )?(?:found|find)\b/i, 'the $1 find'],
  // "and what it costs": with its price.
  [/,?\s+and (?:what|how much) (?:it|that one) costs$/i, ' with its price'],
  // "Is there anything here under $200?": the items under $200.
  [
    /^(?:is|are) there (?:anything|any items?|any products?)(?: here| on (?:this|the) page)? (under|below|over|above|less than|more than|cheaper than) /i,
    'list the items $1 ',
  ],
  // "Use the store search to find a chair": a search for it.
  [
    /^use the (?:[\w-]+ )?search(?: box| bar| field| form)? to (?:find|look for|search for|look up) (?:a |an |some |the )?/i,
    'search for ',
  ],
  // "every story's headline along with its section tag": each story with its headline and tag.
  [
    /^(?:(?:give|get|list|show) (?:me )?)?(?:every|each) ([a-z]+)'s ([a-z]+) (?:along with|together with|with|and) its ([a-z ]+)$/i,
    'list each $1 with its $2 and $3',
  ],
  [/\b(?:section|category|topic) tag\b/i, 'tag'],
  // "Q3's revenue and profit": the revenue and profit of Q3.
  [/^((?:give|get|tell|show) (?:me )?)([A-Z0-9][\w-]*)'s ([a-z]+) and ([a-z]+)$/, '$1the $3 and $4 of $2'],
  // "today's weather": the weather.
  [/\b(?:today's|todays|current|the current)\s+(?=[a-z])/i, ''],
  // "what error you get": the error.
  [
    /^(?:tell me |show me )?what (errors?|error messages?|messages?) (?:do |did |will )?(?:you|i|we) (?:get|see|got)$/i,
    'get the $1',
  ],
  // "what the description says": the description.
  [
    /\bwhat (?:the|its) (?!page|site|frame|widget|box|form|button|screen|confirmation|message|error|banner|basket|cart)([a-z]+) (?:says|reads|said)$/i,
    'its $1',
  ],
  [
    /^what (?:does|did) (?:the|its) (?!page|site|frame|widget|box|form|button|screen|confirmation|message|error|banner|basket|cart)([a-z]+) say$/i,
    'tell me its $1',
  ],
  // "its customer rating": its rating.
  [/\b(?:customer|average|overall|star|user|review) rating\b/i, 'rating'],
  // "I need each result's name": a request for it.
  [/^(?:i need|i want|i'd like|i would like|we need|i'm looking for)\s+(?!to\b)/i, 'get '],
  // "What comes up when you search for 'coffee maker'?": that search.
  [
    /^what (?:comes up|shows up|turns up|do (?:you|i|we) get|results? (?:come|comes|show|shows) up) (?:when|if) (?:you|i|we) (?:search|look) (?:for )?/i,
    'search for ',
  ],
  // "I'm after a cutting board - search for one": a search for it.
  [
    /^(?:i'm|i am|we're|we are) (?:after|looking for|hunting for|shopping for) (?:a |an |some )?(.+?)\s*(?:[-–—,:;]|\band\b)\s*(?:please )?(?:search|look) for (?:one|it|them|some)\b/i,
    'search for $1',
  ],
  // "which laptop is the most expensive": the most expensive laptop.
  [
    /^((?:tell|show|give) (?:me|us) )?(?:which|what) ([a-z]+) (?:is|was) (?:the )?(cheapest|least expensive|most expensive|priciest|dearest)(?: one)?\b/i,
    (_m, verb, noun, order) => `${verb ?? 'get '}the ${order} ${noun}`,
  ],
  // "which one has the highest customer rating": the one with the highest rating.
  [
    /^(?:(?:tell|show|give) (?:me|us) )?(?:which|what) ([a-z]+) (?:has|had|have|gets?|got) the (highest|lowest|best|top|worst|most|fewest|largest|smallest|biggest) ([a-z]+(?: [a-z]+)?)(,? (?:along with|together with|with|and|plus) (?:its|their) [a-z ,]+)?$/i,
    'get the $1 with the $2 $3$4',
  ],
  // "which result costs the most": the most expensive result.
  [
    /^(?:(?:tell|show|give) (?:me|us) )?(?:which|what) ([a-z]+) (?:costs?|is priced) the (most|least)$/i,
    (_m, noun, most) => `get the ${most.toLowerCase() === 'most' ? 'most expensive' : 'cheapest'} ${noun}`,
  ],
  // "which is the smallest city in the top ten": which city is the smallest.
  [
    /^(?:(?:tell|show|give) (?:me|us) )?which is the (smallest|largest|biggest) ([a-z]+)(?: (?:in|of) the (?:top|first) (?:\d+|ten|five|twenty))?$/i,
    'which $2 is the $1',
  ],
  // "the cheapest thing for sale on the Nordhem page": the cheapest item here.
  [/\s+(?:for sale|on offer)(?= |$)/i, ''],
  [/\s+on the [A-Z][\w'-]*(?: [A-Z][\w'-]*)? (?:page|site|store|shop|website)$/, ''],
  [/\b(thing|things)\b/i, (_m, w) => (w.toLowerCase() === 'thing' ? 'item' : 'items')],
  // "every product that is sold out": which products are sold out.
  [
    /^(?:(?:tell|show|give) (?:me|us) |list |get |find )?(?:every|all(?: the)?|each|the) ([a-z]+?)s? (?:that|which) (?:is|are) (?:currently )?(sold out|out of stock|unavailable)$/i,
    (_m, noun, state) => `which ${noun}s are ${state}`,
  ],
  // "what did it cost before the discount", "what was its original price": the struck-through price.
  [
    /^(?:what|how much) (?:did|was|were|does) (.+?) (?:cost|sell for|go for|priced at)? ?before (?:the |its )?(?:discount|sale|reduction|price cut|markdown)$/i,
    'what is the old price of $1',
  ],
  [
    /^what (?:was|is) (?:the )?(?:original|old|regular|previous|full|usual|normal|list) price of (.+)$/i,
    'what is the old price of $1',
  ],
  [
    /^what (?:was|is) (.+?)'s (?:original|old|regular|previous|full|usual|normal|list) price$/i,
    'what is the old price of $1',
  ],
  // "each laptop's name and rating": each laptop with its name and rating.
  [/\beach ([a-z]+)'s\s+/i, 'each $1 with its '],
]

/** The clause in the wording the clause rules read. */
export function rewriteClause(clause: string): string {
  let out = clause
  for (const re of WHERE_NOT_WHAT) out = out.replace(re, '')
  for (const [re, to] of REWRITES) out = typeof to === 'string' ? out.replace(re, to) : out.replace(re, to)
  return out.trim()
}
