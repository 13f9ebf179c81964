/** Content page rules (site-chrome §2 "Content pages"; shop-core §2, §3 "Page"). */

/** "Robots directive defaults to no-index, no-follow unless the page content sets it." */
export const defaultRobots = 'noindex, nofollow'

export function robotsOf(content: { robots?: string | null }): string {
  const robots = content.robots?.trim()
  return robots ? robots : defaultRobots
}

/** "If no story is found, or its root component is not a Page, the result is a fatal 404." */
export function isPageStory(
  story: { content?: { component?: string } } | null | undefined,
): boolean {
  return story?.content?.component === 'page'
}
