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
import {
  changedOptions,
  noOptions,
  optionSearchParams,
  requestedOptions,
  resolveOptions,
  type OptionChoice,
} from '~/domain/calculator-options'
import { noRefinement } from '~/domain/cards'
import { customSizeParams } from '~/domain/custom-size'

export type SelectionState = {
  selection: CalculatorSelection
  frameType: string | null
  options: OptionChoice
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
  const answered: SelectionState = useMemo(
    () => ({
      selection: block.selection,
      frameType: block.frameType,
      options: block.options ?? noOptions,
      refinementType: block.refinementType ?? null,
    }),
    [block.selection, block.frameType, block.options, block.refinementType],
  )
  const state: SelectionState = useMemo(() => {
    const query = new URLSearchParams(pending?.search ?? '')
    // A custom size is checked and priced by the loader: the selection waits for its answer.
    if (!pending || query.has(customSizeParams.width)) return answered
    const material = query.get(selectionParams.material) ?? undefined
    const format = query.get(selectionParams.format) ?? undefined
    const selection =
      initialSelection(options, {
        url: { ...(material ? { material } : {}), ...(format ? { format } : {}) },
      }) ?? block.selection
    const frameType = query.get('frameType') || null
    const chosen = block.materials.find((entry) => entry.value === selection.material)
    const details =
      frameType && chosen?.frameDetails?.frameType === frameType ? chosen.frameDetails : undefined
    // Another frame's colours and mats come with the loader's answer: until then the answered one.
    if (frameType && !details && block.product !== 'collage' && frameType !== block.frameType)
      return answered
    return {
      selection,
      frameType,
      options: resolveOptions(
        frameType ? details : undefined,
        chosen?.optionGroup,
        requestedOptions(query),
      ),
      refinementType: query.get('refinementType') || null,
    }
  }, [pending, answered, block.selection, block.materials, block.product, block.frameType, options])

  const custom = block.customSize
  /**
   * The URL of a selection (links of the More formats list, the no-JS target). A selected custom
   * size goes along, so a new frame checks it again.
   */
  const hrefOf = useCallback(
    (next: SelectionState) => {
      const kept = new URLSearchParams(keep)
      if (next.frameType) kept.set('frameType', next.frameType)
      const chosen = block.materials.find((entry) => entry.value === next.selection.material)
      const details =
        next.frameType && chosen?.frameDetails?.frameType === next.frameType
          ? chosen.frameDetails
          : undefined
      const changed = changedOptions(next.options, details, chosen?.optionGroup)
      for (const [name, value] of optionSearchParams(changed)) kept.set(name, value)
      const refinement =
        next.refinementType !== undefined ? next.refinementType : state.refinementType
      if (refinement && refinement !== noRefinement) kept.set('refinementType', refinement)
      if (custom?.result.kind === 'priced' && custom.result.format === next.selection.format) {
        kept.set(customSizeParams.width, custom.shown.width)
        kept.set(customSizeParams.height, custom.shown.height)
      }
      return `${location.pathname}${selectionSearch(next.selection, kept)}`
    },
    [keep, location.pathname, custom, state.refinementType, block.materials],
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
    selection: state.selection,
    frameType: state.frameType,
    refinementType: state.refinementType,
    /** The chosen colour, mat and print option. */
    choice: state.options,
    options,
    hrefOf,
    /**
     * A new material drops the frame; a photo frame gets the new material's default frame instead.
     */
    chooseMaterial: (value: string) =>
      go({
        selection: selectMaterial(options, state.selection, value),
        options: noOptions,
        frameType:
          block.product === 'photoframe'
            ? (block.materials
                .find((material) => material.value === value)
                ?.frames?.find((frame) => frame.isDefault)?.value ?? null)
            : null,
      }),
    chooseFormat: (value: string) =>
      go({ ...state, selection: selectFormat(options, state.selection, value) }),
    /** A new frame starts from its own colour; a chosen mat and print option stay where offered. */
    chooseFrame: (value: string) =>
      go({ ...state, frameType: value || null, options: { ...state.options, frameVariant: null } }),
    chooseColour: (value: string) =>
      go({ ...state, options: { ...state.options, frameVariant: value } }),
    chooseMat: (value: string) =>
      go({
        ...state,
        options: {
          ...state.options,
          // The size follows the type (the loader and the pending state resolve it).
          matType: value as OptionChoice['matType'],
          matSize: null,
        },
      }),
    chooseOption: (value: string) =>
      go({ ...state, options: { ...state.options, optionType: value } }),
    chooseRefinement: (value: string) => go({ ...state, refinementType: value }),
  }
}
