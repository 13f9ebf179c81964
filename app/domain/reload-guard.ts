/**
 * The page-reload guard (shop-core §4, §8): a chunk-load error or manifest update reloads a path at
 * most once in 10 s.
 */
import { reloadGuardMs } from './constants'

/** Whether a path may reload now, given when it last reloaded (epoch ms, if ever). */
export function mayReload(lastReloadAt: number | undefined, now: number): boolean {
  return lastReloadAt === undefined || now - lastReloadAt >= reloadGuardMs
}
