/** The root loader's data: market, global config, customer (components/links.ts, ADR 106). */
export { useSite } from '../links'
