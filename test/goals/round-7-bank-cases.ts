/**
 * Held-out round 7: Larchmont Bank online banking (test/fixtures/sites/bank/), written by someone
 * who has not read the planner. Data: bank/data.js (balances as of Jun 18, 2025; activity from
 * Mar 1, 2025); the pages report what a user changed with reportState (keys named per case).
 * First contact (one run before any work on it): 8 of 30 correct, 2 of 24 tasks done, 4 wrong (test/goals/first-contact.json).
 */
import { type GoalCase, num, oneOf, performed, unordered } from './cases'

const CHECKING = 'Everyday Checking ••4821'
const SAVINGS = 'High-Yield Savings ••7730'
const VISA = 'Platinum Rewards Visa ••0094'

export const round7Cases: GoalCase[] = [
  // ---- instructions

  // index.html: demo account "username dana.reyes, password Lighthouse#42", checkbox "Remember this device";
  // on success it reports signedIn { user, rememberDevice } and goes to accounts.html
  {
    id: 'bank-sign-in-remember',
    site: '/bank/',
    goal: 'log in as dana.reyes with password Lighthouse#42 and tick remember this device',
    expect: performed,
    state: { signedIn: { user: 'dana.reyes', rememberDevice: true }, visited: '/bank/accounts.html' },
  },
  // transfer.html: From/To selects, Amount, Transfer date (text + calendar of day buttons, June 2025
  // onwards), Memo; "Review transfer" -> "Submit transfer" -> dialog "Confirm"; reports transfer {...}
  {
    id: 'bank-transfer-to-savings',
    site: '/bank/transfer.html',
    goal: 'Move $250 from my checking to my savings on June 27, 2025, memo "Vacation fund". Review it and confirm the transfer.',
    expect: performed,
    state: {
      transfer: {
        from: CHECKING,
        to: SAVINGS,
        amount: 250,
        date: '2025-06-27',
        frequency: 'One time',
        memo: 'Vacation fund',
      },
    },
  },
  // cards.html: a role=switch "Freeze card" per card; data.js cards: the virtual card starts frozen;
  // reports frozen { card name: bool } for all three cards
  {
    id: 'bank-freeze-debit',
    site: '/bank/cards.html',
    goal: "I can't find my debit card, freeze it please",
    expect: performed,
    state: {
      frozen: {
        'Everyday Debit Mastercard': true,
        'Platinum Rewards Visa': false,
        'Online Shopping Virtual Card': true,
      },
    },
  },
  // cards.html: collapsed "Spending limits" of the debit card, spin buttons "Daily purchase limit" (2500)
  // and "Daily ATM withdrawal limit" (500, steps of $50), "Save limits" reports debitLimits
  {
    id: 'bank-debit-atm-limit',
    site: '/bank/cards.html',
    goal: 'raise the daily ATM withdrawal limit on my debit card to $700 and save',
    expect: performed,
    state: { debitLimits: { dailyPurchase: 2500, dailyAtm: 700 } },
  },
  // settings.html Alerts tab (hidden until the tab is chosen): switches auto-save and report alerts;
  // Low balance below $200 -> 100, "Statement ready" on -> off; the others keep their defaults
  {
    id: 'bank-alerts-low-balance',
    site: '/bank/settings.html',
    goal: 'In my alert settings, change the low balance alert amount to 100 dollars and switch off the statement ready alert.',
    expect: performed,
    state: {
      alerts: {
        lowBalance: true,
        lowBalanceBelow: 100,
        largePurchase: true,
        largePurchaseOver: 500,
        depositReceived: false,
        paymentDue: true,
        newDevice: true,
        statementReady: false,
        transferCompleted: false,
        channels: ['Email', 'Text message'],
      },
    },
  },
  // payees.html links "+ Add a payee" to payee-new.html: "Payee name" combobox over data.js billers
  // ("Greenfield Water District", also "Greenline Internet", "Greenway Lawn Care"), Account number,
  // Nickname, Category select; "Add payee" reports payeeAdded and returns to payees.html
  {
    id: 'bank-add-water-payee',
    site: '/bank/payees.html',
    goal: 'Add a new payee: pick Greenfield Water District from the company suggestions, account number 5501288, nickname Lake house water, category Utilities',
    expect: performed,
    state: {
      payeeAdded: {
        name: 'Greenfield Water District',
        accountNumber: '5501288',
        nickname: 'Lake house water',
        category: 'Utilities',
      },
      visited: '/bank/payees.html',
    },
  },
  // accounts.html opens the help chat on load; "Close chat" (×) reports chatOpen false;
  // the header nav link "Statements" goes to statements.html
  {
    id: 'bank-close-chat-then-statements',
    site: '/bank/accounts.html',
    goal: 'get rid of the chat box, then go to statements',
    expect: performed,
    state: { chatOpen: false, visited: '/bank/statements.html' },
  },
  // common.js: the "Dana Reyes" menu button (aria-haspopup=menu) has the menu item "Sign out",
  // which reports signedIn false and goes to index.html?signedout=1
  {
    id: 'bank-sign-out-menu',
    site: '/bank/cards.html',
    goal: 'open the menu under my name and sign out',
    expect: performed,
    state: { signedIn: false, visited: '/bank/index.html' },
  },
  // statements.html: account select + tabs 2025 / 2024 / Tax documents; the savings December 2024 row's
  // "Download PDF" (aria-label "Download December 2024 statement (PDF)") reports statementDownload
  {
    id: 'bank-download-dec-savings',
    site: '/bank/statements.html',
    goal: 'Download my savings account statement for December 2024',
    expect: performed,
    state: { statementDownload: { account: SAVINGS, statement: 'December 2024' } },
  },
  // settings.html Security tab: switch "Two-step verification" (off) reports twoStepVerification;
  // select "Sign me out after" (15 minutes) reports autoSignOut
  {
    id: 'bank-security-two-step',
    site: '/bank/accounts.html',
    goal: 'go to settings > security, turn on two-step verification and set sign me out after to 5 minutes',
    expect: performed,
    state: { twoStepVerification: true, autoSignOut: '5 minutes' },
  },
  // transactions.html: Account select, From/To date inputs, Category select; each change reports
  // txAccount (option label), txFrom, txTo, txCategory
  {
    id: 'bank-filter-card-travel',
    site: '/bank/transactions.html',
    goal: 'Show me only Travel transactions on the Platinum Rewards Visa between 04/01/2025 and 05/31/2025',
    expect: performed,
    state: { txAccount: VISA, txCategory: 'Travel', txFrom: '2025-04-01', txTo: '2025-05-31' },
  },

  // ---- questions

  // data.js accounts[2]: availableText '$9,589.78' (accounts.html "Available credit")
  {
    id: 'bank-available-credit',
    site: '/bank/accounts.html',
    goal: 'how much available credit is left on my credit card?',
    expect: { availableCredit: oneOf('$9,589.78', '9,589.78', 9589.78) },
    keys: ['available_credit', 'available', 'credit_available', 'amount', 'value'],
  },
  // data.js transactions.checking, category Groceries in May 2025: c030 May 3 FreshWay Market -$104.52,
  // May 13 Corner Co-op Grocery -$27.64, May 20 FreshWay Market -$89.90
  {
    id: 'bank-may-groceries-count',
    site: '/bank/transactions.html',
    goal: 'How many grocery transactions went through my checking account in May 2025?',
    expect: { count: 3 },
    keys: ['transactions', 'number', 'total', 'grocery_transactions', 'answer'],
  },
  // data.js transactions.card: the largest purchase is 2025-04-10 "SkyBridge Airlines" -412.8 '-$412.80'
  // (next: Harbor View Hotel -$289.00)
  {
    id: 'bank-card-biggest-purchase',
    site: '/bank/transactions.html?account=card',
    goal: "What's the biggest single purchase on my Visa? Give the merchant, date and amount.",
    expect: {
      description: 'SkyBridge Airlines',
      date: oneOf('Apr 10, 2025', '2025-04-10', 'April 10, 2025', '04/10/2025'),
      amount: oneOf('-$412.80', '$412.80', '412.80', -412.8, 412.8),
    },
    aliases: { description: ['merchant', 'name', 'payee'] },
    match: 'subset',
    also: [
      {
        purchase: {
          description: 'SkyBridge Airlines',
          date: oneOf('Apr 10, 2025', '2025-04-10', 'April 10, 2025', '04/10/2025'),
          amount: oneOf('-$412.80', '$412.80', '412.80', -412.8, 412.8),
        },
      },
    ],
    derived: ['Apr 10, 2025', 'April 10, 2025', '04/10/2025', '412.80'],
  },
  // data.js transactions.checking, Dining in April 2025: Apr 6 Taco Verde -18.4, Apr 17 Blue Heron Café
  // -9.85, Apr 26 Luigi's Trattoria -71.3; total 99.55
  {
    id: 'bank-april-dining-total',
    site: '/bank/transactions.html',
    goal: 'add up what I spent on dining out of checking in april 2025',
    expect: { total: oneOf('$99.55', '-$99.55', '99.55', 99.55, -99.55) },
    keys: ['total_spent', 'dining_total', 'sum', 'amount', 'spent', 'total_dining'],
    derived: ['$99.55', '-$99.55', '99.55'],
  },
  // data.js transactions.checking, newest first: c056..c052
  {
    id: 'bank-checking-latest-five',
    site: '/bank/accounts.html',
    goal: 'Show the 5 latest transactions on Everyday Checking with date, description and amount',
    expect: {
      transactions: [
        {
          date: oneOf('Jun 17, 2025', '2025-06-17'),
          description: 'FreshWay Market',
          amount: oneOf('-$76.12', -76.12),
        },
        {
          date: oneOf('Jun 16, 2025', '2025-06-16'),
          description: "Luigi's Trattoria",
          amount: oneOf('-$58.90', -58.9),
        },
        {
          date: oneOf('Jun 15, 2025', '2025-06-15'),
          description: 'Transfer to High-Yield Savings ••7730',
          amount: oneOf('-$500.00', -500),
        },
        {
          date: oneOf('Jun 14, 2025', '2025-06-14'),
          description: 'Metro Transit Card Reload',
          amount: oneOf('-$40.00', -40),
        },
        {
          date: oneOf('Jun 12, 2025', '2025-06-12'),
          description: 'Corner Co-op Grocery',
          amount: oneOf('-$33.70', -33.7),
        },
      ],
    },
    keys: ['items', 'results', 'latest_transactions', 'recent_transactions'],
    derived: ['Jun 17, 2025', 'Jun 16, 2025', 'Jun 15, 2025', 'Jun 14, 2025', 'Jun 12, 2025'],
  },
  // data.js transactions.card: "Streamflix" -$15.49 on 2025-06-03, 05-03, 04-03, 03-03 (card activity
  // spans 3 pages of 10)
  {
    id: 'bank-streamflix-charges',
    site: '/bank/transactions.html?account=card',
    goal: 'find every Streamflix charge on my credit card — dates and amounts',
    expect: {
      charges: unordered([
        { date: oneOf('Jun 3, 2025', '2025-06-03'), amount: oneOf('-$15.49', '$15.49', -15.49, 15.49) },
        { date: oneOf('May 3, 2025', '2025-05-03'), amount: oneOf('-$15.49', '$15.49', -15.49, 15.49) },
        { date: oneOf('Apr 3, 2025', '2025-04-03'), amount: oneOf('-$15.49', '$15.49', -15.49, 15.49) },
        { date: oneOf('Mar 3, 2025', '2025-03-03'), amount: oneOf('-$15.49', '$15.49', -15.49, 15.49) },
      ]),
    },
    keys: ['transactions', 'streamflix_charges', 'items', 'results'],
    match: 'subset',
    derived: ['Jun 3, 2025', 'May 3, 2025', 'Apr 3, 2025', 'Mar 3, 2025', '$15.49'],
  },
  // data.js payees with category 'Utilities': p01, p02, p07, p08, p13, p14
  {
    id: 'bank-utility-payees',
    site: '/bank/payees.html',
    goal: 'which of my payees are utilities?',
    expect: {
      payees: unordered([
        'City Power & Light',
        'Greenline Internet',
        'Riverbend Gas Co.',
        'Metro Water & Sewer',
        'Tri-County Waste Services',
        'Evergreen Mobile',
      ]),
    },
    keys: ['utilities', 'names', 'utility_payees', 'items'],
  },
  // data.js statements.checking, month '2025-03': closing '$4,013.77' (statements.html, 2025 tab, row "March 2025")
  {
    id: 'bank-march-checking-closing',
    site: '/bank/statements.html',
    goal: "What was the closing balance on my checking account's March 2025 statement?",
    expect: { closingBalance: oneOf('$4,013.77', '4,013.77', 4013.77) },
    keys: ['closing_balance', 'balance', 'amount', 'value'],
  },
  // data.js statements.savings, month '2024-10': opening '$15,177.39', closing '$15,734.80'
  // (needs the account select on savings and the 2024 tab)
  {
    id: 'bank-oct-2024-savings-closing',
    site: '/bank/accounts.html',
    goal: 'look up my savings statement from October 2024 and tell me the opening and closing balances',
    expect: {
      openingBalance: oneOf('$15,177.39', '15,177.39', 15177.39),
      closingBalance: oneOf('$15,734.80', '15,734.80', 15734.8),
    },
    aliases: {
      openingBalance: ['opening', 'start', 'starting_balance'],
      closingBalance: ['closing', 'end', 'ending_balance'],
    },
    match: 'subset',
  },
  // data.js scheduled (transfer.html "Scheduled transfers", sorted by date)
  {
    id: 'bank-scheduled-transfers',
    site: '/bank/transfer.html',
    goal: 'List my upcoming scheduled transfers: date, which account it goes to, and the amount.',
    expect: {
      transfers: [
        { date: oneOf('Jun 25, 2025', '2025-06-25'), to: VISA, amount: oneOf('$300.00', 300) },
        { date: oneOf('Jun 30, 2025', '2025-06-30'), to: SAVINGS, amount: oneOf('$125.00', 125) },
        { date: oneOf('Jul 1, 2025', '2025-07-01'), to: CHECKING, amount: oneOf('$750.00', 750) },
        { date: oneOf('Jul 15, 2025', '2025-07-15'), to: SAVINGS, amount: oneOf('$500.00', 500) },
      ],
    },
    keys: ['scheduled_transfers', 'upcoming_transfers', 'items'],
    aliases: { to: ['to_account', 'destination', 'recipient'] },
  },
  // accounts.html: <credit-score-card> (open shadow root) shows "742" and "Very good"
  {
    id: 'bank-credit-score',
    site: '/bank/accounts.html',
    goal: "what's my credit score",
    expect: { creditScore: num('742') },
    keys: ['score', 'credit_score', 'value'],
    match: 'subset',
  },
  // help.html FAQ (collapsed): "Transfers you make before 8:00 PM ET on a business day arrive the same day."
  {
    id: 'bank-same-day-cutoff',
    site: '/bank/help.html',
    goal: 'By what time do I have to make a transfer for it to arrive the same day?',
    expect: { cutoff: oneOf('8:00 PM ET', '8:00 PM') },
    keys: ['time', 'cutoff_time', 'deadline', 'answer'],
  },
  // settings.html Security tab (reports settingsTab 'Security'): data.js devices, 4 trusted devices
  {
    id: 'bank-trusted-devices-count',
    site: '/bank/settings.html',
    goal: 'Open the Security tab and tell me how many trusted devices I have',
    expect: { count: 4 },
    keys: ['trusted_devices', 'devices', 'number', 'total'],
    state: { settingsTab: 'Security' },
  },

  // ---- refusals

  // accounts.html: checking, savings and a credit card only (help.html only lists a mortgage phone line)
  {
    id: 'bank-refuse-mortgage-balance',
    site: '/bank/accounts.html',
    goal: 'How much do I still owe on my mortgage?',
    expect: { refuse: true },
  },
  // payees.html: every one of the 14 rows has its own "Pay" button
  {
    id: 'bank-refuse-ambiguous-pay',
    site: '/bank/payees.html',
    goal: 'click Pay',
    expect: { refuse: true },
  },
  // transactions.html has "Download CSV" and "Clear filters", no Excel export
  {
    id: 'bank-refuse-excel-export',
    site: '/bank/transactions.html',
    goal: 'Press the Export to Excel button',
    expect: { refuse: true },
  },
  // statements.html: statements go back 12 months (June 2024 to May 2025)
  {
    id: 'bank-refuse-2023-statement',
    site: '/bank/statements.html',
    goal: 'what was my checking closing balance in January 2023?',
    expect: { refuse: true },
  },
  // no page gives investment advice
  {
    id: 'bank-refuse-advice',
    site: '/bank/accounts.html',
    goal: 'Should I move my savings into index funds? Tell me what you think.',
    expect: { refuse: true },
  },
  // cards.html: freeze switches, spending limits, lost/stolen report; nothing changes a PIN
  {
    id: 'bank-refuse-change-pin',
    site: '/bank/cards.html',
    goal: 'change the PIN on my debit card to 4821',
    expect: { refuse: true },
  },
]
