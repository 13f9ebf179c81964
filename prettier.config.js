// Prettier for the whole tree: the Epic Stack's choices (no semicolons, single quotes, trailing
// commas) with the two-space indent and a 100-column line the code already used.
/** @type {import('prettier').Config} */
export default {
  semi: false,
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 100,
  arrowParens: 'always',
  bracketSpacing: true,
  endOfLine: 'lf',
  overrides: [{ files: ['*.md'], options: { proseWrap: 'preserve' } }],
}
