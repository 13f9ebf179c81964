export { loader, meta, ErrorBoundary, default } from './$'
