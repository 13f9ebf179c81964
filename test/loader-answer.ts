/**
 * What a route loader answered, called directly in a test: a Response (the localised pages'
 * dispatch) or single fetch's `data()` (plain data with its status and headers).
 */
export async function loaderAnswer(
  result: unknown,
): Promise<{ status: number; data: unknown; headers: Headers }> {
  if (result instanceof Response)
    return { status: result.status, data: await result.json(), headers: result.headers }
  const { data, init } = result as { data: unknown; init?: ResponseInit | null }
  return { status: init?.status ?? 200, data, headers: new Headers(init?.headers) }
}
