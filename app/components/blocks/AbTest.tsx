import { abTestBranch } from '~/domain/content-blocks'
import { Blocks } from './Blocks'
import { text } from './fields'
import { usePageSettings } from './page-context'
import type { BlockProps } from './block-data'

/**
 * A/B block: "shows its on or off children depending on a feature flag". The treatment
 * comes from the page's `treatments` map, which the feature-flag layer fills per request;
 * without a treatment (or on any failure) the off children show.
 */
export function AbTest({ block, index }: BlockProps) {
  const { treatments } = usePageSettings()
  const flag = text(block.flag) ?? ''
  const branch = abTestBranch(treatments[flag])
  return (
    <div className="ab-test" data-flag={flag} data-treatment={branch}>
      <Blocks blocks={block[branch]} offset={index} />
    </div>
  )
}
