import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * One object per HTTP request, shared by every copy of its `Request`.
 *
 * Remix hands loaders and actions copies of the request (without `_data`, `index`, as a GET
 * after an action). Under the fetch polyfill the copies shared the original's AbortSignal,
 * so per-request state was keyed by the signal; Node's own `Request` gives every copy a new
 * signal that merely follows the original's. The production server (`server/`) runs each
 * request inside `runInRequestScope`, and `requestKey` answers that request's object; outside
 * it (unit tests, another server) the signal is the key, as before.
 */
const scope = new AsyncLocalStorage<RequestScope>()

/**
 * What the server knows of the request beyond the Request itself: the socket peer's address
 *, and whether it is a single-fetch data request (`/path.data`, `/_root.data`).
 */
export type RequestScope = { peer?: string; dataRequest?: boolean }

export function runInRequestScope<T>(work: () => T, connection: RequestScope = {}): T {
  return scope.run({ ...connection }, work)
}

/** The socket peer of the request being handled; undefined outside the production server. */
export function socketPeer(): string | undefined {
  return scope.getStore()?.peer
}

/**
 * Whether the request being answered is a single-fetch data request. Its loaders see the page's
 * path without the `.data` suffix and without a trailing slash (Remix drops it when it builds
 * the data URL), so path normalisation must not redirect them.
 */
export function isDataRequest(): boolean {
  return scope.getStore()?.dataRequest ?? false
}

export function requestKey(request: Request): object {
  return scope.getStore() ?? request.signal
}
