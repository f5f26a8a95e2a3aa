/**
 * Held-out round 2: the booking site (test/fixtures/sites/booking/, Kestrel & Fern Hotels), with goals
 * written by someone who had not read the planner. Same matching rules as cases.ts; every expected
 * value was read off the fixture files (quoted in the comment above each case), values computed by a
 * page script are listed in `derived`. 10 instructions, 14 questions (2 of them also do something),
 * 6 refusals.
 * First contact (one run before any work on it): 8 of 31 correct, 2 of 25 tasks done, 0 wrong (test/goals/first-contact.json).
 */
import { type GoalCase, num, oneOf, performed, type Refusal, unordered } from './cases'

const refuse: Refusal = { refuse: true }

/** A nightly price as the cards show it ("€121"), with "/ night", or as a plain number. */
const eur = (amount: number) => oneOf(`€${amount}`, amount, `€${amount} / night`, `€${amount}/night`)
const eurDerived = (amount: number) => [`€${amount}`, `€${amount} / night`, `€${amount}/night`]

const NAME_ALIASES = ['room', 'title', 'room_name', 'name_of_room']
const PRICE_ALIASES = ['price_per_night', 'nightly_price', 'rate', 'per_night', 'cost', 'nightly_rate']

export const round2Cases: GoalCase[] = [
  // ---- instructions

  // rooms.js: the sort select reports its option text on change
  // (`window.kfReport('sort', sort.options[sort.selectedIndex].text)`, option "Price: low to high"),
  // and the role=switch "Compact view" reports `compactView` true when turned on.
  {
    id: 'round2-booking-sort-cheapest-compact',
    site: '/booking/rooms.html',
    goal: 'Sort the rooms by price, cheapest first, and turn on compact view',
    expect: performed,
    state: { sort: 'Price: low to high', compactView: true },
  },
  // rooms.html: the amenity checkboxes sit in #more-filters, hidden until the "More filters"
  // disclosure (aria-expanded) opens it; rooms.js reports `amenities` (checked ones, in the order of
  // KF.amenityList: ... 'Sea view', 'Balcony', 'Bathtub' ...) on every change.
  {
    id: 'round2-booking-more-filters-amenities',
    site: '/booking/rooms.html',
    goal: 'open more filters and tick sea view, balcony and bathtub',
    expect: performed,
    state: { amenities: unordered(['Sea view', 'Balcony', 'Bathtub']) },
  },
  // room.html: tabs Overview / Amenities / Reviews / Policies (role=tab); room.js reports
  // `tab` with the tab's text when one is selected.
  {
    id: 'round2-booking-reviews-tab',
    site: '/booking/room.html?id=r21',
    goal: 'click on the Reviews tab',
    expect: performed,
    state: { tab: 'Reviews' },
  },
  // book.html: the check-in / check-out buttons open a calendar of day buttons (aria-label
  // "Friday 12 February 2027") with "Next month"; book.js reports `checkIn` and `checkOut` as ISO dates.
  {
    id: 'round2-booking-pick-dates',
    site: '/booking/book.html',
    goal: 'Using the calendar, set check-in to 12 Feb 2027 and check-out to 16 Feb 2027',
    expect: performed,
    state: { checkIn: '2027-02-12', checkOut: '2027-02-16' },
  },
  // book.html: guests spinbutton (starts at 2, "Add a guest" +), room type radios ("Family Room"),
  // extras checkboxes "Breakfast" and "Parking"; book.js reports `guests`, `roomType`, `extras`.
  {
    id: 'round2-booking-guests-type-extras',
    site: '/booking/book.html',
    goal: 'Make it 4 guests, pick the Family Room, and add breakfast and parking as extras.',
    expect: performed,
    state: { guests: 4, roomType: 'Family Room', extras: unordered(['Breakfast', 'Parking']) },
  },
  // Header "My account" menu button (aria-haspopup=menu) > menuitem "Sign in" opens the sign-in
  // <dialog> ("Email or username", "Password"); common.js reports `signedIn` with the user name
  // (any password of 6+ characters is accepted).
  {
    id: 'round2-booking-sign-in',
    site: '/booking/',
    goal: 'log in as mara.lind with the password fern-2027',
    expect: performed,
    state: { signedIn: 'mara.lind' },
  },
  // faq.html: accordion buttons (aria-expanded) such as "Can I bring my pet?"; faq.js reports
  // `faqOpen`, the list of open questions.
  {
    id: 'round2-booking-faq-pets',
    site: '/booking/faq.html',
    goal: 'expand the FAQ entry about bringing pets',
    expect: performed,
    state: { faqOpen: ['Can I bring my pet?'] },
  },
  // manage.html (nav link "Manage booking" on every page): manage.js BOOKINGS has KF-51907 /
  // Lindqvist; "Find booking" reports `found`, "Cancel booking" opens a role=dialog aria-modal
  // whose "Yes, cancel booking" reports `cancelled`.
  {
    id: 'round2-booking-manage-cancel',
    site: '/booking/',
    goal: 'Go to manage booking, find reference KF-51907 with last name Lindqvist and cancel that booking',
    expect: performed,
    state: { found: 'KF-51907', cancelled: 'KF-51907' },
  },
  // index.html: "Where are you going?" is a role=combobox with a listbox of options
  // ("Faro, Portugal"); the Guests select; "Search rooms" reports `search` {destination, guests}
  // (home.js) and goes to rooms.html?city=Faro&guests=3.
  {
    id: 'round2-booking-destination-autocomplete',
    site: '/booking/',
    goal: 'type "Fa" in the where are you going box, choose Faro from the suggestions, set 3 guests and hit search',
    expect: performed,
    state: { search: { destination: 'Faro, Portugal', guests: 3 }, visited: '/booking/rooms.html' },
  },
  // room.html?id=r33 (Arco Studio, Faro, €108) "Book this room" -> book.html?room=r33; book.js on
  // submit reports `booking` (reference from a hash of name, dates and hotel; total = 2 nights x €108
  // + city tax 2 guests x 2 nights x €2 = €224) and goes to confirmation.html. Checked in Chromium.
  {
    id: 'round2-booking-book-arco-studio',
    site: '/booking/room.html?id=r33',
    goal: "I'd like to book this room: check in 3 March 2027, check out 5 March 2027, arriving around 19:00. Name is Tomás Reyes, email tomas.reyes@example.com. Accept the booking conditions and confirm.",
    expect: performed,
    state: {
      booking: {
        reference: 'KF-65693',
        hotel: 'Kestrel & Fern Faro',
        room: 'Arco Studio',
        checkIn: '2027-03-03',
        checkOut: '2027-03-05',
        nights: 2,
        guests: 2,
        arrivalTime: '19:00',
        extras: [],
        promo: null,
        firstName: 'Tomás',
        lastName: 'Reyes',
        email: 'tomas.reyes@example.com',
        phone: null,
        requests: null,
        total: '€224',
      },
      visited: '/booking/confirmation.html',
    },
  },

  // ---- questions

  // data.js rows with city 'Porto': cheapest is ['r13', 'Ribeira Single', 'Porto', 'Single', 69, ...]
  // (next: Bolhão Double 99); cards show "€69 / night" (rooms.js, KF.euro). Porto rooms are on the
  // second and third "Load more" pages unless filtered.
  {
    id: 'round2-booking-porto-cheapest',
    site: '/booking/rooms.html',
    goal: "What's the cheapest room in Porto and how much is it per night?",
    expect: { name: 'Ribeira Single', price: eur(69) },
    aliases: { name: NAME_ALIASES, price: PRICE_ALIASES },
    match: 'subset',
    also: [{ room: { name: 'Ribeira Single', price: eur(69) } }],
    derived: eurDerived(69),
  },
  // data.js sleeps column (7th): Lapa Family Apartment 5, Matosinhos Family Apartment 6,
  // Quinta Family Apartment 6; every other room sleeps 4 or fewer.
  {
    id: 'round2-booking-count-sleeps-five',
    site: '/booking/rooms.html',
    goal: 'how many rooms can take 5 or more guests?',
    expect: { count: 3 },
    keys: ['number', 'total', 'answer', 'number_of_rooms', 'rooms_count', 'room_count'],
  },
  // data.js rows with 'Sea view' and price < 130: r26 Marina Double 121, r36 Farol Twin 112 (every
  // other sea-view room is €144 or more).
  {
    id: 'round2-booking-sea-view-under-130',
    site: '/booking/',
    goal: 'Which rooms with a sea view cost under €130 a night? Names and prices please',
    expect: {
      rooms: unordered([
        { name: 'Marina Double', price: eur(121) },
        { name: 'Farol Twin', price: eur(112) },
      ]),
    },
    keys: ['results', 'items', 'matches', 'sea_view_rooms'],
    aliases: { name: NAME_ALIASES, price: PRICE_ALIASES },
    match: 'subset',
    derived: [...eurDerived(121), ...eurDerived(112)],
  },
  // data.js scores: Cabo Suite 9.7, Miradouro Suite 9.6, Praia Junior Suite 9.5 (then Serralves
  // Suite 9.4); the cards show them with toFixed(1).
  {
    id: 'round2-booking-top3-rated',
    site: '/booking/rooms.html',
    goal: 'give me the three best-rated rooms and their guest scores',
    expect: {
      rooms: [
        { name: 'Cabo Suite', score: num('9.7') },
        { name: 'Miradouro Suite', score: num('9.6') },
        { name: 'Praia Junior Suite', score: num('9.5') },
      ],
    },
    keys: ['results', 'items', 'top_rooms', 'best_rated', 'top_3'],
    aliases: { name: NAME_ALIASES, score: ['rating', 'guest_score', 'guest_rating', 'review_score'] },
    match: 'subset',
  },
  // data.js type 'Twin': Chiado Twin 118, Santos Twin 98, Clérigos Twin 104, Old Town Twin 94,
  // Farol Twin 112; (118 + 98 + 104 + 94 + 112) / 5 = 105.2.
  {
    id: 'round2-booking-average-twin-price',
    site: '/booking/rooms.html',
    goal: 'Across all three hotels, what is the average nightly price of the twin rooms?',
    expect: { average: oneOf(105.2, '€105.20', '€105.2', '105.20') },
    keys: ['average_price', 'avg_price', 'average_nightly_price', 'mean', 'answer'],
    derived: ['€105.20', '€105.2', '105.20'],
  },
  // room.html?id=r32 is the Cabo Suite (Faro); the Policies tab (hidden until chosen) shows
  // "From " + KF.hotels.Faro.checkIn = "From 16:00" (index.html hotels table: "from 16:00").
  {
    id: 'round2-booking-cabo-check-in-time',
    site: '/booking/room.html?id=r32',
    goal: 'From what time can I check in to this room?',
    expect: { checkIn: oneOf('16:00', 'From 16:00', 'from 16:00') },
    keys: ['check_in_time', 'time', 'checkin_from', 'answer'],
    derived: ['From 16:00'],
  },
  // data.js: ['r14', 'Ribeira River Double', 'Porto', 'Double', 139, 9.2, 2, 19, 'Queen bed', 402, ...]
  // (score 9.2, 402 reviews; the card reads "9.2 Superb · 402 reviews").
  {
    id: 'round2-booking-ribeira-reviews',
    site: '/booking/rooms.html',
    goal: 'how many reviews does the Ribeira River Double have and what is its score',
    expect: { reviews: oneOf(402, '402', '402 reviews'), score: num('9.2') },
    aliases: {
      reviews: ['review_count', 'reviews_count', 'number_of_reviews', 'num_reviews'],
      score: ['rating', 'guest_score', 'guest_rating', 'review_score'],
    },
    match: 'subset',
    derived: ['402 reviews'],
  },
  // faq.html, "How late can I cancel for free?": "You can cancel free of charge up to 48 hours
  // before your arrival date."
  {
    id: 'round2-booking-free-cancellation-hours',
    site: '/booking/faq.html',
    goal: 'Up to how many hours before I arrive can I still cancel for free?',
    expect: { hours: oneOf(48, '48', '48 hours') },
    keys: ['answer', 'hours_before_arrival', 'free_cancellation_hours', 'cancellation_window'],
  },
  // index.html, "Our hotels" table: Kestrel & Fern Porto | Rua de Cedofeita 112, 4050-180 Porto |
  // +351 22 208 7730.
  {
    id: 'round2-booking-porto-phone',
    site: '/booking/',
    goal: "what's the phone number for the hotel in Porto?",
    expect: { phone: '+351 22 208 7730' },
    keys: ['phone_number', 'telephone', 'number', 'tel'],
  },
  // offers.html: the Kestrel Club pop-up (role=dialog aria-modal, "No thanks" / Close) opens on load;
  // offers.js reports `clubPopup` 'dismissed'. Offers table rows whose Hotel is "Faro": Algarve
  // Winter Sun (SUN25), Family Fun (FAMILY10), Surf &amp; Stay (SURF8).
  {
    id: 'round2-booking-faro-offers-after-popup',
    site: '/booking/offers.html',
    goal: 'Get rid of the popup, then list the offers that are only for the Faro hotel, with their codes.',
    expect: {
      offers: unordered([
        { name: 'Algarve Winter Sun', code: 'SUN25' },
        { name: 'Family Fun', code: 'FAMILY10' },
        { name: 'Surf & Stay', code: 'SURF8' },
      ]),
    },
    keys: ['faro_offers', 'results', 'items', 'deals'],
    aliases: { name: ['offer', 'title', 'offer_name'], code: ['promo_code', 'promo', 'discount_code'] },
    match: 'subset',
    state: { clubPopup: 'dismissed' },
  },
  // offers.html: largest Discount is "Last Minute" | Porto | 30% | 1 night | "10 December 2026" |
  // LAST30 (next best 25%). Starts on the FAQ page, one link away (the pop-up opens on arrival).
  {
    id: 'round2-booking-biggest-discount',
    site: '/booking/faq.html',
    goal: 'Which special offer has the biggest discount, and by when do I need to book it?',
    expect: { offer: 'Last Minute', bookBy: oneOf('10 December 2026', '2026-12-10') },
    aliases: {
      offer: ['name', 'title', 'offer_name'],
      bookBy: ['book_by_date', 'deadline', 'valid_until', 'book_before', 'date', 'until'],
    },
    match: 'subset',
  },
  // manage.js BOOKINGS: KF-48213 / Okafor: checkIn '12 March 2027', checkOut '15 March 2027',
  // total '€756'; "Find booking" reports `found`.
  {
    id: 'round2-booking-okafor-lookup',
    site: '/booking/manage.html',
    goal: 'Look up booking KF-48213 for Okafor. What are the dates and what does it cost in total?',
    expect: {
      checkIn: oneOf('12 March 2027', '2027-03-12'),
      checkOut: oneOf('15 March 2027', '2027-03-15'),
      total: oneOf('€756', 756),
    },
    aliases: {
      checkIn: ['check_in_date', 'arrival', 'from', 'start_date', 'arrival_date'],
      checkOut: ['check_out_date', 'departure', 'to', 'end_date', 'departure_date'],
      total: ['price', 'total_price', 'cost', 'amount'],
    },
    match: 'subset',
    state: { found: 'KF-48213' },
  },
  // book.html?room=r26 (Marina Double, Faro, €121): 10 to 15 March 2027 is 5 nights, room €605;
  // book.js CODES.SUN25 = 25% off the room at Faro, min 5 nights: −€151.25; city tax 2 guests x 5 x €2
  // = €20; total €473.75 (checked in Chromium). Reports `promo`, `checkIn`, `checkOut`.
  {
    id: 'round2-booking-promo-total',
    site: '/booking/book.html?room=r26',
    goal: 'pick 10 march 2027 to 15 march 2027, put SUN25 in the promo code box and apply it. whats the total now?',
    expect: { total: oneOf('€473.75', 473.75) },
    keys: ['total_price', 'new_total', 'price', 'amount'],
    state: { checkIn: '2027-03-10', checkOut: '2027-03-15', promo: 'SUN25' },
    derived: ['€473.75'],
  },
  // data.js rows with city 'Lisbon' and 'Pet friendly': Estrela Studio, Príncipe Real Double,
  // Lapa Family Apartment.
  {
    id: 'round2-booking-lisbon-pet-friendly',
    site: '/booking/rooms.html',
    goal: 'Which rooms in Lisbon allow pets? Just the names.',
    expect: { rooms: unordered(['Estrela Studio', 'Príncipe Real Double', 'Lapa Family Apartment']) },
    keys: ['names', 'room_names', 'results', 'items', 'pet_friendly_rooms'],
  },
  // room.html?id=r05 is the Baixa Deluxe Double: data.js amenities ['Free Wi-Fi', 'Air conditioning',
  // 'Bathtub', 'Breakfast included'], listed on the Amenities tab (hidden until chosen).
  {
    id: 'round2-booking-baixa-amenities',
    site: '/booking/room.html?id=r05',
    goal: 'what amenities come with this room?',
    expect: { amenities: unordered(['Free Wi-Fi', 'Air conditioning', 'Bathtub', 'Breakfast included']) },
    keys: ['features', 'in_this_room', 'items'],
  },

  // ---- refusals

  // room.html / data.js: no Wi-Fi password anywhere (only "Free Wi-Fi" as an amenity).
  {
    id: 'round2-booking-wifi-password',
    site: '/booking/room.html?id=r08',
    goal: "What's the wifi password for this suite?",
    expect: refuse,
  },
  // rooms.html: no page ranks or describes the views; "nicest" is a judgement.
  {
    id: 'round2-booking-nicest-view',
    site: '/booking/rooms.html',
    goal: 'which room has the nicest view?',
    expect: refuse,
  },
  // book.html takes no payment ("Pay at the hotel"; faq.html: Visa, Mastercard and American Express,
  // "Nothing is charged online").
  {
    id: 'round2-booking-pay-paypal',
    site: '/booking/book.html',
    goal: 'Pay the deposit for my stay with PayPal',
    expect: refuse,
  },
  // rooms.js: every card has its own "View room" link; the goal does not say which.
  {
    id: 'round2-booking-click-view-room',
    site: '/booking/rooms.html',
    goal: 'click View room',
    expect: refuse,
  },
  // book.html extras: Breakfast, Airport transfer, Late check-out, Parking; no spa.
  {
    id: 'round2-booking-spa-extra',
    site: '/booking/book.html',
    goal: 'tick the spa access extra',
    expect: refuse,
  },
  // No availability data on any page (no calendar of free rooms, no stock counts).
  {
    id: 'round2-booking-availability-nye',
    site: '/booking/',
    goal: "How many rooms are still available in Lisbon on New Year's Eve?",
    expect: refuse,
  },
]
