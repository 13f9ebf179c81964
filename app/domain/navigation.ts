/**
 * Navigation rules of the site chrome (site-chrome §2 "Main navigation", "Sub-navigation",
 * "Header"). Item selection and the sub-navigation strip are in site-chrome.ts.
 */

export type NavigationItemRules = {
  flyoutGroups?: readonly unknown[]
  subNaviOnly?: boolean
  isOnlyInBurgerNavigation?: boolean
}

/** "Items flagged burger-only are left out" of the main navigation. */
export function mainNavigationItems<T extends NavigationItemRules>(items: readonly T[]): T[] {
  return items.filter((item) => !item.isOnlyInBurgerNavigation)
}

/** "It shows a flyout … when flyout groups exist and sub-navigation-only is not set." */
export function hasFlyout(item: NavigationItemRules): boolean {
  return (item.flyoutGroups?.length ?? 0) > 0 && !item.subNaviOnly
}

/**
 * "Hidden on /feed-collage, /feed-calendar and /feed-card" (unless its navigation type always
 * shows; site-chrome.ts applies it).
 */
export const subNavigationHiddenPaths = ['/feed-collage', '/feed-calendar', '/feed-card'] as const

/** "On non-web (app-like) use: a back button instead, hidden on the desktop start path." */
export function showsBackButton(
  platform: 'web' | 'desktop',
  pathname: string,
  desktopStartPath: string,
): boolean {
  return platform !== 'web' && pathname !== desktopStartPath
}
