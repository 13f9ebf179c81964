import { getFormProps } from '@conform-to/react'
import { MarketSwitchSchema } from '~/domain/market-switch-schema'
import { useFixedFieldsForm } from '../schema-form'
import { MarketSwitcher } from './MarketSwitcher'
import type { ComponentProps } from 'react'

/**
 * The switch page's market switcher: Conform's form with the schema the page's loader parses
 * with, checked on submit (a tampered country is not sent).
 */
export function ValidatedMarketSwitcher(
  props: Omit<ComponentProps<typeof MarketSwitcher>, 'formProps'>,
) {
  const form = useFixedFieldsForm(MarketSwitchSchema)
  return <MarketSwitcher {...props} formProps={getFormProps(form)} />
}
