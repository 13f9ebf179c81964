#!/usr/bin/env node
// The router's cost of finding a request's route: `matchRoutes` over a build's route tree (from
// its browser manifest, the same routes the server matches) for 10 000 request paths, a mix of
// localised pages (all languages, with and without sublocale and desktop prefixes), content
// paths and the home page. Usage: node bench/route-matching.mjs [public/build] [--paths=10000]
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { matchRoutes } from '@remix-run/router'

const args = process.argv.slice(2)
const buildDir = args.find((arg) => !arg.startsWith('--')) ?? 'public/build'
const count = Number(args.find((arg) => arg.startsWith('--paths='))?.slice(8) ?? 10_000)
const manifestFile = readdirSync(buildDir).find((name) => /^manifest-.*\.js$/.test(name))
const manifestText = readFileSync(join(buildDir, manifestFile), 'utf8')
const manifest = JSON.parse(
  manifestText.slice(manifestText.indexOf('{'), manifestText.lastIndexOf('}') + 1),
)
const build = { routes: manifest.routes }

/** The build's flat route manifest as a tree, children below their parent. */
function tree(manifest, parentId) {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: tree(manifest, route.id),
    }))
}
const routes = tree(build.routes, undefined)

const table = JSON.parse(
  readFileSync(new URL('../app/domain/localised-pages.json', import.meta.url), 'utf8'),
)
const pagePaths = table.flatMap((page) => Object.values(page.paths))
const contentPaths = ['/fotokalender', '/magazin/fotokalender-tipps', '/wandbilder/leinwand', '/']
const prefixes = ['', '/fr', '/d', '/fr/d']
const paths = Array.from({ length: count }, (_, index) => {
  const pool = index % 3 === 0 ? contentPaths : pagePaths
  return `${prefixes[index % prefixes.length]}${pool[index % pool.length]}`
})

for (const path of paths.slice(0, 200)) matchRoutes(routes, path)
const start = process.hrtime.bigint()
let matched = 0
for (const path of paths) if (matchRoutes(routes, path)) matched++
const ms = Number(process.hrtime.bigint() - start) / 1e6
const total = Object.keys(build.routes).length
console.log(
  JSON.stringify({
    build: buildDir,
    routes: total,
    paths: count,
    matched,
    totalMs: Math.round(ms),
    perMatchUs: Math.round((ms * 1000) / count),
  }),
)
