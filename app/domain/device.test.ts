import { describe, expect, it } from 'vitest'
import { deviceInfo } from './device'

const userAgents = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
}

const flagsOf = (ua: string) =>
  Object.entries(deviceInfo(ua))
    .filter(([, on]) => on)
    .map(([flag]) => flag)
    .sort()

describe('device info (shop-core §3 "isMobile, isTablet, isDesktop, isIos, isAndroid, isWindows, isMacOS, browser flags for Safari, Firefox, Edge, Chrome and Samsung, and isCrawler")', () => {
  it('an iPhone with Safari is mobile, iOS, Safari', () => {
    expect(flagsOf(userAgents.iphoneSafari)).toEqual(['isIos', 'isMobile', 'isSafari'])
  })

  it('Chrome on an iPhone counts as Chrome', () => {
    expect(flagsOf(userAgents.iphoneChrome)).toEqual(['isChrome', 'isIos', 'isMobile'])
  })

  it('an iPad is a tablet, not mobile and not desktop', () => {
    expect(flagsOf(userAgents.ipad)).toEqual(['isIos', 'isSafari', 'isTablet'])
  })

  it('an Android phone with Chrome', () => {
    expect(flagsOf(userAgents.androidChrome)).toEqual(['isAndroid', 'isChrome', 'isMobile'])
  })

  it('the Samsung browser is Samsung, not Chrome', () => {
    expect(flagsOf(userAgents.samsung)).toEqual(['isAndroid', 'isMobile', 'isSamsung'])
  })

  it('an Android tablet', () => {
    expect(flagsOf(userAgents.androidTablet)).toEqual(['isAndroid', 'isChrome', 'isTablet'])
  })

  it('Edge on Windows is Edge, not Chrome, and desktop', () => {
    expect(flagsOf(userAgents.windowsEdge)).toEqual(['isDesktop', 'isEdge', 'isWindows'])
    expect(flagsOf(userAgents.windowsChrome)).toEqual(['isChrome', 'isDesktop', 'isWindows'])
  })

  it('Firefox and Safari on macOS', () => {
    expect(flagsOf(userAgents.macFirefox)).toEqual(['isDesktop', 'isFirefox', 'isMacOS'])
    expect(flagsOf(userAgents.macSafari)).toEqual(['isDesktop', 'isMacOS', 'isSafari'])
  })

  it('"Crawlers are recognised by user agent"', () => {
    expect(deviceInfo(userAgents.googlebot).isCrawler).toBe(true)
    expect(deviceInfo(userAgents.googlebotSmartphone)).toMatchObject({
      isCrawler: true,
      isMobile: true,
    })
    expect(deviceInfo(userAgents.windowsChrome).isCrawler).toBe(false)
  })

  it('an empty user agent is a desktop with no other flag', () => {
    expect(flagsOf('')).toEqual(['isDesktop'])
  })
})

describe('deviceInfo keeps recent agents', () => {
  it('answers a repeated agent the same, as a copy the caller may change', () => {
    const agent =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
    const first = deviceInfo(agent)
    first.isMobile = false
    const second = deviceInfo(agent)
    expect(second.isMobile).toBe(true)
    expect(second.isIos).toBe(true)
    expect(second).toEqual({ ...first, isMobile: true })
  })

  it('stays correct past its bound (500 agents)', () => {
    for (let i = 0; i < 600; i++) deviceInfo(`Mozilla/5.0 (X11; Linux x86_64) Firefox/${i}.0`)
    expect(deviceInfo('Googlebot/2.1 (+http://www.google.com/bot.html)').isCrawler).toBe(true)
    expect(deviceInfo('Mozilla/5.0 (X11; Linux x86_64) Firefox/1.0').isFirefox).toBe(true)
  })
})
