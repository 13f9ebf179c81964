import { useLocation, useMatches } from '@remix-run/react'
import { activeNavigationOf } from '~/domain/site-chrome'
import { useSite } from '../links'

type StoryData = { story?: { activeNavigation?: unknown } }

/**
 * The page story's `content.activeNavigation` (sent beside the content's text), read
 * from the deepest route that has a story.
 */
export function useStoryActiveNavigation(): string | undefined {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index--) {
    const value = (matches[index]?.data as StoryData | null | undefined)?.story?.activeNavigation
    if (typeof value === 'string' && value !== '') return value
  }
  return undefined
}

/**
 * The current path and the page's active navigation type: the story's, else the type of
 * the main-navigation item that links to the path. The path is the router's, so it is
 * right after client-side navigations too (the root loader's `path` is not re-fetched).
 */
export function useActiveNavigation(): {
  pathname: string
  /** Path and query: navigation links to product pages differ by their query. */
  location: string
  activeNavigation: string | undefined
} {
  const { pathname, search } = useLocation()
  const site = useSite()
  const story = useStoryActiveNavigation()
  const location = `${pathname}${search}`
  return {
    pathname,
    location,
    activeNavigation: activeNavigationOf(story, site?.globalConfig.mainNavigation ?? [], location),
  }
}
