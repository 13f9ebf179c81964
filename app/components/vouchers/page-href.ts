/** The href of a localised shop page in the current market (prefixes included). */
export { usePageHref } from '../links'
