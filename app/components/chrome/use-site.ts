/** The root loader's data: market, global config, customer (components/links.ts). */
export { useSite } from '../links'
