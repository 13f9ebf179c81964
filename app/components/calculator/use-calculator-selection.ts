import { useLocation, useNavigate, useNavigation } from '@remix-run/react'
import { useCallback, useMemo } from 'react'
import {
  initialSelection,
  selectFormat,
  selectionParams,
  selectionSearch,
  selectMaterial,
  type CalculatorSelection,
} from '~/domain/calculator'
import { optionsOf, type CalculatorBlockData } from '~/domain/calculator-data'
import { noRefinement } from '~/domain/cards'
import { customSizeParams } from '~/domain/custom-size'

export type SelectionState = {
  selection: CalculatorSelection
  frameType: string | null
  /** Cards: the refinement asked for (none when null); unchanged when absent. */
  refinementType?: string | null
}

/**
 * The calculator's selection with JavaScript: the URL stays the source of truth (shareable,
 * the same address the no-JS form reaches). A choice applies the domain transition,
 * shows the result at once (the pending navigation's URL) and replaces the URL without
 * scrolling; the loader then answers the same selection.
 */
export function useCalculatorSelection(block: CalculatorBlockData, keep: [string, string][]) {
  const navigate = useNavigate()
  const navigation = useNavigation()
  const location = useLocation()
  const options = useMemo(() => optionsOf(block), [block])

  const pending =
    navigation.state !== 'idle' && navigation.location?.pathname === location.pathname
      ? navigation.location
      : undefined
  const state: SelectionState = useMemo(() => {
    const query = new URLSearchParams(pending?.search ?? '')
    // A custom size is checked and priced by the loader: the selection waits for its answer.
    if (!pending || query.has(customSizeParams.width))
      return {
        selection: block.selection,
        frameType: block.frameType,
        refinementType: block.refinementType ?? null,
      }
    const material = query.get(selectionParams.material) ?? undefined
    const format = query.get(selectionParams.format) ?? undefined
    const selection =
      initialSelection(options, {
        url: { ...(material ? { material } : {}), ...(format ? { format } : {}) },
      }) ?? block.selection
    return {
      selection,
      frameType: query.get('frameType') || null,
      refinementType: query.get('refinementType') || null,
    }
  }, [pending, block.selection, block.frameType, block.refinementType, options])

  const custom = block.customSize
  /**
   * The URL of a selection (links of the More formats list, the no-JS target). A selected custom
   * size goes along, so a new frame checks it again.
   */
  const hrefOf = useCallback(
    (next: SelectionState) => {
      const kept = new URLSearchParams(keep)
      if (next.frameType) kept.set('frameType', next.frameType)
      const refinement =
        next.refinementType !== undefined ? next.refinementType : state.refinementType
      if (refinement && refinement !== noRefinement) kept.set('refinementType', refinement)
      if (custom?.result.kind === 'priced' && custom.result.format === next.selection.format) {
        kept.set(customSizeParams.width, custom.shown.width)
        kept.set(customSizeParams.height, custom.shown.height)
      }
      return `${location.pathname}${selectionSearch(next.selection, kept)}`
    },
    [keep, location.pathname, custom, state.refinementType],
  )

  const go = useCallback(
    (next: SelectionState) => {
      const href = hrefOf(next)
      const [pathname = location.pathname, search = ''] = href.split('?')
      navigate({ pathname, search: `?${search}` }, { replace: true, preventScrollReset: true })
    },
    [hrefOf, navigate, location.pathname],
  )

  return {
    ...state,
    options,
    hrefOf,
    /**
     * A new material drops the frame; a photo frame gets the new material's default frame instead.
     */
    chooseMaterial: (value: string) =>
      go({
        selection: selectMaterial(options, state.selection, value),
        frameType:
          block.product === 'photoframe'
            ? (block.materials
                .find((material) => material.value === value)
                ?.frames?.find((frame) => frame.isDefault)?.value ?? null)
            : null,
      }),
    chooseFormat: (value: string) =>
      go({ selection: selectFormat(options, state.selection, value), frameType: state.frameType }),
    chooseFrame: (value: string) => go({ selection: state.selection, frameType: value || null }),
    chooseRefinement: (value: string) =>
      go({ selection: state.selection, frameType: state.frameType, refinementType: value }),
  }
}
