/**
 * The code every page loads, in one chunk. The bundler puts each module in the chunk
 * of the exact set of entries (route modules, lazily loaded views and parts) that reach it; the
 * chrome's and the page shell's modules are reached by many different sets, which made some 40
 * small chunks on a first load. Every entry imports this module, so those modules are reached
 * by all of them alike and share one chunk with React and Remix. (A test checks the imports.)
 */
import './components/chrome/SiteChrome'
import './components/ErrorPage'
import './components/StaticErrorPage'
import './components/blocks/Page'
import './components/calculator/calculator-context'
import './components/nonce'
import './components/reload-on-stale-build'
import './components/tag-manager'
import './components/tracking'
import './i18n/react'
import './pages/meta'
import './pages/views'
import './root-data'
import './services/page-meta'
import './utils/browser-event-codes'
