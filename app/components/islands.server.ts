/**
 * The server's side of the islands (app/components/island.tsx, ADR 106): the components it
 * renders in full. A `*.server` module, so this import adds nothing to the browser bundle;
 * the browser loads them from `islands.lazy.ts` when needed.
 */
export * from './islands.lazy'
