/** Business and interface constants (shop-core §4, §9; site-chrome §2, §9). */

/** Screen breakpoints in px: the widest width of each screen class. */
export const breakpoints = {
  xxs: 319,
  xs: 479,
  sm: 575,
  md: 767,
  lg: 899,
  xl: 1023,
  xxl: 1299,
  '2xl': 1536,
  xxxl: 1900,
} as const
export type Breakpoint = keyof typeof breakpoints

/** "The panel closes … when the viewport reaches 1000px width or more." */
export const burgerBreakpoint = 1000
/** "Flyouts appear on hover on desktop only (min-width 1000px)." */
export const flyoutMinWidth = 1000

export function minWidthQuery(px: number): string {
  return `(min-width: ${px}px)`
}

/** "Hover detection uses the hover and fine-pointer media query." */
export const hoverQuery = '(hover: hover) and (pointer: fine)'

/** Sub-navigation tile sizes in px. */
export const tileSizes = {
  circle: { width: 76, height: 76 },
  square: { width: 73, height: 110 },
  'square-image': { width: 110, height: 110 },
} as const
export type TileType = keyof typeof tileSizes

export const time = {
  msPerSecond: 1000,
  secondsPerMinute: 60,
  minutesPerHour: 60,
  hoursPerDay: 24,
  daysPerWeek: 7,
  daysPerYear: 365,
} as const
export const msPerMinute = time.msPerSecond * time.secondsPerMinute
export const msPerHour = msPerMinute * time.minutesPerHour
export const msPerDay = msPerHour * time.hoursPerDay

/** "A page reload happens … at most once per path within 10 seconds." */
export const reloadGuardMs = 10_000
/** "Logger throttle 1000 ms, min 5": up to 5 messages per 1000 ms window pass unthrottled. */
export const loggerThrottle = { windowMs: 1000, min: 5 } as const
/** "Scroll animation 500 ms." */
export const scrollAnimationMs = 500

/** The content delivery client's limits. */
export const contentClientLimits = {
  perPage: 25,
  requestsPerSecond: 5,
  requestsPerSecondWithOAuthToken: 3,
  maxRetries: 10,
  retryDelayMs: 300,
  resolveBatchSize: 50,
  cacheResetAtResolveCount: 1000,
} as const

/** Structured data: "customer-support contact, weekdays Monday to Friday, founded 2011". */
export const organisation = {
  contactType: 'customer support',
  openingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  foundingYear: 2011,
} as const
