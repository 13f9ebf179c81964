export const meta = () => [
  { title: 'Minimal Remix page' },
  { name: 'description', content: 'The reference page of the shop benchmark.' },
]

export default function Index() {
  return (
    <main>
      <h1>Minimal Remix page</h1>
      <p>A small static page: the floor the shop's figures are compared with.</p>
    </main>
  )
}
