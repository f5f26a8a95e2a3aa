/**
 * Held-out round 9: Forkly, a small food delivery site (test/fixtures/sites/food/), written by someone
 * who has not read the planner. 10 instructions, 14 questions (one of them also acts), 6 refusals.
 * Restaurant, menu and order data live in food/data.js and are rendered by the page scripts.
 * First contact (one run before any work on it): 10 of 30 correct, 4 of 24 tasks done, 1 wrong (test/goals/first-contact.json).
 */
import { type GoalCase, num, oneOf, performed, unordered } from './cases'

const money = (text: string): ReturnType<typeof oneOf> => oneOf(text, Number(text.replace(/[$,]/g, '')))

export const round9Cases: GoalCase[] = [
  // ---- instructions

  // home.js: the "Thai" chip (aria-pressed) and the "Free delivery" role=switch; every change reports
  // filters {cuisines, freeDelivery, maxTime, sort} (maxTime 'Any time' and sort 'Recommended' untouched).
  {
    id: 'r9-food-thai-free-delivery',
    site: '/food/',
    goal: 'only show me thai places that deliver for free',
    expect: performed,
    state: { filters: { cuisines: ['Thai'], freeDelivery: true, maxTime: 'Any time', sort: 'Recommended' } },
  },
  // index.html: <select id="max-time"> option "30 min or less"; the "Sort: Recommended" menu button
  // (aria-haspopup=menu) with the menuitemradio "Delivery fee".
  {
    id: 'r9-food-sort-fee-max-30',
    site: '/food/',
    goal: 'Sort by delivery fee, and I only want places that take 30 min or less',
    expect: performed,
    state: {
      filters: { cuisines: [], freeDelivery: false, maxTime: '30 min or less', sort: 'Delivery fee' },
    },
  },
  // data.js menus['nonna-rosa'].Pizza: 'Margherita' (in the hidden "Pizza" tab); options.pizza sizes
  // 'Large', extras 'Extra mozzarella'; the dialog's quantity spinbutton; restaurant.js reports cart.
  {
    id: 'r9-food-two-large-margheritas',
    site: '/food/restaurant.html?r=nonna-rosa',
    goal: 'add 2 large margheritas with extra mozzarella to my order',
    expect: performed,
    state: { cart: [{ dish: 'Margherita', size: 'Large', extras: ['Extra mozzarella'], quantity: 2 }] },
  },
  // restaurant.html: the "More options" button (⋯, aria-haspopup=menu) with the menuitem
  // "Add to favourites"; restaurant.js reports favourites (names).
  {
    id: 'r9-food-favourite-from-menu',
    site: '/food/restaurant.html?r=sakura',
    goal: 'Open the More options menu and pick Add to favourites',
    expect: performed,
    state: { favourites: ['Sakura Sushi Bar'] },
  },
  // checkout.html: the Street combobox (listbox of data.js streets: "Lind" matches Linden Avenue and
  // Linden Court) and the "House number" field; checkout.js reports address {street, houseNumber}.
  {
    id: 'r9-food-street-autocomplete',
    site: '/food/checkout.html',
    goal: 'type Lind into the street box, choose Linden Court from the suggestions, then put 22 as the house number',
    expect: performed,
    state: { address: { street: 'Linden Court', houseNumber: '22' } },
  },
  // checkout.html: radio "Schedule for later" reveals the calendar (day buttons, aria-label
  // "Saturday, December 12, 2026") and the "Time slot" select ("7:30 PM"); payment radio
  // "Cash on delivery"; tip button "15%". checkout.js reports delivery, payment, tip.
  {
    id: 'r9-food-schedule-cash-tip',
    site: '/food/checkout.html',
    goal: 'Schedule the delivery for later: 12 December 2026 at 7:30 PM. I will pay cash on delivery, and give a 15% tip',
    expect: performed,
    state: {
      delivery: { when: 'Schedule for later', date: '2026-12-12', time: '7:30 PM' },
      payment: 'Cash on delivery',
      tip: '15%',
    },
  },
  // help.html: "Contact us" links to contact.html (Topic select "Missing or wrong item", Order number,
  // Your name, Email, Message, "Call me back" unchecked, "Send message"); contact.js reports contact.
  {
    id: 'r9-food-contact-support',
    site: '/food/help.html',
    goal: 'get in touch with support: topic missing or wrong item, order FK-20417, name Priya Raman, email priya.raman@example.com, message "The garlic naan was missing from my bag." and send it',
    expect: performed,
    state: {
      contact: {
        topic: 'Missing or wrong item',
        orderNumber: 'FK-20417',
        name: 'Priya Raman',
        email: 'priya.raman@example.com',
        message: 'The garlic naan was missing from my bag.',
        callback: false,
      },
      visited: '/food/contact.html',
    },
  },
  // partner.html: Username, Password, "Sign in"; partner.js accepts nonna.rosa / Basil&Oil7 and
  // reports partnerUser.
  {
    id: 'r9-food-partner-login',
    site: '/food/partner.html',
    goal: 'sign in with username nonna.rosa and password Basil&Oil7',
    expect: performed,
    state: { partnerUser: 'nonna.rosa' },
  },
  // account.html: the collapsed "Notifications" disclosure (aria-expanded) holds four role=switch:
  // Order updates by SMS (off), Push notifications (on), Promotional emails (on), Weekly newsletter (off).
  {
    id: 'r9-food-notification-switches',
    site: '/food/account.html',
    goal: 'In my notification settings turn off promotional emails and switch SMS order updates on',
    expect: performed,
    state: {
      notifications: {
        'Order updates by SMS': true,
        'Push notifications': true,
        'Promotional emails': false,
        'Weekly newsletter': false,
      },
    },
  },
  // orders.html: row FK-20391 (page 1) "View receipt" opens <dialog id="receipt"> (showModal);
  // Escape closes it; orders.js reports receipt {order, open}.
  {
    id: 'r9-food-receipt-escape',
    site: '/food/orders.html',
    goal: 'open the receipt for order FK-20391 and then press Escape to close it',
    expect: performed,
    state: { receipt: { order: 'FK-20391', open: false } },
  },

  // ---- questions

  // data.js restaurants with fee: 'Free' (12 cards show at first, "Show more restaurants" adds the rest).
  {
    id: 'r9-food-free-delivery-names',
    site: '/food/',
    goal: 'Which restaurants have free delivery? just the names',
    expect: {
      restaurants: unordered([
        'Bombay Spice House',
        'Lotus Thai Kitchen',
        'Cedar & Sumac',
        'Slice of Brooklyn',
        'Big Sur Grill',
        'Wok This Way',
        'Trattoria Da Luca',
        'Saigon Corner',
        'Taco Loco',
      ]),
    },
    keys: ['names', 'restaurant_names', 'free_delivery', 'free_delivery_restaurants', 'results', 'items'],
  },
  // data.js restaurants with open: false: Cedar & Sumac, Pho Real, Casa Oaxaca, Kimchi House
  // (cards say "Closed · Opens ..."); the last two are behind "Show more restaurants".
  {
    id: 'r9-food-closed-count',
    site: '/food/help.html',
    goal: 'how many of the restaurants are closed right now?',
    expect: { count: 4 },
    keys: ['closed', 'closed_count', 'number', 'number_closed', 'total', 'closed_restaurants_count'],
  },
  // data.js Mexican: El Camino Taqueria 4.4 open, Casa Oaxaca 4.8 closed, Taco Loco 3.8 open.
  {
    id: 'r9-food-best-open-mexican',
    site: '/food/',
    goal: "What's the best rated Mexican restaurant that is open at the moment?",
    expect: { restaurant: 'El Camino Taqueria' },
    keys: ['name', 'restaurant_name', 'answer', 'best'],
    match: 'subset',
  },
  // data.js: { id: 'curry-leaf', ..., minOrder: '$20.00' } (card "Min. order $20.00", 13th card).
  {
    id: 'r9-food-curry-leaf-min-order',
    site: '/food/restaurant.html?r=bombay',
    goal: 'whats the minimum order at Curry Leaf',
    expect: { minimum_order: money('$20.00') },
    keys: ['min_order', 'minimum', 'minimum_order_amount', 'min_order_amount', 'answer'],
    match: 'subset',
  },
  // data.js menus['nonna-rosa'], dishes tagged 'vegan' across the Starters, Pasta, Pizza and Desserts tabs.
  {
    id: 'r9-food-nonna-vegan-dishes',
    site: '/food/restaurant.html?r=nonna-rosa',
    goal: 'I am vegan - which dishes can I order here? names and prices',
    expect: {
      dishes: unordered([
        { name: 'Bruschetta al Pomodoro', price: money('$7.50') },
        { name: 'Minestrone Soup', price: money('$6.50') },
        { name: 'Penne Arrabbiata', price: money('$13.00') },
        { name: 'Fusilli Primavera', price: money('$14.00') },
        { name: 'Ortolana', price: money('$13.50') },
        { name: 'Sorbetto al Limone', price: money('$5.50') },
      ]),
    },
    keys: ['vegan_dishes', 'items', 'vegan', 'menu_items', 'vegan_options'],
    aliases: { name: ['dish', 'title', 'dish_name'], price: ['cost'] },
  },
  // data.js menus['lotus-thai'].Desserts: Mango Sticky Rice $7.50 is out; the other four are under $7.
  {
    id: 'r9-food-lotus-desserts-under-7',
    site: '/food/restaurant.html?r=lotus-thai',
    goal: 'Which desserts here cost less than $7? Give the prices too.',
    expect: {
      desserts: unordered([
        { name: 'Coconut Ice Cream', price: money('$5.50') },
        { name: 'Banana Roti', price: money('$6.50') },
        { name: 'Thai Tea Panna Cotta', price: money('$6.95') },
        { name: 'Black Sticky Rice Pudding', price: money('$6.00') },
      ]),
    },
    keys: ['items', 'dishes', 'desserts_under_7', 'results'],
    aliases: { name: ['dish', 'title', 'dessert'], price: ['cost'] },
  },
  // data.js hours.bombay, Friday (5th entry): '11:30 AM – 11:30 PM', in the collapsed "Opening hours" section.
  {
    id: 'r9-food-bombay-friday-closing',
    site: '/food/restaurant.html?r=bombay',
    goal: 'what time does this place close on friday',
    expect: { closing_time: '11:30 PM' },
    keys: ['closes', 'close', 'closes_at', 'closing', 'time', 'friday_closing_time', 'answer'],
    match: 'subset',
  },
  // data.js orders of October 2026 with status Delivered: FK-20342 $64.99, FK-20301 $41.99,
  // FK-20279 $20.00, FK-20233 $38.90 (FK-20318 Cancelled and FK-20255 Refunded left out) = $165.88.
  {
    id: 'r9-food-october-delivered-spend',
    site: '/food/orders.html',
    goal: 'How much did I spend in total on my delivered orders in October 2026?',
    expect: { total: money('$165.88') },
    keys: ['total_spent', 'spent', 'sum', 'amount', 'total_amount', 'answer'],
    match: 'subset',
    derived: ['$165.88'],
  },
  // data.js orders with status Cancelled, newest first: FK-20318 (page 1), FK-20140 (page 2), FK-19950 (page 3).
  {
    id: 'r9-food-cancelled-orders',
    site: '/food/orders.html',
    goal: 'list my cancelled orders, order number + restaurant',
    expect: {
      orders: unordered([
        { order: 'FK-20318', restaurant: 'Green Fork' },
        { order: 'FK-20140', restaurant: 'Falafel Corner' },
        { order: 'FK-19950', restaurant: 'Seoul Bowl' },
      ]),
    },
    keys: ['cancelled_orders', 'cancelled', 'results', 'items'],
    aliases: {
      order: ['order_number', 'order_id', 'id', 'number', 'order_no'],
      restaurant: ['restaurant_name', 'name'],
    },
  },
  // data.js orders: the largest total is FK-19885, Sakura Sushi Bar, $91.15 (page 3 of the order history).
  {
    id: 'r9-food-priciest-order',
    site: '/food/account.html',
    goal: 'Which was my most expensive order ever? I need the order number, the restaurant and the total',
    expect: { order: 'FK-19885', restaurant: 'Sakura Sushi Bar', total: money('$91.15') },
    aliases: {
      order: ['order_number', 'order_id', 'id', 'number', 'order_no'],
      restaurant: ['restaurant_name'],
      total: ['amount', 'price', 'order_total'],
    },
    match: 'subset',
  },
  // help.html, "Can I cancel my order?": "You can cancel free of charge within 5 minutes of placing your order."
  {
    id: 'r9-food-free-cancel-window',
    site: '/food/help.html',
    goal: 'how long after ordering can I still cancel for free?',
    expect: { answer: oneOf('5 minutes', 'within 5 minutes') },
    keys: [
      'time',
      'window',
      'cancellation_window',
      'time_limit',
      'cutoff',
      'deadline',
      'duration',
      'cancel_window',
    ],
    match: 'subset',
  },
  // account.html, Forkly Rewards: "Points balance" 1,240 (reached from the header menu "Priya ▾").
  {
    id: 'r9-food-reward-points',
    site: '/food/orders.html',
    goal: 'how many rewards points have I got?',
    expect: { points: num('1,240') },
    keys: ['points_balance', 'balance', 'reward_points', 'rewards_points', 'loyalty_points', 'answer'],
    match: 'subset',
  },
  // data.js menus['lotus-thai'].Mains: Pad Thai $14.00 + Green Curry $15.50 = $29.50; promos.WELCOME10
  // takes 10% ($2.95); Lotus Thai Kitchen fee: 'Free'; total computed by common.js F.totals = $26.55.
  {
    id: 'r9-food-lotus-promo-total',
    site: '/food/restaurant.html?r=lotus-thai',
    goal: 'Put one pad thai and one green curry in my cart, apply the promo code WELCOME10 and tell me the total',
    expect: { total: money('$26.55') },
    keys: ['order_total', 'cart_total', 'total_price', 'grand_total', 'answer'],
    match: 'subset',
    derived: ['$26.55'],
    state: {
      cart: unordered([
        { dish: 'Pad Thai', size: 'Regular', extras: [], quantity: 1 },
        { dish: 'Green Curry', size: 'Regular', extras: [], quantity: 1 },
      ]),
      promo: 'WELCOME10',
    },
  },
  // zones.html (the same-origin iframe under "Delivery areas" on help.html): Zone C, Harbourside,
  // Hillcrest, distance surcharge $2.50.
  {
    id: 'r9-food-zone-c-surcharge',
    site: '/food/help.html',
    goal: "what's the distance surcharge for zone C",
    expect: { surcharge: money('$2.50') },
    keys: ['distance_surcharge', 'zone_c_surcharge', 'fee', 'extra_charge', 'charge', 'answer'],
    match: 'subset',
  },

  // ---- refusals

  // An opinion: the site has ratings, not taste verdicts.
  {
    id: 'r9-food-refuse-tastiest-pizza',
    site: '/food/',
    goal: 'which place does the tastiest pizza in town?',
    expect: { refuse: true },
  },
  // No calorie or nutrition data anywhere on the site.
  {
    id: 'r9-food-refuse-lasagne-calories',
    site: '/food/restaurant.html?r=nonna-rosa',
    goal: 'How many calories are in the Lasagne alla Bolognese?',
    expect: { refuse: true },
  },
  // Every row of orders.html has its own "Reorder" button, and the goal does not say which.
  {
    id: 'r9-food-refuse-ambiguous-reorder',
    site: '/food/orders.html',
    goal: 'click Reorder',
    expect: { refuse: true },
  },
  // checkout.html payment radios: Credit or debit card, Cash on delivery, Forkly credit; no PayPal.
  {
    id: 'r9-food-refuse-paypal',
    site: '/food/checkout.html',
    goal: 'select PayPal as my payment method',
    expect: { refuse: true },
  },
  // Receipts list items, fees, tip and payment, never the rider.
  {
    id: 'r9-food-refuse-rider-name',
    site: '/food/orders.html',
    goal: "What's the name of the rider who delivered order FK-20417?",
    expect: { refuse: true },
  },
  // account.html has no way to delete or close the account.
  {
    id: 'r9-food-refuse-delete-account',
    site: '/food/account.html',
    goal: 'delete my Forkly account',
    expect: { refuse: true },
  },
]
