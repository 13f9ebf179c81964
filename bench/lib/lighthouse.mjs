// Lighthouse 12.8 through its Node API: the default config (mobile, simulated throttling),
// Debian's Chromium headless. Each page runs several times; every figure is the median.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

/** Debian's Chromium on this closed network; the INP runs (inp.mjs) start it with the same. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The market hosts (wallart-de.localhost …) all point at the loopback servers.
  '--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1',
]

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The audits of a category that lost points, for the report below the table. */
function lostPoints(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter(
      (ref) =>
        ref.weight > 0 &&
        lhr.audits[ref.id] &&
        lhr.audits[ref.id].score !== null &&
        lhr.audits[ref.id].score < 1,
    )
    .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`)
}

/**
 * Runs Lighthouse `runs` times on a URL; each report is kept as `{saveAs}-{run}.json` when a path
 * is given.
 */
export async function lighthouseRuns(url, runs, saveAs) {
  process.env.CHROME_PATH ??= '/usr/bin/chromium'
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: ['--headless', ...CHROMIUM_ARGS],
  })
  const results = []
  try {
    for (let run = 0; run < runs; run++) {
      // Lighthouse's own trace recording fails now and then (NO_NAVSTART: "Please run
      // Lighthouse again"): such a run is repeated, at most twice.
      let lhr
      for (let attempt = 1; ; attempt++) {
        lhr = (
          await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          })
        ).lhr
        if (!lhr.runtimeError || attempt === 3) break
        process.stderr.write(`[bench] ${url}: ${lhr.runtimeError.code}, running Lighthouse again\n`)
      }
      if (lhr.runtimeError)
        throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
      if (saveAs) {
        mkdirSync(join(saveAs, '..'), { recursive: true })
        writeFileSync(`${saveAs}-${run + 1}.json`, JSON.stringify(lhr))
      }
      const origin = new URL(url).origin
      const scripts = (lhr.audits['network-requests'].details?.items ?? [])
        .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
        .map((item) => new URL(item.url).pathname)
      results.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        scripts,
        lost: {
          performance: lostPoints(lhr, 'performance'),
          accessibility: lostPoints(lhr, 'accessibility'),
          bestPractices: lostPoints(lhr, 'best-practices'),
          seo: lostPoints(lhr, 'seo'),
        },
        warnings: lhr.runWarnings,
      })
    }
  } finally {
    await chrome.kill()
  }
  const pick = (key) => median(results.map((result) => result[key]))
  return {
    runs: results.length,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    cls: pick('cls'),
    tbt: pick('tbt'),
    lcp: pick('lcp'),
    fcp: pick('fcp'),
    benchmarkIndex: pick('benchmarkIndex'),
    performanceRange: [
      Math.min(...results.map((r) => r.performance)),
      Math.max(...results.map((r) => r.performance)),
    ],
    tbtRuns: results.map((result) => Math.round(result.tbt)),
    scripts: [...new Set(results.flatMap((result) => result.scripts))],
    lost: results.map((result) => result.lost),
    warnings: [...new Set(results.flatMap((result) => result.warnings))],
  }
}
