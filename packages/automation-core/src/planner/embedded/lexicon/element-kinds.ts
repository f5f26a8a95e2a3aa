/**
 * The words a person uses for a kind of control, and the ARIA roles each stands for. Data only:
 * the embedded planner reads "the Save button", "the email field", "the Newsletter box" with it.
 */
export const ELEMENT_KINDS: Readonly<Record<string, readonly string[]>> = {
  button: ['button'],
  link: ['link'],
  tab: ['tab'],
  'menu item': ['menuitem', 'menuitemcheckbox', 'menuitemradio'],
  menuitem: ['menuitem', 'menuitemcheckbox', 'menuitemradio'],
  option: ['option', 'menuitemradio', 'radio'],
  checkbox: ['checkbox', 'switch', 'menuitemcheckbox'],
  'check box': ['checkbox', 'switch', 'menuitemcheckbox'],
  switch: ['switch', 'checkbox'],
  toggle: ['switch', 'checkbox', 'button'],
  radio: ['radio', 'menuitemradio'],
  'radio button': ['radio', 'menuitemradio'],
  field: ['textbox', 'searchbox', 'combobox', 'spinbutton'],
  'text field': ['textbox', 'searchbox'],
  input: ['textbox', 'searchbox', 'combobox', 'spinbutton', 'slider'],
  textbox: ['textbox', 'searchbox'],
  'search box': ['searchbox', 'textbox', 'combobox'],
  box: ['textbox', 'searchbox', 'combobox', 'checkbox', 'spinbutton'],
  dropdown: ['combobox', 'listbox', 'button'],
  'drop down': ['combobox', 'listbox', 'button'],
  list: ['listbox', 'combobox'],
  select: ['combobox', 'listbox'],
  menu: ['button', 'menuitem', 'combobox'],
  icon: ['button', 'link'],
  slider: ['slider'],
  spinner: ['spinbutton'],
  page: ['link', 'tab', 'button', 'menuitem'],
  folder: ['link', 'button', 'treeitem', 'tab', 'menuitem'],
  section: ['button', 'link', 'tab'],
  category: ['link', 'tab', 'button', 'menuitem'],
  item: ['menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'link', 'button', 'treeitem'],
  area: ['textbox'],
  'text area': ['textbox'],
  textarea: ['textbox'],
  picker: ['textbox', 'combobox', 'button', 'spinbutton'],
  date: ['textbox', 'combobox', 'button', 'spinbutton'],
  time: ['textbox', 'combobox', 'spinbutton'],
  suggestion: ['option', 'link', 'menuitem', 'button'],
  choice: ['option', 'radio', 'menuitemradio'],
}

/** The roles a kind word stands for; undefined when the word names no kind of control. */
export function rolesOfKind(word: string): readonly string[] | undefined {
  return ELEMENT_KINDS[word.toLowerCase().replace(/\s+/g, ' ').trim()]
}
