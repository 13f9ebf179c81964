import { list, text } from './fields'
import { UspIcon } from './UspIcon'
import type { BlockProps } from './block-data'

/** The USP strip under the hero: an icon and a short text per item. */
export function UspTeaser({ block }: BlockProps) {
  return (
    <ul className="usp-teaser">
      {list(block.items).map((item, index) => (
        <li key={item._uid ?? index}>
          <UspIcon name={text(item.icon)} />
          <span>{text(item.text)}</span>
        </li>
      ))}
    </ul>
  )
}
