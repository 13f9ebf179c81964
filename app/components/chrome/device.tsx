import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { resizeDebounceMs } from '~/domain/constants'
import { useSite } from '../links'
import type { DeviceInfo } from '~/domain/device'

const DeviceContext = createContext<DeviceInfo | null>(null)

/**
 * Device info (shop-core §3): read from the user agent on the server, so the first render
 * is right; refreshed on the client after a resize, debounced (site-chrome §9: 200 ms). The
 * user-agent parser loads only then, in its own chunk.
 */
export function DeviceProvider({ children }: { children: ReactNode }) {
  const site = useSite()
  const [device, setDevice] = useState<DeviceInfo | null>(site?.device ?? null)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const refresh = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        import('~/domain/device')
          .then(({ deviceInfo }) => {
            const next = deviceInfo(navigator.userAgent)
            setDevice((current) => (current && sameDevice(current, next) ? current : next))
          })
          .catch(() => {})
      }, resizeDebounceMs)
    }
    window.addEventListener('resize', refresh)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('resize', refresh)
    }
  }, [])
  return <DeviceContext.Provider value={device}>{children}</DeviceContext.Provider>
}

function sameDevice(a: DeviceInfo, b: DeviceInfo): boolean {
  return (Object.keys(a) as (keyof DeviceInfo)[]).every((key) => a[key] === b[key])
}

/** The current device info; null only outside the chrome. */
export function useDevice(): DeviceInfo | null {
  return useContext(DeviceContext)
}
