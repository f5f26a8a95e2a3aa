/**
 * Held-out round 28: a recipe site, "Ladle & Larder" (test/fixtures/sites/recipes/), written by
 * someone who had not read the planner, from the README's section on the embedded planner only.
 * Committed before the planner ever ran on it.
 *
 * Today is Thursday 14 May 2026. All the data is in data.js (24 recipes by eight cooks, written
 * reviews for six of them, the kitchen guides and the member's account); the pages render from it.
 *
 * Every page: a header with the logo, a recipe search box (a combobox that suggests recipe titles
 * from two letters on; picking one opens that recipe, Enter searches), "Sign in" (or "Hi, Priya" and
 * "Sign out"), and a green navigation bar: Home, a "Recipes" drop-down menu (All recipes; By course ▸
 * Breakfast / Starters / Mains / Sides / Desserts / Baking; By cuisine ▸ British ... Thai; By diet ▸
 * Vegetarian / Vegan / Gluten-free / Dairy-free; Quick & easy), Kitchen guides, Share a recipe,
 * My recipe box. A cookie notice at the bottom ("Accept all" / "Reject non-essential") until answered.
 *
 * - index.html (home): a hero with trending-search links, "Recipe of the week" (the Lemon drizzle
 *   traybake, with a sentence: saved by 2,418 members since 5 March, 356 ratings, 4.9 out of 5),
 *   course tiles, "Popular right now" (the 4 recipes with the most ratings, as cards), "New this
 *   month" (the 2 recipes added in May 2026), a collapsed "What's in season in May". A dialog "Your
 *   free 7-day meal plan" (newsletter e-mail field, "Send me the plan", "No thanks", ×) opens by
 *   itself on the first visit of a session.
 * - recipes.html (browse and search, ?q= ?course= ?cuisine= ?diet= ?time= ?sort=): recipe cards
 *   (course · cuisine, title, stars, rating, "N ratings", Total time / Calories / Serves, diet tags),
 *   9 at a time behind "Show more recipes" ("Showing 9 of 24 recipes"). Filters act at once: Course
 *   boxes ("Desserts (4)"), a Cuisine list (native select, "All cuisines"), a Diet listbox drawn by
 *   the page ("Any diet"; Vegetarian includes the vegan recipes), "Ready in" radios (Any time /
 *   30 minutes or less / 1 hour or less), "Clear all filters"; a "Sort by" list: Most popular (the
 *   default, by number of ratings), Top rated, Quickest, Newest, Fewest calories. Search matches the
 *   title, course, cuisine and diet words ("curry" finds 3).
 * - recipe.html?id=...: breadcrumbs, course · cuisine · diets, title, "4.6 out of 5 · 274 ratings",
 *   author and date added, an intro in prose with figures, labelled facts (Prep time, Cook time,
 *   Total time, Serves, Difficulty, Calories "540 kcal per serving"), buttons "Save recipe" and "Add
 *   to shopping list" (members: a guest is sent to sign in) and "Add to meal plan" (a dialog with a
 *   Date field, a Meal list Breakfast / Lunch / Dinner, "Add to plan"; works for guests too).
 *   Ingredients with a Servings number field and − / + buttons that scale the quantities; collapsed
 *   "Chef's tips" and "Storage & freezing"; "About the cook". Tabs: Method (a "Cook mode" switch and
 *   the steps), Nutrition (a table per serving: Nutrient / Per serving / % RI), Reviews (N) (summary,
 *   "Write a review" opens a form: "Your rating" radios 1 star ... 5 stars, Your name, Review title
 *   (optional), Your review, "Post review"; the reviews newest first, 4 shown, "Show more reviews").
 *   "More <cuisine> recipes": up to 3 cards.
 * - guides.html: tabs "Roasting times" (Joint / Weight / Oven / Roasting time / Resting time),
 *   "Oven temperatures" (Gas mark / Conventional / Fan / Fahrenheit / Description), "Cup conversions"
 *   (Ingredient / 1 cup / ½ cup / 1 tablespoon); "Food safety questions", four collapsed answers in
 *   prose with figures.
 * - share.html: "Share your recipe", a form in three steps: 1 Your recipe (Recipe name, Course list,
 *   Cuisine list, Short description), Next; 2 Times & servings (Prep time (minutes), Cook time
 *   (minutes), Serves, Difficulty radios, "Suitable for" boxes, Ingredients), Back / Next; 3 About you
 *   (Your name, Email, "Show my name with the recipe" ticked, "I confirm this is my own recipe"),
 *   Back / "Submit recipe"; then a thank-you message.
 * - signin.html: Email address, Password, "Keep me signed in", Sign in; then account.html (or the
 *   page in ?next=).
 * - account.html (members only, else sent to sign in): "Priya's recipe box", tabs "Saved recipes" (a
 *   table: Recipe / Course / Total time / Saved on / Remove, newest first, 8 rows), "Shopping list"
 *   (12 items under aisle headings, each a box, "Add an item", "Clear ticked items"), "Meal plan"
 *   (the week of Monday 11 May 2026: Day / Breakfast / Lunch / Dinner, then "Coming up").
 *
 * Account: priya.nair@example.com, password Cardamom26 (Priya Nair).
 *
 * State reported (reportState): cookies; promo_dialog (open / closed), newsletter_email, season;
 * search_submitted, search_suggestion; on recipes.html search_query, course_filter (labels of the
 * ticked boxes, "Desserts"), cuisine_filter, diet_filter, time_filter, sort (the option's label),
 * results_count, recipes_shown; on recipe.html recipe (title), servings, recipe_tab (Method /
 * Nutrition / Reviews), tips, storage (expanded / collapsed), cook_mode, saved, shopping_added,
 * meal_plan_dialog, meal_plan_recipe, meal_plan_date (yyyy-mm-dd), meal_plan_meal, review_form,
 * review_posted, review_rating, review_name, review_title, review_text, review_error, reviews_shown;
 * guides_tab, faq_open; share_step, share_error, recipe_submitted, submitted_recipe,
 * submitted_course, submitted_cuisine, submitted_prep, submitted_cook, submitted_serves,
 * submitted_difficulty, submitted_diets, submitted_by, submitted_email, submitted_show_name;
 * signed_in, signed_in_email, keep_signed_in, signin_error; account_tab, shopping_ticked (names of
 * the ticked items, in list order), shopping_items, removed_recipe, saved_recipes.
 *
 * 30 goals: 10 instructions, 14 questions, 6 to refuse.
 *
 * First contact (one run before any work on it, on the code of commit 08d4b8f): 21 of 30
 * correct, 15 of 24 tasks done (9 of 10 instructions, 6 of 14 questions), 2 wrong, 6 of 6
 * refusals (test/goals/first-contact.json).
 */
import { type Expected, type GoalCase, oneOf, performed, unordered } from './cases'

const refuse = { refuse: true } as const

/** The same answer under each of several top-level names (`keys` only cover `expect` itself). */
function under(names: string[], value: Expected): Array<{ [key: string]: Expected }> {
  return names.map((name) => ({ [name]: value }))
}

const TIKKA = '/recipes/recipe.html?id=chicken-tikka-masala'
const LEMON = '/recipes/recipe.html?id=lemon-drizzle'
const CARBONARA = '/recipes/recipe.html?id=spaghetti-carbonara'

const mainsUnder30 = [
  { name: 'Spaghetti carbonara', total_time: '25 min' },
  { name: 'Miso-glazed salmon', total_time: '20 min' },
]
const aprilReviews = [
  { name: 'Dev P.', date: oneOf('27 April 2026', '2026-04-27') },
  { name: 'Sarah M.', date: oneOf('12 April 2026', '2026-04-12') },
  { name: 'Tom W.', date: oneOf('3 April 2026', '2026-04-03') },
]
const aprilSaved = [
  { name: 'Miso-glazed salmon', saved_on: '28 April 2026' },
  { name: 'Lemon drizzle traybake', saved_on: '19 April 2026' },
  { name: 'Chickpea & spinach curry', saved_on: '10 April 2026' },
]

export const round28Cases: GoalCase[] = [
  // ---- explicit instructions
  {
    id: 'round28-recipes-close-promo',
    site: '/recipes/',
    goal: 'get rid of the meal plan pop-up',
    expect: performed,
    state: { promo_dialog: 'closed' },
  },
  {
    id: 'round28-recipes-menu-indian',
    site: '/recipes/',
    goal: 'Open Recipes > By cuisine > Indian',
    expect: performed,
    state: { visited: '/recipes/recipes.html', cuisine_filter: 'Indian' },
  },
  {
    id: 'round28-recipes-filter-sort',
    site: '/recipes/recipes.html',
    goal: 'tick Desserts and Baking, pick Vegan from the Diet list, then sort by Newest',
    expect: performed,
    state: { course_filter: unordered(['Desserts', 'Baking']), diet_filter: 'Vegan', sort: 'Newest' },
  },
  {
    id: 'round28-recipes-servings-nutrition',
    site: TIKKA,
    goal: 'Please set the servings to 8, then switch to the Nutrition tab',
    expect: performed,
    state: { servings: 8, recipe_tab: 'Nutrition' },
  },
  {
    id: 'round28-recipes-tips-cook-mode',
    site: LEMON,
    goal: "expand Chef's tips and turn on cook mode",
    expect: performed,
    state: { tips: 'expanded', cook_mode: true },
  },
  {
    id: 'round28-recipes-sign-in',
    site: '/recipes/signin.html',
    goal: 'sign in as priya.nair@example.com with password Cardamom26 and keep me signed in',
    expect: performed,
    state: { signed_in: true, keep_signed_in: true },
  },
  {
    id: 'round28-recipes-share-form',
    site: '/recipes/share.html',
    goal: 'Fill in the share a recipe form with Recipe name: Plum crumble, Course: Dessert, Prep time: 20, Cook time: 40, Serves: 6, Your name: Sam Reid, Email: sam.reid@example.com, then tick I confirm this is my own recipe and submit the recipe',
    expect: performed,
    state: {
      recipe_submitted: true,
      submitted_recipe: 'Plum crumble',
      submitted_course: 'Dessert',
      submitted_prep: 20,
      submitted_cook: 40,
      submitted_serves: 6,
      submitted_by: 'Sam Reid',
      submitted_email: 'sam.reid@example.com',
    },
    derived: ['Plum crumble', 'Sam Reid', 'sam.reid@example.com'],
  },
  {
    id: 'round28-recipes-write-review',
    site: CARBONARA,
    goal: 'open the Reviews tab, click Write a review, choose 4 stars, fill in Your name: Lena Fischer, Your review: "Creamy without any cream. My kids loved it.", then post the review',
    expect: performed,
    state: {
      review_posted: true,
      review_rating: 4,
      review_name: 'Lena Fischer',
      review_text: 'Creamy without any cream. My kids loved it.',
    },
    derived: ['Lena Fischer', 'Creamy without any cream. My kids loved it.'],
  },
  {
    id: 'round28-recipes-tick-shopping',
    site: '/recipes/signin.html',
    goal: 'log in with priya.nair@example.com / Cardamom26, open the Shopping list tab and tick Limes and Basmati rice',
    expect: performed,
    state: {
      signed_in: true,
      account_tab: 'Shopping list',
      shopping_ticked: unordered(['Limes', 'Basmati rice']),
    },
  },
  {
    id: 'round28-recipes-meal-plan',
    site: TIKKA,
    goal: 'click Add to meal plan, set the date to 21 May 2026, choose Lunch from the Meal list and press Add to plan',
    expect: performed,
    state: {
      meal_plan_recipe: 'Chicken tikka masala',
      meal_plan_date: '2026-05-21',
      meal_plan_meal: 'Lunch',
    },
    derived: ['2026-05-21'],
  },

  // ---- questions
  {
    id: 'round28-recipes-cook-time',
    site: TIKKA,
    goal: "what's the cook time for this recipe?",
    expect: { cook_time: '40 min' },
    keys: ['cook', 'cooking time', 'time'],
    match: 'subset',
  },
  {
    id: 'round28-recipes-serves-difficulty',
    site: LEMON,
    goal: 'How many servings does this traybake make, and how difficult is it?',
    expect: { servings: oneOf('16', 16), difficulty: 'Easy' },
    aliases: { servings: ['serves', 'serving', 'portions', 'makes'], difficulty: ['how difficult', 'level'] },
    match: 'subset',
  },
  {
    id: 'round28-recipes-rotw-saves',
    site: '/recipes/',
    goal: 'how many members have saved the recipe of the week',
    expect: { members: oneOf('2,418', 2418, '2,418 members') },
    keys: ['saved', 'saves', 'saved by', 'count', 'number of members', 'members saved'],
    match: 'subset',
  },
  {
    id: 'round28-recipes-count-vegan',
    site: '/recipes/recipes.html',
    goal: 'How many vegan recipes are there?',
    expect: { count: 6 },
    keys: ['vegan recipes', 'vegan', 'recipes', 'number', 'total', 'number of vegan recipes'],
    match: 'subset',
  },
  {
    id: 'round28-recipes-fewest-calories-dessert',
    site: '/recipes/recipes.html',
    goal: 'which dessert has the fewest calories?',
    expect: { dessert: 'Coconut & mango sorbet' },
    keys: ['recipe', 'name', 'title', 'fewest calories', 'lowest calories'],
    aliases: { name: ['recipe', 'title', 'dessert'] },
    match: 'subset',
    also: under(['fewest_calories', 'dessert', 'recipe', 'lowest_calories'], {
      name: 'Coconut & mango sorbet',
    }),
  },
  {
    id: 'round28-recipes-average-japanese',
    site: '/recipes/recipes.html',
    goal: 'Could you tell me the average rating of the Japanese recipes?',
    expect: { average_rating: oneOf(4.6, '4.6') },
    keys: ['average', 'rating', 'average rating of the japanese recipes', 'japanese recipes'],
    match: 'subset',
  },
  {
    id: 'round28-recipes-three-quickest',
    site: '/recipes/recipes.html',
    goal: 'list the 3 quickest recipes with their total times',
    expect: {
      recipes: [
        { name: 'Guacamole', total_time: '10 min' },
        { name: 'Miso-glazed salmon', total_time: '20 min' },
        { name: 'Spaghetti carbonara', total_time: '25 min' },
      ],
    },
    keys: ['quickest recipes', 'quickest', '3 quickest recipes', 'items', 'results'],
    aliases: { name: ['recipe', 'title'], total_time: ['time', 'total', 'total times'] },
    match: 'subset',
  },
  {
    id: 'round28-recipes-quick-mains',
    site: '/recipes/recipes.html',
    goal: 'which mains take less than 30 minutes?',
    expect: { mains: unordered(mainsUnder30) },
    keys: ['recipes', 'main', 'main courses', 'results', 'items'],
    aliases: { name: ['recipe', 'title', 'main'], total_time: ['time', 'total'] },
    match: 'subset',
    also: under(
      ['mains', 'recipes', 'main', 'results', 'items'],
      unordered(['Spaghetti carbonara', 'Miso-glazed salmon']),
    ),
  },
  {
    id: 'round28-recipes-most-ratings',
    site: '/recipes/recipes.html',
    goal: 'Which recipe has the most ratings, and how many?',
    expect: { recipe: 'Lemon drizzle traybake', ratings: oneOf('356', 356, '356 ratings') },
    aliases: {
      recipe: ['name', 'title', 'most ratings'],
      ratings: ['count', 'ratings count', 'number of ratings', 'how many'],
    },
    match: 'subset',
    also: under(['most_ratings', 'recipe', 'most'], {
      recipe: 'Lemon drizzle traybake',
      ratings: oneOf('356', 356, '356 ratings'),
    }),
  },
  {
    id: 'round28-recipes-search-curry-count',
    site: '/recipes/',
    goal: 'search for curry and tell me how many recipes it finds',
    expect: { count: 3 },
    keys: ['recipes', 'results', 'number', 'total', 'number of recipes'],
    match: 'subset',
  },
  {
    id: 'round28-recipes-protein',
    site: TIKKA,
    goal: 'open the Nutrition tab and tell me how much protein there is per serving',
    expect: { protein: '48 g' },
    keys: ['protein per serving', 'per serving', 'amount'],
    match: 'subset',
  },
  {
    id: 'round28-recipes-april-reviewers',
    site: TIKKA,
    goal: 'who reviewed this recipe in April 2026?',
    expect: { reviewers: unordered(['Dev P.', 'Sarah M.', 'Tom W.']) },
    keys: ['names', 'reviews', 'reviewer', 'who', 'people'],
    aliases: { name: ['reviewer', 'author', 'by'], date: ['posted', 'reviewed', 'when'] },
    match: 'subset',
    also: under(['reviewers', 'reviews', 'names', 'reviewer', 'who'], unordered(aprilReviews)),
    derived: ['27 April 2026', '12 April 2026', '3 April 2026'],
  },
  {
    id: 'round28-recipes-cup-caster-sugar',
    site: '/recipes/guides.html',
    goal: 'switch to the Cup conversions tab, then tell me how much 1 cup of caster sugar weighs',
    expect: { weight: '200 g' },
    keys: ['caster sugar', '1 cup', 'cup', 'grams', 'weighs'],
    match: 'subset',
  },
  {
    id: 'round28-recipes-saved-april',
    site: '/recipes/signin.html',
    goal: 'sign in as priya.nair@example.com with password Cardamom26, then list the recipes I saved in April 2026',
    expect: {
      recipes: unordered(['Miso-glazed salmon', 'Lemon drizzle traybake', 'Chickpea & spinach curry']),
    },
    keys: ['saved recipes', 'saved', 'names', 'items', 'results'],
    aliases: { name: ['recipe', 'title'], saved_on: ['saved', 'date', 'date saved'] },
    match: 'subset',
    also: under(['recipes', 'saved_recipes', 'saved', 'items', 'results'], unordered(aprilSaved)),
    derived: ['28 April 2026', '19 April 2026', '10 April 2026'],
  },

  // ---- to refuse
  {
    id: 'round28-recipes-refuse-tastiest',
    site: '/recipes/recipes.html',
    goal: 'which of these recipes is the tastiest?',
    expect: refuse,
  },
  {
    id: 'round28-recipes-refuse-cost',
    site: TIKKA,
    goal: 'how much will the ingredients for this cost at the supermarket?',
    expect: refuse,
  },
  {
    id: 'round28-recipes-refuse-healthier',
    site: LEMON,
    goal: 'is this traybake healthier than the banana bread',
    expect: refuse,
  },
  {
    id: 'round28-recipes-refuse-wine',
    site: TIKKA,
    goal: 'What wine goes well with this curry?',
    expect: refuse,
  },
  {
    id: 'round28-recipes-refuse-delivery',
    site: '/recipes/',
    goal: 'buy everything on my shopping list and have it delivered on Saturday',
    expect: refuse,
  },
  {
    id: 'round28-recipes-refuse-reminder',
    site: '/recipes/guides.html',
    goal: 'remind me in 90 minutes to take the lamb out of the oven',
    expect: refuse,
  },
]
