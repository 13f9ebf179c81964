/** Navigation rules of the site chrome (site-chrome §2 "Main navigation", "Sub-navigation", "Header"). */

export type NavigationItemRules = {
  link?: { url?: string }
  navigationType?: string
  flyoutGroups?: readonly unknown[]
  subNaviOnly?: boolean
  isOnlyInBurgerNavigation?: boolean
}

/** "Items flagged burger-only are left out" of the main navigation. */
export function mainNavigationItems<T extends NavigationItemRules>(items: readonly T[]): T[] {
  return items.filter((item) => !item.isOnlyInBurgerNavigation)
}

/** "An item is marked selected when the path equals its link or the story's active navigation equals the item's navigationType." */
export function isNavigationItemSelected(item: NavigationItemRules, pathname: string, activeNavigation?: string): boolean {
  const linkMatches = item.link?.url !== undefined && item.link.url === pathname
  const navigationMatches = activeNavigation !== undefined && activeNavigation !== '' && item.navigationType === activeNavigation
  return linkMatches || navigationMatches
}

/** "It shows a flyout … when flyout groups exist and sub-navigation-only is not set." */
export function hasFlyout(item: NavigationItemRules): boolean {
  return (item.flyoutGroups?.length ?? 0) > 0 && !item.subNaviOnly
}

export const subNavigationHiddenPaths = ['/feed-collage', '/feed-calendar', '/feed-card'] as const

/** "Hidden on /feed-collage, /feed-calendar and /feed-card. Shown always if the navigation type has the always-show flag." */
export function showsSubNavigation(pathname: string, alwaysShowSubNavi = false): boolean {
  return alwaysShowSubNavi || !(subNavigationHiddenPaths as readonly string[]).includes(pathname)
}

/** "Path prefixes treated as safe for server rendering" that the spec names. */
export const serverRenderSafePrefixes = [
  '/feed-',
  '/fotos-drucken',
  '/storyblok/',
  '/wandbilder-materialien-im-vergleich',
  '/wandbild-materialien-im-vergleich',
] as const

export function isServerRenderSafePath(pathname: string): boolean {
  return serverRenderSafePrefixes.some((prefix) => pathname.startsWith(prefix))
}

/** "On non-web (app-like) use: a back button instead, hidden on the desktop start path." */
export function showsBackButton(platform: 'web' | 'desktop', pathname: string, desktopStartPath: string): boolean {
  return platform !== 'web' && pathname !== desktopStartPath
}
