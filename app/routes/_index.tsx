import '~/shared-chunk'
export { loader, meta, headers, ErrorBoundary, default } from './$'
