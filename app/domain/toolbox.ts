import * as z from 'zod/mini'
import {
  convertFormats,
  imageKinds,
  maxEdgeRange,
  paperFormats,
  qualityRange,
  toolboxMaxBytes,
  type UploadKind,
} from '../../contracts/toolbox'

/**
 * The toolbox's three forms: what each takes and the schema its
 * action parses with. Messages are keys of the common translations.
 */
export const toolboxOperations = ['convert-file', 'convert-pdf', 'optimize-image'] as const
export type ToolboxOperation = (typeof toolboxOperations)[number]

export const toolboxAccepts: Readonly<Record<ToolboxOperation, readonly UploadKind[]>> = {
  'convert-file': imageKinds,
  'convert-pdf': ['pdf'],
  'optimize-image': imageKinds,
}

/** The file input's `accept`: a hint for the picker, never trusted. */
export const toolboxAcceptAttribute: Readonly<Record<ToolboxOperation, string>> = {
  'convert-file': 'image/jpeg,image/png,image/webp,image/tiff,image/gif',
  'convert-pdf': 'application/pdf',
  'optimize-image': 'image/jpeg,image/png,image/webp,image/tiff,image/gif',
}

export const toolboxLimitMb = toolboxMaxBytes / (1024 * 1024)
export const maxEdgeChoices = [1200, 2400, 3600, 4800] as const
export const qualityChoices = [60, 75, 85, 92] as const
export { convertFormats, maxEdgeRange, paperFormats, qualityRange, toolboxMaxBytes }

const fileMessage = 'toolbox.error.fileRequired'
const file = z.custom<File>(
  (value) =>
    typeof File !== 'undefined' && value instanceof File && (value.size > 0 || value.name !== ''),
  { error: fileMessage },
)
const wholeNumber = (range: { min: number; max: number }) =>
  z
    .string()
    .check(
      z.refine(
        (value) => /^\d+$/.test(value) && Number(value) >= range.min && Number(value) <= range.max,
        { error: 'toolbox.error.option' },
      ),
    )

export const toolboxSchemas = {
  'convert-file': z.object({
    operation: z.literal('convert-file'),
    file,
    format: z.enum(convertFormats, { error: 'toolbox.error.option' }),
  }),
  'convert-pdf': z.object({
    operation: z.literal('convert-pdf'),
    file,
    paper: z.enum(paperFormats, { error: 'toolbox.error.option' }),
  }),
  'optimize-image': z.object({
    operation: z.literal('optimize-image'),
    file,
    maxEdge: wholeNumber(maxEdgeRange),
    quality: wholeNumber(qualityRange),
  }),
} as const

/** Any of the three forms, by its hidden `operation` field. */
export const toolboxSchema = z.discriminatedUnion('operation', [
  toolboxSchemas['convert-file'],
  toolboxSchemas['convert-pdf'],
  toolboxSchemas['optimize-image'],
])
