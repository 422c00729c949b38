/** The blank page shown while the first page's code loads: quick enough that a spinner would only flash. */
export function RouteFallback() {
  return <div aria-busy="true" style={{ minHeight: '100vh' }} />;
}
