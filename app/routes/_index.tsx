export { loader, meta, headers, ErrorBoundary, default } from './$'
