import { useState } from 'react'

export const meta = () => [
  { title: 'Minimal Remix page' },
  { name: 'description', content: 'The reference page of the shop benchmark.' },
]

export default function Index() {
  // The reference interaction of the INP measurement: one state update, one small re-render.
  const [count, setCount] = useState(0)
  return (
    <main>
      <h1>Minimal Remix page</h1>
      <p>A small static page: the floor the shop's figures are compared with.</p>
      <button type="button" className="counter" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </button>
    </main>
  )
}
