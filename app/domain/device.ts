/**
 * Device info from the user agent (shop-core §3 "Device info"), read by ua-parser-js and
 * isbot rather than by hand-written patterns.
 */
import { isbot } from 'isbot'
import UAParser from 'ua-parser-js'

export type DeviceInfo = {
  isMobile: boolean
  isTablet: boolean
  isDesktop: boolean
  isIos: boolean
  isAndroid: boolean
  isWindows: boolean
  isMacOS: boolean
  isSafari: boolean
  isFirefox: boolean
  isEdge: boolean
  isChrome: boolean
  isSamsung: boolean
  isCrawler: boolean
}

const browserFamilies = {
  safari: ['Safari', 'Mobile Safari'],
  firefox: ['Firefox', 'Mobile Firefox'],
  edge: ['Edge'],
  chrome: ['Chrome', 'Mobile Chrome', 'Chrome Headless', 'Chrome WebView', 'Chromium'],
  samsung: ['Samsung Internet'],
} as const satisfies Record<string, readonly string[]>

/**
 * Recently seen user agents: parsing one costs about half a millisecond, and a shop sees the
 * same few hundred agents all day. Bounded (an attacker's random agents only push others out).
 */
const recent = new Map<string, DeviceInfo>()
const RECENT_MAX = 500

export function deviceInfo(userAgent: string): DeviceInfo {
  const known = recent.get(userAgent)
  if (known) return { ...known }
  const info = parseDeviceInfo(userAgent)
  if (userAgent.length <= 512) {
    if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value as string)
    recent.set(userAgent, info)
  }
  return { ...info }
}

function parseDeviceInfo(userAgent: string): DeviceInfo {
  const { browser, os, device } = new UAParser(userAgent).getResult()
  const inFamily = (family: keyof typeof browserFamilies) =>
    (browserFamilies[family] as readonly (string | undefined)[]).includes(browser.name)
  const isMobile = device.type === 'mobile'
  const isTablet = device.type === 'tablet'
  return {
    isMobile,
    isTablet,
    isDesktop: !isMobile && !isTablet,
    isIos: os.name === 'iOS',
    isAndroid: os.name === 'Android',
    isWindows: os.name === 'Windows',
    isMacOS: os.name === 'Mac OS' || os.name === 'macOS',
    isSafari: inFamily('safari'),
    isFirefox: inFamily('firefox'),
    isEdge: inFamily('edge'),
    isChrome: inFamily('chrome'),
    isSamsung: inFamily('samsung'),
    isCrawler: isbot(userAgent),
  }
}
