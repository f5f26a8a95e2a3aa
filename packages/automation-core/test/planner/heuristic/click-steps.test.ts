import { describe, expect, it } from 'vitest'
import { buttonOfItem } from '../../../src/planner/heuristic/click-steps'
import { controlsOf } from '../../../src/planner/heuristic/page-text'
import { pageOfRendering } from '../rendered-page'

const PAGE = `Title: Shop — https://shop.example/
Oslo Lounge Chair
$349.00 [6]<button>Buy now</button>
Bergen Floor Lamp
$129.00 [7]<button>Buy now</button>
Lund Wool Throw
$59.00 [8]<button>Buy now</button> [9]<button>Details</button>`

describe('buttonOfItem', () => {
  const page = pageOfRendering(PAGE)
  const controls = controlsOf(page)
  it('finds the button that follows the item’s name', () => {
    expect(buttonOfItem(page, controls, 'buy now', 'Bergen Floor Lamp')?.index).toBe(7)
    expect(buttonOfItem(page, controls, 'Buy now', 'lund wool throw')?.index).toBe(8)
  })
  it('finds nothing for an item or a button the page does not have', () => {
    expect(buttonOfItem(page, controls, 'Buy now', 'Stockholm Sofa')).toBeUndefined()
    expect(buttonOfItem(page, controls, 'Add to wishlist', 'Oslo Lounge Chair')).toBeUndefined()
  })
})
