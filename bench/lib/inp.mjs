// Interaction to next paint (INP) of a few shopper clicks, as the browser itself reports it: the
// Event Timing API (`event` entries, plus `first-input` as web-vitals does, for an interaction
// quicker than the 16 ms threshold), in Debian's Chromium driven by Playwright, the page's CPU
// slowed 4× through the DevTools protocol. Each run is a fresh page load (a new context: no
// cache); the click waits until the page is hydrated and its main thread is quiet, since this
// measures a live page, not early input. Every figure is the median of the runs.
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from './lighthouse.mjs'

const CPU_SLOWDOWN = 4
const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

/**
 * The measured clicks, each with the effect that shows it was handled: the shop's four (budget
 * ≤ 200 ms) and the minimal page's counter, `minimal` (the reference).
 */
export function inpInteractions(shopPort, minimalPort) {
  const shop = `http://localhost:${shopPort}`
  // The login dialog's code is loaded on demand: its chunk may arrive well after the next paint.
  const dialogOpen = (selector) => (page) =>
    page.locator(`dialog${selector}[open]`).waitFor({ timeout: 10_000 })
  return {
    calculatorOption: {
      label: 'calculator option',
      url: `${shop}/fotokalender`,
      viewport: DESKTOP,
      // A format the shopper does not have yet: its label, as a shopper clicks it.
      target: '.calculator__form .calculator__format:has(input[type=radio]:not(:checked))',
      effect: (page, target) =>
        page.waitForFunction((label) => label.querySelector('input').checked, target),
    },
    moreFormats: {
      label: '"more formats"',
      url: `${shop}/fotokalender`,
      viewport: DESKTOP,
      target: '.calculator__more-button',
      effect: dialogOpen('.calculator__dialog'),
    },
    burger: {
      label: 'burger (390 px)',
      url: `${shop}/`,
      viewport: PHONE,
      target: '.burger__toggle',
      effect: (page) => page.locator('details.burger[open]').waitFor({ state: 'attached' }),
    },
    login: {
      label: 'login dialog',
      url: `${shop}/`,
      viewport: DESKTOP,
      target: '.info-item--account a[aria-haspopup="dialog"]',
      effect: dialogOpen('.dialog--login'),
    },
    minimal: {
      label: 'minimal Remix page, counter button',
      url: `http://localhost:${minimalPort}/`,
      viewport: DESKTOP,
      target: 'button.counter',
      effect: (page) => page.getByText('Clicked 1 times').waitFor(),
    },
  }
}

/** Runs in the page before its own scripts: collects Event Timing entries and long tasks. */
function observe() {
  const inp = { entries: [], lastLongTask: 0 }
  window.__inp = inp
  const keep = (list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId > 0)
        inp.entries.push({
          name: entry.name,
          interactionId: entry.interactionId,
          startTime: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
        })
  }
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true })
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      inp.lastLongTask = Math.max(inp.lastLongTask, entry.startTime + entry.duration)
  }).observe({ type: 'longtask', buffered: true })
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** One fresh page load and one click; the interaction's latency as the browser reports it. */
async function measureOnce(browser, userAgent, interaction) {
  const context = await browser.newContext({ viewport: interaction.viewport, userAgent })
  try {
    // A shopper who has made the consent choice: the banner would cover the burger and the header.
    await context.addCookies([{ name: 'consent', value: 'declined', url: interaction.url }])
    const page = await context.newPage()
    await page.addInitScript(observe)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(interaction.url, { waitUntil: 'networkidle', timeout: 60_000 })
    // The element itself, not a query: the calculator's query names another format after the click.
    const target = await page.locator(interaction.target).first().elementHandle()
    await target.scrollIntoViewIfNeeded()
    const before = await page.evaluate(() => {
      window.__inp.clicked = true
      return performance.now()
    })
    const centre = async () => {
      const box = await target.boundingBox()
      return [box.x + box.width / 2, box.y + box.height / 2]
    }
    // Hydrated (React has attached its props to the element), where it has stayed for 500 ms (the
    // page's height above may still change as it loads and goes live), nothing in front of it, and
    // no long task for 500 ms.
    await page.waitForFunction(
      (element) => {
        const box = element.getBoundingClientRect()
        const at = `${box.x},${box.y}`
        const now = performance.now()
        const still = window.__inp.still
        if (still?.at !== at) window.__inp.still = { at, since: now }
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        return (
          Object.keys(element).some((key) => key.startsWith('__reactProps$')) &&
          element.contains(hit) &&
          now - window.__inp.still.since > 500 &&
          now - window.__inp.lastLongTask > 500
        )
      },
      target,
      { polling: 100, timeout: 30_000 },
    )
    const [x, y] = await centre()
    // The pointer comes to rest over the element first (hover styles, prefetch on intent), as a
    // shopper's does. A plain mouse click, not Playwright's element click: that one adds its own
    // event listeners to check what it hit, and they would be measured too.
    await page.mouse.move(x, y)
    await page.waitForTimeout(500)
    await page.mouse.click(x, y)
    await interaction.effect(page, target)
    // Entries arrive after the next paint: two frames and half a second are plenty.
    await page.evaluate(
      () =>
        new Promise((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 500))),
        ),
    )
    // The same document still (a client-side URL change is fine): the click was handled in place.
    const seen = await page.evaluate(() => window.__inp)
    if (!seen.clicked) throw new Error(`${interaction.url}: the click loaded ${page.url()}`)
    const entries = seen.entries.filter((entry) => entry.startTime >= before)
    if (entries.length === 0) return { inp: null }
    // The interaction's latency is its slowest event's; the phases span all its events, as the
    // web-vitals attribution build counts them (the click presses and releases at once).
    const worst = entries.reduce((a, b) => (b.duration > a.duration ? b : a))
    const own = entries.filter((entry) => entry.interactionId === worst.interactionId)
    const processingStart = Math.min(...own.map((entry) => entry.processingStart))
    const processingEnd = Math.max(...own.map((entry) => entry.processingEnd))
    return {
      inp: worst.duration,
      events: [...new Set(own.map((entry) => entry.name))],
      inputDelay: Math.round(processingStart - worst.startTime),
      processing: Math.round(processingEnd - processingStart),
      // Durations come rounded to 8 ms: a quick paint can come out a little below zero.
      presentation: Math.max(0, Math.round(worst.startTime + worst.duration - processingEnd)),
      interactions: new Set(entries.map((entry) => entry.interactionId)).size,
    }
  } finally {
    await context.close()
  }
}

/**
 * Measures each interaction `runs` times (fresh page each time). Per interaction: the median INP
 * (ms), every run's figure, and the breakdown of each run's slowest event.
 */
export async function inpRuns(interactions, runs, log = () => {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  // An ordinary desktop Chrome: the shop treats a headless one as a bot.
  const version = browser.version()
  const major = version.split('.')[0]
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`
  const results = {}
  try {
    for (const [key, interaction] of Object.entries(interactions)) {
      log(`INP ×${runs}: ${interaction.label} (${interaction.url})`)
      const measured = []
      for (let run = 0; run < runs; run++)
        measured.push(await measureOnce(browser, userAgent, interaction))
      const values = measured.map((result) => result.inp).filter((value) => value !== null)
      results[key] = {
        label: interaction.label,
        url: interaction.url,
        viewport: interaction.viewport,
        inp: values.length > 0 ? median(values) : null,
        runs: measured.map((result) => result.inp),
        missing: runs - values.length,
        details: measured,
      }
    }
  } finally {
    await browser.close()
  }
  return { cpuSlowdown: CPU_SLOWDOWN, browser: version, userAgent, interactions: results }
}
